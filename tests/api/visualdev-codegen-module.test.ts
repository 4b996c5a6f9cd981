import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { generateModule, type GeneratedFile } from '../../server/modules/visualdev/codegen/generate';
import { compiledSample } from './fixtures/codegen-published';

/**
 * "A generated module passes its own test" (issue 17): a design compiled as publishing compiles it is generated
 * as a module, written into tests/.generated/<random>/,
 * mirroring the repository (every other file of each folder it touches linked to the real one, so its relative
 * imports resolve as they would in place), and its API test runs in a child vitest of the api project.
 */

const REPO = join(import.meta.dirname, '../..');
const GENERATED = join(REPO, 'tests/.generated');
const root = join(GENERATED, `m${Math.random().toString(36).slice(2, 10)}`);

/** Writes the files under `dir`, linking every other entry of the repository folders on their way. */
function mirror(files: GeneratedFile[], dir: string): void {
  const own = new Set<string>(['']);
  for (const f of files) {
    const parts = f.path.split('/');
    for (let i = 1; i <= parts.length; i++) own.add(parts.slice(0, i).join('/'));
  }
  for (const folder of [...own].filter((p) => !files.some((f) => f.path === p))) {
    mkdirSync(join(dir, folder), { recursive: true });
    for (const entry of existsSync(join(REPO, folder)) ? readdirSync(join(REPO, folder)) : []) {
      const path = folder ? `${folder}/${entry}` : entry;
      if (own.has(path) || ['.git', 'node_modules', 'tests/.generated'].includes(path)) continue;
      symlinkSync(join(REPO, path), join(dir, path));
    }
  }
  for (const f of files) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.content);
  }
}

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  if (existsSync(GENERATED) && readdirSync(GENERATED).length === 0) rmSync(GENERATED, { recursive: true, force: true });
});

describe('a generated module', () => {
  it('passes its own API test', async () => {
    const module = generateModule(compiledSample(), { area: 'sales', name: 'salesOrder' });
    mirror(module.files, root);
    const testPath = relative(REPO, join(root, 'tests/api/sales-salesOrder.test.ts'));
    const run = await promisify(execFile)('npx', ['vitest', 'run', testPath, '--project', 'api', '--hookTimeout', '180000', '--testTimeout', '120000'], { cwd: REPO, env: process.env, maxBuffer: 16 * 1024 * 1024 })
      .then((r) => ({ code: 0, out: r.stdout + r.stderr }), (e: { code?: number; stdout?: string; stderr?: string }) => ({ code: e.code ?? 1, out: `${e.stdout}${e.stderr}` }));
    expect({ code: run.code, out: run.code === 0 ? '' : run.out.slice(0, 8000) }).toEqual({ code: 0, out: '' });
    // eslint-disable-next-line no-control-regex -- the child's colour codes
    expect(run.out.replace(/\u001b\[[0-9;]*m/g, '')).toMatch(/Tests\s+3 passed \(3\)/);
  }, 420_000);
});
