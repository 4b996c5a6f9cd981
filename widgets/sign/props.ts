import { integerProp, propsSchema } from '../common/propsSchema';

export interface SignProps {
  /** Height of the drawing area (the width is the spec's 580 px). */
  canvasHeight?: number;
}

/** Spec section 9: dialog 600 px wide, canvas 580 px wide. */
export const SIGN_DIALOG_WIDTH = 600;
export const SIGN_CANVAS_WIDTH = 580;

export const signDefaults: SignProps = { canvasHeight: 300 };

export const signPropsSchema = propsSchema({
  canvasHeight: integerProp('画布高度', { minimum: 150, maximum: 600, default: 300 }),
});
