import { franchiseeModel } from './franchisee';
import { fundBatchModel, fundModel, specialFundModel } from './fund';
import { monthEndModel } from './monthEnd';
import { settlementDayModel, settlementModel } from './settlement';
import { goldPriceModel } from './goldPrice';
import { inventoryModel } from './inventory';
import { saleModel } from './sale';
import { shopModel } from './shop';
import { spvModel } from './spv';

export { spvModel, franchiseeModel, shopModel, goldPriceModel, inventoryModel, saleModel, settlementDayModel, settlementModel, fundBatchModel, fundModel, specialFundModel, monthEndModel };
export { GOLD_MENUS, GOLD_PICKER_MENUS, GOLD_SCOPED_MENUS, GOLD_FINANCE_MENUS } from './fields';

/** The gold models: master data, then stock, sales and prices, then the money side. */
export const GOLD_MODELS = [spvModel, franchiseeModel, shopModel, goldPriceModel, inventoryModel, saleModel,
  settlementDayModel, settlementModel, fundBatchModel, fundModel, specialFundModel, monthEndModel];
