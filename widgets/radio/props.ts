import { enumProp, propsSchema } from '../common/propsSchema';
import { directionProp, type Direction } from '../common/choiceProps';

export interface RadioProps {
  optionType?: 'default' | 'button';
  direction?: Direction;
}

export const radioDefaults: RadioProps = { optionType: 'default', direction: 'horizontal' };

export const radioPropsSchema = propsSchema({
  optionType: enumProp(
    '选项样式',
    [
      ['default', '默认'],
      ['button', '按钮'],
    ],
    { default: 'default', type: 'string' },
  ),
  direction: directionProp(),
});
