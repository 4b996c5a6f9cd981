import { eq, inArray } from 'drizzle-orm';
import type { SeedStep } from '../../db/seed-steps';
import { menuDataSchemes, menus } from '../permission/tables';
import { GOLD_SCHEMES } from './data-rules';
import { GOLD_MENUS } from './seed';
import { GOLD_FINANCE_MENUS } from '../../../models/gold';

/** The "own SPV" and "own franchisee" data-rule schemes on the given gold pages. */
const schemesOn = (name: string, pageCodes: string[]): SeedStep => ({
  name,
  async run(tx) {
    const pages = await tx.select({ id: menus.id }).from(menus).where(inArray(menus.enCode, pageCodes));
    for (const page of pages) {
      await tx.update(menus).set({ isDataAuthorize: 1 }).where(eq(menus.id, page.id));
      await tx.insert(menuDataSchemes).values(GOLD_SCHEMES.map((s, i) => ({
        moduleId: page.id, enCode: s.enCode, fullName: s.fullName, conditionText: s.conditionText,
        conditionJson: JSON.stringify(s.conditions), sortCode: i + 1,
      })));
    }
  },
});

export const goldDataSchemes = schemesOn('gold-data-schemes', [GOLD_MENUS.spv, GOLD_MENUS.franchisee, GOLD_MENUS.shop]);
/** Stock and sales pages (gold operations I); prices are company-wide and have none. */
export const goldOperationSchemes = schemesOn('gold-operation-schemes', [GOLD_MENUS.inventory, GOLD_MENUS.sale]);
/** The finance and month-end pages (gold operations II). */
export const goldFinanceSchemes = schemesOn('gold-finance-schemes', GOLD_FINANCE_MENUS);
