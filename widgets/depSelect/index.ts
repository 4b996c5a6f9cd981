import type { WidgetDefinition } from '../types';
import { pickerTreeDefaults, pickerTreePropsSchema } from '../common/picker/treeProps';
import { DepSelect } from './Component';
import { DepSelectDisplay } from './Display';

export const depSelectWidget: WidgetDefinition<string | null> = {
  key: 'depSelect',
  label: { zh: '部门选择', zhtw: '部門選擇', en: 'Department' },
  group: 'advanced',
  valueType: 'string',
  propsSchema: pickerTreePropsSchema,
  defaults: { ...pickerTreeDefaults },
  trigger: 'change',
  Component: DepSelect,
  Display: DepSelectDisplay,
};
