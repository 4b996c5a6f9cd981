import type { WidgetDefinition } from '../types';
import { ColorPicker } from './Component';
import { ColorPickerDisplay } from './Display';
import { colorPickerDefaults, colorPickerPropsSchema } from './props';

export const colorPickerWidget: WidgetDefinition<string | null> = {
  key: 'colorPicker',
  label: { zh: '颜色选择', zhtw: '顏色選擇', en: 'Colour' },
  group: 'basic',
  valueType: 'string',
  propsSchema: colorPickerPropsSchema,
  defaults: { ...colorPickerDefaults },
  trigger: 'change',
  Component: ColorPicker,
  Display: ColorPickerDisplay,
};
