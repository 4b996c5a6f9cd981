import { pickText, type ColumnSchema, type Lang, type ListChart } from '../../../../schemas';

/** One point of a chart reply (`{ priceDate, priceType, price }`). */
export type Point = Record<string, unknown>;

/** The points of a reply: `data.list` or a bare array; anything else has none. */
export function readPoints(data: unknown): Point[] {
  if (Array.isArray(data)) return data as Point[];
  const list = (data as { list?: unknown } | null | undefined)?.list;
  return Array.isArray(list) ? (list as Point[]) : [];
}

/** A series value's name: the label of the column option with that value, else the value itself. */
function seriesName(value: unknown, column: ColumnSchema | undefined, lang: Lang): string {
  const options = Array.isArray(column?.options) ? column.options : [];
  // Options may be numbers while a reply carries text (or the other way round): compared as text.
  const option = options.find((o) => String(o.value) === String(value));
  return option ? pickText(option.label, lang) : String(value);
}

/** A plotted number; a value that is no number leaves a gap instead of a zero. */
function plotted(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The echarts option of a list chart: the x values in the order the call answered them, one series per value of
 * `series` (named by the list column of that prop), each aligned to the x values with gaps where a series has no
 * point. Values are drawn as numbers; they are never summed here (decimals stay exact on the server).
 */
export function chartOption(chart: ListChart, points: readonly Point[], columns: readonly ColumnSchema[], lang: Lang) {
  const xs: string[] = [];
  const xIndex = new Map<string, number>();
  for (const point of points) {
    const x = String(point[chart.x] ?? '');
    if (!xIndex.has(x)) {
      xIndex.set(x, xs.length);
      xs.push(x);
    }
  }
  const groups = new Map<string, { name: string; values: (number | null)[] }>();
  const column = chart.series ? columns.find((c) => c.prop === chart.series) : undefined;
  const title = chart.title ? pickText(chart.title, lang) : '';
  for (const point of points) {
    const key = chart.series ? String(point[chart.series] ?? '') : '';
    let group = groups.get(key);
    if (!group) {
      group = { name: chart.series ? seriesName(point[chart.series], column, lang) : title || chart.y, values: xs.map(() => null) };
      groups.set(key, group);
    }
    group.values[xIndex.get(String(point[chart.x] ?? ''))!] = plotted(point[chart.y]);
  }
  const series = [...groups.values()].map((group) => ({
    type: chart.kind,
    name: group.name,
    data: group.values,
    connectNulls: true,
    showSymbol: xs.length <= 60,
  }));
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { data: series.map((s) => s.name), top: 0 },
    grid: { left: 56, right: 24, top: 36, bottom: 28 },
    xAxis: { type: 'category' as const, data: xs, boundaryGap: chart.kind === 'bar' },
    yAxis: { type: 'value' as const, scale: true, name: chart.yLabel ? pickText(chart.yLabel, lang) : undefined },
    series,
  };
}

export type ChartOption = ReturnType<typeof chartOption>;
