import { describe, expect, it } from 'vitest';
import { OUR_WIDGET_KEYS } from '../../../schemas/import/jnpf';
import { lintSchemas } from '../../../schemas/lint';
import { compileDesign } from '../../../schemas/model/from-design';
import type { DesignSource, PublishedDesign } from '../../../schemas/model/published';
import { validateModel } from '../../../schemas/model/validate';
import type { FieldSchema, FormSchema, ListSchema } from '../../../schemas/types';
import { validateSchemaDocument } from '../../../schemas/validate';

const ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

const fields = (): FieldSchema[] => [
  { jnpfKey: 'billRule', vModel: 'billNo', label: '单号', props: { rule: 'SO' } },
  {
    jnpfKey: 'row',
    children: [
      { jnpfKey: 'comInput', vModel: 'customer', label: { zh: '客户', en: 'Customer' }, required: true, props: { maxlength: 50 }, rules: ['mobile'] },
      { jnpfKey: 'numInput', vModel: 'qty', label: '数量', props: { precision: 0 } },
    ],
  },
  { jnpfKey: 'select', vModel: 'level', label: '等级', options: { dictionary: 'customerLevel' } },
  { jnpfKey: 'groupTitle', label: '明细' },
  {
    jnpfKey: 'table',
    vModel: 'items',
    label: '明细',
    children: [
      { jnpfKey: 'comInput', vModel: 'goods', label: '商品' },
      { jnpfKey: 'amount', vModel: 'price', label: '单价' },
      { jnpfKey: 'numInput', vModel: 'count', label: '件数', props: { precision: 0 } },
      { jnpfKey: 'calculate', vModel: 'lineTotal', label: '小计', props: { expression: 'items.price * items.count', precision: 2 } },
    ],
  },
  { jnpfKey: 'calculate', vModel: 'total', label: '合计', props: { expression: 'items.lineTotal', precision: 2 } },
];

const form = (list: FieldSchema[] = fields()): FormSchema => ({
  schemaVersion: 1, id: 'design', type: 'form', api: { save: { method: 'POST', url: '/x' } }, fields: list,
});

const listDesign = (): ListSchema => ({
  schemaVersion: 1,
  id: 'design.list',
  type: 'list',
  api: { list: { method: 'POST', url: '/x' } },
  model: { form: 'design' },
  search: [
    { vModel: 'customer', jnpfKey: 'comInput', label: '客户', match: 'like' },
    { vModel: 'level', jnpfKey: 'select', label: '等级', match: 'equal' },
  ],
  columns: [{ prop: 'billNo', label: '单号' }, { prop: 'customer', label: '客户', sortable: true }, { prop: 'total', label: '合计' }],
  toolbar: [{ action: 'add', permission: 'btn_add', form: 'design' }, { action: 'export', permission: 'btn_download' }],
  rowActions: [{ action: 'edit', permission: 'btn_edit', form: 'design', label: '修改' }, { action: 'remove', permission: 'btn_remove' }],
});

const source = (over: Partial<DesignSource> = {}): DesignSource => ({
  id: ID, enCode: 'salesOrder', fullName: '销售单', webType: '2', form: form(), list: listDesign(), ...over,
});

function compiled(over: Partial<DesignSource> = {}, previous?: PublishedDesign): PublishedDesign {
  const result = compileDesign(source(over), previous);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.published;
}

/** The pages must pass the same checks as every schema (meta-schema, then lint over the set). */
function expectValidPages(p: PublishedDesign) {
  for (const page of [p.form, p.list]) {
    const check = validateSchemaDocument(page);
    expect(check.ok ? [] : check.errors, page.id).toEqual([]);
  }
  expect(lintSchemas([p.form, p.list], { widgetKeys: new Set(OUR_WIDGET_KEYS) })).toEqual([]);
}

