import { enumProp } from './propsSchema';

/** Where the text of a heading or divider sits. */
export type ContentPosition = 'left' | 'center' | 'right';

export const contentPositionProp = (fallback: ContentPosition) =>
  enumProp(
    '文字位置',
    [
      ['left', '左边'],
      ['center', '居中'],
      ['right', '右边'],
    ],
    { default: fallback, type: 'string' },
  );
