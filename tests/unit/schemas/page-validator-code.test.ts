import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ValidateFunction } from 'ajv';
import { pageValidatorModule } from '../../../scripts/page-validator-code';
import { validatePage } from '../../../schemas/page/validate-page';

/**
 * The browser's page-schema validator is compiled at build time (scripts/vite-page-validator.ts: the CSP forbids
 * ajv's `new Function`). It must answer as the one the server and CI compile at run time: same verdict, same errors.
 */

const root = path.resolve(import.meta.dirname, '../../..');

function pagesUnder(dir: string): unknown[] {
  const out: unknown[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...pagesUnder(full));
    else if (entry.name.endsWith('.json')) out.push(JSON.parse(fs.readFileSync(full, 'utf8')));
  }
  return out;
}

async function precompiled(): Promise<ValidateFunction> {
  // Inside the repository (node_modules/.cache), where the test runner may import it as plain Node ESM.
  fs.mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, 'node_modules/.cache/page-validator-'));
  const file = path.join(dir, 'validator.mjs');
  fs.writeFileSync(file, pageValidatorModule());
  try {
    return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { validatePage: ValidateFunction }).validatePage;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const verdict = (validate: ValidateFunction, doc: unknown) => {
  const ok = validate(doc);
  return { ok, errors: (validate.errors ?? []).map((e) => ({ path: e.instancePath, keyword: e.keyword, params: e.params })) };
};

describe('the precompiled page validator', () => {
  it('has no module requirement left and answers as the run-time one on every page and on broken ones', async () => {
    expect(pageValidatorModule()).not.toMatch(/\brequire\(/);
    const browser = await precompiled();
    const pages = pagesUnder(path.join(root, 'business-screens'));
    expect(pages.length).toBeGreaterThan(20);
    const broken = [
      { schemaVersion: 1, type: 'list', id: 'x' },
      { schemaVersion: 1, type: 'form', id: 'x', api: { save: { method: 'POST', url: '/a' } }, fields: [{ jnpfKey: 'comInput', label: 7 }] },
      { schemaVersion: 1, type: 'form', id: 'x', api: {}, fields: [{ jnpfKey: 'comInput', props: { maxlength: '𠀀𠀀' }, extra: true }] },
      { schemaVersion: 1, type: 'nope', id: 'x' },
    ];
    for (const doc of [...pages, ...broken]) expect(verdict(browser, doc)).toEqual(verdict(validatePage, doc));
    expect(broken.every((doc) => !browser(doc))).toBe(true);
  });
});
