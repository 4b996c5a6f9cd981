import { eq, sql } from 'drizzle-orm';
import { HOME_CARDS, isHomeCard, type HomeCard } from '../../../models/home';
import { badRequest } from '../../core/errors';
import { fillAll } from '../../core/text';
import type { DbOrTx } from '../../db/client';
import { sysConfig } from '../system/tables';
import { HOME_TEXT } from './messages';

/**
 * Which home cards show, in order (systemConfig/getHomeConfig, updateHomeConfig): one row of the system configuration
 * table under its own category, so the settings page (category SysConfig) neither lists nor overwrites it. Without the
 * row every card shows in the default order; a stored key no longer known is dropped when read.
 */
const KEY = 'homeConfig';
const CATEGORY = 'HomeConfig';

export async function readHomeCards(db: DbOrTx): Promise<HomeCard[]> {
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, KEY));
  if (!row?.value) return [...HOME_CARDS];
  try {
    const cards = (JSON.parse(row.value) as { cards?: unknown }).cards;
    return Array.isArray(cards) ? [...new Set(cards.filter((c): c is HomeCard => typeof c === 'string' && isHomeCard(c)))] : [...HOME_CARDS];
  } catch {
    return [...HOME_CARDS];
  }
}

/** The cards as sent: each a known card, none twice (else a 400 naming `cards`). */
export function checkHomeCards(cards: readonly string[]): HomeCard[] {
  const seen = new Set<string>();
  for (const key of cards) {
    if (!isHomeCard(key)) throw badRequest(fillAll(HOME_TEXT.unknownCard, { key }), 'cards');
    if (seen.has(key)) throw badRequest(fillAll(HOME_TEXT.repeatedCard, { key }), 'cards');
    seen.add(key);
  }
  return cards as HomeCard[];
}

export async function writeHomeCards(db: DbOrTx, cards: HomeCard[]): Promise<void> {
  const value = JSON.stringify({ cards });
  await db.insert(sysConfig).values({ key: KEY, name: '首页配置', category: CATEGORY, value })
    .onConflictDoUpdate({ target: sysConfig.key, set: { value, updatedAt: sql`now()` } });
}
