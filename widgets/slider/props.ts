import { booleanProp, numberProp, propsSchema } from '../common/propsSchema';

export interface SliderProps {
  min?: number;
  max?: number;
  step?: number;
  /** Marks every step on the track. */
  showStops?: boolean;
  /** Two handles: the value is `[from, to]`. */
  range?: boolean;
}

export const sliderDefaults: SliderProps = { min: 0, max: 100, step: 1, showStops: false, range: false };

export const sliderPropsSchema = propsSchema({
  min: numberProp('最小值', { default: 0 }),
  max: numberProp('最大值', { default: 100 }),
  step: numberProp('步长', { default: 1, exclusiveMinimum: 0 }),
  showStops: booleanProp('显示间断点'),
  range: booleanProp('范围选择'),
});
