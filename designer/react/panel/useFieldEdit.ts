import { useMemo } from 'react';
import { setFieldProperty, type DesignEditor, type ExecuteResult } from '../../core';

export interface FieldEdit {
  /** One step on property `path` of the field; typing on the same property merges (core's mergeKey). */
  set: (path: (string | number)[], value: unknown) => ExecuteResult;
  /** Ends the typing burst: the next change is a step of its own (call on blur). */
  seal: () => void;
}

/** Stable per editor and field, so memoised sections do not re-render for a new callback. */
export function useFieldEdit(editor: DesignEditor, id: string): FieldEdit {
  return useMemo(
    () => ({
      set: (path, value) => editor.execute(setFieldProperty(editor.document, id, path, value)),
      seal: () => editor.seal(),
    }),
    [editor, id],
  );
}
