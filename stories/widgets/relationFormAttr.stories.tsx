import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('relationFormAttr');

// A decoration: no value of its own. Empty, Disabled and Invalid show the hint (nothing chosen yet);
// Filled and Display show the attribute of the record a relation form field chose (put into the form scope).
const field = { jnpfKey: 'relationFormAttr', props: { relationField: 'customer', showField: 'city' } };
const empty = widgetStates(undefined, field);
const chosen = widgetStates(undefined, field, { related: { customer: { id: 'r1', name: '周大生南山店', code: 'S001', city: '深圳' } } });
export const Empty = empty.Empty;
export const Disabled = empty.Disabled;
export const Invalid = empty.Invalid;
export const Filled = chosen.Filled;
export const Display = chosen.Display;
