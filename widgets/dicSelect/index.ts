import type { WidgetDefinition } from '../types';
import { pickerTreeDefaults, pickerTreePropsSchema } from '../common/picker/treeProps';
import { DicSelect } from './Component';
import { DicSelectDisplay } from './Display';

export const dicSelectWidget: WidgetDefinition<string | null> = {
  key: 'dicSelect',
  label: { zh: '数据字典', zhtw: '數據字典', en: 'Dictionary type' },
  group: 'advanced',
  valueType: 'string',
  propsSchema: pickerTreePropsSchema,
  defaults: { ...pickerTreeDefaults },
  trigger: 'change',
  Component: DicSelect,
  Display: DicSelectDisplay,
};
