import { sql } from 'drizzle-orm';
import type { Tx } from './client';
import { SEEDED_NAMES } from './seed-names';
import { LOCAL_CONFIG_KEYS } from '../modules/system/config-defaults';
import { jsonTexts } from './json-params';

/** The tables whose `full_name` is a name that is data, with its other languages in `name_i18n`. */
export const NAMED_TABLES = ['menus', 'menu_buttons', 'menu_columns', 'menu_forms', 'menu_data_schemes', 'dictionary_types', 'dictionary_data',
  'roles', 'positions', 'organizations'] as const;

/**
 * Gives every row whose name is still a seeded zh text (SEEDED_NAMES) and that has no other languages yet its zhtw and
 * en; the product's name and copyright in system configuration likewise. Runs at every start, after the seed steps:
 * cheap (one statement per table), it reaches rows of a database seeded by an older version and rows a later seed step
 * adds, and never touches a row an administrator renamed or gave languages to.
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
