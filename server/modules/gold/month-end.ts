import { monthEndModel } from '../../../models/gold/monthEnd';
import type { ResourceDef } from '../../resource';
import { goldScopeHook } from './scope';
import { monthEndSettlements } from './finance-tables';

/** Month-end per shop and month (docs/domain.md#month-end). */
export const monthEndResource: ResourceDef = {
  model: monthEndModel,
  table: monthEndSettlements,
  hooks: { scope: goldScopeHook('monthEnd', 'monthEnd', () => true) },
};
