import { describe, expect, it } from 'vitest';
import { validateSchemaDocument } from '../../../schemas/validate';
import { SCHEMA_VERSION } from '../../../schemas/types';
import { spvForm, spvList, validSet } from './fixtures';

/** The errors of a document that must not validate. */
function errorsOf(doc: unknown): string[] {
  const result = validateSchemaDocument(doc);
  if (result.ok) throw new Error('expected the document to be refused');
  return result.errors;
}

describe('validateSchemaDocument', () => {
  it('accepts a valid list, form and detail set and returns the documents', () => {
    for (const doc of validSet()) {
      const result = validateSchemaDocument(doc);
      expect(result).toEqual({ ok: true, schema: doc });
    }
  });

  it('upgrades a document without schemaVersion before checking it', () => {
    const { schemaVersion: _dropped, ...old } = spvForm();
    const result = validateSchemaDocument(old);
    expect(result.ok).toBe(true);
    expect(result.ok && result.schema.schemaVersion).toBe(SCHEMA_VERSION);
  });

  it('refuses a document from a newer schema version', () => {
    expect(errorsOf({ ...spvForm(), schemaVersion: SCHEMA_VERSION + 1 })).toEqual([
      `/: schema test.spv.form has version ${SCHEMA_VERSION + 1}, newer than ${SCHEMA_VERSION}`,
    ]);
  });

  it('refuses what is not an object', () => {
    expect(errorsOf('list')).toEqual(['/: schema is not an object']);
  });

  it('reports a wrong value type as "path: message"', () => {
    const form = spvForm();
    Object.assign(form.fields[2], { vModel: 7 });
    expect(errorsOf(form)).toEqual(['/fields/2/vModel: must be string']);
  });

  it('names an unknown page type and the allowed ones', () => {
    expect(errorsOf({ schemaVersion: 1, type: 'report', id: 'x' })).toEqual(['/type: must be one of "list", "form", "detail", "tabs" (is "report")']);
  });

  it('checks each page type against its own properties', () => {
    const form = { ...spvForm(), columns: [] };
    expect(errorsOf(form)).toEqual(["/: must NOT have additional property 'columns'"]);
  });

  it('reports missing required properties', () => {
    const { columns: _columns, ...list } = spvList();
    expect(errorsOf(list)).toEqual(["/: must have required property 'columns'"]);
  });

  it('reports properties the types do not have, deep in the field tree', () => {
    const form = spvForm();
    Object.assign(form.fields[0].children![1], { placeholder: 'x' });
    expect(errorsOf(form)).toEqual(["/fields/0/children/1: must NOT have additional property 'placeholder'"]);
  });

  it('keeps widget props open', () => {
    const form = spvForm();
    form.fields[1].props = { anything: { nested: true }, precision: 2 };
    expect(validateSchemaDocument(form).ok).toBe(true);
  });

  it('accepts only rule names of the validation catalogue', () => {
    const form = spvForm();
    form.fields[0].children![0].rules = ['mobil' as never];
    const [error] = errorsOf(form);
    expect(error).toMatch(/^\/fields\/0\/children\/0\/rules\/0: must be one of "mobile", .*"latitude" \(is "mobil"\)$/);
  });

  it('requires the message of a pattern rule', () => {
    const form = spvForm();
    form.fields[1].rules = [{ pattern: '^\\d+$' } as never];
    expect(errorsOf(form)).toEqual(["/fields/1/rules/0: must have required property 'message'"]);
  });

  it('requires zh in a per-language text', () => {
    const list = spvList();
    list.columns[0].label = { en: 'Name' } as never;
    expect(errorsOf(list)).toEqual(["/columns/0/label: must have required property 'zh'"]);
  });

  it('reports a malformed options source', () => {
    const form = spvForm();
    form.fields[0].children![1].options = { dictionary: 3 } as never;
    expect(errorsOf(form)).toEqual(['/fields/0/children/1/options/dictionary: must be string']);
  });

  it('allows pagination: false but not true', () => {
    expect(validateSchemaDocument({ ...spvList(), pagination: false }).ok).toBe(true);
    expect(errorsOf({ ...spvList(), pagination: true })).toEqual(['/pagination: must be false']);
  });

  it('reports every problem of a document, not only the first', () => {
    const list = spvList();
    Object.assign(list.toolbar![0], { action: 'create' });
    Object.assign(list.api.list, { method: 'PATCH' });
    expect(errorsOf(list)).toEqual([
      '/api/list/method: must be one of "GET", "POST", "PUT", "DELETE" (is "PATCH")',
      '/toolbar/0/action: must be one of "add", "edit", "form", "remove", "batchRemove", "export", "detail", "history", "link", "api", "import", "custom" (is "create")',
    ]);
  });
});
