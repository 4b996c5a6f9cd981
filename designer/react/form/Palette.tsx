import { memo, useMemo, useState } from 'react';
import { Input } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { pickText, type LocalText } from '../../../schemas/text';
import type { PaletteEntry } from '../../core';
import { PALETTE_BY_KEY, PALETTE_ENTRIES, PALETTE_GROUPS } from '../palette';
import { GROUP_TEXT } from '../texts';
import { useDesigner } from './context';
import { PALETTE_DRAG_ID, type DragData } from './dnd';
import { DragSource } from './DragSource';

const texts = (label: LocalText): string[] => (typeof label === 'string' ? [label] : [label.zh, label.zhtw ?? '', label.en ?? '']);

/** A press on a palette button drags its entry. */
function pickEntry(target: Element): { node: HTMLElement; drag: DragData } | null {
  const node = target.closest<HTMLElement>('[data-palette-key]');
  const entry = PALETTE_BY_KEY.get(node?.getAttribute('data-palette-key') ?? '');
  return node && entry ? { node, drag: { kind: 'palette', entry } } : null;
}

/** One palette entry: a button (click or Enter inserts after the selection), dragged through the palette's DragSource. */
function PaletteItem({ entry }: { entry: PaletteEntry }) {
  const { actions, lang } = useDesigner();
  return (
    <button type="button" className="designer-palette-item" data-palette-key={entry.key} onClick={() => actions.insert(entry)}>
      {pickText(entry.label, lang)}
    </button>
  );
}

/** The widgets of the registry and the layout containers in JNPF's groups, with a search box (any language, or the key). */
export const Palette = memo(function Palette() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => {
    const q = query.trim().toLowerCase();
    const hit = (entry: PaletteEntry) => !q || entry.key.toLowerCase().includes(q) || texts(entry.label).some((text) => text.toLowerCase().includes(q));
    return PALETTE_GROUPS.map((group) => ({ group, entries: PALETTE_ENTRIES.filter((entry) => entry.group === group && hit(entry)) }))
      .filter((g) => g.entries.length > 0);
  }, [query]);
  return (
    <div className="designer-palette">
      <Input.Search allowClear size="small" placeholder={t`搜索组件`} aria-label={t`搜索组件`} value={query} onChange={(event) => setQuery(event.target.value)} />
      <DragSource id={PALETTE_DRAG_ID} pick={pickEntry}>
        {groups.map(({ group, entries }) => (
          <section key={group} className="designer-palette-group" aria-label={i18n._(GROUP_TEXT[group])}>
            <h4>{i18n._(GROUP_TEXT[group])}</h4>
            <div className="designer-palette-grid">
              {entries.map((entry) => <PaletteItem key={entry.key} entry={entry} />)}
            </div>
          </section>
        ))}
      </DragSource>
      {groups.length === 0 ? <p className="designer-palette-none">{t`没有匹配的组件`}</p> : null}
    </div>
  );
});
