import { useCallback, useRef, useState, type FocusEvent } from 'react';
import type { FieldSchema } from '../../schemas/types';

/**
 * Parts of a cell widget that antd shows only under the pointer (a number box's step buttons). Every
 * other cell leaves them out: 400 invisible button groups still cost each keystroke's paint.
 */
const HOVER_ONLY_PARTS: Record<string, Record<string, unknown>> = {
  numInput: { controls: false },
};

const cache = new WeakMap<FieldSchema, FieldSchema>();

/** The cell schema without its hover-only parts (the schema itself when it has none). */
export function quietSchema(field: FieldSchema): FieldSchema {
  const parts = HOVER_ONLY_PARTS[field.jnpfKey];
  if (!parts) return field;
  let quiet = cache.get(field);
  if (!quiet) {
    quiet = { ...field, props: { ...field.props, ...parts } };
    cache.set(field, quiet);
  }
  return quiet;
}

/** Whether the pointer is over the cell or the focus inside it, with the cell's handlers. */
export function useHotCell() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const cell = useRef<HTMLTableCellElement>(null);
  const onMouseEnter = useCallback(() => setHovered(true), []);
  const onMouseLeave = useCallback(() => setHovered(false), []);
  const onFocus = useCallback(() => setFocused(true), []);
  const onBlur = useCallback((event: FocusEvent) => {
    if (!cell.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);
  /** Marks the cell focused before its widget has the focus (a face hands it over; see Cell.tsx). */
  const hold = onFocus;
  return { hot: hovered || focused, ref: cell, hold, handlers: { onMouseEnter, onMouseLeave, onFocus, onBlur } };
}
