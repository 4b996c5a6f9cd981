import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('uploadImg');

/** Offline pictures: small SVG drawings as data URLs. */
const picture = (color: string, label: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${color}"/><text x="80" y="66" font-size="20" text-anchor="middle" fill="#fff">${label}</text></svg>`)}`;

const pictures = [
  { name: '门头.svg', fileId: 'p1.svg', url: picture('#c9a227', '门头') },
  { name: '柜台.svg', fileId: 'p2.svg', url: picture('#8c6d1f', '柜台') },
];

const states = widgetStates(pictures, { props: { showTip: true } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** Limit 1 reached: no add card. */
export const LimitReached: WidgetStoryObj = { args: { value: [pictures[0]], field: { props: { limit: 1 } } } };

/** Pictures are redrawn under 200 KB before the upload. */
export const Compressed: WidgetStoryObj = { args: { field: { props: { compress: { mode: 'size', size: 200, unit: 'KB' }, showTip: true } } } };

/** Pictures are redrawn at 30% of their size. */
export const CompressedPercent: WidgetStoryObj = { args: { field: { props: { compress: { mode: 'percent', percent: 30 } } } } };
