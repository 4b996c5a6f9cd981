import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('qrcode');

const field = { vModel: undefined, props: { staticText: 'GF-2026-0001' } };

// A decoration: "filled" is its text, from the props.
const states = widgetStates(undefined, field);
export const Empty: WidgetStoryObj = { args: { field: { vModel: undefined, props: { staticText: '' } } } };
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** Colours from the designer. */
export const Coloured: WidgetStoryObj = { args: { field: { vModel: undefined, props: { staticText: 'GF-2026-0001', colorDark: '#722ed1', colorLight: '#f9f0ff' } } } };

/** The QR code of another field's value (dataType relation). */
export const Related: WidgetStoryObj = {
  args: { field: { vModel: undefined, props: { dataType: 'relation', relationField: 'orderNo' } }, scopeValues: { orderNo: 'SO-20261122-0007' } },
};
