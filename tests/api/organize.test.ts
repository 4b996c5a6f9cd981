import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { organizations, positions, users } from '../../server/db/schema';
import { adminLogin, buttonId, call, createTestApp, createUser, grant, login, menuId, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let adminId: string;
let reader: string; // menu 'organize' without buttons
let adder: string; // menu 'organize' with btn_add only
let nobody: string; // signed in, no grants
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  [{ id: adminId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  const organize = await menuId(t.db, 'organize');
  const readerId = await createUser(t.db, { account: 'orgreader', password: 'P1', realName: '只读' });
  await grant(t.db, 'User', readerId, 'module', organize);
  const adderId = await createUser(t.db, { account: 'orgadder', password: 'P1' });
  await grant(t.db, 'User', adderId, 'module', organize);
  await grant(t.db, 'User', adderId, 'button', await buttonId(t.db, 'organize', 'btn_add'));
  await createUser(t.db, { account: 'orgnobody', password: 'P1' });
  [reader, adder, nobody] = await Promise.all([login(t.app, 'orgreader', 'P1'), login(t.app, 'orgadder', 'P1'), login(t.app, 'orgnobody', 'P1')]);
});
afterAll(async () => { await t?.close(); });

const BASE = '/api/permission/Organize';
let seq = 0;
const next = () => `${++seq}${Math.random().toString(36).slice(2, 6)}`;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { token?: string | null; payload?: unknown; query?: Record<string, string>; lang?: string } = {}) =>
  call(t.app, method, url, {
    token: opts.token === null ? undefined : opts.token ?? admin,
    payload: opts.payload,
    query: opts.query,
    headers: opts.lang ? { 'jnpf-lang': opts.lang } : undefined,
  });

async function createCompany(fields: Record<string, unknown> = {}): Promise<any> {
  const n = next();
  const r = await api('POST', BASE, { payload: { fullName: `公司${n}`, enCode: `C${n}`, ...fields } });
  if (r.code !== 200) throw new Error(`company create failed: ${r.code} ${r.msg}`);
  return r.data;
}

async function createDepartment(parentId: string, fields: Record<string, unknown> = {}): Promise<any> {
  const n = next();
  const r = await api('POST', `${BASE}/Department`, { payload: { parentId, fullName: `部门${n}`, enCode: `D${n}`, ...fields } });
  if (r.code !== 200) throw new Error(`department create failed: ${r.code} ${r.msg}`);
  return r.data;
}

const orgCount = async () => Number((await t.db.select({ n: count() }).from(organizations))[0].n);
const orgRow = async (id: string) => (await t.db.select().from(organizations).where(eq(organizations.id, id)))[0];

type Node = { id: string; children?: Node[]; [key: string]: unknown };
function find(nodes: Node[], id: string): Node | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = find(n.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
}
const ids = (nodes: Node[] | undefined) => (nodes ?? []).map((n) => n.id);
const allIds = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);

