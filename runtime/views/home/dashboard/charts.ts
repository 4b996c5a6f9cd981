import { use as registerParts } from 'echarts/core';
import { PieChart } from 'echarts/charts';

// The dashboard's charts: the list charts' echarts parts (lines, bars, axes, legend, tooltip) plus pies. Loaded with
// import() by the first chart card shown, never with the sign-in page.
registerParts([PieChart]);

export { mountChart } from '../../../renderers/list/chart/drawChart';
