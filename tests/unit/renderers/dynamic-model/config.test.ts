import { describe, expect, it } from 'vitest';
import { readModelConfig, type PageCheck } from '../../../../runtime/renderers/dynamic-model/config';
import { installModelPages } from '../../../../runtime/renderers/dynamic-model/install';
import { loadSchema } from '../../../../runtime/renderers/registry';
import type { FormSchema, ListSchema } from '../../../../schemas';
import { validateSchemaDocument } from '../../../../schemas/validate';

const check: PageCheck = (doc) => {
  const result = validateSchemaDocument(doc);
  return result.ok ? null : result.errors;
};

const FORM: FormSchema = {
  schemaVersion: 1,
  type: 'form',
  id: 'vd.cfg.form',
  api: { get: { method: 'GET', url: '/api/_m/cfg/{{id}}', replyJson: 'data' }, save: { method: 'POST', url: '/api/_m/cfg' } },
  fields: [{ vModel: 'name', jnpfKey: 'comInput', label: '名称' }],
};
const LIST: ListSchema = {
  schemaVersion: 1,
  type: 'list',
  id: 'vd.cfg.list',
  api: { list: { method: 'POST', url: '/api/_m/cfg/List' } },
  model: { form: 'vd.cfg.form' },
  columns: [{ prop: 'name', label: '名称' }],
};

const reply = (form: unknown, list: unknown, webType: unknown = '2') => ({
  formData: typeof form === 'string' ? form : JSON.stringify(form),
  columnData: list === null || typeof list === 'string' ? list : JSON.stringify(list),
  webType,
  fullName: 'cfg',
});

describe('readModelConfig', () => {
  it('reads the form and the list of a published design', () => {
    const outcome = readModelConfig(reply(FORM, LIST), check);
    expect(outcome.ok && outcome.pages.form.id).toBe('vd.cfg.form');
    expect(outcome.ok && outcome.pages.list?.id).toBe('vd.cfg.list');
  });

  it('needs no list for a form-only design, but does for the others', () => {
    const formOnly = readModelConfig(reply(FORM, null, 1), check);
    expect(formOnly.ok && formOnly.pages.list).toBeNull();
    expect(readModelConfig(reply(FORM, ''), check)).toEqual({ ok: false, what: 'list', problem: 'columnData is empty' });
  });

  it('accepts the designs as objects too', () => {
    const outcome = readModelConfig({ formData: FORM, columnData: LIST, webType: '2' }, check);
    expect(outcome.ok).toBe(true);
  });

  it('says which part is wrong and its first problem', () => {
    expect(readModelConfig(null, check)).toMatchObject({ ok: false, what: 'reply' });
    expect(readModelConfig(reply('{', LIST), check)).toMatchObject({ ok: false, what: 'form' });
    expect(readModelConfig(reply(LIST, LIST), check)).toEqual({ ok: false, what: 'form', problem: '/type: must be "form"' });
    expect(readModelConfig(reply(FORM, { ...LIST, columns: [] }), check)).toEqual({
      ok: false, what: 'list', problem: '/columns: must NOT have fewer than 1 items',
    });
  });
});

describe('installModelPages', () => {
  it('registers the pages once per Config text and replaces them after a republish', async () => {
    const first = readModelConfig(reply(FORM, LIST), check);
    if (!first.ok) throw new Error(first.problem);
    const installed = installModelPages('cfg', first.pages);
    expect(installed.schemaId).toBe('vd.cfg.list');
    // The same texts read again: the same registration.
    const same = readModelConfig(reply(FORM, LIST), check);
    if (!same.ok) throw new Error(same.problem);
    expect(installModelPages('cfg', same.pages)).toEqual(installed);
    expect((await loadSchema<ListSchema>('vd.cfg.list')).columns).toHaveLength(1);

    const wider = readModelConfig(reply(FORM, { ...LIST, columns: [...LIST.columns, { prop: 'code', label: '编码' }] }), check);
    if (!wider.ok) throw new Error(wider.problem);
    const again = installModelPages('cfg', wider.pages);
    expect(again.version).not.toBe(installed.version);
    expect((await loadSchema<ListSchema>('vd.cfg.list')).columns).toHaveLength(2);
  });

  it('shows the form of a form-only design', () => {
    const formOnly = readModelConfig(reply(FORM, null, '1'), check);
    if (!formOnly.ok) throw new Error(formOnly.problem);
    expect(installModelPages('cfg-form', formOnly.pages).schemaId).toBe('vd.cfg.form');
  });
});
