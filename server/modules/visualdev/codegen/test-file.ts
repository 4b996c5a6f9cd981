import type { Model } from '../../../../schemas/model';
import { childFields } from '../../../resource/children';
import type { ModuleChild, ModuleNames } from './module-files';
import { dictionaryFields, sampleChange, samplePayload } from './samples';
import { commentText, quote, tsLiteral } from './ts-literal';

/**
 * The generated module's API test: the standard route suite of tests/api/dynamic-model.test.ts (create, page,
 * detail, update, 409, delete, bad input, 403, 600) on the module's own resource, its tables made by ensureTable
 * so it runs before a migration exists; a sub-table's rows are created, continued and added to; a required
 * dictionary field gets an item the test adds to its database.
 */
export function testFile(model: Model, names: ModuleNames, children: ModuleChild[] = []): { content: string; unsampled: string[] } {
  const { payload, unsampled } = samplePayload(model.fields);
  const dictionaries: Array<[string, string, string, string | null]> = dictionaryFields(model.fields).map((f) => [f.key, f.dictionary!.type, f.dictionary!.valueKey ?? 'id', null]);
  for (const c of children) {
    const fields = childFields(c);
    const row = samplePayload(fields);
    payload[c.key] = [row.payload];
    unsampled.push(...row.unsampled.map((k) => `${c.key}.${k}`));
    dictionaries.push(...dictionaryFields(fields).map((f): [string, string, string, string | null] => [f.key, f.dictionary!.type, f.dictionary!.valueKey ?? 'id', c.key]));
  }
  const childKeys = children.map((c) => c.key);
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
  // The update continues each sub-table's stored row and adds one.
  const rowsUpdate = childKeys.length ? ', ...Object.fromEntries(CHILD_KEYS.map((k) => [k, [...created[k], ...(sample[k] as unknown[])]]))' : '';
  const update = change
    ? `{ id: created.id, version: 0, ${change.key}: ${tsLiteral(change.value)}${rowsUpdate} }`
    : `{ id: created.id, version: 0${rowsUpdate} }`;
  const dictionarySetup = dictionaries.length
    ? `
/** Required dictionary fields: [field, dictionary type code, stored item key, sub-table or null]; each gets an item added here. */
const DICTIONARY_FIELDS: Array<[string, string, 'id' | 'enCode' | 'fullName', string | null]> = ${tsLiteral(dictionaries)};

async function dictionaryItem(type: string, key: 'id' | 'enCode' | 'fullName'): Promise<string> {
  let [found] = await database.db.select({ id: dictionaryTypes.id }).from(dictionaryTypes).where(eq(dictionaryTypes.enCode, type));
  if (!found) [found] = await database.db.insert(dictionaryTypes).values({ fullName: type, enCode: type }).returning({ id: dictionaryTypes.id });
  const [item] = await database.db.insert(dictionaryData).values({ typeId: found.id, fullName: '样例', enCode: \`sample\${Date.now()}\` }).returning();
  return String(item[key]);
}
`
    : '';
  const dictionaryFill = dictionaries.length
    ? `
  for (const [key, type, stored, child] of DICTIONARY_FIELDS) {
    const value = await dictionaryItem(type, stored);
    if (child) for (const row of sample[child] as Record<string, unknown>[]) row[key] = value;
    else sample[key] = value;
  }`
    : '';
  const rowsChecks = childKeys.length
    ? `
    for (const k of CHILD_KEYS) expect(created[k]).toHaveLength(1);`
    : '';
  const rowsUpdated = childKeys.length
    ? `
    for (const k of CHILD_KEYS) {
      expect(updated.data[k]).toHaveLength(2);
      expect(updated.data[k][0].id).toBe(created[k][0].id);
    }`
    : '';
  const content = `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
${dictionaries.length ? "import { eq } from 'drizzle-orm';\n" : ''}import { buildApp, type App } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { resourceRoutes } from '../../server/resource';
import { ensureTable } from '../../server/resource/dynamic';
${dictionaries.length ? "import { dictionaryData, dictionaryTypes } from '../../server/modules/system/catalogue-tables';\n" : ''}import { ${names.resource} } from '../../server/modules/${names.area}/${names.name}';
import { adminLogin, call, createUser, login, testDatabaseConfig } from './helpers';

/**
 * ${commentText(model.label.en)} (generated): the standard route suite on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 * The tables are made by ensureTable, so the test runs before the migration is generated.
 */

const base = ${quote(base)};
const sample: Record<string, unknown> = ${tsLiteral(payload, 0, 'const sample: Record<string, unknown> = ')};${childKeys.length ? `
/** The sub-tables: their rows travel under these keys. */
const CHILD_KEYS = ${tsLiteral(childKeys)};` : ''}

let database: Database;
let drop: () => Promise<void>;
let app: App;
let admin: string;
${dictionarySetup}
beforeAll(async () => {
  let config;
  ({ config, drop } = await testDatabaseConfig());
  database = await openDatabase(config);
  await ensureTable(database.db, ${names.resource}.model);
  for (const child of ${names.resource}.children ?? []) await ensureTable(database.db, child.model);
  app = await buildApp({ config, database, logger: false });
  await app.register(async (scoped) => { await resourceRoutes(scoped, [${names.resource}]); });
  await app.ready();
  admin = await adminLogin(app);${dictionaryFill}
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
    const created = reply.data;${rowsChecks}
    const page = await call(app, 'GET', \`\${base}/page\`, { token: admin });
    expect(page.data.list.map((r: { id: string }) => r.id)).toEqual([created.id]);
    expect((await call(app, 'GET', \`\${base}/detail/\${created.id}\`, { token: admin })).data).toMatchObject({ id: created.id, version: 0 });
    const updated = await call(app, 'POST', \`\${base}/edit\`, { token: admin, payload: ${update} });
    expect(updated).toMatchObject({ code: 200, data: { id: created.id } });${rowsUpdated}
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
