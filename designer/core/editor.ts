import { applyCommand } from './apply';
import type { Command, CommandLabel, Refusal } from './commands';
import { maxFormId, type DesignDocument } from './document';
import { CommandStore, type StoreOptions, type StoreResult, type StoreSnapshot } from './store';
import { findField } from './tree';
import type { NextId } from './palette';

export type EditorOptions = StoreOptions;

/** What the UI renders; a new object after every change (React's useSyncExternalStore compares it by identity). */
export type EditorSnapshot = StoreSnapshot<DesignDocument, Command, CommandLabel>;

export type ExecuteResult = StoreResult<Refusal>;

/**
 * One open design: the document, its history and the selection, as a small store the React layer
 * subscribes to (store.ts, shared with the list designer). Every change of the document goes through
 * `execute` (a Step from builders.ts), so undo, redo and the history list are exact. Selection is not a
 * command: it sits beside the document.
 */
export class DesignEditor extends CommandStore<DesignDocument, Command, CommandLabel, Refusal> {
  /** Above every formId this editor has seen, so an id given, undone and given again never names two fields. */
  private lastId: number;

  constructor(document: DesignDocument, options: EditorOptions = {}) {
    super(
      document,
      {
        apply: applyCommand,
        exists: (doc, id) => findField(doc, id) !== undefined,
        describe: (refusal) => `${refusal.reason} ${(refusal.problems ?? []).join('; ')}`,
      },
      options,
    );
    this.lastId = maxFormId(document.form.fields);
  }

  /** Gives new formIds (pass to the builders). */
  readonly nextId: NextId = () => {
    this.lastId = Math.max(this.lastId, maxFormId(this.document.form.fields)) + 1;
    return this.lastId;
  };
}
