import { describe, expect, it } from 'vitest';
import type { Field } from '@formily/core';
import { systemScreens } from '../../../../business-screens/system';
import { lintSchemas } from '../../../../schemas/lint';
import type { ActionSchema, FieldSchema, FormSchema, ListSchema } from '../../../../schemas/types';
import { loadScreenSet, newValues, seededButtons } from '../screen-set';
import { toJS } from '@formily/reactive';
import { createSchemaForm } from '../../../../runtime/renderers/form/createSchemaForm';
import { pickSaveCall, savePayload } from '../../../../runtime/renderers/form/submit';
import { visibleForRow } from '../../../../runtime/renderers/list/actions';
import { resolveTemplate, resolveUrl } from '../../../../runtime/renderers/template';
import { WIDGETS } from '../../../../widgets/registry';
import { NOTICE_PAGE } from '../../../../server/modules/message/seed';

const { loaded, docs, list, form } = await loadScreenSet(systemScreens);
const actionsOf = (page: ListSchema): ActionSchema[] => [...(page.toolbar ?? []), ...(page.rowActions ?? [])];

/** Button codes the server seed gives each page. */
const SEED_BUTTONS: Record<string, string[]> = {
  ...Object.fromEntries(['system/dictionary', 'system/area', 'system/billRule'].map((a) => [a, seededButtons(a)])),
  // Seeded by the message module, not PAGE_SEEDS.
  'system/notice': NOTICE_PAGE.buttons.map(([code]) => code),
};


