import type { WidgetDefinition } from '../types';
import { attrDefaults, attrPropsSchema } from '../common/picker/attrProps';
import { PopupAttr, PopupAttrDisplay } from './Component';

/** A decoration (no vModel): it shows, and never emits, a value. */
export const popupAttrWidget: WidgetDefinition<undefined> = {
  key: 'popupAttr',
  label: { zh: '弹窗选择属性', zhtw: '彈窗選擇屬性', en: 'Popup select attribute' },
  group: 'advanced',
  valueType: 'none',
  propsSchema: attrPropsSchema,
  defaults: { ...attrDefaults },
  trigger: 'change',
  Component: PopupAttr,
  Display: PopupAttrDisplay,
};
