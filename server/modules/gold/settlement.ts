import { inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { settlementDayModel, settlementModel } from '../../../models/gold/settlement';
import { badRequest } from '../../core/errors';
import { fillAll } from '../../core/text';
import type { ResourceDef } from '../../resource';
import { FilterEnum } from '../../resource/http';
import { shopSettlements } from './finance-tables';
import { SETTLEMENT_TEXT } from './messages';
import { assertMonthsOpen } from './month-guard';
import { goldScopeHook } from './scope';
import { settlementDayActions } from './settlement-day-routes';
import { refreshSettlementDays } from './settlement-days';
import { settlementActions } from './settlement-routes';
import { shopSettlementDays } from './tables';

/** Settlement days (docs/domain.md#settlement-day): derived rows, read and re-priced through the settlement page. */
export const settlementDayResource: ResourceDef = {
  model: settlementDayModel,
  table: shopSettlementDays,
  hooks: {
    scope: goldScopeHook('settlementDay', 'settlementDay', () => true),
    filters: {
      settled: {
        schema: FilterEnum([0, 1], '1 settled, 0 not yet'),
        where: (value, table) => (Number(value) === 1 ? isNotNull(table.settlementId) : isNull(table.settlementId)),
      },
    },
    routes: settlementDayActions,
  },
};

/**
 * Settlements (docs/domain.md#settlement; "Decisions of gold operations II"): saved by `save` (./settlement-save.ts);
 * deleted only while no fund allocates to them, their days returning unsettled and re-derived.
 */
export const settlementResource: ResourceDef = {
  model: settlementModel,
  table: shopSettlements,
  hooks: {
    scope: goldScopeHook('settlement', 'settlement', () => true),
    async beforeDelete(tx, rows, actor) {
      const allocated = rows.find((r) => Number(r.allocatedAmount) > 0);
      if (allocated) throw badRequest(fillAll(SETTLEMENT_TEXT.allocated, { code: allocated.code }));
      // A closed month's ledger counted it (docs/domain.md, month-end).
      await assertMonthsOpen(tx, rows.map((r) => ({ shopId: r.shopId as string, date: r.settlementDate as string })));
      const released = await tx.update(shopSettlementDays)
        .set({ settlementId: null, version: sql`${shopSettlementDays.version} + 1`, updatedAt: new Date(), updatedBy: actor.id })
        .where(inArray(shopSettlementDays.settlementId, rows.map((r) => r.id)))
        .returning({ shopId: shopSettlementDays.shopId, day: shopSettlementDays.day });
      // Prices may have moved while the days were settled: they follow the current ones again.
      await refreshSettlementDays(tx, released, actor.id);
    },
    routes: (app, resource) => settlementActions(app, resource, settlementDayResource),
  },
};
