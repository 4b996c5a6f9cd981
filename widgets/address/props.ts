import type { LocalText } from '../../schemas/text';
import { booleanProp, enumProp, placeholderProp, propsSchema } from '../common/propsSchema';
import { PLEASE_SELECT } from '../common/texts';

/** Depth of the last level picked: 0 province, 1 city, 2 district, 3 street. */
export type AreaLevel = 0 | 1 | 2 | 3;

export interface AddressProps {
  level?: AreaLevel;
  placeholder?: LocalText;
  clearable?: boolean;
}

export const addressDefaults: AddressProps = { level: 2, placeholder: PLEASE_SELECT, clearable: true };

export const addressPropsSchema = propsSchema({
  level: enumProp(
    '格式',
    [
      [0, '省'],
      [1, '省市'],
      [2, '省市区'],
      [3, '省市区-街道'],
    ],
    { default: 2, type: 'integer' },
  ),
  placeholder: placeholderProp(),
  clearable: booleanProp('可清空', { default: true }),
});
