import type { WidgetDefinition } from '../types';
import { PopupSelect } from './Component';
import { PopupSelectDisplay } from './Display';
import { popupSelectDefaults, popupSelectPropsSchema } from './props';

export const popupSelectWidget: WidgetDefinition<string | null> = {
  key: 'popupSelect',
  label: { zh: '弹窗选择', zhtw: '彈窗選擇', en: 'Popup select' },
  group: 'advanced',
  valueType: 'string',
  propsSchema: popupSelectPropsSchema,
  defaults: { ...popupSelectDefaults },
  trigger: 'change',
  Component: PopupSelect,
  Display: PopupSelectDisplay,
};
