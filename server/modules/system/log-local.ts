import { inArray } from 'drizzle-orm';
import type { Lang } from '../../core/i18n';
import { nameIn, type NameI18n } from '../../core/local-name';
import type { DbOrTx } from '../../db/client';
import { menuButtons, menus } from '../../db/schema';
import { logTextIn } from './log-text';

interface LogRowText { moduleId: string | null; moduleName: string | null; type: string | null; abstracts: string | null }

/**
 * Log rows as a reader in `lang` reads them: the summary's fixed texts (log-text.ts), and the menu and the button a
 * row names (stored as their zh names when written) in the reader's language while the menu or button still bears
 * that name. What users typed (a record's code or name) and the names of renamed menus stay as stored.
 */
export async function localizeLogRows<T extends LogRowText>(db: DbOrTx, lang: Lang, rows: T[]): Promise<T[]> {
  if (lang === 'zh' || rows.length === 0) return rows;
  const moduleIds = [...new Set(rows.map((r) => r.moduleId).filter((id): id is string => !!id))];
  const [menuRows, buttonRows] = moduleIds.length
    ? await Promise.all([
      db.select({ id: menus.id, fullName: menus.fullName, nameI18n: menus.nameI18n }).from(menus).where(inArray(menus.id, moduleIds)),
      db.select({ moduleId: menuButtons.moduleId, fullName: menuButtons.fullName, nameI18n: menuButtons.nameI18n })
        .from(menuButtons).where(inArray(menuButtons.moduleId, moduleIds)),
    ])
    : [[], []];
  const named = (zh: string, i18n: NameI18n | null) => [zh, nameIn(lang, zh, i18n)] as const;
  const menuName = new Map(menuRows.map((m) => [m.id, named(m.fullName, m.nameI18n)]));
  const buttonName = new Map(buttonRows.map((b) => [`${b.moduleId}\n${b.fullName}`, nameIn(lang, b.fullName, b.nameI18n)]));
  return rows.map((r) => {
    const menu = r.moduleId ? menuName.get(r.moduleId) : undefined;
    return {
      ...r,
      moduleName: menu && menu[0] === r.moduleName ? menu[1] : r.moduleName,
      type: (r.moduleId && r.type !== null && buttonName.get(`${r.moduleId}\n${r.type}`)) || logTextIn(lang, r.type),
      abstracts: logTextIn(lang, r.abstracts),
    };
  });
}
