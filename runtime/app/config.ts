/** Base address of the data-visualization server, used by menu types 6 and 7 (`${dataV}`). */
export function dataVisualizationBase(): string {
  const configured = import.meta.env.VITE_DATAV_URL as string | undefined;
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '/DataV' : `${window.location.origin}/DataV`;
}
