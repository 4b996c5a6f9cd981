import { init, use as registerParts, type ECharts, type EChartsCoreOption } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only what list charts draw (the home dashboard adds its parts to these): the full echarts build is several times larger. This module is loaded with
// import() when a list with a chart is shown, never with the sign-in page.
registerParts([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** A chart drawn in `element`; `draw` replaces what it shows. */
export interface DrawnChart {
  draw(option: EChartsCoreOption): void;
  resize(): void;
  dispose(): void;
}

export function mountChart(element: HTMLElement): DrawnChart {
  const chart: ECharts = init(element);
  return {
    draw: (option) => chart.setOption(option, { notMerge: true }),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
