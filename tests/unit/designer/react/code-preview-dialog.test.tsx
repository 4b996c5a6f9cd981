import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen } from '@testing-library/react';
import CodePreviewDialog from '../../../../designer/react/codegen/CodePreviewDialog';
import { tokenize } from '../../../../designer/react/codegen/highlight';
import { appState } from '../../../../runtime/state/app';
import { resetSession } from '../../../../runtime/state/session';
import { stubFetch, type Call } from '../../data/net';
import { renderUi } from './harness';

configure({ asyncUtilTimeout: 15_000 });

const ID = 'b'.repeat(32);
const GEN = '/api/visualdev/Generater';
const file = (folder: string, fileName: string, fileContent: string) =>
  ({ id: `${folder}/${fileName}`, folderName: folder, fileName, path: `${folder}/${fileName}`, fileType: fileName.split('.').pop(), fileContent });
const preview = (module: string) => ({
  code: 200,
  data: { list: [
    { id: `models/${module}`, fileName: `models/${module}`, children: [file(`models/${module}`, 'leave.ts', "export const leaveModel = defineModel({ name: 'leave' });")] },
    { id: 'tests/api', fileName: 'tests/api', children: [file('tests/api', `${module}-leave.test.ts`, "describe('leave', () => {});")] },
  ] },
});

beforeEach(() => {
  resetSession();
  appState.language = 'zh';
});
afterEach(() => { vi.unstubAllGlobals(); });

describe('code preview dialog', { timeout: 120_000 }, () => {
  it('previews the module of the first area as a file tree with highlighted code, and previews again for another area', async () => {
    const calls = stubFetch({
      [`GET ${GEN}/AreasName`]: { code: 200, data: ['gold', 'sales'] },
      [`POST ${GEN}/${ID}/Actions/CodePreview`]: (call: Call) => preview(JSON.parse(String(call.body)).module),
    });
    renderUi(<CodePreviewDialog row={{ id: ID, enCode: 'leave' }} onClose={vi.fn()} onDone={vi.fn()} />);
    await screen.findByText('leave.ts');
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')!.body))).toEqual({ module: 'gold', className: 'leave' });
    const code = await screen.findByLabelText('models/gold/leave.ts');
    expect(code.textContent).toBe("export const leaveModel = defineModel({ name: 'leave' });");
    expect(code.querySelector('.vd-tok-keyword')?.textContent).toBe('export');
    expect(code.querySelector('.vd-tok-string')?.textContent).toBe("'leave'");
    fireEvent.click(screen.getByText('gold-leave.test.ts'));
    expect((await screen.findByLabelText('tests/api/gold-leave.test.ts')).textContent).toBe("describe('leave', () => {});");
    fireEvent.change(screen.getByLabelText('所属模块'), { target: { value: 'sales' } });
    fireEvent.click(screen.getByRole('button', { name: /预\s*览/ }));
    await screen.findByText('sales-leave.test.ts');
    expect(JSON.parse(String(calls.filter((c) => c.method === 'POST').at(-1)!.body))).toEqual({ module: 'sales', className: 'leave' });
  });
});

describe('tokenize', () => {
  it('colours comments, strings, keywords and numbers of TypeScript, and keys of JSON', () => {
    expect(tokenize("const a = 'x'; // note\n1", 'ts').filter((t) => t.kind !== 'plain')).toEqual([
      { kind: 'keyword', text: 'const' }, { kind: 'string', text: "'x'" }, { kind: 'comment', text: '// note' }, { kind: 'number', text: '1' },
    ]);
    expect(tokenize('{ "id": "x", "n": true }', 'json').filter((t) => t.kind !== 'plain')).toEqual([
      { kind: 'key', text: '"id"' }, { kind: 'string', text: '"x"' }, { kind: 'key', text: '"n"' }, { kind: 'literal', text: 'true' },
    ]);
    expect(tokenize('# Title', 'md')).toEqual([{ kind: 'plain', text: '# Title' }]);
  });
});
