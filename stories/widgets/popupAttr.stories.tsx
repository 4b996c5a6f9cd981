import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('popupAttr');

// A decoration: no value of its own. Empty, Disabled and Invalid show the hint (nothing chosen yet);
// Filled and Display show the attribute of the record a popup select field chose (put into the form scope).
const field = { jnpfKey: 'popupAttr', props: { relationField: 'shop', showField: 'code' } };
const empty = widgetStates(undefined, field);
const chosen = widgetStates(undefined, field, { related: { shop: { id: 'r2', name: '周大生福田店', code: 'S002', city: '深圳' } } });
export const Empty = empty.Empty;
export const Disabled = empty.Disabled;
export const Invalid = empty.Invalid;
export const Filled = chosen.Filled;
export const Display = chosen.Display;
