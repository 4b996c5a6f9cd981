import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from '../../../../runtime/renderers/form';
import { registerSchemas } from '../../../../runtime/renderers/registry';
import { appState } from '../../../../runtime/state/app';
import type { FieldSchema, FormSchema } from '../../../../schemas';
import { stubFetch } from '../../data/net';
import { Wrap, bodyOf, formSchema } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const name: FieldSchema = { vModel: 'name', jnpfKey: 'comInput', label: '名称', required: true };

let seq = 0;
/** Registers `schema` under a fresh id (the registry caches by id). */
function register(schema: FormSchema): string {
  seq += 1;
  const id = `test.dialog.${seq}`;
  registerSchemas({ [id]: async () => ({ ...schema, id }) });
  return id;
}

function Host({ schemaId, recordId, onClose }: { schemaId: string; recordId?: string; onClose: (saved: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <FormDialog
        open={open}
        schemaId={schemaId}
        recordId={recordId}
        onClose={(saved) => {
          onClose(saved);
          setOpen(false);
        }}
      />
    </>
  );
}

function renderDialog(schemaId: string, recordId?: string) {
  appState.language = 'zh';
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <Wrap>
      <Host schemaId={schemaId} recordId={recordId} onClose={onClose} />
    </Wrap>,
  );
  return { onClose, user };
}

const dialogInput = () => document.querySelector<HTMLInputElement>('.ant-modal [data-field="name"] input, .ant-drawer [data-field="name"] input');
const findDialogInput = () =>
  waitFor(() => {
    const input = dialogInput();
    if (!input) throw new Error('no input in the dialog yet');
    return input;
  });

describe('FormDialog', () => {
  it('opens a new record in a dialog of the schema width, titled 新建 + title; 取消 closes without saving', async () => {
    const calls = stubFetch({});
    const id = register(formSchema([name], { popup: { kind: 'dialog', width: 800 } }));
    const { onClose, user } = renderDialog(id);
    expect(await screen.findByText('新建SPV')).toBeTruthy();
    expect(document.querySelector<HTMLElement>('.ant-modal')!.style.width).toBe('800px');
    // Draggable by its title bar (docs/product.md#widgets: draggable dialogs).
    expect(screen.getByText('新建SPV').closest('.draggable-modal-title')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取 消' }));
    expect(onClose).toHaveBeenCalledWith(false);
    expect(calls).toHaveLength(0);
  });

  it('edits a record: loads it, saves it and closes with true', async () => {
    const calls = stubFetch({
      'GET /api/spv/detail/r1': { code: 200, data: { id: 'r1', name: '旧名', version: 1 } },
      'POST /api/spv/edit': { code: 200, msg: '修改成功', data: null },
    });
    const id = register(formSchema([name]));
    const { onClose, user } = renderDialog(id, 'r1');
    expect(await screen.findByText('编辑SPV')).toBeTruthy();
    const input = await findDialogInput();
    expect(input.value).toBe('旧名');
    await user.clear(input);
    await user.type(input, '新名');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(bodyOf(calls.find((c) => c.method === 'POST')!)).toEqual({ name: '新名', id: 'r1', version: 1 });
  });

  it('closes on Esc without saving, and a reopened dialog starts afresh', async () => {
    const calls = stubFetch({});
    const id = register(formSchema([name], { submitLabel: { zh: '提交', en: 'Submit' } }));
    const { onClose, user } = renderDialog(id);
    await user.type(await findDialogInput(), '草稿');
    expect(screen.getByRole('button', { name: '提 交' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '打开', hidden: true }));
    await waitFor(() => expect(dialogInput()?.value).toBe(''));
  });

  it('renders a drawer when the schema asks for one', async () => {
    stubFetch({});
    const id = register(formSchema([name], { popup: { kind: 'drawer', width: 500 } }));
    renderDialog(id);
    expect(await screen.findByText('新建SPV')).toBeTruthy();
    expect(document.querySelector('.ant-drawer')).not.toBeNull();
    expect(document.querySelector('.ant-modal')).toBeNull();
    await waitFor(() => expect(dialogInput()).not.toBeNull());
  });

  it('says so when the form schema cannot be loaded', async () => {
    stubFetch({});
    const { onClose, user } = renderDialog('test.dialog.missing');
    expect(await screen.findAllByText('表单加载失败')).not.toHaveLength(0);
    expect(screen.getByText('unknown schema test.dialog.missing')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '关 闭' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
