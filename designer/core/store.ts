import { BURST_MS, DEFAULT_CAP, emptyHistory, historyList, record, type History } from './history';

/**
 * The undoable store both designers share (designer/README.md): a document, its history and a selection,
 * changed only through commands whose inverse `apply` computes. The form designer (editor.ts) and the list
 * designer (list/editor.ts) are this store with their own document, commands and `apply`.
 */
export type Applied<D, C, R> = { ok: true; doc: D; inverse: C } | { ok: false; refusal: R };

/** A command with its history label; steps with one `mergeKey` in a typing burst become one history step. */
export interface StoreStep<C, L> {
  command: C;
  label: L;
  mergeKey?: string;
}

export interface StoreOptions {
  /** Most undo steps kept (default 100). */
  cap?: number;
  /** The clock merges of typing bursts use (tests pass their own). */
  now?: () => number;
  burstMs?: number;
}

/** What the UI renders; a new object after every change (React's useSyncExternalStore compares it by identity). */
export interface StoreSnapshot<D, C, L> {
  document: D;
  /** The selected entry's id; kept through undo and redo while that entry exists. */
  selection: string | null;
  history: History<C, L>;
  canUndo: boolean;
  canRedo: boolean;
}

export type StoreResult<R> = { ok: true } | { ok: false; refusal: R };

/** How a store's document changes: `apply` (pure, with the exact inverse) and whether a selection still exists. */
export interface StoreRules<D, C, R> {
  apply: (doc: D, command: C) => Applied<D, C, R>;
  exists: (doc: D, id: string) => boolean;
  /** Text of a refusal for the error thrown when a history step is refused (a bug, never a user error). */
  describe: (refusal: R) => string;
}

export class CommandStore<D, C, L, R> {
  private snapshot: StoreSnapshot<D, C, L>;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly burstMs: number;

  constructor(
    document: D,
    private readonly rules: StoreRules<D, C, R>,
    options: StoreOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.burstMs = options.burstMs ?? BURST_MS;
    this.snapshot = { document, selection: null, history: emptyHistory<C, L>(options.cap ?? DEFAULT_CAP), canUndo: false, canRedo: false };
  }

  getSnapshot = (): StoreSnapshot<D, C, L> => this.snapshot;

  get document(): D {
    return this.snapshot.document;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies a step and records it; a refused step changes nothing. A step that changes nothing is not recorded. */
  execute(step: StoreStep<C, L>): StoreResult<R> {
    const result = this.rules.apply(this.snapshot.document, step.command);
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
    const run = (command: C) => {
      const result = this.rules.apply(doc, command);
      // Inverses are made by apply from the very document they undo: a refusal here is a bug, not a user error.
      if (!result.ok) throw new Error(`history step refused: ${this.rules.describe(result.refusal)}`);
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
    const selection = id !== null && this.rules.exists(this.snapshot.document, id) ? id : null;
    if (selection === this.snapshot.selection) return;
    this.set(this.snapshot.document, this.snapshot.history, selection);
  }

  historyList() {
    return historyList(this.snapshot.history);
  }

  private set(document: D, history: History<C, L>, selection: string | null): void {
    const kept = selection !== null && this.rules.exists(document, selection) ? selection : null;
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
