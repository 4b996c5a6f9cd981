import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type Call } from '../../data/net';
import { page, params, renderList, spvRows, spvSchema, installListTestHooks } from './harness';
import { chartOption, readPoints } from '../../../../runtime/renderers/list/chart/chartOption';
import type { ChartOption } from '../../../../runtime/renderers/list/chart/chartOption';
import type { ColumnSchema, ListChart, ListSchema } from '../../../../schemas';

// happy-dom has no canvas: the drawing module (echarts) is replaced by one that records what it was asked to draw.
const drawn = vi.hoisted(() => ({ options: [] as unknown[], mounts: 0, disposed: 0 }));
vi.mock('../../../../runtime/renderers/list/chart/drawChart', () => ({
  mountChart: () => {
    drawn.mounts += 1;
    return { draw: (option: unknown) => drawn.options.push(option), resize: () => undefined, dispose: () => { drawn.disposed += 1; } };
  },
}));

installListTestHooks(undefined, { before: () => { drawn.options.length = 0; drawn.mounts = 0; drawn.disposed = 0; } });

const TREND: ListChart = {
  kind: 'line',
  title: { zh: '金价走势', en: 'Price trend' },
  api: { method: 'GET', url: '/api/price/trend', query: { dateStart: '{{search.dateStart}}', dateEnd: '{{search.dateEnd}}' } },
  x: 'priceDate',
  y: 'price',
  series: 'priceType',
  yLabel: '元/克',
};

const TYPE_COLUMN: ColumnSchema = {
  prop: 'priceType', label: '类型', options: [{ value: 1, label: { zh: '基础金价', en: 'Base price' } }, { value: 2, label: { zh: '旧料回收价', en: 'Buy-back price' } }],
};

const POINTS = [
  { priceDate: '2026-01-05', priceType: 1, price: '612.50' },
  { priceDate: '2026-01-05', priceType: 2, price: '560.00' },
  { priceDate: '2026-01-06', priceType: 1, price: '615.10' },
  { priceDate: '2026-01-07', priceType: 1, price: '611.00' },
  { priceDate: '2026-01-07', priceType: 2, price: '558.30' },
];

describe('list chart option (chartOption)', () => {
  it('puts one line per series value, named by the column options, aligned to the dates with a gap where a day has no price', () => {
    const option = chartOption(TREND, POINTS, [TYPE_COLUMN], 'zh');
    expect(option.xAxis.data).toEqual(['2026-01-05', '2026-01-06', '2026-01-07']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['基础金价', [612.5, 615.1, 611]],
      ['旧料回收价', [560, null, 558.3]],
    ]);
    expect(option.legend.data).toEqual(['基础金价', '旧料回收价']);
    expect(option.yAxis.name).toBe('元/克');
    expect(chartOption(TREND, POINTS, [TYPE_COLUMN], 'en').series.map((s) => s.name)).toEqual(['Base price', 'Buy-back price']);
  });

  it('names a series by its raw value without a matching column, and one line by the title without a series key', () => {
    expect(chartOption(TREND, POINTS, [], 'zh').series.map((s) => s.name)).toEqual(['1', '2']);
    const single = chartOption({ ...TREND, series: undefined, kind: 'bar' }, [{ priceDate: 'a', price: 'x' }, { priceDate: 'b', price: '2' }], [], 'zh');
    expect(single.series).toMatchObject([{ type: 'bar', name: '金价走势', data: [null, 2] }]);
  });

  it('reads the points of data.list or of a bare array', () => {
    expect(readPoints({ list: POINTS })).toBe(POINTS);
    expect(readPoints(POINTS)).toBe(POINTS);
    expect(readPoints(null)).toEqual([]);
  });
});

function chartSchema(dates?: [string, string]): ListSchema {
  const base = spvSchema();
  return {
    ...base,
    chart: TREND,
    search: [
      ...base.search!,
      { vModel: 'date', jnpfKey: 'date', label: '日期', match: 'range', queryOnly: true, props: { valueFormat: 'YYYY-MM-DD' }, ...(dates ? { defaultValue: dates } : {}) },
    ],
    columns: [...base.columns, TYPE_COLUMN],
  };
}

describe('list renderer: chart above the list (schema `chart`)', () => {
  it('reads the chart with the declared search keys only (empty ones left out) and draws it; a new search reads it again', async () => {
    const net = stubFetch({
      'GET /api/spv/page': page(spvRows(2)),
      'GET /api/price/trend': (call: Call) => ({ code: 200, data: { list: call.url.searchParams.get('dateStart') ? POINTS.slice(0, 2) : POINTS } }),
    });
    renderList(chartSchema());
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    const trend = () => net.filter((c) => c.url.pathname === '/api/price/trend');
    expect(params(trend()[0])).toEqual({});
    expect((drawn.options[0] as ChartOption).series).toHaveLength(2);
    expect(screen.getByText('金价走势')).toBeTruthy();

    // Another search field changes the list; the chart reads only the keys it declares.
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '甲' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(trend()).toHaveLength(2));
    expect(params(trend()[1])).toEqual({});
    expect(drawn.mounts).toBe(1);
  });

  it('sends the list date range to the chart call', async () => {
    const net = stubFetch({ 'GET /api/spv/page': page(spvRows(1)), 'GET /api/price/trend': { code: 200, data: { list: POINTS } } });
    renderList(chartSchema(['2026-01-05', '2026-01-07']));
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    const trend = net.filter((c) => c.url.pathname === '/api/price/trend');
    expect(trend).toHaveLength(1);
    expect(params(trend[0])).toEqual({ dateStart: '2026-01-05', dateEnd: '2026-01-07' });
    expect(params(net.find((c) => c.url.pathname === '/api/spv/page')!)).toMatchObject({ dateStart: '2026-01-05', dateEnd: '2026-01-07' });
  });

  it('says 暂无数据 when the call answers no point, and draws nothing', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(1)), 'GET /api/price/trend': { code: 200, data: { list: [] } } });
    renderList(chartSchema());
    expect(await screen.findByText('暂无数据', { selector: '.gl-chart-note' })).toBeTruthy();
    expect(drawn.mounts).toBe(0);
  });

  it('says the chart could not be loaded when its call fails, and the list still shows', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(1)), 'GET /api/price/trend': { code: 500, msg: '服务繁忙' } });
    renderList(chartSchema());
    expect(await screen.findByText('图表加载失败')).toBeTruthy();
    expect(screen.getByText('SPV000')).toBeTruthy();
  });
});
