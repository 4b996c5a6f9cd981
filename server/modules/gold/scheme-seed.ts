import { eq, inArray } from 'drizzle-orm';
import type { SeedStep } from '../../db/seed-steps';
import { menuDataSchemes, menus } from '../permission/tables';
import { GOLD_SCHEMES } from './data-rules';
import { GOLD_MENUS } from './seed';

/** The "own SPV" and "own franchisee" data-rule schemes on every gold master page. */
export const goldDataSchemes: SeedStep = {
  name: 'gold-data-schemes',
  async run(tx) {
    const pages = await tx.select({ id: menus.id }).from(menus).where(inArray(menus.enCode, Object.values(GOLD_MENUS)));
    for (const page of pages) {
      await tx.update(menus).set({ isDataAuthorize: 1 }).where(eq(menus.id, page.id));
      await tx.insert(menuDataSchemes).values(GOLD_SCHEMES.map((s, i) => ({
        moduleId: page.id, enCode: s.enCode, fullName: s.fullName, conditionText: s.conditionText,
        conditionJson: JSON.stringify(s.conditions), sortCode: i + 1,
      })));
    }
  },
};
