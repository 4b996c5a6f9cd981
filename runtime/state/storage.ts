/**
 * Local storage with a product prefix and the recorded value type (docs/product.md#client-data-shapes, client settings):
 * values are stored as `value|Type` and parsed back to that type on read.
 */
export const STORAGE_PREFIX = 'gold_';

type Stored = string | number | boolean | null | unknown[] | Record<string, unknown>;

function typeOf(value: Stored): string {
  if (value === null) return 'Null';
  if (Array.isArray(value)) return 'Array';
  switch (typeof value) {
    case 'string': return 'String';
    case 'number': return 'Number';
    case 'boolean': return 'Boolean';
    default: return 'Object';
  }
}

export function setItem(key: string, value: Stored): void {
  const type = typeOf(value);
  const text = type === 'Array' || type === 'Object' ? JSON.stringify(value) : String(value);
  try {
    localStorage.setItem(STORAGE_PREFIX + key, `${text}|${type}`);
  } catch {
    /* storage full or disabled: settings simply do not persist */
  }
}

export function getItem<T extends Stored>(key: string): T | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  const bar = raw.lastIndexOf('|');
  if (bar < 0) return raw as T;
  const text = raw.slice(0, bar);
  switch (raw.slice(bar + 1)) {
    case 'Number': return Number(text) as T;
    case 'Boolean': return (text === 'true') as T;
    case 'Null': return null as T;
    case 'Array':
    case 'Object':
      try { return JSON.parse(text) as T; } catch { return undefined; }
    default: return text as T;
  }
}

export function removeItem(key: string): void {
  try { localStorage.removeItem(STORAGE_PREFIX + key); } catch { /* ignore */ }
}
