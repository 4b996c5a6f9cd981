import { sql } from 'drizzle-orm';
import { menuDataSchemes, roles } from '../../server/db/schema';
import { dataRuleFilter } from '../../server/modules/permission/data-rules';
import { USER_RULE_FIELDS } from '../../server/modules/permission/user-data-rules';
import type { App } from '../../server/app';
import { expect } from 'vitest';
import { adminLogin, call, createUser, grant, login, menuId, type TestContext } from './helpers';

/**
 * Probe routes for what the platform costs a request (request-cost.test.ts, session-cache.test.ts): `probe` does no
 * work of its own, `one` one statement, `scoped` reads the caller's data rule on the user menu. Pass as `beforeReady`.
 */
export function probeRoutes(app: App): void {
  app.get('/api/test/probe', { config: { access: { menu: 'user' } } }, async () => ({ code: 200, msg: 'ok' }));
  app.get('/api/test/one', { config: { access: { menu: 'user' } } }, async () => {
    await app.database.db.execute(sql`select 1`);
    return { code: 200, msg: 'ok' };
  });
  app.get('/api/test/scoped', { config: { access: { menu: 'user' } } }, async (request) => {
    const rule = await dataRuleFilter(request, app.database.db, 'user', USER_RULE_FIELDS);
    return { code: 200, msg: 'ok', data: { ruled: rule !== undefined } };
  });
}

export interface ProbeUsers { admin: string; scoped: string; plain: string; roleId: string }

/**
 * A role granted the user menu, and two users of it signed in: `scoped` under a data-rule scheme whose condition groups
 * are `groups`, `plain` without one; with the administrator's token. `prefix` keeps the accounts and codes apart.
 */
export async function probeUsers(t: TestContext, prefix: string, groups: ReadonlyArray<Record<string, string>>): Promise<ProbeUsers> {
  const admin = await adminLogin(t.app);
  const [role] = await t.db.insert(roles).values({ enCode: `${prefix}Role`, fullName: `${prefix}Role` }).returning();
  await grant(t.db, 'Role', role.id, 'module', await menuId(t.db, 'user'));
  const [scheme] = await t.db.insert(menuDataSchemes).values({
    moduleId: await menuId(t.db, 'user'), enCode: `${prefix}_sub`, fullName: prefix,
    conditionJson: JSON.stringify([{ logic: 'or', groups }]),
  }).returning();
  const scopedId = await createUser(t.db, { account: `${prefix}_scoped`, password: 'Pass01', roleIds: [role.id] });
  await grant(t.db, 'User', scopedId, 'resource', scheme.id);
  await createUser(t.db, { account: `${prefix}_plain`, password: 'Pass01', roleIds: [role.id] });
  return { admin, scoped: await login(t.app, `${prefix}_scoped`, 'Pass01'), plain: await login(t.app, `${prefix}_plain`, 'Pass01'), roleId: role.id };
}

/** Statements per request of `url` over `n` calls after one warm-up call, the logs written in batches included. */
export async function statementsPerRequest(t: TestContext, url: string, token: string, n: number): Promise<number> {
  expect((await call(t.app, 'GET', url, { token })).code).toBe(200);
  await t.app.logWriter.flush();
  const before = t.app.database.statements.count;
  for (let i = 0; i < n; i += 1) expect((await call(t.app, 'GET', url, { token })).code).toBe(200);
  await t.app.logWriter.flush();
  return (t.app.database.statements.count - before) / n;
}