describe('POST /api/permission/Organize (company)', () => {
  it('creates a top-level company with the defaults and answers its form; createdBy is the caller', async () => {
    const n = next();
    const r = await api('POST', BASE, { payload: { fullName: ` 总公司${n} `, enCode: `HQ${n}`, description: '总部' } });
    expect(r).toMatchObject({ code: 200, msg: '新建成功' });
    expect(r.data).toEqual({
      id: expect.any(String), parentId: '-1', category: 'company', fullName: `总公司${n}`, fullNameZhtw: '', fullNameEn: '', enCode: `HQ${n}`, managerId: null, managerName: null,
      description: '总部', enabledMark: 1, sortCode: 0, propertyJson: null,
    });
    expect(await orgRow(r.data.id)).toMatchObject({ createdBy: adminId, updatedAt: null, updatedBy: null });
  });

  it('creates a sub-company, disabled, with extra properties given as an object or as JSON text', async () => {
    const parent = await createCompany();
    const a = await createCompany({ parentId: parent.id, enabledMark: 0, sortCode: 5, propertyJson: { shortName: '华南' } });
    expect(a).toMatchObject({ parentId: parent.id, enabledMark: 0, sortCode: 5, propertyJson: '{"shortName":"华南"}' });
    const b = await createCompany({ propertyJson: '{"industry":"黄金"}', enabledMark: null });
    expect(b).toMatchObject({ propertyJson: '{"industry":"黄金"}', enabledMark: 1 });
    expect((await createCompany({ propertyJson: '' })).propertyJson).toBeNull();
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const department = await createDepartment((await createCompany()).id);
    const n = next();
    const ok = { fullName: `公司${n}`, enCode: `C${n}` };
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ enCode: 'X1' }, 'fullName: 不能为空', 'fullName'],
      [{ fullName: '名' }, 'enCode: 不能为空', 'enCode'],
      [{ ...ok, fullName: '   ' }, '公司名称不能为空'],
      [{ ...ok, fullName: 'x'.repeat(51) }, 'fullName: 长度不能超过50个字符', 'fullName'],
      [{ ...ok, enCode: '.abc' }, '公司编码：编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ ...ok, enCode: '编码' }, '公司编码：编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ ...ok, enabledMark: 2 }, 'enabledMark: 不能大于1', 'enabledMark'],
      [{ ...ok, sortCode: -1 }, 'sortCode: 不能小于0', 'sortCode'],
      [{ ...ok, sortCode: 'x' }, 'sortCode: 类型应为整数', 'sortCode'],
      [{ ...ok, description: 'x'.repeat(501) }, 'description: 长度不能超过500个字符', 'description'],
      [{ ...ok, propertyJson: '{oops' }, '扩展属性：格式不正确'],
      [{ ...ok, propertyJson: '[1]' }, '扩展属性：格式不正确'],
      [{ ...ok, parentId: 'nope' }, '上级公司不存在'],
      [{ ...ok, parentId: department.id }, '上级公司不存在'],
    ];
    const before = await orgCount();
    for (const [payload, msg, field] of cases) expect({ payload, reply: await api('POST', BASE, { payload }) }).toEqual({ payload, reply: field ? { code: 400, msg, data: { field } } : { code: 400, msg } });
    expect(await orgCount()).toBe(before);
  });

  it('refuses a name another company has and a code any organisation has (409, case-insensitive), writing nothing', async () => {
    const a = await createCompany({ enCode: `Abc${next()}` });
    const department = await createDepartment(a.id);
    const before = await orgCount();
    expect(await api('POST', BASE, { payload: { fullName: a.fullName, enCode: `N${next()}` } })).toEqual({ code: 409, msg: '公司名称不能重复' });
    expect(await api('POST', BASE, { payload: { fullName: `新${next()}`, enCode: a.enCode.toLowerCase() } })).toEqual({ code: 409, msg: '公司编码不能重复' });
    expect(await api('POST', BASE, { payload: { fullName: `新${next()}`, enCode: department.enCode } })).toEqual({ code: 409, msg: '公司编码不能重复' });
    expect(await api('POST', BASE, { payload: { fullName: a.fullName, enCode: `N${next()}` }, lang: 'en' }))
      .toEqual({ code: 409, msg: 'The company name is already used' });
    expect(await api('POST', BASE, { payload: { fullName: a.fullName, enCode: `N${next()}` }, lang: 'zhtw' })).toEqual({ code: 409, msg: '公司名稱不能重複' });
    expect(await orgCount()).toBe(before);
    // A department may share a company's name: names compete within their own kind.
    expect((await createDepartment(a.id, { fullName: a.fullName })).fullName).toBe(a.fullName);
  });

  it('answers 600 without a session and 403 without btn_add, writing nothing; btn_add is enough to create', async () => {
    const before = await orgCount();
    const payload = { fullName: `公司${next()}`, enCode: `C${next()}` };
    expect((await api('POST', BASE, { token: null, payload })).code).toBe(600);
    expect((await api('POST', BASE, { token: reader, payload })).code).toBe(403);
    expect((await api('POST', BASE, { token: nobody, payload })).code).toBe(403);
    expect(await orgCount()).toBe(before);
    expect(await api('POST', BASE, { token: adder, payload })).toMatchObject({ code: 200, data: { fullName: payload.fullName } });
  });
});

