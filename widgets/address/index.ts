import type { WidgetDefinition } from '../types';
import { Address } from './Component';
import { AddressDisplay } from './Display';
import { addressDefaults, addressPropsSchema } from './props';

export const addressWidget: WidgetDefinition<string[]> = {
  key: 'address',
  label: { zh: '省市区', zhtw: '省市區', en: 'Address' },
  group: 'advanced',
  valueType: 'array',
  propsSchema: addressPropsSchema,
  defaults: { ...addressDefaults },
  trigger: 'change',
  Component: Address,
  Display: AddressDisplay,
};
