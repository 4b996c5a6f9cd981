/** A stored address as its id path: an array, a JSON array text, or comma-joined ids. */
export function toIdPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((id) => id !== null && id !== undefined && id !== '').map(String);
  if (typeof value !== 'string' || value === '') return [];
  if (value.startsWith('[')) {
    try {
      return toIdPath(JSON.parse(value));
    } catch {
      return [];
    }
  }
  return value.split(',').filter((id) => id !== '');
}