describe('POST /api/permission/Organize/Department', () => {
  it('creates a department under a company and one under a department, with a manager', async () => {
    const company = await createCompany();
    const managerId = await createUser(t.db, { account: `mgr${next()}`, realName: '王经理' });
    const n = next();
    const r = await api('POST', `${BASE}/Department`, {
      payload: { parentId: company.id, managerId, fullName: `财务部${n}`, enCode: `CW.${n}`, sortCode: 2, description: '管钱' },
    });
    expect(r).toMatchObject({ code: 200, msg: '新建成功' });
    expect(r.data).toEqual({
      id: expect.any(String), parentId: company.id, category: 'department', fullName: `财务部${n}`, fullNameZhtw: '', fullNameEn: '', enCode: `CW.${n}`, managerId, managerName: '王经理',
      description: '管钱', enabledMark: 1, sortCode: 2, propertyJson: null,
    });
    const sub = await createDepartment(r.data.id, { managerId: '' });
    expect(sub).toMatchObject({ parentId: r.data.id, category: 'department', managerId: null });
    expect(await orgRow(sub.id)).toMatchObject({ createdBy: adminId });
  });

  it('refuses bad input, a missing parent and a missing or deleted manager, writing nothing', async () => {
    const company = await createCompany();
    const gone = await createUser(t.db, { account: `gone${next()}` });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone));
    const ok = { parentId: company.id, fullName: `部门${next()}`, enCode: `D${next()}` };
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ fullName: 'x', enCode: 'x' }, 'parentId: 不能为空', 'parentId'],
      [{ ...ok, fullName: '' }, 'fullName: 不能为空', 'fullName'],
      [{ ...ok, fullName: ' ' }, '部门名称不能为空'],
      [{ ...ok, enCode: 'a..b' }, '部门编码：编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ ...ok, managerId: 'x'.repeat(65) }, 'managerId: 长度不能超过64个字符', 'managerId'],
      [{ ...ok, parentId: '-1' }, '上级组织不存在'],
      [{ ...ok, parentId: 'nope' }, '上级组织不存在'],
      [{ ...ok, managerId: 'nope' }, '部门主管不存在'],
      [{ ...ok, managerId: gone }, '部门主管不存在'],
    ];
    const before = await orgCount();
    for (const [payload, msg, field] of cases) {
      expect({ payload, reply: await api('POST', `${BASE}/Department`, { payload }) }).toEqual({ payload, reply: field ? { code: 400, msg, data: { field } } : { code: 400, msg } });
    }
    expect(await orgCount()).toBe(before);
  });

  it('keeps department names unique among siblings and codes unique among all organisations', async () => {
    const a = await createCompany();
    const b = await createCompany();
    const first = await createDepartment(a.id);
    const before = await orgCount();
    expect(await api('POST', `${BASE}/Department`, { payload: { parentId: a.id, fullName: first.fullName, enCode: `D${next()}` } }))
      .toEqual({ code: 409, msg: '部门名称不能重复' });
    expect(await api('POST', `${BASE}/Department`, { payload: { parentId: b.id, fullName: `部门${next()}`, enCode: first.enCode } }))
      .toEqual({ code: 409, msg: '部门编码不能重复' });
    expect(await api('POST', `${BASE}/Department`, { payload: { parentId: b.id, fullName: `部门${next()}`, enCode: a.enCode } }))
      .toEqual({ code: 409, msg: '部门编码不能重复' });
    expect(await orgCount()).toBe(before);
    // The same name under another parent (another company, or a sub-department) is fine.
    expect((await createDepartment(b.id, { fullName: first.fullName })).parentId).toBe(b.id);
    expect((await createDepartment(first.id, { fullName: first.fullName })).parentId).toBe(first.id);
  });

  it('answers 600 without a session and 403 without btn_add, writing nothing', async () => {
    const company = await createCompany();
    const payload = { parentId: company.id, fullName: `部门${next()}`, enCode: `D${next()}` };
    const before = await orgCount();
    expect((await api('POST', `${BASE}/Department`, { token: null, payload })).code).toBe(600);
    expect((await api('POST', `${BASE}/Department`, { token: reader, payload })).code).toBe(403);
    expect(await orgCount()).toBe(before);
  });
});

