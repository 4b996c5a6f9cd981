import type { StaticOption } from '../../schemas/types';
import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('cascader');

const options = [
  { label: '广东省', value: '44', children: [{ label: '深圳市', value: '4403', children: [{ label: '南山区', value: '440305' }] }, { label: '广州市', value: '4401' }] },
  { label: '北京市', value: '11' },
] as unknown as StaticOption[];

const states = widgetStates(['44', '4403', '440305'], { options, props: { filterable: true } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** Several paths, stored as an array of id arrays. */
export const Multiple: WidgetStoryObj = { args: { field: { options, props: { multiple: true } }, value: [['11'], ['44', '4401']] } };

/** Only the last level is shown. */
export const LastLevelOnly: WidgetStoryObj = { args: { field: { options, props: { showAllLevels: false } }, value: ['44', '4403'] } };
