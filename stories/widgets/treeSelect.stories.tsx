import type { WidgetServices } from '../../widgets';
import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('treeSelect');

/** An organisation tree from an API; only departments can be chosen. */
const ORG = [
  {
    id: 'c1', fullName: '金源集团', type: 'company', children: [
      { id: 'd1', fullName: '财务部', type: 'department' },
      { id: 'c2', fullName: '华南公司', type: 'company', children: [{ id: 'd2', fullName: '运营部', type: 'department' }] },
    ],
  },
];
const services: Partial<WidgetServices> = { call: async () => ({ list: ORG }) };
const field = {
  options: { api: { method: 'GET' as const, url: '/api/permission/Organize/Tree' } },
  props: { selectableTypes: ['department'] },
};

const states = widgetStates('d2', field, { services });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

export const Multiple: WidgetStoryObj = { args: { value: 'd1,d2', field: { ...field, props: { ...field.props, multiple: true } }, services } };
