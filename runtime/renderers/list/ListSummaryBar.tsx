import { useEffect, useState } from 'react';
import { Space, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { pickText, type Lang, type ListSummary } from '../../../schemas';
import { callWithSearch, searchOf } from './searchCall';
import type { ListQuery, Row } from './useListData';

export interface ListSummaryBarProps {
  items: readonly ListSummary[];
  lang: Lang;
  query: ListQuery;
  /** The list's rows: a new array after every load (search, page, reload), when the figures are read again. */
  rows: readonly Row[];
  /** The list is loading: the figures wait for it, so a search reads them once. */
  loading: boolean;
  route: Record<string, string>;
}

type Figure = { state: 'loading' } | { state: 'done'; value: string } | { state: 'failed' };

/** The value as the server wrote it (decimals stay strings: no float rounding on the way). */
function display(value: unknown): string {
  if (value === undefined || value === null || value === '') return '0';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
}

/** The figure at `path` of the reply's data: a key, or a dotted path into a nested reply (`shop.outstanding`). */
export function figureAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), data);
}

/** One figure: its label, the value its call answered and its unit; '—' when the call failed. */
function SummaryItem({ item, lang, figure }: { item: ListSummary; lang: Lang; figure: Figure }) {
  const label = pickText(item.label, lang);
  const unit = item.unit ? pickText(item.unit, lang) : '';
  const value = figure.state === 'done' ? figure.value : figure.state === 'failed' ? '—' : '…';
  return (
    <span className="gl-summary-item" aria-busy={figure.state === 'loading'}>
      <span className="gl-summary-label">{label}</span>
      {item.tip ? (
        <Tooltip title={pickText(item.tip, lang)}>
          <QuestionCircleOutlined className="gl-summary-tip" aria-label={pickText(item.tip, lang)} />
        </Tooltip>
      ) : null}
      <span className="gl-summary-colon">{lang === 'en' ? ': ' : '：'}</span>
      <strong className="gl-summary-value" data-summary={item.value}>{value}</strong>
      {unit ? <span className="gl-summary-unit"> {unit}</span> : null}
    </span>
  );
}

/** Figures above a list, each read by its own call with the list's current search whenever the list loads. */
export function ListSummaryBar({ items, lang, query, rows, loading, route }: ListSummaryBarProps) {
  const [figures, setFigures] = useState<Figure[]>(() => items.map(() => ({ state: 'loading' })));
  useEffect(() => {
    if (loading) return;
    let live = true;
    const search = searchOf(query);
    items.forEach((item, index) => {
      const set = (figure: Figure) => live && setFigures((all) => all.map((f, i) => (i === index ? figure : f)));
      callWithSearch<unknown>(item.api, search, route).then(
        (reply) => set({ state: 'done', value: display(figureAt(reply.data, item.value)) }),
        () => set({ state: 'failed' }),
      );
    });
    return () => { live = false; };
    // `rows` is the trigger: a new array after each load of the list (the query is read with it); none while it loads.
  }, [items, rows, loading, route]);

  return (
    <div className="gl-summary" role="status">
      <Space size={24} wrap>
        {items.map((item, index) => <SummaryItem key={index} item={item} lang={lang} figure={figures[index] ?? { state: 'loading' }} />)}
      </Space>
    </div>
  );
}
