import { describe, expect, it } from 'vitest';
import { MODELS } from '../../../models';
import { shopModel, spvModel } from '../../../models/gold';
import { checkPageModel, inheritFromModel } from '../../../schemas/model/pages';
import { validateModel } from '../../../schemas/model/validate';
import type { FormSchema, ListSchema } from '../../../schemas/types';

const list = (over: Partial<ListSchema> = {}): ListSchema => ({
  schemaVersion: 1, type: 'list', id: 't.spv.list', resource: 'spv',
  api: { list: { method: 'GET', url: '/api/spv/page' } }, model: { fields: ['id'] },
  columns: [{ prop: 'name' } as ListSchema['columns'][number], { prop: 'status', label: { zh: '启用状态' } }],
  search: [{ vModel: 'status', jnpfKey: 'select', match: 'equal' } as NonNullable<ListSchema['search']>[number]],
  ...over,
});

const form = (fields: FormSchema['fields']): FormSchema => ({
  schemaVersion: 1, type: 'form', id: 't.spv.form', resource: 'spv',
  api: { save: { method: 'POST', url: '/api/spv/edit' } }, fields,
});

describe('pages inherit from their model', () => {
  it('fills label, options, required, rules and length from the model; what the page says wins', () => {
    const page = inheritFromModel(list(), MODELS);
    expect(page.columns[0].label).toEqual(spvModel.fields.find((f) => f.key === 'name')!.label);
    expect(page.columns[1].label).toEqual({ zh: '启用状态' });
    expect(page.columns[1].options).toEqual([
      { label: { zh: '启用', zhtw: '啟用', en: 'Enabled' }, value: 1, color: 'green' },
      { label: { zh: '禁用', zhtw: '禁用', en: 'Disabled' }, value: 0, color: 'red' },
    ]);
    expect(page.search![0]).toMatchObject({ label: { zh: '状态', zhtw: '狀態', en: 'Status' }, options: expect.any(Array) });
    const f = inheritFromModel(form([{ jnpfKey: 'row', children: [{ vModel: 'name', jnpfKey: 'comInput' }, { vModel: 'phone', jnpfKey: 'comInput', rules: [] }] }]), MODELS);
    expect(f.fields[0].children).toEqual([
      { vModel: 'name', jnpfKey: 'comInput', label: { zh: 'SPV名称', zhtw: 'SPV名稱', en: 'SPV name' }, required: true, props: { maxlength: 100 } },
      { vModel: 'phone', jnpfKey: 'comInput', rules: [], label: { zh: '联系电话', zhtw: '聯絡電話', en: 'Phone' }, props: { maxlength: 20 } },
    ]);
  });

  it('leaves a page without a model as it is', () => {
    const page = { ...list(), resource: undefined };
    expect(inheritFromModel(page, MODELS)).toBe(page);
  });
});

describe('the schema check holds a page to its model', () => {
  it('accepts the names the model has, derived ones included', () => {
    expect(checkPageModel(list({ columns: [{ prop: 'areaName', label: 'x' }, { prop: 'createdByName', label: 'x' }, { prop: 'code', label: 'x', sortable: true }] }), MODELS)).toEqual([]);
  });

  it('refuses a column, search key, sort or field the model lacks, and a sort the model does not allow', () => {
    expect(checkPageModel(list({
      columns: [{ prop: 'nickname', label: 'x' }, { prop: 'phone', label: 'x', sortable: true }],
      search: [{ vModel: 'email', jnpfKey: 'comInput', label: 'x', match: 'like' }, { vModel: 'keyword', jnpfKey: 'comInput', label: 'x', match: 'like', queryOnly: true }],
      defaultSort: { prop: 'rank', order: 'asc' },
    }), MODELS)).toEqual([
      { path: '/columns/0/prop', message: "column 'nickname' is not a field of model 'spv'" },
      { path: '/search/0/vModel', message: "search key 'email' is not a field of model 'spv'" },
      { path: '/defaultSort/prop', message: "sort 'rank' is not a field of model 'spv'" },
      { path: '/columns/1/sortable', message: "model 'spv' does not sort by 'phone'" },
    ]);
    expect(checkPageModel({ ...list(), resource: 'nothing' }, MODELS)).toEqual([{ path: '/resource', message: "unknown model 'nothing'" }]);
  });

  it('refuses a save form that leaves out a required field, and a field the model lacks', () => {
    expect(checkPageModel(form([{ vModel: 'phone', jnpfKey: 'comInput' }, { vModel: 'fax', jnpfKey: 'comInput' }]), MODELS)).toEqual([
      { path: '/fields/1/vModel', message: "field 'fax' is not a field of model 'spv'" },
      { path: '/fields', message: "required field 'name' of model 'spv' is not on the form" },
    ]);
    // A form that does not save through the model's routes (an action's dialog) needs no required field.
    expect(checkPageModel({ ...form([{ vModel: 'freezeReason', jnpfKey: 'textarea' }]), resource: 'shop', api: { save: { method: 'POST', url: '/api/shop/freeze' } } }, MODELS)).toEqual([]);
  });
});

describe('the code models', () => {
  it('are valid models, with unique names and tables', () => {
    for (const model of MODELS.values()) expect({ name: model.name, check: validateModel(model) }).toEqual({ name: model.name, check: { ok: true, model } });
    expect(new Set([...MODELS.values()].map((m) => m.table)).size).toBe(MODELS.size);
    expect(shopModel.fields.find((f) => f.key === 'status')!.options!.map((o) => o.label.zh)).toEqual(['营业', '冻结']);
  });
});
