import type { FieldSchema, StaticOption } from '../../schemas/types';
import type { LocalText } from '../../schemas/text';

/**
 * A palette entry: what core needs of a widget definition. The UI passes the registry's definitions
 * (widgets/registry.ts `WIDGETS`, structurally compatible) plus LAYOUT_ENTRIES; core does not import
 * widgets/ because the registry loads the widgets' React components (designer/README.md).
 */
export interface PaletteEntry {
  key: string;
  label: LocalText;
  group: 'basic' | 'advanced' | 'system' | 'layout';
  /** 'none': a decoration, which holds no value and gets no vModel. */
  valueType: string;
  defaults: Record<string, unknown>;
  hasOptions?: boolean;
}

/**
 * The layout containers, which are keys of the language (schemas/types.ts CONTAINER_KEYS) but not
 * widgets. Labels and default panes are JNPF's palette defaults (tests/unit/schemas/fixtures-jnpf/shared/palette-defaults-v341.json).
 */
export const LAYOUT_ENTRIES: readonly PaletteEntry[] = [
  { key: 'row', label: { zh: '栅格容器', zhtw: '柵格容器', en: 'Grid row' }, group: 'layout', valueType: 'none', defaults: {} },
  { key: 'card', label: { zh: '卡片容器', zhtw: '卡片容器', en: 'Card' }, group: 'layout', valueType: 'none', defaults: {} },
  { key: 'tab', label: { zh: '标签面板', zhtw: '標籤面板', en: 'Tabs' }, group: 'layout', valueType: 'none', defaults: {} },
  { key: 'collapse', label: { zh: '折叠面板', zhtw: '摺疊面板', en: 'Collapse' }, group: 'layout', valueType: 'none', defaults: {} },
];

/** JNPF's default static options of a new select, radio or checkbox. */
const DEFAULT_OPTIONS: StaticOption[] = [
  { label: { zh: '选项一', zhtw: '選項一', en: 'Option 1' }, value: '1' },
  { label: { zh: '选项二', zhtw: '選項二', en: 'Option 2' }, value: '2' },
];

const PANES: Record<string, { key: string; titles: LocalText[] }> = {
  tab: { key: 'tabItem', titles: ['Tab 1', 'Tab 2'] },
  collapse: {
    key: 'collapseItem',
    titles: [
      { zh: '面板1', zhtw: '面板1', en: 'Panel 1' },
      { zh: '面板2', zhtw: '面板2', en: 'Panel 2' },
    ],
  },
};

/** Gives numbers for new formIds (the editor's counter, kept above every id the document ever had). */
export type NextId = () => number;

/**
 * A new entry from the palette, as JNPF's designer makes it on drop: a new formId, the vModel
 * `${key}Field${formId}` (`tableField${formId}` for a sub-table; schemas/import/jnpf/walk.ts names
 * missing ones the same way), the palette label, the widget's defaults as props, default options.
 * `taken` are the vModels already in the form: an id whose name is taken is skipped.
 */
export function fieldFromPalette(entry: PaletteEntry, nextId: NextId, taken: ReadonlySet<string>): FieldSchema {
  const props = structuredClone(entry.defaults);
  const hasProps = Object.keys(props).length > 0;
  const pane = PANES[entry.key];
  if (pane) {
    return {
      jnpfKey: entry.key,
      formId: String(nextId()),
      children: pane.titles.map((label) => ({ jnpfKey: pane.key, label, formId: String(nextId()), children: [] })),
    };
  }
  if (entry.key === 'row' || entry.key === 'card') {
    return { jnpfKey: entry.key, formId: String(nextId()), ...(entry.key === 'card' ? { label: entry.label } : {}), children: [] };
  }
  let id = nextId();
  if (entry.valueType === 'none') return { jnpfKey: entry.key, formId: String(id), ...(hasProps ? { props } : {}) };
  const stem = entry.key === 'table' ? 'table' : entry.key;
  while (taken.has(`${stem}Field${id}`)) id = nextId();
  return {
    jnpfKey: entry.key,
    vModel: `${stem}Field${id}`,
    label: entry.label,
    formId: String(id),
    ...(hasProps ? { props } : {}),
    ...(entry.hasOptions ? { options: structuredClone(DEFAULT_OPTIONS) } : {}),
    ...(entry.key === 'table' ? { children: [] } : {}),
  };
}
