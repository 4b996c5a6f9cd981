import { fundBatchModel, fundModel, specialFundModel } from '../../../models/gold/fund';
import type { ResourceDef } from '../../resource';
import { goldScopeHook } from './scope';
import { shopFundBatches, shopFunds, shopSpecialFunds } from './finance-tables';
import { fundBatchRoutes } from './fund-batch-routes';
import { releaseFunds } from './fund-delete';
import { fundRoutes } from './fund-routes';
import { specialFundBeforeDelete, specialFundBeforeSave, specialFundRoutes } from './special-fund';

/** Fund batches (docs/domain.md#fund-batch): written only through their funds; pages, presenting and receipt in fund-batch-routes.ts. */
export const fundBatchResource: ResourceDef = {
  model: fundBatchModel,
  table: shopFundBatches,
  hooks: { scope: goldScopeHook('fundBatch', 'fundBatch', () => true), routes: fundBatchRoutes },
};

/** Funds (docs/domain.md#fund): registered by fund-save.ts, completed by fund-receipt.ts, deleted by the engine while registered. */
export const fundResource: ResourceDef = {
  model: fundModel,
  table: shopFunds,
  hooks: { scope: goldScopeHook('fund', 'fund', () => true), beforeDelete: releaseFunds, routes: fundRoutes },
};

/** Special funds (docs/domain.md#special-fund). */
export const specialFundResource: ResourceDef = {
  model: specialFundModel,
  table: shopSpecialFunds,
  hooks: {
    scope: goldScopeHook('specialFund', 'specialFund', () => true), beforeSave: specialFundBeforeSave, beforeDelete: specialFundBeforeDelete, routes: specialFundRoutes,
  },
};
