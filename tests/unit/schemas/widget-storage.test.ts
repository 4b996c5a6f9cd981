/**
 * The widget → storage map of published designs (schemas/model/widget-storage.ts) is held to the registry: every
 * registered widget has a rule, and the model field type it chooses can hold the widget's wire value (valueType),
 * so a value round-trips unchanged through the engine's input and read.
 */
import { describe, expect, it } from 'vitest';
import { normalizeField } from '../../../server/resource/input';
import { wireValue } from '../../../server/resource/read';
import type { FieldType, ModelField } from '../../../schemas/model';
import { WIDGET_STORAGE, storageOf, type FieldStorage } from '../../../schemas/model/widget-storage';
import type { FieldSchema } from '../../../schemas/types';
import { WIDGETS } from '../../../widgets/registry';
import type { ValueType } from '../../../widgets/types';

/** The model field types that hold a wire value of each kind unchanged. */
const HOLDS: Record<Exclude<ValueType, 'none'>, FieldType[]> = {
  string: ['text', 'enum', 'ref'],
  number: ['integer', 'decimal', 'enum'],
  decimal: ['decimal'],
  date: ['time', 'text'],
  boolean: ['enum', 'json'],
  array: ['json', 'area', 'files'],
  object: ['json'],
};

const fieldOf = (jnpfKey: string, props: Record<string, unknown> = {}, extra: Partial<FieldSchema> = {}): FieldSchema =>
  ({ jnpfKey, vModel: 'f', props: { ...WIDGETS[jnpfKey]?.defaults, ...props }, ...extra });

const asModelField = (storage: FieldStorage): ModelField => ({ key: 'f', label: { zh: 'F', zhtw: 'F', en: 'F' }, ...storage });

/** Through the engine: read as a save body, stored, written back as the wire value. */
const roundTrip = (storage: FieldStorage, value: unknown) => {
  const field = asModelField(storage);
  return wireValue(field, normalizeField(field, value));
};

describe('widget storage', () => {
  it('has a rule for every registered widget and no other', () => {
    expect(Object.keys(WIDGET_STORAGE).sort()).toEqual(Object.keys(WIDGETS).sort());
  });

  it('stores nothing exactly for the widgets without a value, a child table for the sub-table', () => {
    for (const [key, widget] of Object.entries(WIDGETS)) {
      const storage = storageOf(fieldOf(key));
      if (widget.valueType === 'none') expect(storage.kind, key).toBe('none');
      else if (key === 'table') expect(storage.kind).toBe('table');
      else expect(storage.kind, key).toBe('field');
    }
  });

  it('chooses a field type that holds the widget value type', () => {
    for (const [key, widget] of Object.entries(WIDGETS)) {
      const storage = storageOf(fieldOf(key));
      if (storage.kind !== 'field' || widget.valueType === 'none') continue;
      expect(HOLDS[widget.valueType], `${key}: ${storage.field.type}`).toContain(storage.field.type);
    }
  });

  it('round-trips values as the widgets write them', () => {
    const at = Date.UTC(2026, 10, 27, 8, 30);
    const cases: Array<[FieldSchema, unknown]> = [
      [fieldOf('comInput'), '张三'],
      [fieldOf('date'), at],
      [fieldOf('date', { valueFormat: 'YYYY-MM-DD' }), '2026-11-27'],
      [fieldOf('amount'), '1234.50'],
      [fieldOf('calculate', { precision: 3 }), '12.345'],
      [fieldOf('numInput', { precision: 0 }), 42],
      [fieldOf('rate'), 4],
      [fieldOf('switch'), 1],
      [fieldOf('select', {}, { options: [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }] }), 'b'],
      [fieldOf('select', {}, { options: [{ label: '甲', value: 1 }, { label: '乙', value: 2 }] }), 2],
      [fieldOf('select', { multiple: true }, { options: [{ label: '甲', value: 'a' }] }), 'a,b'],
      [fieldOf('checkbox'), ['a', 'b']],
      [fieldOf('dateRange'), [at, at + 86_400_000]],
      [fieldOf('uploadFz'), [{ name: 'a.pdf', fileId: 'x', url: '/f/x' }]],
      [fieldOf('address'), ['11', '1101']],
      [fieldOf('userSelect', { multiple: true }), 'u1,u2'],
      [fieldOf('time'), '08:30:00'],
    ];
    for (const [field, value] of cases) {
      const storage = storageOf(field);
      if (storage.kind !== 'field') throw new Error(`${field.jnpfKey} holds no field`);
      expect(roundTrip(storage.field, value), field.jnpfKey).toEqual(value);
    }
  });

  it('keeps decimals of a number with precision, numerically', () => {
    const storage = storageOf(fieldOf('numInput', { precision: 2 }));
    expect(storage).toEqual({ kind: 'field', field: { type: 'decimal', scale: 2, intDigits: 16 } });
    if (storage.kind === 'field') expect(Number(roundTrip(storage.field, 3.5))).toBe(3.5);
  });

  it('makes a dictionary select an enum over that dictionary', () => {
    expect(storageOf(fieldOf('select', { valueKey: 'enCode' }, { options: { dictionary: 'sex' } })))
      .toEqual({ kind: 'field', field: { type: 'enum', dictionary: { type: 'sex', valueKey: 'enCode' } } });
  });

  it('takes the max length from maxlength', () => {
    expect(storageOf(fieldOf('comInput', { maxlength: 20 }))).toEqual({ kind: 'field', field: { type: 'text', max: 20 } });
  });

  it('stores nothing for containers and unknown keys', () => {
    expect(storageOf({ jnpfKey: 'row', children: [] }).kind).toBe('none');
    expect(storageOf({ jnpfKey: 'nope', vModel: 'x' }).kind).toBe('none');
  });
});
