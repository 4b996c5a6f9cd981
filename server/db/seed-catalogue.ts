import type { SeedStep } from './seed-steps';
import { goldFinanceMenus, goldMasterMenus, goldOperationMenus, goldShopImportButton } from '../modules/gold/seed';
import { goldDataSchemes, goldFinanceSchemes, goldOperationSchemes } from '../modules/gold/scheme-seed';
import { adminDictionaries, adminMenus } from '../modules/permission/seed';
import { messageMenus } from '../modules/message/seed';
import { visualdevMenus } from '../modules/visualdev/seed';
import { areasChina, billRulesGold, dictionariesBase } from '../modules/system/catalogue-seed';
import { helpDocsLink } from './seed-help-docs';

/**
 * Catalogue data every database gets once, in this order (after the first-start seed).
 * Modules add their steps here: dictionaries, areas, bill rules, menus of new screens.
 */
export const SEED_STEPS: SeedStep[] = [dictionariesBase, areasChina, billRulesGold, goldMasterMenus, adminDictionaries, adminMenus, goldDataSchemes,
  goldOperationMenus, goldShopImportButton, goldOperationSchemes, goldFinanceMenus, goldFinanceSchemes, messageMenus, visualdevMenus,
  helpDocsLink];
