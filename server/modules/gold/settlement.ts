import { settlementDayModel, settlementModel } from '../../../models/gold/settlement';
import type { ResourceDef } from '../../resource';
import { goldScopeHook } from './scope';
import { shopSettlementDays } from './tables';
import { shopSettlements } from './finance-tables';

/** Settlement days (docs/domain.md#settlement-day): derived rows, read and re-priced through the settlement page. */
export const settlementDayResource: ResourceDef = {
  model: settlementDayModel,
  table: shopSettlementDays,
  hooks: { scope: goldScopeHook('settlementDay', 'settlementDay', () => true) },
};

/** Settlements (docs/domain.md#settlement). */
export const settlementResource: ResourceDef = {
  model: settlementModel,
  table: shopSettlements,
  hooks: { scope: goldScopeHook('settlement', 'settlement', () => true) },
};
