import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { DesignEditor, EditorSnapshot } from '../core';

/** The editor's whole snapshot; the component re-renders after every change (document, selection, history). */
export function useEditorState(editor: DesignEditor): EditorSnapshot {
  return useSyncExternalStore(editor.subscribe, editor.getSnapshot, editor.getSnapshot);
}

/**
 * One value derived from the snapshot; the component re-renders only when it changes (Object.is), so a
 * field block that asks "am I selected?" stays still while another field is selected.
 */
export function useEditorSelector<T>(editor: DesignEditor, select: (snapshot: EditorSnapshot) => T): T {
  // The latest selector, read by the stable getter below (a new closure every render must not resubscribe).
  const selectRef = useRef(select);
  selectRef.current = select;
  const get = useCallback(() => selectRef.current(editor.getSnapshot()), [editor]);
  return useSyncExternalStore(editor.subscribe, get, get);
}