function fieldOf(schema: FormSchema, vModel: string): FieldSchema | undefined {
  const walk = (fields: FieldSchema[]): FieldSchema | undefined => {
    for (const f of fields) {
      if (f.vModel === vModel) return f;
      const inner = f.children ? walk(f.children) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(schema.fields);
}

describe('system screens: the set', () => {
  it('validates against the meta-schema and lints clean with the registered widgets', () => {
    expect(docs.map((doc) => doc.id).sort()).toEqual(Object.keys(systemScreens.schemas).sort());
    expect(lintSchemas(docs, { widgetKeys: new Set(Object.keys(WIDGETS)) })).toEqual([]);
  });

  it('registers each schema under its own id', () => {
    for (const { key, schema } of loaded) expect(schema.id).toBe(key);
  });

  it('renders the seeded menu pages by list schemas that declare only the seeded buttons', () => {
    expect(Object.keys(systemScreens.pages).sort()).toEqual(Object.keys(SEED_BUTTONS).sort());
    for (const [address, schemaId] of Object.entries(systemScreens.pages)) {
      const page = list(schemaId);
      expect(page.type).toBe('list');
      for (const code of page.permissions ?? []) expect(SEED_BUTTONS[address]).toContain(code);
    }
  });

  it('puts the dictionary types under the dictionary menu page, reached from its toolbar', () => {
    expect(systemScreens.fixed).toEqual([expect.objectContaining({ path: '/system/dictionary/types', schema: 'system.dictionaryType.list', menu: 'system/dictionary' })]);
    const link = list('system.dictionaryData.list').toolbar?.find((a) => a.action === 'link');
    expect(link?.to).toBe('/system/dictionary/types');
    expect(link?.label).toEqual({ zh: '字典分类', zhtw: '字典分類', en: 'Dictionary types' });
    expect(list('system.dictionaryType.list').permissions).toEqual(['btn_add', 'btn_edit', 'btn_remove']);
  });

  it('names a registered dialog in every custom action, guarded by btn_download', async () => {
    const custom = docs.filter((d): d is ListSchema => d.type === 'list').flatMap(actionsOf).filter((a) => a.action === 'custom');
    expect(custom.map((a) => [a.component, a.permission])).toEqual([['system.dictionaryTransfer', 'btn_download']]);
    const mod = await systemScreens.dialogs!['system.dictionaryTransfer']();
    expect(typeof mod.default).toBe('function');
  });
});

describe('system screens: enable / disable toggles (docs/product.md#states-and-transitions)', () => {
  it.each([
    ['system.dictionaryData.list', '/api/system/DictionaryData/x1/Actions/State'],
    ['system.area.list', '/api/system/Area/x1/Actions/State'],
    ['system.billRule.list', '/api/system/BillRule/x1/Actions/State'],
  ])('%s offers 禁用 on an enabled row and 启用 on a disabled one, both PUT %s', (id, url) => {
    const toggles = (list(id).rowActions ?? []).filter((a) => a.action === 'api');
    const shown = (row: Record<string, unknown>) => toggles.filter((a) => visibleForRow(a, row));
    expect(shown({ id: 'x1', enabledMark: 1 }).map((a) => a.label)).toEqual([{ zh: '禁用', zhtw: '禁用', en: 'Disable' }]);
    expect(shown({ id: 'x1', enabledMark: 0 }).map((a) => a.label)).toEqual([{ zh: '启用', zhtw: '啟用', en: 'Enable' }]);
    for (const action of toggles) {
      expect([action.permission, action.api?.method]).toEqual(['btn_edit', 'PUT']);
      expect(resolveUrl(action.api!, { row: { id: 'x1' } })).toBe(url);
    }
  });
});

describe('system screens: dictionaries', () => {
  it('lists the items of the type chosen in the left tree, as a tree without paging', () => {
    const page = list('system.dictionaryData.list');
    expect(page.tree).toMatchObject({ api: { method: 'GET', url: '/api/system/DictionaryType' }, queryKey: 'typeId' });
    expect(page.api.list).toEqual({ method: 'GET', url: '/api/system/DictionaryData' });
    expect(page.treeRows?.childrenKey ?? 'children').toBe('children');
    expect(page.pagination).toBe(false);
    expect(page.columns.map((c) => c.prop)).toEqual(['fullName', 'enCode', 'enabledMark', 'sortCode', 'description']);
    expect(resolveUrl(page.api.remove!, { id: 'd1' })).toBe('/api/system/DictionaryData/d1');
  });

  it('adds an item to a chosen type by POST and edits it by PUT, keeping its parent', () => {
    const schema = form('system.dictionaryData.form');
    expect(fieldOf(schema, 'typeId')).toMatchObject({ jnpfKey: 'treeSelect', required: true, disabledOn: 'id' });
    const values = newValues(schema, { typeId: 't1', fullName: '男', enCode: '1' });
    expect(values).toEqual({ typeId: 't1', fullName: '男', enCode: '1', sortCode: 0, enabledMark: 1 });
    expect(pickSaveCall(schema.api.save, values)).toMatchObject({ method: 'POST', url: '/api/system/DictionaryData' });

    const record = { id: 'd1', typeId: 't1', parentId: 'p1', fullName: '男', enCode: '1', sortCode: 2, enabledMark: 1 };
    const edited = toJS(createSchemaForm(schema, { values: record, context: { id: 'd1' } }).values) as Record<string, unknown>;
    const update = pickSaveCall(schema.api.save, { id: 'd1', ...edited })!;
    expect([update.method, resolveUrl(update, { id: 'd1' })]).toEqual(['PUT', '/api/system/DictionaryData/d1']);
    expect(savePayload(edited, 'd1', record)).toMatchObject({ id: 'd1', typeId: 't1', parentId: 'p1' });
    expect(resolveUrl(schema.api.get!, { id: 'd1' })).toBe('/api/system/DictionaryData/d1/Info');
  });

  it('新增下级 posts the item under the row, in the row type', () => {
    const action = list('system.dictionaryData.list').rowActions?.find((a) => a.name === 'addChild');
    expect(action).toMatchObject({ action: 'form', permission: 'btn_add', form: 'system.dictionaryData.childForm' });
    const schema = form('system.dictionaryData.childForm');
    const row = { id: 'd1', typeId: 't1' };
    const values = newValues(schema, { fullName: '深圳', enCode: 'sz' }, { row });
    const call = pickSaveCall(schema.api.save, { row, ...values })!;
    expect([call.method, call.url]).toEqual(['POST', '/api/system/DictionaryData']);
    expect(JSON.parse(JSON.stringify(resolveTemplate(call.body, { row, values })))).toEqual({
      typeId: 't1', parentId: 'd1', fullName: '深圳', enCode: 'sz', sortCode: 0, enabledMark: 1,
    });
  });

  it('manages the types as a tree: parent among the types, the root -1 shown as empty', () => {
    const page = list('system.dictionaryType.list');
    expect(page.api.list).toEqual({ method: 'GET', url: '/api/system/DictionaryType' });
    expect(page.pagination).toBe(false);
    expect(page.treeRows).toBeDefined();
    const schema = form('system.dictionaryType.form');
    expect(fieldOf(schema, 'parentId')).toMatchObject({
      jnpfKey: 'treeSelect', defaultValue: '-1', props: expect.objectContaining({ emptyValue: '-1' }),
      options: { api: { method: 'GET', url: '/api/system/DictionaryType' }, labelKey: 'fullName', valueKey: 'id' },
    });
    expect(fieldOf(schema, 'isTree')?.jnpfKey).toBe('switch');
    const values = newValues(schema, { fullName: '地区', enCode: 'region' });
    expect(values).toMatchObject({ parentId: '-1', isTree: 0, enabledMark: 1, sortCode: 0 });
    expect(pickSaveCall(schema.api.save, values)).toMatchObject({ method: 'POST', url: '/api/system/DictionaryType' });
    expect(resolveUrl(pickSaveCall(schema.api.save, { id: 't1' })!, { id: 't1' })).toBe('/api/system/DictionaryType/t1');
  });
});

describe('system screens: areas', () => {
  it('loads the provinces and each row children when it is expanded', () => {
    const page = list('system.area.list');
    expect(page.api.list).toEqual({ method: 'GET', url: '/api/system/Area/-1' });
    expect(resolveUrl(page.treeRows!.lazy!, { row: { id: '44' } })).toBe('/api/system/Area/44');
    expect(page.search?.map((s) => [s.vModel, s.queryOnly])).toEqual([['keyword', true]]);
    expect(page.columns.map((c) => c.prop)).toEqual(['fullName', 'enCode', 'type', 'enabledMark', 'sortCode']);
    expect(page.columns.find((c) => c.prop === 'type')?.options).toEqual([
      expect.objectContaining({ label: expect.objectContaining({ zh: '省' }), value: 1 }),
      expect.objectContaining({ label: expect.objectContaining({ zh: '市' }), value: 2 }),
      expect.objectContaining({ label: expect.objectContaining({ zh: '区' }), value: 3 }),
    ]);
  });

  it('adds a top-level area without a parent, and a child under the row', () => {
    const top = form('system.area.form');
    const values = newValues(top, { fullName: '海南省', enCode: '460000' });
    expect(values.parentId).toBeUndefined();
    expect(pickSaveCall(top.api.save, values)).toMatchObject({ method: 'POST', url: '/api/system/Area' });
    expect(resolveUrl(pickSaveCall(top.api.save, { id: '46' })!, { id: '46' })).toBe('/api/system/Area/46');

    const child = form('system.area.childForm');
    const row = { id: '46', type: 1 };
    const typed = newValues(child, { fullName: '海口市', enCode: '460100', type: 2 }, { row });
    const call = pickSaveCall(child.api.save, { row, ...typed })!;
    expect(JSON.parse(JSON.stringify(resolveTemplate(call.body, { row, values: typed })))).toEqual({
      parentId: '46', fullName: '海口市', enCode: '460100', type: 2, sortCode: 0, enabledMark: 1,
    });
  });
});

describe('system screens: bill rules', () => {
  it('pages the rules with the number columns', () => {
    const page = list('system.billRule.list');
    expect(page.api.list).toEqual({ method: 'GET', url: '/api/system/BillRule' });
    expect(page.pagination).toMatchObject({ pageSize: 20 });
    expect(page.columns.map((c) => c.prop)).toEqual([
      'fullName', 'enCode', 'enabledMark', 'prefix', 'dateFormat', 'digit', 'startNumber', 'example', 'outputNumber', 'sortCode',
    ]);
    expect(page.columns.find((c) => c.prop === 'outputNumber')?.label).toMatchObject({ zh: '当前流水号' });
  });

  it('offers the four date formats, digits 1 to 10 and a digits-only start number', () => {
    const schema = form('system.billRule.form');
    expect((fieldOf(schema, 'dateFormat')?.options as Array<{ value: string }>).map((o) => o.value)).toEqual(['yyyyMMdd', 'yyyyMM', 'yyyy', 'no']);
    expect(fieldOf(schema, 'digit')?.props).toMatchObject({ min: 1, max: 10, precision: 0 });
    const values = newValues(schema, { fullName: '销售单', enCode: 'sale', prefix: 'XS' });
    expect(values).toMatchObject({ dateFormat: 'yyyyMMdd', digit: 4, startNumber: '0', enabledMark: 1 });
    expect(pickSaveCall(schema.api.save, values)).toMatchObject({ method: 'POST', url: '/api/system/BillRule' });
    expect(resolveUrl(schema.api.get!, { id: 'b1' })).toBe('/api/system/BillRule/b1');
  });

  it('refuses a start number that is not digits', async () => {
    const schema = form('system.billRule.form');
    const f = createSchemaForm(schema);
    f.setValues({ fullName: '销售单', enCode: 'sale', startNumber: '12a' });
    await expect(f.validate()).rejects.toBeTruthy();
    expect((f.fields.startNumber as Field).selfErrors).toEqual(['流水起始只能输入数字']);
  });
});

describe('system screens: notices (系统公告)', () => {
  const page = () => list('system.notice.list');
  const rowActions = () => page().rowActions ?? [];
  const shown = (row: Record<string, unknown>) => rowActions().filter((a) => visibleForRow(a, row)).map((a) => a.name ?? a.action);

  it('pages the notices from /api/message/Notice with title, creator, time and state', () => {
    expect(page().api.list).toEqual({ method: 'GET', url: '/api/message/Notice' });
    expect(page().pagination).toMatchObject({ pageSize: 20, pageSizes: [20, 50, 100, 500] });
    expect(page().columns.map((c) => c.prop)).toEqual(['title', 'creatorUser', 'lastModifyTime', 'state']);
    const state = page().columns.find((c) => c.prop === 'state')!;
    expect((state.options as Array<{ value: string }>).map((o) => o.value)).toEqual(['created', 'updated', 'released']);
    expect(page().search?.map((s) => s.vModel)).toEqual(['keyword']);
  });

  it('edits and releases a draft only; a released notice can only be deleted', () => {
    expect(shown({ id: 'n1', enabledMark: 0, state: 'created' })).toEqual(['edit', 'release', 'remove']);
    expect(shown({ id: 'n1', enabledMark: 0, state: 'updated' })).toEqual(['edit', 'release', 'remove']);
    expect(shown({ id: 'n1', enabledMark: 1, state: 'released' })).toEqual(['remove']);
  });

  it('releases by PUT .../Actions/Release after a confirmation, guarded by btn_release', () => {
    const release = rowActions().find((a) => a.name === 'release')!;
    expect([release.action, release.permission, release.api?.method]).toEqual(['api', 'btn_release', 'PUT']);
    expect(release.confirm).toMatchObject({ zh: '您确定要发布当前公告, 是否继续?' });
    expect(resolveUrl(release.api!, { row: { id: 'n1' } })).toBe('/api/message/n1/Actions/Release');
    expect(resolveUrl(page().api.remove!, { id: 'n1' })).toBe('/api/message/n1');
    expect(actionsOf(page()).map((a) => [a.action, a.permission])).toEqual([
      ['add', 'btn_add'], ['edit', 'btn_edit'], ['api', 'btn_release'], ['remove', 'btn_remove'],
    ]);
  });

  it('writes a title and a rich-text body: POST to add, PUT to edit, GET to load', () => {
    const schema = form('system.notice.form');
    expect(fieldOf(schema, 'title')).toMatchObject({ jnpfKey: 'comInput', required: true });
    expect(fieldOf(schema, 'bodyText')).toMatchObject({ jnpfKey: 'editor', required: true });
    const values = newValues(schema, { title: '放假通知', bodyText: '<p>七天</p>' });
    expect(values).toEqual({ title: '放假通知', bodyText: '<p>七天</p>' });
    expect(pickSaveCall(schema.api.save, values)).toMatchObject({ method: 'POST', url: '/api/message' });
    const update = pickSaveCall(schema.api.save, { id: 'n1', ...values })!;
    expect([update.method, resolveUrl(update, { id: 'n1' })]).toEqual(['PUT', '/api/message/n1']);
    expect(resolveUrl(schema.api.get!, { id: 'n1' })).toBe('/api/message/n1');
  });
});
