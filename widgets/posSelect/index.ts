import type { WidgetDefinition } from '../types';
import { pickerTreeDefaults, pickerTreePropsSchema } from '../common/picker/treeProps';
import { PosSelect } from './Component';
import { PosSelectDisplay } from './Display';

export const posSelectWidget: WidgetDefinition<string | null> = {
  key: 'posSelect',
  label: { zh: '岗位选择', zhtw: '崗位選擇', en: 'Position' },
  group: 'advanced',
  valueType: 'string',
  propsSchema: pickerTreePropsSchema,
  defaults: { ...pickerTreeDefaults },
  trigger: 'change',
  Component: PosSelect,
  Display: PosSelectDisplay,
};