describe('compileDesign', () => {
  it('compiles the main model: names, labels, types, rules, search, sort, keyword, code, export', () => {
    const p = compiled();
    const { model } = p;
    expect(validateModel(model).ok).toBe(true);
    expect(model).toMatchObject({ name: `vd${ID}`, table: `vd_${ID}`, routes: { base: `/api/_m/${ID}` }, access: { menu: 'salesOrder' } });
    expect(model.label).toEqual({ zh: '销售单', zhtw: '销售单', en: '销售单' });
    const byKey = Object.fromEntries(model.fields.map((f) => [f.key, f]));
    expect(Object.keys(byKey)).toEqual(['billNo', 'customer', 'qty', 'level', 'total']);
    expect(byKey.customer).toMatchObject({
      type: 'text', column: 'f_customer', required: true, max: 50, rules: ['mobile'], search: 'contains', sort: true,
      label: { zh: '客户', zhtw: '客户', en: 'Customer' },
    });
    expect(byKey.qty.type).toBe('integer');
    expect(byKey.level).toMatchObject({ type: 'enum', dictionary: { type: 'customerLevel' }, search: 'equal' });
    expect(byKey.total).toMatchObject({ type: 'decimal', scale: 2 });
    expect(byKey.billNo).toMatchObject({ type: 'text', readonly: true });
    expect(model.keyword).toEqual(['customer']);
    expect(model.code).toEqual({ field: 'billNo', billRule: 'SO' });
    expect(model.export?.columns).toEqual(['billNo', 'customer', 'total']);
  });

  it('makes the sub-table a child model with parentId, sortCode and its columns (the calculated one included)', () => {
    const [child] = compiled().children;
    expect(child.vModel).toBe('items');
    expect(child.model.table).toBe(`vd_${ID}_1`);
    expect(validateModel(child.model).ok).toBe(true);
    expect(child.model.fields.map((f) => [f.key, f.type])).toEqual([
      ['parentId', 'text'], ['sortCode', 'integer'], ['goods', 'text'], ['price', 'decimal'], ['count', 'integer'], ['lineTotal', 'decimal'],
    ]);
  });

  it('writes runtime pages that validate and lint, with calculated fields kept for the runtime', () => {
    const p = compiled();
    expectValidPages(p);
    expect(p.form.id).toBe(`vd.${ID}.form`);
    expect(p.form.api.get).toEqual({ method: 'GET', url: `/api/_m/${ID}/{{id}}`, replyJson: 'data' });
    expect(p.form.api.save).toEqual([
      { method: 'PUT', url: `/api/_m/${ID}/{{id}}`, when: 'id' },
      { method: 'POST', url: `/api/_m/${ID}` },
    ]);
    expect(JSON.stringify(p.form.fields)).toContain('items.price * items.count');
    expect(p.list).toMatchObject({
      id: `vd.${ID}.list`,
      api: {
        list: { method: 'POST', url: `/api/_m/${ID}/List` },
        remove: { method: 'POST', url: `/api/_m/batchDelete/${ID}`, body: { ids: '{{ids}}' } },
        export: { method: 'POST', url: `/api/_m/${ID}/Actions/Export` },
      },
      model: { form: `vd.${ID}.form` },
      permissions: ['btn_add', 'btn_download', 'btn_edit', 'btn_remove'],
    });
    expect(p.list.toolbar?.[0].form).toBe(`vd.${ID}.form`);
    expect(p.buttons.find((b) => b.enCode === 'btn_edit')?.fullName).toEqual({ zh: '修改', zhtw: '修改', en: '修改' });
    expect(p.buttons.find((b) => b.enCode === 'btn_add')?.fullName).toEqual({ zh: '新增', zhtw: '新增', en: 'Add' });
    expect(p.columns.map((c) => c.enCode)).toEqual(['billNo', 'customer', 'total']);
  });

  it('writes a default list when the design has none', () => {
    const p = compiled({ list: null, webType: '1' });
    expectValidPages(p);
    expect(p.list.columns.map((c) => c.prop)).toEqual(['billNo', 'customer', 'qty', 'level', 'total']);
    expect(p.buttons.map((b) => b.enCode)).toEqual(['btn_add', 'btn_remove', 'btn_download', 'btn_edit']);
  });

  it('keeps names on a republish: a new field gets a new column, a removed one stays hidden', () => {
    const first = compiled();
    const changed = fields().filter((f) => f.vModel !== 'level');
    changed.push({ jnpfKey: 'textarea', vModel: 'remark', label: '备注' });
    changed.push({ jnpfKey: 'table', vModel: 'payments', label: '付款', children: [{ jnpfKey: 'amount', vModel: 'paid', label: '金额' }] });
    const list = listDesign();
    list.search = list.search!.filter((s) => s.vModel !== 'level');
    const second = compiled({ form: form(changed), list, id: ID }, first);
    expect(second.model.table).toBe(first.model.table);
    const byKey = Object.fromEntries(second.model.fields.map((f) => [f.key, f]));
    expect(byKey.customer.column).toBe('f_customer');
    expect(byKey.remark).toMatchObject({ type: 'text', column: 'f_remark' });
    expect(byKey.level).toMatchObject({ column: 'f_level', readonly: true, export: false });
    expect(byKey.level.search).toBeUndefined();
    expect(second.children.map((c) => [c.vModel, c.model.table])).toEqual([['items', `vd_${ID}_1`], ['payments', `vd_${ID}_2`]]);
    expectValidPages(second);
    // The hidden field stays across later publishes too.
    const third = compiled({ form: form(changed), list }, second);
    expect(third.model.fields.map((f) => f.key)).toContain('level');
  });

  it('refuses what cannot publish, with texts in three languages', () => {
    const problems = (list: FieldSchema[]) => {
      const result = compileDesign(source({ form: form(list), list: null }));
      return result.ok ? [] : result.problems.map((p) => (typeof p === 'string' ? p : p.en));
    };
    expect(problems([{ jnpfKey: 'groupTitle', label: 'x' }])).toEqual(['The form has no field that holds a value']);
    expect(problems([{ jnpfKey: 'comInput', vModel: 'a' }, { jnpfKey: 'numInput', vModel: 'a' }])).toEqual(['The field a is used twice']);
    expect(problems([{ jnpfKey: 'comInput', vModel: 'a_b' }, { jnpfKey: 'comInput', vModel: 'version' }])).toHaveLength(2);
    expect(problems([{ jnpfKey: 'comInput', vModel: 'a' }, { jnpfKey: 'table', vModel: 't', children: [{ jnpfKey: 'divider' }] }]))
      .toEqual(['The sub-table t has no columns']);
    const result = compileDesign(source({ form: form([{ jnpfKey: 'comInput', vModel: 'a' }, { jnpfKey: 'comInput', vModel: 'a' }]) }));
    expect(result.ok ? null : result.problems[0]).toEqual({ zh: '字段 a 重复', zhtw: '欄位 a 重複', en: 'The field a is used twice' });
  });
});
