import { describe, expect, it } from 'vitest';
import { lintSchemas } from '../../../schemas/lint';
import { validateSchemaDocument } from '../../../schemas/validate';
import type { ListImport, ListSchema } from '../../../schemas/types';
import { WIDGET_KEYS, spvList, validSet } from './fixtures';

const IMPORT: ListImport = {
  check: { method: 'POST', url: '/api/spv/checkImportData' },
  save: { method: 'POST', url: '/api/spv/import' },
  payload: 'listWithOut',
  outbound: true,
  refusal: 'toast',
  columns: [{ prop: 'name', label: '名称' }, { prop: 'amount', label: '金额', jnpfKey: 'amount' }],
  template: '/api/spv/template',
};

/** The valid set with an import toolbar action on the list, and the list's import if given. */
function lintWith(config: ListImport | undefined) {
  const set = validSet();
  const list = set[1];
  list.permissions = [...list.permissions!, 'btn_upload'];
  list.toolbar = [...list.toolbar!, { action: 'import', permission: 'btn_upload' }];
  if (config) list.import = config;
  return lintSchemas(set, { widgetKeys: WIDGET_KEYS });
}

describe('list import in the schema language', () => {
  it('accepts an import action with the page import', () => {
    expect(lintWith(IMPORT)).toEqual([]);
  });

  it('rejects an import action when the page declares no import calls', () => {
    expect(lintWith(undefined)).toEqual([
      { schemaId: 'test.spv.list', index: 1, path: '/toolbar/3', message: "an 'import' action needs the page's import (its check and save calls)" },
    ]);
  });

  it('rejects an unknown widget key in the import columns, but not file fields outside the model', () => {
    const issues = lintWith({ ...IMPORT, columns: [{ prop: 'notInModel', label: 'x', jnpfKey: 'money' }] });
    expect(issues.map((i) => [i.path, i.message])).toEqual([['/import/columns/0/jnpfKey', "unknown widget key 'money'"]]);
  });

  it('validates an import with check, save and columns, and refuses one without its save call, with an unknown payload, or with the old `kind`', () => {
    const list: ListSchema = { ...spvList(), import: IMPORT };
    expect(validateSchemaDocument(list).ok).toBe(true);
    const { save: _save, ...noSave } = IMPORT;
    const refused = validateSchemaDocument({ ...spvList(), import: noSave });
    expect(refused.ok ? [] : refused.errors).toEqual(["/import: must have required property 'save'"]);
    const badPayload = validateSchemaDocument({ ...spvList(), import: { ...IMPORT, payload: 'rows' } });
    expect(badPayload.ok).toBe(false);
    // Behaviour is declared, not named by a business kind.
    const oldKind = validateSchemaDocument({ ...spvList(), import: { ...IMPORT, kind: 'stock' } });
    expect(oldKind.ok ? [] : oldKind.errors).toEqual(["/import: must NOT have additional property 'kind'"]);
  });
});
