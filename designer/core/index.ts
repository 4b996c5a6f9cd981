/**
 * The designer's document core (designer/README.md): pure TypeScript, no React. The form being
 * designed, the commands that change it, their history, and its live problems.
 */
export { openDocument, blankDocument, normaliseForm, maxFormId, isHolder, HOLDER_KEYS, DEFAULT_SETTINGS, type DesignDocument, type DesignSettings } from './document';
export { locate, findField, fieldIds, childrenOf, isWithin, walk, outline, fieldAtPointer, type FieldLocation, type OutlineNode } from './tree';
export { LAYOUT_ENTRIES, fieldFromPalette, type PaletteEntry, type NextId } from './palette';
export { placementRefusal, structureProblems, type StructureProblem } from './placement';
export { rekey, renameIdentifiers } from './rekey';
export type { Command, CommandLabel, Refusal, RefusalReason, ApplyResult } from './commands';
export { applyCommand } from './apply';
export {
  insertFromPalette, removeField, moveField, duplicateField, copyField, pasteField, setFieldProperty, updateSettings, replaceDocument, vModelsOf,
  type Step,
} from './builders';
export { emptyHistory, record, historyList, DEFAULT_CAP, BURST_MS, type History, type HistoryEntry } from './history';
export { CommandStore, type Applied, type StoreStep, type StoreOptions, type StoreSnapshot, type StoreResult, type StoreRules } from './store';
export { DesignEditor, type EditorOptions, type EditorSnapshot, type ExecuteResult } from './editor';
export { problemsOf, type Problem } from './problems';
