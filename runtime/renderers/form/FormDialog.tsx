/** Props of the form host the list renderer opens (implemented by the form renderer). */
export interface FormDialogProps {
  /** Form schema id. */
  schemaId: string;
  open: boolean;
  /** Record id for an edit (api.get is called with `{{id}}`); absent for a new record. */
  recordId?: string;
  /** Extra placeholder context: `row` for form actions, `route` params. */
  context?: Record<string, unknown>;
  /** Called with true after a successful save, false on cancel. */
  onClose(saved: boolean): void;
}

/** Placeholder until the form renderer lands: shows nothing. */
export function FormDialog(_props: FormDialogProps) {
  return null;
}
