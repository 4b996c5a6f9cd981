import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { pageWindow } from '../../server/core/paging';
import { allianceBusinesses, goldUserScopes, shops, spvs } from '../../server/db/schema';
import { schemeId } from './gold-helpers';
import { ADMIN_PASSWORD, adminLogin, buttonId, call, createUser, grant, login, menuId, scratchDatabase } from './helpers';

/**
 * A page of a resource is a named statement that PostgreSQL plans once and then reuses (docs/architecture.md#request-cost).
 * With LIMIT and OFFSET as parameters it never did: PostgreSQL cannot estimate them, so it planned the page's joins on
 * every request. Plans need a PostgreSQL server: TEST_DATABASE_URL, else the machine's (as db-limits.test.ts).
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
let app: App;
let drop: () => Promise<void>;

beforeAll(async () => {
  const scratch = await scratchDatabase(ADMIN_URL);
  drop = scratch.drop;
  // One connection, so the statements it keeps (pg_prepared_statements is per session) are all the requests made.
  const config = { ...loadConfig({}), embedded: 'memory' as const, databaseUrl: scratch.url, dbPoolMax: 1, adminPassword: ADMIN_PASSWORD, logLevel: 'silent', seedDemo: false, jobPollMs: 0 };
  app = await buildApp({ config, logger: false, codeSender: () => {} });
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('pageWindow', () => {
  it('writes the first pages as literals and leaves deeper ones to parameters', () => {
    expect(pageWindow({ currentPage: 3, pageSize: 20 })?.offset.queryChunks).toEqual([{ value: ['40'] }]);
    expect(pageWindow({ currentPage: 1, pageSize: 20 })?.limit.queryChunks).toEqual([{ value: ['20'] }]);
    expect(pageWindow({ currentPage: 6, pageSize: 20 })).toBeNull();
    expect(pageWindow({ currentPage: 1, pageSize: 1.5 })).toBeNull();
  });
});

describe('the shop page on PostgreSQL', () => {
  it('earns a generic plan for the administrator, a data-scoped user and a search', async () => {
    const db = app.database.db;
    const [spv] = await db.insert(spvs).values([{ code: 'SPVPLAN1', name: '计划SPV' }]).returning({ id: spvs.id });
    const [franchisee] = await db.insert(allianceBusinesses).values([{ code: 'JMSPLAN1', type: 2, name: '计划加盟商', spvId: spv.id }]).returning({ id: allianceBusinesses.id });
    await db.insert(shops).values(Array.from({ length: 30 }, (_, i) => ({
      code: `MDPLAN${i}`, name: `计划门店${i}`, allianceBusinessId: franchisee.id, spvId: spv.id,
    })));
    const userId = await createUser(db, { account: 'planscoped', password: 'Plan1234' });
    await grant(db, 'User', userId, 'module', await menuId(db, 'goldStore'));
    await grant(db, 'User', userId, 'button', await buttonId(db, 'goldStore', 'btn_detail'));
    await grant(db, 'User', userId, 'resource', await schemeId(db, 'goldStore', 'spvData'));
    await db.insert(goldUserScopes).values({ userId, spvId: spv.id });
    const tokens = [await adminLogin(app), await login(app, 'planscoped', 'Plan1234')];

    for (const token of tokens) {
      for (const query of ['', '&keyword=计划门店']) {
        for (let i = 0; i < 24; i++) {
          // A write moves the data epoch: the page without a search alternates between its statement with the total
          // and the one without (the total kept, resource/page-total.ts), and each must earn its plan.
          if (!query && i % 2 === 0) await db.update(shops).set({ manager: `m${i}` }).where(eq(shops.code, 'MDPLAN0'));
          const r = await call(app, 'GET', `/api/shop/page?currentPage=1&pageSize=20${query}`, { token });
          expect(r.code).toBe(200);
          expect(r.data.list).toHaveLength(20);
        }
      }
    }
    const { rows } = (await db.execute(sql`select statement, generic_plans from pg_prepared_statements
      where statement like '%from "shops"%' and statement like '%limit%'`)) as unknown as { rows: Array<{ statement: string; generic_plans: string }> };
    expect(rows).toHaveLength(6); // administrator and scoped user: with a search, and without one counting or not
    for (const row of rows) expect({ statement: row.statement.slice(-120), generic: Number(row.generic_plans) > 0 }).toMatchObject({ generic: true });
  });
});
