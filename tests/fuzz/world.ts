import { sql } from 'drizzle-orm';
import type { App } from '../../server/app';
import { goldUserScopes, menuDataSchemes, organizations, roles } from '../../server/db/schema';
import type { RouteAccess } from '../../server/core/route-access';
import { anyOf } from '../../server/core/route-access';
import { adminLogin, buttonId, call, createUser, grant, login, menuId, seeded } from '../api/helpers';
import { creditCode, schemeId } from '../api/gold-helpers';
import type { IdPools } from './inputs';

/**
 * What the fuzz user holds, through one role: most pages to read; writes only on the two pages with a
 * data rule (users of its own organisation, gold records of its own SPV), and no add, authorise or
 * catalogue buttons. So every write it could make names a record, and the fuzzer names only records
 * out of its reach: "zero writes" then means every such write was refused.
 */
export const FUZZ_GRANTS: Readonly<Record<string, readonly string[]>> = {
  user: ['btn_edit', 'btn_remove', 'btn_resetPassword'],
  goldStore: ['btn_edit', 'btn_remove', 'btn_freeze', 'btn_detail', 'btn_download'],
  goldFranchisee: ['btn_detail', 'btn_download'],
  goldSpv: ['btn_detail'],
  role: [], position: [], organize: [], dictionary: ['btn_download'], area: [], billRule: [], menu: [],
  sysLog: [], onlineUser: [], sysConfig: [], visualDev: [],
};

export const FUZZ_PASSWORD = 'Fuzz1234';

export interface FuzzWorld {
  token: string;
  account: string;
  userId: string;
  pools: IdPools;
  /** Whether the fuzz user passes the route's declared access (it may still be refused inside). */
  reaches(access: RouteAccess): boolean;
}

async function adminCreate(app: App, token: string, url: string, payload: Record<string, unknown>): Promise<string> {
  const r = await call(app, 'POST', url, { token, payload });
  if (r.code !== 200) throw new Error(`fuzz setup ${url}: ${r.code} ${r.msg}`);
  return r.data.id as string;
}

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/** Builds the fuzz user, its colleague and records owned by others; signs the fuzz user in. */
export async function buildWorld(app: App): Promise<FuzzWorld> {
  const db = app.database.db;
  const { companyId } = await seeded(db);
  const [mine, theirs] = await db.insert(organizations).values([
    { category: 'department', parentId: companyId, enCode: 'FUZZMINE', fullName: '模糊测试部' },
    { category: 'department', parentId: companyId, enCode: 'FUZZTHEIRS', fullName: '他人部门' },
  ]).returning({ id: organizations.id });
  const [role] = await db.insert(roles).values({ enCode: 'FUZZROLE', fullName: '模糊测试角色' }).returning({ id: roles.id });

  const [userScheme] = await db.insert(menuDataSchemes).values({
    moduleId: await menuId(db, 'user'), enCode: 'fuzzOwnOrg', fullName: '本组织',
    conditionJson: JSON.stringify([{ logic: 'and', groups: [{ field: 'organizeId', op: 'Equal', value: '@organizeId' }] }]),
  }).returning({ id: menuDataSchemes.id });
  await grant(db, 'Role', role.id, 'resource', userScheme.id);
  for (const [menu, buttons] of Object.entries(FUZZ_GRANTS)) {
    await grant(db, 'Role', role.id, 'module', await menuId(db, menu));
    for (const b of buttons) await grant(db, 'Role', role.id, 'button', await buttonId(db, menu, b));
    if (menu.startsWith('gold')) await grant(db, 'Role', role.id, 'resource', await schemeId(db, menu, 'spvData'));
  }

  const account = 'fuzzer';
  const userId = await createUser(db, { account, password: FUZZ_PASSWORD, organizeId: mine.id, roleIds: [role.id] });
  const mate = await createUser(db, { account: 'fuzzmate', organizeId: mine.id });
  const victims = [
    await createUser(db, { account: 'victim1', organizeId: theirs.id }),
    await createUser(db, { account: 'victim2', organizeId: theirs.id, managerId: userId }),
  ];

  // Gold records: one SPV chain the fuzz user is linked to, one it is not.
  const admin = await adminLogin(app);
  const spvMine = await adminCreate(app, admin, '/api/spv/edit', { name: '模糊SPV甲', phone: '0755-88886666' });
  const spvTheirs = await adminCreate(app, admin, '/api/spv/edit', { name: '模糊SPV乙', phone: '0755-88886667' });
  const franchisee = (spvId: string, n: number) => adminCreate(app, admin, '/api/allianceBusiness/enterpriseEdit', { spvId, name: `模糊加盟商${n}`, creditCode: creditCode(n) });
  const fMine = await franchisee(spvMine, 900001);
  const fTheirs = await franchisee(spvTheirs, 900002);
  const shopMine = await adminCreate(app, admin, '/api/shop/edit', { allianceBusinessId: fMine, name: '模糊门店甲' });
  const shopTheirs = await adminCreate(app, admin, '/api/shop/edit', { allianceBusinessId: fTheirs, name: '模糊门店乙' });
  await db.insert(goldUserScopes).values({ userId, spvId: spvMine });

  const token = await login(app, account, FUZZ_PASSWORD);
  const adminId = rowsOf<{ id: string }>(await db.execute(sql`select id from users where account = 'admin'`))[0].id;
  // Reference ids (roles, menus, dictionaries, areas...) exist for reads; none is a write target of this user.
  const reference = rowsOf<{ id: string }>(await db.execute(sql`
    select id from roles union all select id from positions union all select id from menus
    union all select id from dictionary_types union all select id from bill_rules union all select id from organizations`)).map((r) => r.id);
  const missing = ['00000000-0000-0000-0000-000000000000', 'no-such-id', '1', 'FUZZ0000000000000000'];

  const held = new Map(Object.entries(FUZZ_GRANTS));
  const reaches = (access: RouteAccess) => {
    if (access === 'public' || access === 'session') return true;
    const menus = anyOf(access.menu).filter((m) => held.has(m));
    if (!menus.length) return false;
    if (!access.button) return true;
    return menus.some((m) => anyOf(access.button!).some((b) => held.get(m)!.includes(b)));
  };
  return {
    token,
    account,
    userId,
    reaches,
    pools: {
      outOfReach: [...victims, adminId, spvTheirs, fTheirs, shopTheirs, ...missing],
      inReach: [userId, mate, spvMine, fMine, shopMine, mine.id, theirs.id, '44', '4403', '440305', ...reference.slice(0, 200)],
    },
  };
}
