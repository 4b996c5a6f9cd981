import { WIDGETS } from '../../../widgets/registry';
import { LAYOUT_ENTRIES, blankDocument, type DesignDocument, type PaletteEntry } from '../../../designer/core';

/** The palette the designer UI passes to core: every registered widget (structurally a PaletteEntry) plus the layout containers. */
export const PALETTE: Record<string, PaletteEntry> = {
  ...Object.fromEntries(LAYOUT_ENTRIES.map((entry) => [entry.key, entry])),
  ...(WIDGETS satisfies Record<string, PaletteEntry>),
};
export const WIDGET_KEYS: ReadonlySet<string> = new Set(Object.keys(WIDGETS));

/** A counter for formIds, as the editor gives them. */
export function counter(start = 100): () => number {
  let n = start;
  return () => ++n;
}

export const blank = (): DesignDocument => blankDocument('designer.test');
