import { describe, expect, it } from 'vitest';
import { permissionScreens } from '../../../../business-screens/permission';
import { goldMasterScreens } from '../../../../business-screens/gold';
import { lintSchemas } from '../../../../schemas/lint';
import type { ActionSchema, FormSchema, ListSchema } from '../../../../schemas/types';
import { loadScreenSet, newValues, seededButtons } from '../screen-set';
import { pickSaveCall, savePayload } from '../../../../runtime/renderers/form/submit';
import { visibleForRow } from '../../../../runtime/renderers/list/actions';
import { resolveTemplate, resolveUrl } from '../../../../runtime/renderers/template';
import { WIDGETS } from '../../../../widgets/registry';

const { loaded, docs, list, form } = await loadScreenSet(permissionScreens);
// The user list opens the gold module's 数据归属 form (the SPV or franchisee a user belongs to).
const goldDocs = (await loadScreenSet(goldMasterScreens)).docs;

/** Button codes the server seed gives each page. */
const SEED_BUTTONS: Record<string, string[]> = Object.fromEntries(
  ['permission/organize', 'permission/position', 'permission/user', 'permission/role'].map((a) => [a, seededButtons(a)]),
);

/** Dialogs of custom actions: the reset-password dialog is this set's, the authorisation ones the admin set's (H7). */
const ADMIN_DIALOGS = ['permission.authorizeRole', 'permission.authorizePosition', 'permission.authorizeUser', 'permission.batchAuthorize'];

const actionsOf = (page: ListSchema): ActionSchema[] => [...(page.toolbar ?? []), ...(page.rowActions ?? [])];


describe('permission screens: schemas', () => {
  it('validate against the meta-schema and lint clean as a set with the registered widgets', () => {
    expect(docs.map((doc) => doc.id).sort()).toEqual(Object.keys(permissionScreens.schemas).sort());
    expect(lintSchemas([...docs, ...goldDocs], { widgetKeys: new Set(Object.keys(WIDGETS)) })).toEqual([]);
  });

  it('registers each schema under its own id', () => {
    for (const { key, schema } of loaded) expect(schema.id).toBe(key);
  });

  it('renders the four menu pages of the seed by list schemas that declare only the seeded buttons', () => {
    expect(Object.keys(permissionScreens.pages).sort()).toEqual(Object.keys(SEED_BUTTONS).sort());
    for (const [address, schemaId] of Object.entries(permissionScreens.pages)) {
      const page = list(schemaId);
      expect(page.type).toBe('list');
      expect([...(page.permissions ?? [])].sort()).toEqual([...SEED_BUTTONS[address]].sort());
    }
  });

  it('names a registered dialog in every custom action', () => {
    const names = docs.filter((d): d is ListSchema => d.type === 'list').flatMap(actionsOf)
      .filter((a) => a.action === 'custom').map((a) => a.component);
    expect(new Set(names)).toEqual(new Set([...ADMIN_DIALOGS, 'permission.resetPassword']));
    expect(Object.keys(permissionScreens.dialogs ?? {})).toEqual(['permission.resetPassword']);
  });

  it('guards every authorisation action with btn_authorize and reset password with btn_resetPassword', () => {
    for (const page of docs.filter((d): d is ListSchema => d.type === 'list')) {
      for (const action of actionsOf(page).filter((a) => a.action === 'custom')) {
        expect(action.permission).toBe(action.component === 'permission.resetPassword' ? 'btn_resetPassword' : 'btn_authorize');
      }
    }
  });
});

describe('permission screens: enable / disable toggles (docs/product.md#states-and-transitions)', () => {
  const toggles = (id: string) => (list(id).rowActions ?? []).filter((a) => a.action === 'api');

  it.each([
    ['permission.organize.list', '/api/permission/Organize/o1/Actions/State'],
    ['permission.position.list', '/api/permission/Position/o1/Actions/State'],
    ['permission.user.list', '/api/permission/Users/o1/Actions/State'],
    ['permission.role.list', '/api/permission/Role/o1/Actions/State'],
  ])('%s offers 禁用 on an enabled row and 启用 on a disabled one, both PUT %s', (id, url) => {
    const shown = (row: Record<string, unknown>) => toggles(id).filter((a) => visibleForRow(a, row));
    const enabled = shown({ id: 'o1', enabledMark: 1, isAdministrator: 0 });
    const disabled = shown({ id: 'o1', enabledMark: 0, isAdministrator: 0 });
    expect(enabled.map((a) => a.label)).toEqual([{ zh: '禁用', zhtw: '禁用', en: 'Disable' }]);
    expect(disabled.map((a) => a.label)).toEqual([{ zh: '启用', zhtw: '啟用', en: 'Enable' }]);
    for (const action of [...enabled, ...disabled]) {
      expect(action.permission).toBe('btn_edit');
      expect(action.api?.method).toBe('PUT');
      expect(resolveUrl(action.api!, { row: { id: 'o1' } })).toBe(url);
    }
  });

  it('offers the administrator no edit, toggle, reset password or delete', () => {
    const admin = { id: 'a', enabledMark: 1, isAdministrator: 1 };
    const shown = (list('permission.user.list').rowActions ?? []).filter((a) => visibleForRow(a, admin)).map((a) => a.name ?? a.action);
    expect(shown).toEqual(['authorize']);
  });
});

