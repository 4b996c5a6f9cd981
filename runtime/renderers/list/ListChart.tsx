import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { pickText, type ColumnSchema, type Lang, type ListChart as ListChartSchema } from '../../../schemas';
import { chartOption, readPoints, type Point } from './chart/chartOption';
import type { DrawnChart } from './chart/drawChart';
import { callWithSearch, searchOf } from './searchCall';
import type { ListQuery, Row } from './useListData';

export interface ListChartProps {
  chart: ListChartSchema;
  /** The list's columns: a column with the series' prop names the series. */
  columns: readonly ColumnSchema[];
  lang: Lang;
  query: ListQuery;
  /** The list's rows: a new array after every load, when the chart is read again. */
  rows: readonly Row[];
  /** The list is loading: the chart waits for it, so a search reads it once. */
  loading: boolean;
  route: Record<string, string>;
}

type State = { state: 'loading' } | { state: 'done'; points: Point[] } | { state: 'failed' };

/** The chart's points, read with the list's current search each time the list loads. */
function useChartPoints(chart: ListChartSchema, query: ListQuery, rows: readonly Row[], loading: boolean, route: Record<string, string>): State {
  const [state, setState] = useState<State>({ state: 'loading' });
  const latestQuery = useRef(query);
  latestQuery.current = query;
  useEffect(() => {
    if (loading) return;
    let live = true;
    callWithSearch(chart.api, searchOf(latestQuery.current), route).then(
      (reply) => live && setState({ state: 'done', points: readPoints(reply.data) }),
      () => live && setState({ state: 'failed' }),
    );
    return () => { live = false; };
  }, [chart, rows, loading, route]);
  return state;
}

/** A chart above a list (schemas/page/language.ts ListChart); echarts downloads the first time one is drawn. */
export function ListChart({ chart, columns, lang, query, rows, loading, route }: ListChartProps) {
  const { t } = useLingui();
  const state = useChartPoints(chart, query, rows, loading, route);
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<DrawnChart | null>(null);
  const [drawFailed, setDrawFailed] = useState(false);
  const points = state.state === 'done' ? state.points : null;

  useEffect(() => {
    if (!points || points.length === 0 || !box.current) return;
    let live = true;
    const element = box.current;
    import('./chart/drawChart').then(({ mountChart }) => {
      if (!live) return;
      drawn.current ??= mountChart(element);
      drawn.current.draw(chartOption(chart, points, columns, lang));
    }).catch(() => live && setDrawFailed(true));
    return () => { live = false; };
  }, [points, chart, columns, lang]);

  // The chart follows the width of the page (sidebar folded, window resized).
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => drawn.current?.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      drawn.current?.dispose();
      drawn.current = null;
    };
  }, []);

  const height = chart.height ?? 280;
  const empty = points !== null && points.length === 0;
  const note = state.state === 'failed' || drawFailed ? t`图表加载失败` : empty ? t`暂无数据` : null;
  return (
    <section className="gl-chart" aria-label={chart.title ? pickText(chart.title, lang) : t`图表`} aria-busy={state.state === 'loading'}>
      {chart.title ? <div className="gl-chart-title">{pickText(chart.title, lang)}</div> : null}
      {note ? <div className="gl-chart-note">{note}</div> : null}
      <div ref={box} className="gl-chart-canvas" style={{ height, display: note ? 'none' : undefined }} />
    </section>
  );
}
