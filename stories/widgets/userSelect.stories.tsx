import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('userSelect');

const states = widgetStates('u1');
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** Several users, comma-joined, removable one by one. */
export const Multiple: WidgetStoryObj = { args: { value: 'u1,u3', field: { props: { multiple: true } } } };

/** The 800 px dialog open (confirming it empty warns 请选择审批人 for 1 s). */
export const DialogOpen: WidgetStoryObj = {
  args: { field: { props: { multiple: true } } },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>('[aria-label="选择用户"]')?.click();
  },
};
