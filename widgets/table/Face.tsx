import { memo, useCallback, type CSSProperties, type MouseEvent } from 'react';
import type { LocalText } from '../../schemas/text';
import type { BoxFace } from '../types';
import { useLocalText } from '../common/fieldProps';
import type { FaceStyles } from './metrics';

/** The part of a cell that is not shown: the face while the widget is, the widget at rest. */
export const hiddenStyle: CSSProperties = { display: 'none' };

interface CellFaceProps {
  face: BoxFace;
  value: unknown;
  label?: LocalText;
  styles: FaceStyles;
  /** The width of the cell's content (the column's width less the cell's padding). */
  width: number;
  /** The cell is hovered or focused: its widget shows instead. */
  hidden: boolean;
  invalid: boolean;
  disabled?: boolean;
  /**
   * Focus reached the face: the cell hands it to its widget, selecting the text as Tab into an input
   * does, or with the caret at the end after a press.
   */
  onFocus: (caret: 'select' | 'end') => void;
}

/**
 * A cell's widget at rest, painted as the text its box would show. A table of live inputs makes every
 * keystroke re-layer and repaint them all (each input brings its own scroll and clip nodes); a face is
 * a block of text. The widget stays mounted beside it, hidden, and takes over on hover or focus.
 */
export const CellFace = memo(function CellFace({ face, value, label, styles, width, hidden, invalid, disabled, onFocus }: CellFaceProps) {
  const placeholder = useLocalText(face.placeholder);
  const name = useLocalText(label);
  const text = face.text(value);
  const { After } = face;
  const focusByKey = useCallback(() => onFocus('select'), [onFocus]);
  // A press goes straight to the widget: the face may already be hiding (the pointer is over the cell),
  // and focus sent to an element that is hiding is lost.
  const focusByPress = useCallback((event: MouseEvent) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    onFocus('end');
  }, [disabled, onFocus]);
  return (
    <div className="widget-table-face" style={hidden ? hiddenStyle : undefined}>
      <div
        role="textbox"
        aria-label={name}
        aria-invalid={invalid || undefined}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? undefined : 0}
        onFocus={focusByKey}
        onMouseDown={focusByPress}
        style={(fits(text || placeholder, width, styles) ? styles.fits : styles.clipped)[disabled ? 'disabled' : invalid ? 'error' : 'rest']}
      >
        {text === '' ? <span style={styles.placeholder}>{placeholder}</span> : text}
      </div>
      {After ? <After value={value} /> : null}
    </div>
  );
});

/** Whether the text fits the box for sure: no character is wider than the font size (CJK are as wide). */
export function fits(text: string, width: number, styles: Pick<FaceStyles, 'chrome' | 'fontSize'>): boolean {
  return [...text].length * styles.fontSize <= width - styles.chrome;
}
