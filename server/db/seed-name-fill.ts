import { createHash } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import type { Tx } from './client';
import { seedSteps } from '../modules/system/catalogue-tables';
import { SEEDED_NAMES } from './seed-names';
import { LOCAL_CONFIG_KEYS } from '../modules/system/config-defaults';
import { jsonTexts } from './json-params';

/** The tables whose `full_name` is a name that is data, with its other languages in `name_i18n`. */
export const NAMED_TABLES = ['menus', 'menu_buttons', 'menu_columns', 'menu_forms', 'menu_data_schemes', 'dictionary_types', 'dictionary_data',
  'roles', 'positions', 'organizations'] as const;

/**
 * Gives every row whose name is still a seeded zh text (SEEDED_NAMES) and that has no other languages yet its zhtw and
 * en; the product's name and copyright in system configuration likewise. It reaches rows of a database seeded by an
 * older version and rows a later seed step adds, and never touches a row an administrator renamed or gave languages to.
 */
export async function fillSeededNames(tx: Tx): Promise<void> {
  const names = JSON.stringify(SEEDED_NAMES);
  for (const table of NAMED_TABLES) {
    await tx.execute(sql`update ${sql.identifier(table)} t set name_i18n = v.value
      from jsonb_each(${names}::jsonb) v where t.full_name = v.key and t.name_i18n is null`);
  }
  await tx.execute(sql`update sys_config c set value_i18n = v.value
    from jsonb_each(${names}::jsonb) v where c.value = v.key and c.value_i18n is null and c.key in ${jsonTexts(LOCAL_CONFIG_KEYS)}`);
}

/** The fill of this version's catalogue, recorded in seed_steps: a changed catalogue is a new marker. */
const PREFIX = 'seeded-names:';
export const SEEDED_NAMES_MARKER = PREFIX + createHash('sha256')
  .update(JSON.stringify([SEEDED_NAMES, NAMED_TABLES, LOCAL_CONFIG_KEYS])).digest('hex').slice(0, 16);

/**
 * fillSeededNames, at a start, only when it may change something: the seeds wrote rows (`seedsWrote`: a new database,
 * a seed step or setting added by this version), or the catalogue changed since the last fill (its marker is missing,
 * as in a database of an older version). Otherwise a start costs one indexed read. True when it filled.
 */
export async function fillSeededNamesIfNeeded(tx: Tx, seedsWrote: boolean): Promise<boolean> {
  if (!seedsWrote) {
    const [done] = await tx.select({ name: seedSteps.name }).from(seedSteps).where(eq(seedSteps.name, SEEDED_NAMES_MARKER)).limit(1);
    if (done) return false;
  }
  await fillSeededNames(tx);
  await tx.delete(seedSteps).where(like(seedSteps.name, `${PREFIX}%`));
  await tx.insert(seedSteps).values({ name: SEEDED_NAMES_MARKER, appliedAt: new Date().toISOString() });
  return true;
}
