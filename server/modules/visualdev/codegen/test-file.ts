import type { Model } from '../../../../schemas/model';
import type { ModuleNames } from './module-files';
import { sampleChange, samplePayload } from './samples';
import { commentText, quote, tsLiteral } from './ts-literal';

/**
 * The generated module's API test: the standard route suite of tests/api/dynamic-model.test.ts (create, page,
 * detail, update, 409, delete, bad input, 403, 600) on the module's own resource, its table made by ensureTable
 * so it runs before a migration exists.
 */
export function testFile(model: Model, names: ModuleNames): { content: string; unsampled: string[] } {
  const { payload, unsampled } = samplePayload(model.fields);
  const change = sampleChange(model.fields);
  const required = model.fields.find((f) => f.required && !f.readonly && payload[f.key] !== undefined);
  const base = model.routes.base;
  const badInput = required
    ? `
  it('refuses a record without ${required.key}, naming the field, and writes nothing', async () => {
    const { ${required.key}: _left, ...rest } = sample;
    void _left;
    const reply = await call(app, 'POST', \`\${base}/edit\`, { token: admin, payload: rest });
    expect(reply).toMatchObject({ code: 400, data: { field: ${quote(required.key)} } });
    expect((await call(app, 'GET', \`\${base}/page\`, { token: admin })).data.pagination.total).toBe(0);
  });
`
    : '';
  const update = change
    ? `{ id: created.id, version: 0, ${change.key}: ${tsLiteral(change.value)} }`
    : '{ id: created.id, version: 0 }';
  const content = `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { resourceRoutes } from '../../server/resource';
import { ensureTable } from '../../server/resource/dynamic';
import { ${names.resource} } from '../../server/modules/${names.area}/${names.name}';
import { adminLogin, call, createUser, login, testDatabaseConfig } from './helpers';

/**
 * ${commentText(model.label.en)} (generated): the standard route suite on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 * The table is made by ensureTable, so the test runs before the migration is generated.
 */

const base = ${quote(base)};
const sample: Record<string, unknown> = ${tsLiteral(payload, 0, 'const sample: Record<string, unknown> = ')};

let database: Database;
let drop: () => Promise<void>;
let app: App;
let admin: string;

beforeAll(async () => {
  let config;
  ({ config, drop } = await testDatabaseConfig());
  database = await openDatabase(config);
  await ensureTable(database.db, ${names.resource}.model);
  app = await buildApp({ config, database, logger: false });
  await app.register(async (scoped) => { await resourceRoutes(scoped, [${names.resource}]); });
  await app.ready();
  admin = await adminLogin(app);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
});

describe(${quote(`${model.label.en} routes`)}, () => {
${badInput}
  it('creates, pages, reads, updates (a stale version is 409) and deletes a record', async () => {
    const reply = await call(app, 'POST', \`\${base}/edit\`, { token: admin, payload: sample });
    expect(reply).toMatchObject({ code: 200, data: { version: 0 } });
    const created = reply.data;
    const page = await call(app, 'GET', \`\${base}/page\`, { token: admin });
    expect(page.data.list.map((r: { id: string }) => r.id)).toEqual([created.id]);
    expect((await call(app, 'GET', \`\${base}/detail/\${created.id}\`, { token: admin })).data).toMatchObject({ id: created.id, version: 0 });
    const updated = await call(app, 'POST', \`\${base}/edit\`, { token: admin, payload: ${update} });
    expect(updated).toMatchObject({ code: 200, data: { id: created.id } });
    expect((await call(app, 'POST', \`\${base}/edit\`, { token: admin, payload: { id: created.id, version: 0 } })).code).toBe(409);
    expect((await call(app, 'DELETE', \`\${base}/delete\`, { token: admin, payload: { ids: [created.id] } })).code).toBe(200);
    expect((await call(app, 'GET', \`\${base}/detail/\${created.id}\`, { token: admin })).code).toBe(404);
  });

  it('answers 600 without a session and 403 without the page, writing nothing', async () => {
    expect((await call(app, 'GET', \`\${base}/page\`)).code).toBe(600);
    expect((await call(app, 'POST', \`\${base}/edit\`, { payload: sample })).code).toBe(600);
    const account = \`gen\${Date.now()}\`;
    await createUser(database.db, { account, password: 'P1' });
    const nobody = await login(app, account, 'P1');
    expect((await call(app, 'GET', \`\${base}/page\`, { token: nobody })).code).toBe(403);
    expect((await call(app, 'POST', \`\${base}/edit\`, { token: nobody, payload: sample })).code).toBe(403);
    expect((await call(app, 'GET', \`\${base}/page\`, { token: admin })).data.pagination.total).toBe(0);
  });
});
`;
  return { content, unsampled };
}
