import type { Command, CommandLabel } from './commands';

/**
 * The undo history (designer/README.md): the steps applied so far and the ones undone, as pairs of
 * forward and inverse commands. Pure values; the store (store.ts) keeps the current one. Generic over the
 * command and label types so the list designer (core/list/) shares it; the defaults are the form designer's.
 */
export interface HistoryEntry<C = Command, L = CommandLabel> {
  label: L;
  forward: C;
  inverse: C;
  mergeKey?: string;
  /** When the step (its last merged edit) was made, ms. */
  at: number;
}

export interface History<C = Command, L = CommandLabel> {
  entries: readonly HistoryEntry<C, L>[];
  /** How many entries are applied: entries[position - 1] is the last one undo takes back. */
  position: number;
  /** Most steps kept; the oldest is dropped beyond it. */
  cap: number;
  /** Whether the next step with the same mergeKey may join the last one (false after undo, redo, jump or seal). */
  open: boolean;
}

export const DEFAULT_CAP = 100;
/** Edits of one property less than this apart are one typing burst. */
export const BURST_MS = 1000;

export const emptyHistory = <C = Command, L = CommandLabel>(cap = DEFAULT_CAP): History<C, L> => ({ entries: [], position: 0, cap: Math.max(1, cap), open: false });

/**
 * Adds a step after the current position (the undone steps are dropped). When it continues the last
 * step's burst (same mergeKey, within BURST_MS, nothing undone or sealed since) the two become one:
 * the first inverse with the last forward, which is exact because steps with one mergeKey overwrite
 * the same property.
 */
export function record<C, L>(history: History<C, L>, entry: HistoryEntry<C, L>, burstMs = BURST_MS): History<C, L> {
  const kept = history.entries.slice(0, history.position);
  const last = kept[kept.length - 1];
  if (
    history.open &&
    last !== undefined &&
    entry.mergeKey !== undefined &&
    last.mergeKey === entry.mergeKey &&
    entry.at - last.at <= burstMs &&
    history.position === history.entries.length
  ) {
    const merged: HistoryEntry<C, L> = { ...entry, inverse: last.inverse };
    return { ...history, entries: [...kept.slice(0, -1), merged], open: true };
  }
  const entries = [...kept, entry];
  const dropped = Math.max(0, entries.length - history.cap);
  return { ...history, entries: entries.slice(dropped), position: entries.length - dropped, open: true };
}

/** The history list the UI shows: position 0 is the document as opened (or as the oldest kept step left it). */
export function historyList<C, L>(history: History<C, L>): { labels: L[]; position: number } {
  return { labels: history.entries.map((entry) => entry.label), position: history.position };
}
