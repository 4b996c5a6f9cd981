import { fundBatchModel, fundModel, specialFundModel } from '../../../models/gold/fund';
import type { ResourceDef } from '../../resource';
import { goldScopeHook } from './scope';
import { shopFundBatches, shopFunds, shopSpecialFunds } from './finance-tables';

/** Fund batches (docs/domain.md#fund-batch). */
export const fundBatchResource: ResourceDef = {
  model: fundBatchModel,
  table: shopFundBatches,
  hooks: { scope: goldScopeHook('fundBatch', 'fundBatch', () => true) },
};

/** Funds (docs/domain.md#fund). */
export const fundResource: ResourceDef = {
  model: fundModel,
  table: shopFunds,
  hooks: { scope: goldScopeHook('fund', 'fund', () => true) },
};

/** Special funds (docs/domain.md#special-fund). */
export const specialFundResource: ResourceDef = {
  model: specialFundModel,
  table: shopSpecialFunds,
  hooks: { scope: goldScopeHook('specialFund', 'specialFund', () => true) },
};
