import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('barcode');

const field = { vModel: undefined, props: { staticText: 'GF2026001' } };

// A decoration: "filled" is its text, from the props.
const states = widgetStates(undefined, field);
export const Empty: WidgetStoryObj = { args: { field: { vModel: undefined, props: { staticText: '' } } } };
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** EAN-13 with wide bars and colours. */
export const Ean13: WidgetStoryObj = {
  args: { field: { vModel: undefined, props: { staticText: '6901234567892', format: 'EAN13', width: 3, lineColor: '#13c2c2', height: 60 } } },
};

/** Text the format cannot encode: a short error instead of a barcode. */
export const InvalidText: WidgetStoryObj = { args: { field: { vModel: undefined, props: { staticText: 'not digits', format: 'EAN13' } } } };

/** The barcode of another field's value (dataType relation). */
export const Related: WidgetStoryObj = {
  args: { field: { vModel: undefined, props: { dataType: 'relation', relationField: 'sku' } }, scopeValues: { sku: 'SKU-000123' } },
};