describe('GET /api/permission/Organize (admin tree)', () => {
  it('lists companies only, disabled included, as a tree in sortCode-then-name order with the node fields', async () => {
    const top = await createCompany({ sortCode: 900 });
    const later = await createCompany({ parentId: top.id, sortCode: 2, fullName: `甲${next()}` });
    const earlier = await createCompany({ parentId: top.id, sortCode: 1, fullName: `乙${next()}`, enabledMark: 0 });
    const sameSortB = await createCompany({ parentId: top.id, sortCode: 3, fullName: `B${next()}` });
    const sameSortA = await createCompany({ parentId: top.id, sortCode: 3, fullName: `A${next()}` });
    const dept = await createDepartment(top.id);
    const r = await api('GET', BASE, { token: reader });
    expect(r.code).toBe(200);
    const node = find(r.data.list, top.id)!;
    expect(ids(node.children)).toEqual([earlier.id, later.id, sameSortA.id, sameSortB.id]);
    expect(allIds(r.data.list)).not.toContain(dept.id);
    expect(node).toMatchObject({
      id: top.id, parentId: '-1', fullName: top.fullName, enCode: top.enCode, category: 'company', managerId: null, managerName: null,
      description: null, enabledMark: 1, sortCode: 900, creatorTime: expect.any(Number), hasChildren: true,
    });
    expect(find(r.data.list, earlier.id)).toMatchObject({ enabledMark: 0, hasChildren: false });
    expect(find(r.data.list, earlier.id)).not.toHaveProperty('children');
    expect(Math.abs((node.creatorTime as number) - Date.now())).toBeLessThan(60_000);
  });

  it('withDepartments=1 gives companies and departments in one tree, each node with its category and manager name', async () => {
    const company = await createCompany();
    const managerId = await createUser(t.db, { account: `m${next()}`, realName: '李主管' });
    const dept = await createDepartment(company.id, { managerId, enabledMark: 0 });
    const sub = await createDepartment(dept.id);
    const r = await api('GET', BASE, { query: { withDepartments: '1' } });
    const node = find(r.data.list, company.id)!;
    expect(ids(node.children)).toEqual([dept.id]);
    expect(find(r.data.list, dept.id)).toMatchObject({ category: 'department', enabledMark: 0, managerId, managerName: '李主管', hasChildren: true });
    expect(ids(find(r.data.list, dept.id)!.children)).toEqual([sub.id]);
    expect(allIds((await api('GET', BASE, { query: { withDepartments: '0' } })).data.list)).not.toContain(dept.id);
  });

  it('a keyword (name or code, any case) keeps the hits and their ancestors only', async () => {
    const company = await createCompany();
    const dept = await createDepartment(company.id);
    const hit = await createDepartment(dept.id, { fullName: `目标组${next()}`, enCode: `Target${next()}` });
    const sibling = await createDepartment(dept.id);
    const r = await api('GET', BASE, { query: { withDepartments: '1', keyword: hit.fullName } });
    expect(r.data.list.map((n: Node) => n.id)).toEqual([company.id]);
    expect(allIds(r.data.list)).toEqual([company.id, dept.id, hit.id]);
    expect(allIds(r.data.list)).not.toContain(sibling.id);
    expect(allIds((await api('GET', BASE, { query: { withDepartments: '1', keyword: hit.enCode.toLowerCase() } })).data.list))
      .toEqual([company.id, dept.id, hit.id]);
    expect((await api('GET', BASE, { query: { keyword: `没有${next()}` } })).data.list).toEqual([]);
    // Without departments the department hit is not searched.
    expect((await api('GET', BASE, { query: { keyword: hit.fullName } })).data.list).toEqual([]);
  });

  it('refuses bad query values, and answers 600 / 403', async () => {
    expect(await api('GET', BASE, { query: { withDepartments: '2' } })).toEqual({ code: 400, msg: 'withDepartments: 不能大于1' });
    expect((await api('GET', BASE, { query: { keyword: 'x'.repeat(101) } })).code).toBe(400);
    expect((await api('GET', BASE, { token: null })).code).toBe(600);
    expect((await api('GET', BASE, { token: nobody })).code).toBe(403);
  });
});

describe('pickers: GET /Organize/Selector, /Organize/Tree, /Organize/Department/Selector', () => {
  it('Selector: enabled companies only, for any signed-in user; a disabled company hides its subtree', async () => {
    const top = await createCompany();
    const child = await createCompany({ parentId: top.id });
    const off = await createCompany({ parentId: top.id, enabledMark: 0 });
    const underOff = await createCompany({ parentId: off.id });
    const dept = await createDepartment(top.id);
    const r = await api('GET', `${BASE}/Selector`, { token: nobody });
    expect(r.code).toBe(200);
    const node = find(r.data.list, top.id)!;
    expect(node).toEqual({
      id: top.id, parentId: '-1', fullName: top.fullName, enCode: top.enCode, type: 'company', category: 'company', hasChildren: true, isLeaf: false,
      children: [{ id: child.id, parentId: top.id, fullName: child.fullName, enCode: child.enCode, type: 'company', category: 'company', hasChildren: false, isLeaf: true }],
    });
    for (const hidden of [off.id, underOff.id, dept.id]) expect(allIds(r.data.list)).not.toContain(hidden);
  });

  it('Tree: enabled companies and departments with their type', async () => {
    const company = await createCompany();
    const dept = await createDepartment(company.id);
    const off = await createDepartment(company.id, { enabledMark: 0 });
    const r = await api('GET', `${BASE}/Tree`, { token: nobody });
    expect(find(r.data.list, company.id)).toMatchObject({ type: 'company', hasChildren: true, isLeaf: false });
    expect(find(r.data.list, dept.id)).toMatchObject({ type: 'department', category: 'department', parentId: company.id, isLeaf: true });
    expect(allIds(r.data.list)).not.toContain(off.id);
  });

  it('Department/Selector: the same tree where companies are disabled (only departments can be chosen)', async () => {
    const company = await createCompany();
    const dept = await createDepartment(company.id);
    const r = await api('GET', `${BASE}/Department/Selector`, { token: nobody });
    expect(find(r.data.list, company.id)).toMatchObject({ type: 'company', disabled: true });
    expect(find(r.data.list, dept.id)).toMatchObject({ type: 'department' });
    expect(find(r.data.list, dept.id)).not.toHaveProperty('disabled');
  });

  it('answer 600 without a session', async () => {
    for (const path of ['Selector', 'Tree', 'Department/Selector']) expect((await api('GET', `${BASE}/${path}`, { token: null })).code).toBe(600);
  });
});

