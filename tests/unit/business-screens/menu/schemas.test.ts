import { describe, expect, it } from 'vitest';
import { menuScreens } from '../../../../business-screens/menu';
import { evaluateCondition, type FormSchema, type ListSchema, type PageSchema } from '../../../../schemas';
import { lintSchemas } from '../../../../schemas/lint';
import { validateSchemaDocument } from '../../../../schemas/validate';
import { WIDGETS } from '../../../../widgets/registry';
import { pickSaveCall, savePayload } from '../../../../runtime/renderers/form/submit';
import { resolveTemplate } from '../../../../runtime/renderers/template';

async function loadAll(): Promise<PageSchema[]> {
  return Promise.all(
    Object.entries(menuScreens.schemas).map(async ([id, load]) => {
      const mod = (await load()) as { default: unknown };
      const result = validateSchemaDocument(mod.default);
      if (!result.ok) throw new Error(`${id}: ${result.errors.join('; ')}`);
      expect(result.schema.id).toBe(id);
      return result.schema;
    }),
  );
}

const byId = async <T extends PageSchema>(id: string): Promise<T> => (await loadAll()).find((s) => s.id === id) as T;

describe('menu administration schemas', () => {
  it('validate against the meta-schema and lint clean as a set', async () => {
    const docs = await loadAll();
    expect(docs.length).toBe(9);
    expect(lintSchemas(docs, { widgetKeys: new Set(Object.keys(WIDGETS)) })).toEqual([]);
  });

  it('register the menu page, the four item screens of system/menu and the scheme dialog', async () => {
    const docs = await loadAll();
    const lists = new Set(docs.filter((d) => d.type === 'list').map((d) => d.id));
    expect(menuScreens.pages).toEqual({ 'system/menu': 'system.menu.list' });
    expect(menuScreens.fixed.map((f) => [f.path, f.schema, f.menu])).toEqual([
      ['/system/menu/buttons/$id', 'system.menuButton.list', 'system/menu'],
      ['/system/menu/columns/$id', 'system.menuColumn.list', 'system/menu'],
      ['/system/menu/forms/$id', 'system.menuForm.list', 'system/menu'],
      ['/system/menu/schemes/$id', 'system.menuScheme.list', 'system/menu'],
    ]);
    for (const screen of menuScreens.fixed) expect(lists.has(screen.schema)).toBe(true);
    // Every custom action names a registered dialog, which loads a component.
    const components = docs.flatMap((d) => (d.type === 'list' ? [...(d.toolbar ?? []), ...(d.rowActions ?? [])] : []))
      .filter((a) => a.action === 'custom').map((a) => a.component);
    expect(new Set(components)).toEqual(new Set(['system.menuScheme']));
    const dialog = await menuScreens.dialogs!['system.menuScheme']();
    expect(typeof dialog.default).toBe('function');
  }, 30_000); // the first import of the dialog compiles antd

  it('links each menu row to the item screens its authorisation flags switch on (pages and functions only)', async () => {
    const list = await byId<ListSchema>('system.menu.list');
    const visible = (row: Record<string, unknown>) =>
      (list.rowActions ?? []).filter((a) => a.action === 'link' && evaluateCondition(a.visibleOn, { ...row, row }, false)).map((a) => a.to);
    expect(visible({ id: 'm1', type: 2, isButtonAuthorize: 1, isColumnAuthorize: 0, isFormAuthorize: 1, isDataAuthorize: 1 }))
      .toEqual(['/system/menu/buttons/{{row.id}}', '/system/menu/forms/{{row.id}}', '/system/menu/schemes/{{row.id}}']);
    expect(visible({ id: 'm1', type: 1, isButtonAuthorize: 1, isColumnAuthorize: 1, isFormAuthorize: 1, isDataAuthorize: 1 })).toEqual([]);
    const toggles = (enabledMark: number) =>
      (list.rowActions ?? []).filter((a) => a.action === 'api' && evaluateCondition(a.visibleOn, { enabledMark }, false)).map((a) => a.name);
    expect(toggles(1)).toEqual(['disable']);
    expect(toggles(0)).toEqual(['enable']);
  });

  it('the menu form asks for the address of pages, data screens and links, and properties of model pages', async () => {
    const form = await byId<FormSchema>('system.menu.form');
    const field = (name: string) => form.fields[0].children!.find((f) => f.vModel === name)!;
    const shownFor = (name: string) => [1, 2, 3, 4, 5, 6, 7, 8].filter((type) => evaluateCondition(field(name).visibleOn, { type }, false));
    expect(shownFor('urlAddress')).toEqual([2, 6, 7]);
    expect(field('urlAddress').requiredOn).toBe(field('urlAddress').visibleOn);
    expect(shownFor('propertyJson')).toEqual([3, 4, 5, 8]);
    expect(field('propertyJson').requiredOn).toBe(field('propertyJson').visibleOn);
    expect(shownFor('linkTarget')).toEqual([7]);
    // Add posts, edit puts to the record.
    expect(pickSaveCall(form.api.save, { type: 2 })).toMatchObject({ method: 'POST', url: '/api/system/Menu' });
    expect(pickSaveCall(form.api.save, { id: 'm9', type: 2 })).toMatchObject({ method: 'PUT', url: '/api/system/Menu/{{id}}' });
  });

  it.each([
    ['system.menuButton.form', '/api/system/ModuleButton', { icon: 'PlusOutlined', urlAddress: '/x' }],
    ['system.menuColumn.form', '/api/system/ModuleColumn', { bindTable: 'spv', bindTableName: 'SPV表' }],
    ['system.menuForm.form', '/api/system/ModuleForm', { bindTable: 'spv' }],
  ])('%s sends the menu id of the route with the values (add and edit)', async (id, url, extra) => {
    const form = await byId<FormSchema>(id);
    const values = { fullName: '新增', enCode: 'btn_add', sortCode: 3, enabledMark: 1, ...extra };

    // Add (toolbar): context { route } only.
    const addScope = { route: { id: 'menu-1' } };
    const add = pickSaveCall(form.api.save, { ...addScope, ...values })!;
    expect([add.method, add.url]).toEqual(['POST', url]);
    expect(JSON.parse(JSON.stringify(resolveTemplate(add.body, { ...addScope, values })))).toEqual({ moduleId: 'menu-1', parentId: '-1', ...values });

    // Edit (row): context { row, route, id }; the payload carries the id; the parent stays.
    const editScope = { row: { id: 'it-1', parentId: 'it-0' }, route: { id: 'menu-1' }, id: 'it-1' };
    const payload = savePayload(values, 'it-1', { id: 'it-1' });
    const edit = pickSaveCall(form.api.save, { ...editScope, ...payload })!;
    expect([edit.method, resolveTemplate(edit.url, editScope)]).toEqual(['PUT', `${url}/it-1`]);
    expect(JSON.parse(JSON.stringify(resolveTemplate(edit.body, { ...editScope, values: payload }))))
      .toEqual({ id: 'it-1', moduleId: 'menu-1', parentId: 'it-0', ...values });
  });

  it('item lists read the items of the route menu, unpaged', async () => {
    for (const [id, api] of [['system.menuButton.list', 'ModuleButton'], ['system.menuColumn.list', 'ModuleColumn'], ['system.menuForm.list', 'ModuleForm'], ['system.menuScheme.list', 'ModuleDataAuthorizeScheme']]) {
      const list = await byId<ListSchema>(id);
      expect(resolveTemplate(list.api.list.url, { route: { id: 'menu-1' } })).toBe(`/api/system/${api}/menu-1/List`);
      expect(list.pagination).toBe(false);
    }
  });
});
