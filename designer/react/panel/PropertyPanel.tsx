import { memo, useSyncExternalStore } from 'react';
import { findField, type DesignEditor } from '../../core';
import { FieldPanel } from './FieldPanel';
import { FormSettings } from './FormSettings';

/**
 * The right-hand panel of the form designer: the selected entry's settings, or the form's settings when nothing is
 * selected. Memoised: the designer's own renders (a drag starting or ending) leave it alone; only the editor's changes reach it.
 */
export const PropertyPanel = memo(function PropertyPanel({ editor }: { editor: DesignEditor }) {
  const snapshot = useSyncExternalStore(editor.subscribe, editor.getSnapshot);
  const { document, selection } = snapshot;
  const field = selection === null ? undefined : findField(document, selection);
  if (!field) return <FormSettings editor={editor} doc={document} />;
  return <FieldPanel editor={editor} doc={document} field={field} />;
});
