import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * designer/core is pure TypeScript (designer/README.md): eslint.config.js refuses React, UI kits, runtime/ and
 * widgets/ there, and server/ and business-screens/ in the whole designer. Checked as tests/unit/lint/house-rules.test.ts
 * does, by planting one import in a file that does not exist.
 */
const cwd = resolve(__dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd });
});

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as planted from '${source}';\nexport { planted };\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('designer house rules', () => {
  it.each([
    ['designer/core/planted.ts', 'react', 'React'],
    ['designer/core/planted.ts', 'antd', 'React'],
    ['designer/core/planted.ts', '@formily/react', 'React'],
    ['designer/core/planted.ts', '../../runtime/renderers/registry', 'runtime/'],
    ['designer/core/planted.ts', '../../widgets/registry', 'widgets/'],
    ['designer/core/planted.ts', '../../server/core/errors', 'server/'],
    ['designer/form/planted.ts', '../../server/core/errors', 'server/'],
    ['designer/form/planted.ts', '../../business-screens/gold', 'business-screens/'],
  ])('%s may not import %s', async (file, source, named) => {
    const messages = await restricted(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(named);
  });

  it.each([
    ['designer/core/planted.ts', '../../schemas/lint'],
    ['designer/core/planted.ts', './tree'],
    ['designer/form/planted.ts', '../../widgets/registry'],
    ['designer/form/planted.ts', 'react'],
  ])('%s may import %s', async (file, source) => {
    expect(await restricted(file, source)).toEqual([]);
  });
});
