import type { FieldSchema, FormSchema } from '../../schemas/types';
import type { LocalText } from '../../schemas/text';
import type { DesignDocument, DesignSettings } from './document';

/**
 * The commands of the designer (designer/README.md, "The command contract"). A command is plain data;
 * `applyCommand` (apply.ts) turns a document into the next one and returns the command that turns it
 * back. Builders (builders.ts) make them from what the user did (drop a palette entry, duplicate, ...).
 */
export type Command =
  /** Puts `field` (a whole subtree, ids already given) into `parentId` (null: the form) at `index`. */
  | { type: 'insert'; parentId: string | null; index: number; field: FieldSchema }
  | { type: 'remove'; id: string }
  /** `index` counts in the target list once the field has left its place. */
  | { type: 'move'; id: string; parentId: string | null; index: number }
  /**
   * Sets a property of one entry at `path` (['label'], ['props', 'placeholder'], ['rules']); `undefined`
   * removes it. Not `jnpfKey`, `formId` or `children` (structure changes are insert, move, remove).
   */
  | { type: 'setField'; id: string; path: (string | number)[]; value: unknown }
  /** Puts back a whole entry (same formId, same children): the inverse of setField. */
  | { type: 'replaceField'; id: string; field: FieldSchema }
  /** Changes page settings (labelWidth, popup, title, api, ...) and designer settings; `undefined` removes a page setting. */
  | { type: 'settings'; form?: Partial<Omit<FormSchema, 'fields' | 'type' | 'schemaVersion'>>; design?: Partial<DesignSettings> }
  /** Puts back the page settings and designer settings as they were (the fields stay): the inverse of settings. */
  | { type: 'restoreSettings'; form: FormSchema; design: DesignSettings }
  /** The JSON view: a whole new form. */
  | { type: 'replace'; form: FormSchema; settings?: DesignSettings };

/** What a history entry says, for the UI to translate (core stays free of lingui): the action and what it touched. */
export interface CommandLabel {
  action: 'insert' | 'remove' | 'move' | 'duplicate' | 'paste' | 'setField' | 'settings' | 'replace';
  /** The field's label (or its widget key when it has none). */
  field?: LocalText;
  /** The property set (setField: 'label', 'props.placeholder'; settings: the setting names). */
  property?: string;
}

/** Why a command was refused; the UI shows the matching text. */
export type RefusalReason =
  | 'notFound' // the field or the target container does not exist
  | 'notContainer' // the target holds no children
  | 'intoItself' // a container into itself or one of its own children
  | 'tableInTable' // a sub-table inside a sub-table (JNPF does not allow it; the importer drops it)
  | 'containerInTable' // a layout container inside a sub-table
  | 'paneMisplaced' // a tab pane outside a tab, a collapse pane outside a collapse, or a field directly in a tab or collapse
  | 'badIndex'
  | 'readOnlyProperty' // setField on jnpfKey, formId or children
  | 'invalid'; // the result does not validate (or, for the JSON view, does not pass the lint)

export interface Refusal {
  reason: RefusalReason;
  /** Validation and lint problems ('invalid'). */
  problems?: string[];
}

export type ApplyResult =
  | { ok: true; doc: DesignDocument; inverse: Command }
  | { ok: false; refusal: Refusal };
