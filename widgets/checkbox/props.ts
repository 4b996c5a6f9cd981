import { integerProp, propsSchema } from '../common/propsSchema';
import { directionProp, type Direction } from '../common/choiceProps';

export interface CheckboxProps {
  direction?: Direction;
  /** Most options that may be ticked (JNPF V31 `max`). */
  max?: number | null;
}

export const checkboxDefaults: CheckboxProps = { direction: 'horizontal' };

export const checkboxPropsSchema = propsSchema({
  direction: directionProp(),
  max: integerProp('最多可选', { minimum: 1 }),
});
