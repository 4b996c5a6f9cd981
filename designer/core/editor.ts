import { applyCommand } from './apply';
import type { Command, Refusal } from './commands';
import { maxFormId, type DesignDocument } from './document';
import { BURST_MS, DEFAULT_CAP, emptyHistory, historyList, record, type History } from './history';
import { findField } from './tree';
import type { Step } from './builders';
import type { NextId } from './palette';

export interface EditorOptions {
  /** Most undo steps kept (default 100). */
  cap?: number;
  /** The clock merges of typing bursts use (tests pass their own). */
  now?: () => number;
  burstMs?: number;
}

/** What the UI renders; a new object after every change (React's useSyncExternalStore compares it by identity). */
export interface EditorSnapshot {
  document: DesignDocument;
  /** The selected entry's id; kept through undo and redo while that entry exists. */
  selection: string | null;
  history: History;
  canUndo: boolean;
  canRedo: boolean;
}

export type ExecuteResult = { ok: true } | { ok: false; refusal: Refusal };

/**
 * One open design: the document, its history and the selection, as a small store the React layer
 * subscribes to. Every change of the document goes through `execute` (a Step from builders.ts), so
 * undo, redo and the history list are exact. Selection is not a command: it sits beside the document.
 */
export class DesignEditor {
  private snapshot: EditorSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly burstMs: number;
  /** Above every formId this editor has seen, so an id given, undone and given again never names two fields. */
  private lastId: number;

  constructor(document: DesignDocument, options: EditorOptions = {}) {
    this.now = options.now ?? Date.now;
    this.burstMs = options.burstMs ?? BURST_MS;
    this.lastId = maxFormId(document.form.fields);
    this.snapshot = { document, selection: null, history: emptyHistory(options.cap ?? DEFAULT_CAP), canUndo: false, canRedo: false };
  }

  /** Gives new formIds (pass to the builders). */
  readonly nextId: NextId = () => {
    this.lastId = Math.max(this.lastId, maxFormId(this.snapshot.document.form.fields)) + 1;
    return this.lastId;
  };

  getSnapshot = (): EditorSnapshot => this.snapshot;

  get document(): DesignDocument {
    return this.snapshot.document;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies a step and records it; a refused step changes nothing. A step that changes nothing is not recorded. */
  execute(step: Step): ExecuteResult {
    const result = applyCommand(this.snapshot.document, step.command);
    if (!result.ok) return result;
    if (result.doc === this.snapshot.document) return { ok: true };
    const history = record(
      this.snapshot.history,
      { label: step.label, forward: step.command, inverse: result.inverse, ...(step.mergeKey ? { mergeKey: step.mergeKey } : {}), at: this.now() },
      this.burstMs,
    );
    this.set(result.doc, history, this.snapshot.selection);
    return { ok: true };
  }

  undo(): boolean {
    return this.jump(this.snapshot.history.position - 1);
  }

  redo(): boolean {
    return this.jump(this.snapshot.history.position + 1);
  }

  /** Goes to a position of the history list (0: before the oldest kept step), undoing or redoing the steps between. */
  jump(position: number): boolean {
    const { history } = this.snapshot;
    if (position < 0 || position > history.entries.length || position === history.position) return false;
    let doc = this.snapshot.document;
    let at = history.position;
    const run = (command: Command) => {
      const result = applyCommand(doc, command);
      // Inverses are made by applyCommand from the very document they undo: a refusal here is a bug, not a user error.
      if (!result.ok) throw new Error(`history step refused: ${result.refusal.reason} ${(result.refusal.problems ?? []).join('; ')}`);
      doc = result.doc;
    };
    while (at > position) run(history.entries[--at].inverse);
    while (at < position) run(history.entries[at++].forward);
    this.set(doc, { ...history, position, open: false }, this.snapshot.selection);
    return true;
  }

  /** Ends the current typing burst (the UI calls it when a property box loses focus). */
  seal(): void {
    if (this.snapshot.history.open) this.snapshot = { ...this.snapshot, history: { ...this.snapshot.history, open: false } };
  }

  select(id: string | null): void {
    const selection = id !== null && findField(this.snapshot.document, id) ? id : null;
    if (selection === this.snapshot.selection) return;
    this.set(this.snapshot.document, this.snapshot.history, selection);
  }

  historyList() {
    return historyList(this.snapshot.history);
  }

  private set(document: DesignDocument, history: History, selection: string | null): void {
    const kept = selection !== null && findField(document, selection) ? selection : null;
    this.snapshot = {
      document,
      selection: kept,
      history,
      canUndo: history.position > 0,
      canRedo: history.position < history.entries.length,
    };
    for (const listener of this.listeners) listener();
  }
}