describe('GET /api/permission/Organize/{companyId}/Department', () => {
  it('gives the departments under the company as a tree, not those of its sub-companies; keyword keeps ancestors', async () => {
    const company = await createCompany();
    const subCompany = await createCompany({ parentId: company.id });
    const a = await createDepartment(company.id, { sortCode: 2 });
    const b = await createDepartment(company.id, { sortCode: 1, enabledMark: 0 });
    const aa = await createDepartment(a.id);
    const elsewhere = await createDepartment(subCompany.id);
    const r = await api('GET', `${BASE}/${company.id}/Department`, { token: reader });
    expect(r.code).toBe(200);
    expect(ids(r.data.list)).toEqual([b.id, a.id]);
    expect(ids(find(r.data.list, a.id)!.children)).toEqual([aa.id]);
    expect(find(r.data.list, b.id)).toMatchObject({ category: 'department', enabledMark: 0, hasChildren: false, creatorTime: expect.any(Number) });
    expect(allIds(r.data.list)).not.toContain(elsewhere.id);
    const searched = await api('GET', `${BASE}/${company.id}/Department`, { query: { keyword: aa.fullName } });
    expect(allIds(searched.data.list)).toEqual([a.id, aa.id]);
  });

  it('answers 404 unless the id is a company, 600 without a session and 403 without the menu', async () => {
    const company = await createCompany();
    const dept = await createDepartment(company.id);
    expect(await api('GET', `${BASE}/${dept.id}/Department`)).toEqual({ code: 404, msg: '公司不存在' });
    expect(await api('GET', `${BASE}/nope/Department`)).toEqual({ code: 404, msg: '公司不存在' });
    expect((await api('GET', `${BASE}/${company.id}/Department`, { token: null })).code).toBe(600);
    expect((await api('GET', `${BASE}/${company.id}/Department`, { token: nobody })).code).toBe(403);
  });
});

describe('GET /api/permission/Organize/{id} and /Organize/Department/{id}', () => {
  it('/Organize/{id} reads a company or a department; /Department/{id} only a department', async () => {
    const company = await createCompany({ propertyJson: { a: 1 } });
    const managerId = await createUser(t.db, { account: `m${next()}`, realName: '赵主管' });
    const dept = await createDepartment(company.id, { managerId });
    expect((await api('GET', `${BASE}/${company.id}`, { token: reader })).data).toEqual({ ...company });
    expect((await api('GET', `${BASE}/${dept.id}`)).data).toMatchObject({ category: 'department', managerId, managerName: '赵主管' });
    expect((await api('GET', `${BASE}/Department/${dept.id}`, { token: reader })).data).toEqual({ ...dept });
    expect(await api('GET', `${BASE}/Department/${company.id}`)).toEqual({ code: 404, msg: '部门不存在' });
    expect(await api('GET', `${BASE}/nope`)).toEqual({ code: 404, msg: '组织不存在' });
    expect(await api('GET', `${BASE}/nope`, { lang: 'en' })).toEqual({ code: 404, msg: 'Organisation not found' });
  });

  it('answer 600 without a session and 403 without the menu', async () => {
    const company = await createCompany();
    const dept = await createDepartment(company.id);
    for (const url of [`${BASE}/${company.id}`, `${BASE}/Department/${dept.id}`]) {
      expect((await api('GET', url, { token: null })).code).toBe(600);
      expect((await api('GET', url, { token: nobody })).code).toBe(403);
    }
  });
});

