import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { EChartsCoreOption } from 'echarts/core';
import type { DrawnChart } from '../../../renderers/list/chart/drawChart';

/** A module that draws charts: echarts with the parts a card needs, downloaded the first time such a card shows. */
export type ChartModule = { mountChart(element: HTMLElement): DrawnChart };

interface EChartProps {
  load: () => Promise<ChartModule>;
  option: EChartsCoreOption;
  height?: number;
  label: string;
}

/** One echarts chart: drawn once its module has loaded, redrawn when the option changes, resized with its box. */
export function EChart({ load, option, height = 280, label }: EChartProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<DrawnChart | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let live = true;
    load().then((module) => {
      if (!live) return;
      chart.current ??= module.mountChart(element);
      chart.current.draw(option);
    }).catch(() => live && setFailed(true));
    return () => { live = false; };
  }, [load, option]);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => chart.current?.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  if (failed) return <Alert type="error" showIcon message={t`图表加载失败`} />;
  return <div ref={box} role="img" aria-label={label} className="home-chart" style={{ width: '100%', height }} />;
}
