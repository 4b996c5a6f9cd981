import type { KeyboardEvent } from 'react';
import type { DesignActions } from './actions';

/** Keys typed into a box are the box's: an input, a text area, a select, an editor, the property panel's controls. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="textbox"]') !== null;
}

const focusField = (root: HTMLElement, id: string | null) => {
  if (id === null) return;
  requestAnimationFrame(() => root.querySelector<HTMLElement>(`[data-form-id="${CSS.escape(id)}"]`)?.focus());
};

/**
 * The designer's shortcuts (on its root element): undo / redo anywhere in the designer; copy, paste,
 * duplicate anywhere but inside a box; on a focused field also the arrows (selection), Alt+arrows (move)
 * and Delete. Never while typing in an input.
 */
export function designerKeys(event: KeyboardEvent<HTMLElement>, actions: DesignActions): void {
  if (typing(event.target)) return;
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  const root = event.currentTarget;
  const handled = (done: unknown) => {
    event.preventDefault();
    event.stopPropagation();
    return done;
  };
  if (mod && key === 'z') return void handled(event.shiftKey ? actions.editor.redo() : actions.editor.undo());
  if (mod && key === 'y') return void handled(actions.editor.redo());
  const onField = event.target instanceof Element && event.target.closest('[data-designer-canvas]') !== null;
  if (mod && key === 'c' && actions.editor.getSnapshot().selection !== null) return void handled(actions.copy());
  if (mod && key === 'v') return void handled(actions.paste() && focusField(root, actions.editor.getSnapshot().selection));
  if (mod && key === 'd') return void handled(actions.duplicate() && focusField(root, actions.editor.getSnapshot().selection));
  if (!onField || mod) return;
  if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
    return void handled(actions.moveBy(event.key === 'ArrowUp' ? -1 : 1) && focusField(root, actions.editor.getSnapshot().selection));
  }
  if (event.key === 'ArrowUp' || event.key === 'ArrowDown') return void handled(focusField(root, actions.selectBy(event.key === 'ArrowUp' ? -1 : 1)));
  if (event.key === 'Delete' || event.key === 'Backspace') return void handled(actions.remove() && focusField(root, actions.editor.getSnapshot().selection));
}
