import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateModel } from '../../schemas/model/validate';
import type { Model } from '../../schemas/model';
import { openDatabase, type Database } from '../../server/db/client';
import { checkImportRows, IMPORT_BATCH, importKind } from '../../server/resource/import';
import { ensureTable, tableFromModel } from '../../server/resource/dynamic';
import type { ImportContext } from '../../server/resource/types';
import { testDatabaseConfig } from './helpers';

// The row check of an import runs on the event loop; it must give other requests a turn between batches.
let database: Database;
let drop: () => Promise<void>;
let model: Model;

beforeAll(async () => {
  const made = await testDatabaseConfig();
  drop = made.drop;
  database = await openDatabase(made.config);
  const check = validateModel(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures/supplier-contact.model.json'), 'utf8')));
  if (!check.ok) throw new Error(check.errors.join('\n'));
  model = check.model;
  await ensureTable(database.db, model);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('import check in batches', () => {
  it('lets the event loop turn between batches of rows, and checks every row as before', async () => {
    const count = IMPORT_BATCH * 3 + 7;
    const sheet = [['姓名', '电话', '额度(元)', '级别', '合作日期'], ...Array.from({ length: count }, (_, i) => [`人${i}`, '', i % 2 ? '1.5' : 'x', '普通', ''])];
    let turns = 0;
    let watching = true;
    const tick = () => {
      turns += 1;
      if (watching) setImmediate(tick);
    };
    setImmediate(tick);
    const resource = { model, table: tableFromModel(model), db: database.db, scopeOf: async () => ({ canCreate: true }) };
    const ctx: ImportContext = { db: database.db, request: {} as ImportContext['request'], resource, scope: { canCreate: true } };
    const result = await checkImportRows(ctx, importKind(resource, undefined), sheet, 'zh');
    watching = false;
    // Other work (here: a setImmediate chain standing for other requests) ran during the check.
    expect(turns).toBeGreaterThanOrEqual(3);
    expect(result.list).toHaveLength(count);
    expect(result.blnError).toBe(true);
    expect(result.list[1]).toEqual({ name: '人1', phone: null, creditLimit: '1.5', level: 1, since: null });
    expect(result.list[0]).toMatchObject({ blnError: true, errors: { creditLimit: expect.stringContaining('额度(元)') } });
  });
});
