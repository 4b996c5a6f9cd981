import type { EChartsCoreOption } from 'echarts/core';
import type { AmountMonth, AreaCount, BusinessMonth, EarningsMonth, StockCategory } from './api';

/**
 * The echarts options of the dashboard's charts, from the calls' replies. Amounts arrive as exact decimal strings
 * (sums are the server's); they become numbers here only to be drawn. Texts come translated from the cards.
 */

const GOLD = '#d4a017';
const BLUE = '#1677ff';
const GREEN = '#52c41a';
const PALETTE = [GOLD, BLUE, GREEN, '#fa8c16', '#722ed1', '#13c2c2', '#eb2f96', '#8c8c8c'];

const monthAxis = (months: string[]) => ({ type: 'category', data: months, axisTick: { alignWithLabel: true } });
const grid = { left: 64, right: 56, top: 40, bottom: 28 };

/** Two series of months as bars side by side. */
function monthBars(months: string[], series: Array<{ name: string; data: number[]; color: string }>): EChartsCoreOption {
  return {
    color: series.map((s) => s.color),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, data: series.map((s) => s.name) },
    grid,
    xAxis: monthAxis(months),
    yAxis: { type: 'value' },
    series: series.map((s) => ({ type: 'bar', name: s.name, data: s.data, barMaxWidth: 18 })),
  };
}

export const amountOption = (list: AmountMonth[], names: { payable: string; paid: string }) => monthBars(list.map((r) => r.month), [
  { name: names.payable, data: list.map((r) => Number(r.payableAmount)), color: GOLD },
  { name: names.paid, data: list.map((r) => Number(r.paidAmount)), color: GREEN },
]);

export const earningsOption = (list: EarningsMonth[], names: { labourFee: string; margin: string }) => monthBars(list.map((r) => r.month), [
  { name: names.labourFee, data: list.map((r) => Number(r.labourFee)), color: BLUE },
  { name: names.margin, data: list.map((r) => Number(r.margin)), color: GOLD },
]);

/** Sale count as bars on the left axis, sold grams as a line on the right. */
export function businessOption(list: BusinessMonth[], names: { count: string; weight: string }): EChartsCoreOption {
  return {
    color: [BLUE, GOLD],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [names.count, names.weight] },
    grid,
    xAxis: monthAxis(list.map((r) => r.month)),
    yAxis: [{ type: 'value', name: names.count, minInterval: 1 }, { type: 'value', name: names.weight }],
    series: [
      { type: 'bar', name: names.count, data: list.map((r) => r.saleCount), barMaxWidth: 18 },
      { type: 'line', name: names.weight, yAxisIndex: 1, data: list.map((r) => Number(r.soldWeight)), smooth: true },
    ],
  };
}

/** Stock weight by category as a ring; the tooltip adds the piece count. */
export function inventoryOption(list: StockCategory[], names: { weight: string; pieces: string }): EChartsCoreOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: (p: { name: string; value: number; percent: number; data: { count: number } }) => `${p.name}<br/>${names.weight}: ${p.value} g (${p.percent}%)<br/>${names.pieces}: ${p.data.count}` },
    legend: { orient: 'vertical', right: 8, top: 'middle' },
    series: [{
      type: 'pie', radius: ['42%', '70%'], center: ['40%', '52%'], avoidLabelOverlap: true, label: { formatter: '{b}\n{d}%' },
      data: list.map((c) => ({ name: c.categoryName, value: Number(c.weight), count: c.count })),
    }],
  };
}

/** Open shops per province on the map of China, shaded by count; provinces the map lacks are left out. */
export function mapOption(list: AreaCount[], regionOf: (provinceId: string) => string | undefined, names: { shops: string }): EChartsCoreOption {
  const data = list.flatMap((p) => {
    const region = regionOf(p.areaId);
    return region ? [{ name: region, value: p.count, fullName: p.areaName }] : [];
  });
  const max = Math.max(1, ...data.map((d) => d.value));
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: number; data?: { fullName: string } }) => `${p.data?.fullName ?? p.name}<br/>${names.shops}: ${Number.isFinite(p.value) ? p.value : 0}`,
    },
    visualMap: { min: 0, max, left: 8, bottom: 8, calculable: true, inRange: { color: ['#fff4d6', '#f5c242', '#ad6800'] } },
    series: [{
      type: 'map', map: 'china', roam: false, layoutCenter: ['55%', '52%'], layoutSize: '115%', data,
      itemStyle: { areaColor: '#f5f5f5', borderColor: '#bfbfbf' },
      emphasis: { label: { show: true }, itemStyle: { areaColor: '#ffd666' } },
      label: { show: false },
    }],
  };
}
