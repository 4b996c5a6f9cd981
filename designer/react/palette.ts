import { WIDGETS } from '../../widgets/registry';
import { LAYOUT_ENTRIES, type PaletteEntry } from '../core';

/** Every entry the designer offers: the registered widgets (structurally PaletteEntry) and the layout containers. */
export const PALETTE_ENTRIES: readonly PaletteEntry[] = [...Object.values(WIDGETS), ...LAYOUT_ENTRIES];

export const PALETTE_BY_KEY: ReadonlyMap<string, PaletteEntry> = new Map(PALETTE_ENTRIES.map((entry) => [entry.key, entry]));

/** The registry's keys, for the lint problemsOf runs (one set, so its cache is shared). */
export const WIDGET_KEY_SET: ReadonlySet<string> = new Set(Object.keys(WIDGETS));

export const PALETTE_GROUPS = ['basic', 'advanced', 'system', 'layout'] as const;
