import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('relationFlowAttr');

// A decoration: no value of its own. Empty, Disabled and Invalid show the hint (nothing chosen yet);
// Filled and Display show the attribute of the record a relation flow field chose (put into the form scope).
const field = { jnpfKey: 'relationFlowAttr', props: { relationField: 'task', showField: 'fullName' } };
const empty = widgetStates(undefined, field);
const chosen = widgetStates(undefined, field, { related: { task: { id: 'f1', fullName: '采购申请-0001' } } });
export const Empty = empty.Empty;
export const Disabled = empty.Disabled;
export const Invalid = empty.Invalid;
export const Filled = chosen.Filled;
export const Display = chosen.Display;
