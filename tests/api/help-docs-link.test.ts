import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { menus, seedSteps } from '../../server/db/schema';
import { testDatabaseConfig } from './helpers';

/* The sidebar's 帮助文档 opens the user guide (/help), on a new database and on one seeded when it opened /api/docs. */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const made = await testDatabaseConfig();
  drop = made.drop;
  database = await openDatabase(made.config);
  await seedDatabase(database.db, { adminPassword: 'Admin12345' });
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const helpDocs = async () => (await database.db.select().from(menus).where(eq(menus.enCode, 'helpDocs')))[0];

/** The database as an older version left it: the old address, the step not yet applied. */
async function asBefore(address: string) {
  await database.db.update(menus).set({ urlAddress: address }).where(eq(menus.enCode, 'helpDocs'));
  await database.db.delete(seedSteps).where(eq(seedSteps.name, 'help-docs-guide'));
}

describe('帮助文档 menu', () => {
  it('is seeded as a link to the user guide in a new tab', async () => {
    expect(await helpDocs()).toMatchObject({ type: 7, urlAddress: '/help', linkTarget: '_blank' });
  });

  it('moves from the API reference to the guide on the next start of an older database', async () => {
    await asBefore('/api/docs');
    await seedDatabase(database.db, {});
    expect((await helpDocs()).urlAddress).toBe('/help');
  });

  it('keeps an address the administrator set', async () => {
    await asBefore('https://wiki.example.com/guide');
    await seedDatabase(database.db, {});
    expect((await helpDocs()).urlAddress).toBe('https://wiki.example.com/guide');
  });
});