describe('PUT /api/permission/Organize/{id} (company)', () => {
  it('updates a company, keeps what the body leaves out, and records who changed it', async () => {
    const parent = await createCompany();
    const c = await createCompany({ enabledMark: 0, sortCode: 3, propertyJson: { x: 1 } });
    const r = await api('PUT', `${BASE}/${c.id}`, { payload: { parentId: parent.id, fullName: `${c.fullName}改`, enCode: `${c.enCode}x`, description: '新' } });
    expect(r).toMatchObject({ code: 200, msg: '更新成功' });
    expect(r.data).toEqual({ ...c, parentId: parent.id, fullName: `${c.fullName}改`, enCode: `${c.enCode}x`, description: '新' });
    expect(await orgRow(c.id)).toMatchObject({ updatedBy: adminId, updatedAt: expect.any(Date) });
    // Without parentId the parent stays; blank texts clear.
    const again = await api('PUT', `${BASE}/${c.id}`, { payload: { fullName: c.fullName, enCode: c.enCode, description: '', propertyJson: null, enabledMark: 1 } });
    expect(again.data).toMatchObject({ parentId: parent.id, description: null, propertyJson: null, enabledMark: 1, sortCode: 3 });
    // Back to the top level; keeping its own name and code is not a duplicate.
    expect((await api('PUT', `${BASE}/${c.id}`, { payload: { parentId: '-1', fullName: c.fullName, enCode: c.enCode } })).data.parentId).toBe('-1');
  });

  it('refuses itself or a descendant as the parent, a department parent, duplicates and bad input, changing nothing', async () => {
    const c = await createCompany();
    const child = await createCompany({ parentId: c.id });
    const grandchild = await createCompany({ parentId: child.id });
    const dept = await createDepartment(c.id);
    const other = await createCompany();
    const same = { fullName: c.fullName, enCode: c.enCode };
    const cases: Array<[Record<string, unknown>, { code: number; msg: string; data?: { field: string } }]> = [
      [{ ...same, parentId: c.id }, { code: 400, msg: '上级不能是自己或自己的下级' }],
      [{ ...same, parentId: grandchild.id }, { code: 400, msg: '上级不能是自己或自己的下级' }],
      [{ ...same, parentId: dept.id }, { code: 400, msg: '上级公司不存在' }],
      [{ ...same, fullName: other.fullName }, { code: 409, msg: '公司名称不能重复' }],
      [{ ...same, enCode: dept.enCode }, { code: 409, msg: '公司编码不能重复' }],
      [{ ...same, fullName: '' }, { code: 400, msg: 'fullName: 不能为空', data: { field: 'fullName' } }],
      [{ ...same, enCode: 'a b' }, { code: 400, msg: '公司编码：编码只能输入英文、数字和小数点且小数点不能放在首尾' }],
      [{ ...same, enabledMark: 'x' }, { code: 400, msg: 'enabledMark: 类型应为整数', data: { field: 'enabledMark' } }],
    ];
    const before = await orgRow(c.id);
    for (const [payload, reply] of cases) expect({ payload, reply: await api('PUT', `${BASE}/${c.id}`, { payload }) }).toEqual({ payload, reply });
    expect(await orgRow(c.id)).toEqual(before);
    expect((await api('PUT', `${BASE}/${c.id}`, { payload: { ...same, parentId: '-1' }, lang: 'en' })).code).toBe(200);
    expect(await api('PUT', `${BASE}/${c.id}`, { payload: { ...same, parentId: c.id }, lang: 'en' }))
      .toEqual({ code: 400, msg: 'The parent cannot be the record itself or one of its descendants' });
  });

  it('answers 404 for a department or an unknown id', async () => {
    const dept = await createDepartment((await createCompany()).id);
    expect(await api('PUT', `${BASE}/${dept.id}`, { payload: { fullName: 'x', enCode: 'x' } })).toEqual({ code: 404, msg: '公司不存在' });
    expect(await api('PUT', `${BASE}/nope`, { payload: { fullName: 'x', enCode: 'x' } })).toEqual({ code: 404, msg: '公司不存在' });
  });

  it('answers 600 without a session and 403 without btn_edit, changing nothing', async () => {
    const c = await createCompany();
    const payload = { fullName: `${c.fullName}改`, enCode: c.enCode };
    expect((await api('PUT', `${BASE}/${c.id}`, { token: null, payload })).code).toBe(600);
    expect((await api('PUT', `${BASE}/${c.id}`, { token: reader, payload })).code).toBe(403);
    expect((await api('PUT', `${BASE}/${c.id}`, { token: adder, payload })).code).toBe(403);
    expect((await orgRow(c.id)).fullName).toBe(c.fullName);
  });
});

