import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuDataSchemes, organizations } from '../../server/db/schema';
import { call, createTestApp, createUser, grant, login, menuId, seeded, type TestContext } from './helpers';

let t: TestContext;
let departmentId: string;
let otherDepartment: string;
beforeAll(async () => {
  t = await createTestApp();
  departmentId = (await seeded(t.db)).departmentId;
  const [other] = await t.db.insert(organizations).values({ category: 'department', parentId: departmentId, enCode: 'RULEDEPT', fullName: '规则部' }).returning();
  otherDepartment = other.id;
});
afterAll(async () => { await t?.close(); });

/** A user holding the user page with one scheme of the given conditions. */
async function ruledUser(account: string, conditions: unknown, extra: { organizeId?: string; managerId?: string } = {}) {
  const id = await createUser(t.db, { account, password: 'P1', ...extra });
  await grant(t.db, 'User', id, 'module', await menuId(t.db, 'user'));
  const [scheme] = await t.db.insert(menuDataSchemes).values({
    moduleId: await menuId(t.db, 'user'), enCode: `r_${account}`, fullName: account, conditionJson: JSON.stringify(conditions),
  }).returning();
  await grant(t.db, 'User', id, 'resource', scheme.id);
  return { id, token: await login(t.app, account, 'P1') };
}

const accounts = async (token: string) => {
  const r = await call(t.app, 'GET', '/api/permission/Users', { token, query: { currentPage: '1', pageSize: '100' } });
  expect(r.code).toBe(200);
  return (r.data.list as Array<{ account: string }>).map((u) => u.account).filter((a) => a.startsWith('ud_')).sort();
};

describe('data rules on the user page', () => {
  it('@organizeId keeps a department head to their own organisation', async () => {
    await createUser(t.db, { account: 'ud_other', organizeId: otherDepartment });
    await createUser(t.db, { account: 'ud_same', organizeId: departmentId });
    const head = await ruledUser('ud_head', [{ logic: 'and', groups: [{ field: 'organizeId', op: 'Equal', value: '@organizeId' }] }], { organizeId: otherDepartment });
    expect(await accounts(head.token)).toEqual(['ud_head', 'ud_other']);
  });

  it('@subordinateId covers the whole chain of reports, @userId the user', async () => {
    const boss = await ruledUser('ud_boss', [{ logic: 'or', groups: [
      { field: 'id', op: 'Equal', value: '@subordinateId' }, { field: 'id', op: 'Equal', value: '@userId' },
    ] }]);
    const lead = await createUser(t.db, { account: 'ud_lead', managerId: boss.id });
    await createUser(t.db, { account: 'ud_dev', managerId: lead });
    expect(await accounts(boss.token)).toEqual(['ud_boss', 'ud_dev', 'ud_lead']);
  });

  it('a number field compares numerically and a literal that is no number matches nothing', async () => {
    const a = await ruledUser('ud_num', [{ logic: 'and', groups: [{ field: 'gender', op: 'Equal', value: 'x' }] }]);
    expect(await accounts(a.token)).toEqual([]);
  });
});
