import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('popupSelect');

// Rows of the fake data interface (widgets/testing/fake-services.ts FAKE_RELATION_ROWS).
const field = {
  props: {
    interfaceId: 'shops',
    propsValue: 'code',
    relationField: 'name',
    columnOptions: [
      { value: 'code', label: '编码' },
      { value: 'name', label: '门店' },
    ],
  },
};

const states = widgetStates('S002', field);
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** The 800 px dialog with its own title open. */
export const DialogOpen: WidgetStoryObj = {
  args: { field: { props: { ...field.props, popupTitle: '选择门店' } } },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>('button[aria-label="选择门店"]')?.click();
  },
};
