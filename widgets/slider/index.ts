import type { WidgetDefinition } from '../types';
import { Slider } from './Component';
import { SliderDisplay } from './Display';
import { sliderDefaults, sliderPropsSchema } from './props';

export const sliderWidget: WidgetDefinition<number | number[]> = {
  key: 'slider',
  label: { zh: '滑块', zhtw: '滑塊', en: 'Slider' },
  group: 'basic',
  valueType: 'number',
  propsSchema: sliderPropsSchema,
  defaults: { ...sliderDefaults },
  trigger: 'change',
  Component: Slider,
  Display: SliderDisplay,
};