describe('PUT /api/permission/Organize/Department/{id}', () => {
  it('updates a department, moves it to another parent and changes its manager', async () => {
    const a = await createCompany();
    const b = await createCompany();
    const dept = await createDepartment(a.id);
    const sub = await createDepartment(dept.id);
    const managerId = await createUser(t.db, { account: `m${next()}`, realName: '钱主管' });
    const r = await api('PUT', `${BASE}/Department/${dept.id}`, {
      payload: { parentId: b.id, managerId, fullName: `${dept.fullName}改`, enCode: dept.enCode, sortCode: 7 },
    });
    expect(r).toMatchObject({ code: 200, msg: '更新成功', data: { parentId: b.id, managerId, managerName: '钱主管', fullName: `${dept.fullName}改`, sortCode: 7 } });
    expect(await orgRow(dept.id)).toMatchObject({ updatedBy: adminId });
    // The subtree moves along.
    expect(allIds((await api('GET', `${BASE}/${b.id}/Department`)).data.list)).toEqual([dept.id, sub.id]);
    // Under another department, and clearing the manager.
    const other = await createDepartment(b.id);
    const moved = await api('PUT', `${BASE}/Department/${dept.id}`, { payload: { parentId: other.id, managerId: null, fullName: dept.fullName, enCode: dept.enCode } });
    expect(moved.data).toMatchObject({ parentId: other.id, managerId: null, managerName: null });
  });

  it('refuses its own subtree as the parent, a sibling name, a missing manager and parent, changing nothing', async () => {
    const company = await createCompany();
    const dept = await createDepartment(company.id);
    const sub = await createDepartment(dept.id);
    const sibling = await createDepartment(company.id);
    const same = { parentId: company.id, fullName: dept.fullName, enCode: dept.enCode };
    const cases: Array<[Record<string, unknown>, { code: number; msg: string; data?: { field: string } }]> = [
      [{ ...same, parentId: dept.id }, { code: 400, msg: '上级不能是自己或自己的下级' }],
      [{ ...same, parentId: sub.id }, { code: 400, msg: '上级不能是自己或自己的下级' }],
      [{ ...same, parentId: 'nope' }, { code: 400, msg: '上级组织不存在' }],
      [{ ...same, managerId: 'nope' }, { code: 400, msg: '部门主管不存在' }],
      [{ ...same, fullName: sibling.fullName }, { code: 409, msg: '部门名称不能重复' }],
      [{ ...same, enCode: company.enCode }, { code: 409, msg: '部门编码不能重复' }],
      [{ fullName: dept.fullName, enCode: dept.enCode }, { code: 400, msg: 'parentId: 不能为空', data: { field: 'parentId' } }],
    ];
    const before = await orgRow(dept.id);
    for (const [payload, reply] of cases) {
      expect({ payload, reply: await api('PUT', `${BASE}/Department/${dept.id}`, { payload }) }).toEqual({ payload, reply });
    }
    expect(await orgRow(dept.id)).toEqual(before);
    // Moving next to a department of the same name is a duplicate too.
    const twin = await createDepartment(sibling.id, { fullName: dept.fullName });
    expect(await api('PUT', `${BASE}/Department/${dept.id}`, { payload: { ...same, parentId: sibling.id } })).toEqual({ code: 409, msg: '部门名称不能重复' });
    expect(twin.fullName).toBe(dept.fullName);
  });

  it('answers 404 for a company, 600 without a session and 403 without btn_edit', async () => {
    const company = await createCompany();
    const dept = await createDepartment(company.id);
    const payload = { parentId: company.id, fullName: `${dept.fullName}改`, enCode: dept.enCode };
    expect(await api('PUT', `${BASE}/Department/${company.id}`, { payload })).toEqual({ code: 404, msg: '部门不存在' });
    expect((await api('PUT', `${BASE}/Department/${dept.id}`, { token: null, payload })).code).toBe(600);
    expect((await api('PUT', `${BASE}/Department/${dept.id}`, { token: reader, payload })).code).toBe(403);
    expect((await orgRow(dept.id)).fullName).toBe(dept.fullName);
  });
});

