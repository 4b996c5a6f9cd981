import type { ModelField } from '../../../../schemas/model';
import { normalizeField } from '../../../resource/input';

/**
 * Values the generated API test saves: for each field, candidates by type, kept only when the engine's own field
 * reader (server/resource/input.ts) accepts them, so a rule or a length limit of the design never breaks the test.
 * Fields with no acceptable candidate (a reference, a dictionary item) are left out of the test's payloads; the test
 * gives a required dictionary field an item it adds to its database (`dictionaryFields`).
 */

const TEXTS = ['样例一', '样例二', 'Sample', 'sample', 'SAMPLE', '13800138000', '0755-26660000', 'a@example.com', 'https://example.com', 'A1', '123', '1'];

function candidates(f: ModelField): unknown[] {
  switch (f.type) {
    case 'text': return TEXTS.map((t) => (f.max ? t.slice(0, f.max) : t));
    case 'integer': return [1, 2, 10];
    case 'decimal': return ['12.5', '3', '1.25', '0.5'];
    case 'date': return ['2024-03-01', '2025-01-02'];
    case 'time': return ['2024-03-01 10:00:00', '2025-01-02 08:30:00'];
    case 'enum': return f.dictionary ? [] : (f.options ?? []).map((o) => o.value);
    case 'area': return [['44', '4403'], ['44']];
    case 'files': return [[]];
    case 'json': return [{}];
    default: return [];
  }
}

function accepted(f: ModelField, value: unknown): boolean {
  try {
    return normalizeField(f, value) !== null;
  } catch {
    return false;
  }
}

/** Acceptable values of a writable field, most typical first (none: the field cannot be sampled). */
export const samplesOf = (f: ModelField): unknown[] => (f.readonly ? [] : candidates(f).filter((v) => accepted(f, v)));

/** Required writable fields whose values are items of a dictionary: the test adds an item and uses it. */
export const dictionaryFields = (fields: ModelField[]): ModelField[] => fields.filter((f) => f.required && !f.readonly && f.dictionary);

/**
 * A create payload: every required field and every other field that can be sampled, or the required fields that
 * cannot (dictionary fields excepted: the test gives them an item).
 */
export function samplePayload(fields: ModelField[]): { payload: Record<string, unknown>; unsampled: string[] } {
  const payload: Record<string, unknown> = {};
  const unsampled: string[] = [];
  for (const f of fields) {
    const [value] = samplesOf(f);
    if (value !== undefined) payload[f.key] = value;
    else if (f.required && !f.readonly && !f.dictionary) unsampled.push(f.key);
  }
  return { payload, unsampled };
}

/** A field an update can change to another acceptable scalar value, and that value. */
export function sampleChange(fields: ModelField[]): { key: string; value: unknown } | undefined {
  for (const f of fields) {
    if (f.type !== 'text' && f.type !== 'integer' && f.type !== 'decimal') continue;
    const [, second] = samplesOf(f);
    if (second !== undefined) return { key: f.key, value: second };
  }
  return undefined;
}
