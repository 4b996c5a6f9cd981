import { franchiseeModel } from './franchisee';
import { shopModel } from './shop';
import { spvModel } from './spv';

export { spvModel, franchiseeModel, shopModel };
export { GOLD_MENUS, GOLD_PICKER_MENUS } from './fields';

/** The gold master-data models. */
export const GOLD_MODELS = [spvModel, franchiseeModel, shopModel];