describe('DELETE /api/permission/Organize/{id} and /Organize/Department/{id}', () => {
  it('deletes a company, and a department through either route', async () => {
    const company = await createCompany();
    const d1 = await createDepartment(company.id);
    const d2 = await createDepartment(company.id);
    expect(await api('DELETE', `${BASE}/Department/${d1.id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await api('DELETE', `${BASE}/${d2.id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await api('DELETE', `${BASE}/${company.id}`)).toEqual({ code: 200, msg: '删除成功' });
    for (const id of [company.id, d1.id, d2.id]) expect(await orgRow(id)).toBeUndefined();
  });

  it('refuses while it has children, users or positions (a deleted user does not count)', async () => {
    const inUse = { code: 400, msg: '此记录被关联引用,不允许被删除' };
    const company = await createCompany();
    const dept = await createDepartment(company.id);
    await createDepartment(dept.id);
    expect(await api('DELETE', `${BASE}/${company.id}`)).toEqual(inUse);
    expect(await api('DELETE', `${BASE}/Department/${dept.id}`)).toEqual(inUse);

    const withUser = await createDepartment(company.id);
    const userId = await createUser(t.db, { account: `u${next()}`, organizeId: withUser.id });
    expect(await api('DELETE', `${BASE}/Department/${withUser.id}`)).toEqual(inUse);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId));
    expect((await api('DELETE', `${BASE}/Department/${withUser.id}`)).code).toBe(200);

    const withPosition = await createDepartment(company.id);
    await t.db.insert(positions).values({ fullName: `岗${next()}`, enCode: `P${next()}`, organizeId: withPosition.id });
    expect(await api('DELETE', `${BASE}/${withPosition.id}`)).toEqual(inUse);
    expect(await api('DELETE', `${BASE}/${withPosition.id}`, { lang: 'en' }))
      .toEqual({ code: 400, msg: 'This record is referenced by other data and cannot be deleted' });

    const companyWithUser = await createCompany();
    await createUser(t.db, { account: `u${next()}`, organizeId: companyWithUser.id });
    expect(await api('DELETE', `${BASE}/${companyWithUser.id}`)).toEqual(inUse);
    for (const id of [company.id, dept.id, withPosition.id, companyWithUser.id]) expect(await orgRow(id)).toBeDefined();
  });

  it('answers 404 for an unknown id, and for a company on the department route', async () => {
    const company = await createCompany();
    expect(await api('DELETE', `${BASE}/nope`)).toEqual({ code: 404, msg: '组织不存在' });
    expect(await api('DELETE', `${BASE}/Department/${company.id}`)).toEqual({ code: 404, msg: '部门不存在' });
    expect(await orgRow(company.id)).toBeDefined();
  });

  it('answers 600 without a session and 403 without btn_remove, deleting nothing', async () => {
    const company = await createCompany();
    const dept = await createDepartment(company.id);
    for (const url of [`${BASE}/${company.id}`, `${BASE}/Department/${dept.id}`]) {
      expect((await api('DELETE', url, { token: null })).code).toBe(600);
      expect((await api('DELETE', url, { token: reader })).code).toBe(403);
      expect((await api('DELETE', url, { token: adder })).code).toBe(403);
    }
    expect(await orgRow(company.id)).toBeDefined();
    expect(await orgRow(dept.id)).toBeDefined();
  });
});

describe('PUT .../Actions/State', () => {
  it('toggles a company or a department 1 <-> 0; the subtree keeps its own marks', async () => {
    const company = await createCompany();
    const dept = await createDepartment(company.id);
    expect(await api('PUT', `${BASE}/${company.id}/Actions/State`)).toEqual({ code: 200, msg: '更新成功', data: { enabledMark: 0 } });
    expect(await orgRow(company.id)).toMatchObject({ enabledMark: 0, updatedBy: adminId });
    expect((await orgRow(dept.id)).enabledMark).toBe(1);
    expect((await api('PUT', `${BASE}/${company.id}/Actions/State`)).data).toEqual({ enabledMark: 1 });
    expect((await api('PUT', `${BASE}/${dept.id}/Actions/State`)).data).toEqual({ enabledMark: 0 });
    expect((await api('PUT', `${BASE}/Department/${dept.id}/Actions/State`)).data).toEqual({ enabledMark: 1 });
    expect((await orgRow(dept.id)).enabledMark).toBe(1);
  });

  it('answers 404 for an unknown id or a company on the department route', async () => {
    const company = await createCompany();
    expect(await api('PUT', `${BASE}/nope/Actions/State`)).toEqual({ code: 404, msg: '组织不存在' });
    expect(await api('PUT', `${BASE}/Department/${company.id}/Actions/State`)).toEqual({ code: 404, msg: '部门不存在' });
    expect((await orgRow(company.id)).enabledMark).toBe(1);
  });

  it('answers 600 without a session and 403 without btn_edit, changing nothing', async () => {
    const company = await createCompany();
    const dept = await createDepartment(company.id);
    for (const url of [`${BASE}/${company.id}/Actions/State`, `${BASE}/Department/${dept.id}/Actions/State`]) {
      expect((await api('PUT', url, { token: null })).code).toBe(600);
      expect((await api('PUT', url, { token: reader })).code).toBe(403);
    }
    expect((await orgRow(company.id)).enabledMark).toBe(1);
    expect((await orgRow(dept.id)).enabledMark).toBe(1);
  });
});
