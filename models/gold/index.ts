import { franchiseeModel } from './franchisee';
import { goldPriceModel } from './goldPrice';
import { inventoryModel } from './inventory';
import { saleModel } from './sale';
import { shopModel } from './shop';
import { spvModel } from './spv';

export { spvModel, franchiseeModel, shopModel, goldPriceModel, inventoryModel, saleModel };
export { GOLD_MENUS, GOLD_PICKER_MENUS, GOLD_SCOPED_MENUS } from './fields';

/** The gold models: master data, then stock, sales and prices. */
export const GOLD_MODELS = [spvModel, franchiseeModel, shopModel, goldPriceModel, inventoryModel, saleModel];
