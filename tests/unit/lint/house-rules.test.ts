import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The house rules of eslint.config.js (which folder may import which), checked by planting one import
 * in a file that does not exist: lintText lints it under the config of `filePath`.
 */
const cwd = resolve(__dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd });
});

/** The no-restricted-imports messages the planted code gets at `filePath`. */
async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const plant = (source: string) => `import * as planted from '${source}';\nexport { planted };`;

/** [file, import, what the message names] */
const FORBIDDEN: Array<[string, string, string]> = [
  ['schemas/planted.ts', 'react', 'React'],
  ['schemas/planted.ts', 'react-dom/client', 'React'],
  ['schemas/planted.ts', 'antd', 'React'],
  ['schemas/formula/planted.ts', '@formily/react', 'React'],
  ['schemas/planted.ts', '@ant-design/icons', 'React'],
  ['schemas/planted.ts', '../runtime', 'runtime/'],
  ['schemas/import/jnpf/planted.ts', '../../../runtime/renderers/registry', 'runtime/'],
  ['schemas/planted.ts', '../widgets/registry', 'widgets/'],
  ['schemas/planted.ts', '../server/core/errors', 'server/'],
  ['schemas/planted.ts', '../business-screens/register', 'business-screens/'],
  ['schemas/planted.ts', '../designer/canvas', 'designer/'],
  ['schemas/model/planted.ts', '../../models/gold', 'models/'],
  ['models/gold/planted.ts', 'react', 'React'],
  ['models/gold/planted.ts', '../../server/resource', 'server/'],
  ['models/planted.ts', '../runtime/app/config', 'runtime/'],
  ['models/gold/planted.ts', '../../business-screens/gold', 'business-screens/'],
  ['widgets/x/planted.ts', '../../runtime/app/config', 'runtime/'],
  ['widgets/planted.ts', '../runtime', 'runtime/'],
  ['widgets/x/planted.ts', '../../server/core/errors', 'server/'],
  ['widgets/x/planted.ts', '../../business-screens/gold', 'business-screens/'],
  ['widgets/x/planted.ts', '../../designer/canvas', 'designer/'],
  ['server/planted.ts', '../widgets/registry', 'widgets/'],
  ['server/core/planted.ts', '../../runtime/data', 'runtime/'],
  ['server/planted.ts', '../designer/canvas', 'designer/'],
  ['server/modules/gold/planted.ts', '../../../business-screens/gold', 'business-screens/'],
  ['runtime/planted.ts', '../business-screens/gold', 'business-screens/'],
  ['runtime/views/x/planted.ts', '../../../designer/canvas', 'designer/'],
  ['runtime/planted.ts', '../server/core/errors', 'server/'],
  // Platform server modules never import the product module...
  ['server/modules/system/planted.ts', '../gold/db-errors', 'server/modules/gold'],
  ['server/modules/permission/planted.ts', '../gold', 'server/modules/gold'],
  ['server/modules/auth/planted.ts', '../../modules/gold/tables', 'server/modules/gold'],
  ['server/modules/realtime/planted.ts', '../gold/tables', 'server/modules/gold'],
  ['server/modules/file/planted.ts', '../gold/tables', 'server/modules/gold'],
  ['server/resource/planted.ts', '../modules/gold/tables', 'server/modules/gold'],
  ['server/core/planted.ts', '../modules/gold/scope', 'server/modules/gold'],
  // ...and keep the server's own rules (a later config block replaces the rule's options).
  ['server/modules/system/planted.ts', '../../../widgets/registry', 'widgets/'],
];

const PERMITTED: Array<[string, string]> = [
  ['schemas/planted.ts', './text'],
  ['schemas/planted.ts', 'decimal.js'],
  ['widgets/x/planted.ts', '../../schemas/text'],
  ['widgets/x/planted.tsx', 'react'],
  ['runtime/planted.ts', '../widgets/registry'],
  ['runtime/planted.ts', 'react/jsx-runtime'],
  ['server/planted.ts', '../schemas/validate'],
  ['server/modules/gold/planted.ts', '../../../models/gold'],
  ['models/gold/planted.ts', '../../schemas/model'],
  ['business-screens/gold/planted.ts', '../../models/gold'],
  ['server/resource/planted.ts', '../modules/permission/grants'],
  ['server/modules/system/planted.ts', '../../core/db-errors'],
  ['server/modules/gold/planted.ts', '../system/bill-rule-service'],
  ['server/db/planted.ts', '../modules/gold/tables'],
  ['business-screens/planted.ts', '../runtime/views/screens'],
];

describe('house rules (eslint no-restricted-imports)', () => {
  it.each(FORBIDDEN)('%s may not import %s', async (file, source, names) => {
    const messages = await restricted(file, plant(source));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(names);
  });

  it('catches a type-only import too', async () => {
    expect(await restricted('widgets/x/planted.ts', "import type { AppRoute } from '../../runtime/state/session';\nexport type X = AppRoute;")).toHaveLength(1);
  });

  it.each(PERMITTED)('%s may import %s', async (file, source) => {
    expect(await restricted(file, plant(source))).toEqual([]);
  });
});
