import { createContext, useContext } from 'react';
import type { Lang } from '../../../schemas/text';
import type { ListEditor, ListField, ListStep } from '../../core/list';

/** What the list designer's panes share: the editor, the form's fields, the language, and `run` (execute a step, tell a refusal). */
export interface ListDesignerContextValue {
  editor: ListEditor;
  fields: ListField[];
  lang: Lang;
  /** Executes a step (undefined: nothing to do); selects what it created; a refusal is shown and changes nothing. */
  run: (step: ListStep | undefined) => boolean;
}

export const ListDesignerContext = createContext<ListDesignerContextValue | null>(null);

export function useListDesigner(): ListDesignerContextValue {
  const value = useContext(ListDesignerContext);
  if (!value) throw new Error('useListDesigner outside ListDesigner');
  return value;
}