describe('permission screens: organisation forms', () => {
  it('the add form saves a company by POST /Organize, at the top level unless a parent company is chosen', () => {
    const schema = form('permission.organize.form');
    const values = newValues(schema, { fullName: '华东公司', enCode: 'HD' });
    const call = pickSaveCall(schema.api.save, values)!;
    expect([call.method, call.url]).toEqual(['POST', '/api/permission/Organize']);
    expect(resolveTemplate(call.body, { values: savePayload(values, undefined, null) })).toEqual({
      parentId: '-1', fullName: '华东公司', enCode: 'HD', sortCode: 0, enabledMark: 1, description: undefined,
    });
  });

  it('the add form saves a department by POST /Organize/Department with its parent and manager', () => {
    const schema = form('permission.organize.form');
    const values = newValues(schema, { category: 'department', parentId: 'c1', managerId: 'u9', fullName: '财务部', enCode: 'CWB', description: '管账' });
    const call = pickSaveCall(schema.api.save, values)!;
    expect([call.method, call.url]).toEqual(['POST', '/api/permission/Organize/Department']);
    expect(resolveTemplate(call.body, { values })).toEqual({
      parentId: 'c1', managerId: 'u9', fullName: '财务部', enCode: 'CWB', sortCode: 0, enabledMark: 1, description: '管账',
    });
  });

  it('新增下级 hangs the new unit under the row, a department by default', () => {
    const schema = form('permission.organize.child');
    const row = { id: 'c1', category: 'company' };
    const values = newValues(schema, { fullName: '研发部', enCode: 'YFB' }, { row });
    const call = pickSaveCall(schema.api.save, { row, ...values })!;
    expect(call.url).toBe('/api/permission/Organize/Department');
    expect(resolveTemplate(call.body, { row, values })).toMatchObject({ parentId: 'c1', fullName: '研发部', enCode: 'YFB' });
    const company = pickSaveCall(schema.api.save, { row, ...values, category: 'company' })!;
    expect(company.url).toBe('/api/permission/Organize');
    expect(resolveTemplate(company.body, { row, values })).toMatchObject({ parentId: 'c1' });
  });

  it('edits a company and a department through their own routes, chosen by the row category', () => {
    const page = list('permission.organize.list');
    const edits = (page.rowActions ?? []).filter((a) => a.action === 'edit');
    const formFor = (category: string) => edits.filter((a) => visibleForRow(a, { category })).map((a) => a.form);
    expect(formFor('company')).toEqual(['permission.organize.company']);
    expect(formFor('department')).toEqual(['permission.organize.department']);
    const company = form('permission.organize.company').api;
    const department = form('permission.organize.department').api;
    expect(resolveUrl(company.get!, { id: 'x' })).toBe('/api/permission/Organize/x');
    expect(pickSaveCall(company.save, { id: 'x' })).toMatchObject({ method: 'PUT', url: '/api/permission/Organize/{{id}}' });
    expect(resolveUrl(department.get!, { id: 'x' })).toBe('/api/permission/Organize/Department/x');
    expect(pickSaveCall(department.save, { id: 'x' })).toMatchObject({ method: 'PUT', url: '/api/permission/Organize/Department/{{id}}' });
  });

  it('lists companies and departments as one expanded tree without paging', () => {
    const page = list('permission.organize.list');
    expect(page.api.list).toEqual({ method: 'GET', url: '/api/permission/Organize', query: { withDepartments: 1 } });
    expect(page.treeRows).toEqual({ defaultExpandAll: true });
    expect(page.pagination).toBe(false);
  });
});

describe('permission screens: position, user and role forms', () => {
  it.each([
    ['permission.position.form', '/api/permission/Position'],
    ['permission.user.form', '/api/permission/Users'],
    ['permission.role.form', '/api/permission/Role'],
  ])('%s creates by POST %s and updates by PUT on the record', (id, url) => {
    const schema = form(id);
    expect(pickSaveCall(schema.api.save, {})).toMatchObject({ method: 'POST', url });
    const update = pickSaveCall(schema.api.save, { id: 'r1' })!;
    expect([update.method, resolveUrl(update, { id: 'r1' })]).toEqual(['PUT', `${url}/r1`]);
    expect(resolveUrl(schema.api.get!, { id: 'r1' })).toBe(`${url}/r1`);
  });

  it('the user form holds the UserCrForm fields of docs/product.md#jnpf-permission-tables (the avatar aside)', () => {
    const names = new Set<string>();
    const walk = (fields: FormSchema['fields']) => fields.forEach((f) => { if (f.vModel) names.add(f.vModel); if (f.children) walk(f.children); });
    walk(form('permission.user.form').fields);
    const userCrForm = 'account realName organizeId managerId positionId roleId description gender nation nativePlace certificatesType '
      + 'certificatesNumber education birthday telePhone landline mobilePhone email urgentContacts urgentTelePhone postalAddress sortCode entryDate enabledMark';
    expect([...names].sort()).toEqual(userCrForm.split(' ').sort());
  });
});
