import { booleanProp, enumProp, propsSchema } from '../common/propsSchema';

export type ColorFormat = 'hex' | 'rgb';

export interface ColorPickerProps {
  /** Transparency can be picked. */
  showAlpha?: boolean;
  /** How the colour is stored; none: hex, or rgb(a) with showAlpha (element-ui). */
  colorFormat?: ColorFormat | '';
  clearable?: boolean;
}

export const colorPickerDefaults: ColorPickerProps = { showAlpha: false, colorFormat: '', clearable: true };

export const colorPickerPropsSchema = propsSchema({
  showAlpha: booleanProp('透明度'),
  colorFormat: enumProp(
    '颜色格式',
    [
      ['', '默认'],
      ['hex', 'hex'],
      ['rgb', 'rgb'],
    ],
    { default: '', type: 'string' },
  ),
  clearable: booleanProp('可清空', { default: true }),
});
