import type { WidgetDefinition } from '../types';
import { pickerTreeDefaults, pickerTreePropsSchema } from '../common/picker/treeProps';
import { ComSelect } from './Component';
import { ComSelectDisplay } from './Display';

export const comSelectWidget: WidgetDefinition<string | null> = {
  key: 'comSelect',
  label: { zh: '组织选择', zhtw: '組織選擇', en: 'Organization' },
  group: 'advanced',
  valueType: 'string',
  propsSchema: pickerTreePropsSchema,
  defaults: { ...pickerTreeDefaults },
  trigger: 'change',
  Component: ComSelect,
  Display: ComSelectDisplay,
};
