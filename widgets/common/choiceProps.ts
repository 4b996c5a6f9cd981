import { enumProp } from './propsSchema';

/** Layout of radio and checkbox groups. */
export type Direction = 'horizontal' | 'vertical';

export const directionProp = () =>
  enumProp(
    '排列方式',
    [
      ['horizontal', '水平排列'],
      ['vertical', '垂直排列'],
    ],
    { default: 'horizontal', type: 'string' },
  );

/** Options by their text key (antd groups compare values exactly; stored "1" must match option 1). */
export function toAntOptions(options: { label: string; value: string | number | boolean }[], disabled?: boolean) {
  return options.map((option) => ({ label: option.label, value: String(option.value), disabled }));
}
