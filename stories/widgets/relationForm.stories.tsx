import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('relationForm');

// Rows of the fake related model (widgets/testing/fake-services.ts FAKE_RELATION_ROWS).
const field = {
  props: {
    modelId: 'customers',
    relationField: 'name',
    hasPage: true,
    pageSize: 20,
    columnOptions: [
      { value: 'name', label: '名称' },
      { value: 'code', label: '编码' },
      { value: 'city', label: '城市' },
    ],
  },
};

const states = widgetStates('r1', field);
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** The 700 px 'select data' dialog open. */
export const DialogOpen: WidgetStoryObj = {
  args: { field },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>('button[aria-label="选择数据"]')?.click();
  },
};
