import { OUR_WIDGET_KEYS } from '../import/jnpf/keys';
import type { FieldSchema, OptionsSource, StaticOption } from '../types';
import type { LocalText } from '../text';
import { all3 } from './from-design-parts';
import type { FieldType } from './field-types';
import type { ModelField, ModelOption } from './types';

/**
 * How each designer widget is stored when a design is published (docs/architecture.md#dynamic-models): nothing
 * (layout and display-only widgets), a model field of some type, or a child table (the sub-table). The type is
 * chosen so the widget's value round-trips unchanged through the engine (server/resource/input.ts reads it,
 * read.ts writes it back): epoch-ms dates as `time` (timestamptz, read back as epoch ms), fixed-scale decimals as
 * `decimal` strings, multi-valued values (arrays, ranges, uploads) as `json`. Kept to the registry's `valueType` by
 * tests/unit/schemas/widget-storage.test.ts.
 */

export type OurWidgetKey = (typeof OUR_WIDGET_KEYS)[number];

/** A model field without its identity (key, column, label, required): what the widget decides. */
export type FieldStorage = Omit<ModelField, 'key' | 'column' | 'label' | 'required'> & { type: FieldType };

export type WidgetStorage = { kind: 'none' } | { kind: 'table' } | { kind: 'field'; field: FieldStorage };

type Props = Record<string, unknown>;
type Rule = 'none' | 'table' | ((props: Props, field: FieldSchema) => FieldStorage);

const NONE: Rule = 'none';
const text = (): FieldStorage => ({ type: 'text' });
const json = (): FieldStorage => ({ type: 'json' });
/** Ids picked from a tree or a dialog: one id, or several comma-joined (JNPF's multiple pickers). */
const ids = text;

const isModelValue = (v: unknown): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v));

/** Enum options from static ones (values that are integers or strings, all of one kind), else undefined. */
function modelOptions(options: readonly StaticOption[]): ModelOption[] | undefined {
  if (!options.length || !options.every((o) => isModelValue(o.value))) return undefined;
  const numeric = options.every((o) => typeof o.value === 'number');
  if (!numeric && !options.every((o) => typeof o.value === 'string')) return undefined;
  const seen = new Set<string>();
  const out: ModelOption[] = [];
  for (const o of options) {
    const key = String(o.value);
    if (seen.has(key)) return undefined;
    seen.add(key);
    out.push({ value: o.value as string | number, label: all3(o.label, key), ...(o.color ? { color: o.color } : {}) });
  }
  return out;
}

const DICTIONARY_KEYS = ['id', 'enCode', 'fullName'] as const;

/** One value chosen among options: an enum over static options or a dictionary; text for data interfaces and APIs. */
function choice(props: Props, field: FieldSchema): FieldStorage {
  const source: OptionsSource | undefined = field.options;
  if (Array.isArray(source)) {
    // Boolean option values would come back as text: kept as JSON.
    if (source.some((o) => typeof o.value === 'boolean')) return json();
    const options = modelOptions(source);
    return options ? { type: 'enum', options } : text();
  }
  if (source && 'dictionary' in source) {
    const valueKey = DICTIONARY_KEYS.find((k) => k === props.valueKey);
    return { type: 'enum', dictionary: { type: source.dictionary, ...(valueKey && valueKey !== 'id' ? { valueKey } : {}) } };
  }
  return text();
}

/** A single choice, or several comma-joined (select, tree select with `multiple`). */
const choiceOrJoined = (props: Props, field: FieldSchema): FieldStorage => (props.multiple ? text() : choice(props, field));

const maxOf = (props: Props): Pick<FieldStorage, 'max'> => {
  const max = Number(props.maxlength);
  return Number.isInteger(max) && max > 0 ? { max } : {};
};

const scaleOf = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : fallback;
};

/** Digits after the point of a step such as 0.05. */
const stepScale = (step: unknown): number => {
  const s = String(step ?? '1');
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : Math.min(10, s.length - dot - 1);
};

/** A number: integer without decimals, else a decimal at the widget's precision (6 places when "as typed"). */
const numberAt = (scale: number): FieldStorage => (scale === 0 ? { type: 'integer' } : { type: 'decimal', scale, intDigits: 16 });

/** The switch stores its active / inactive values: an enum labelled with their texts. */
function switchStorage(props: Props): FieldStorage {
  const active = props.activeValue ?? 1;
  const inactive = props.inactiveValue ?? 0;
  const options = modelOptions([
    { value: active as StaticOption['value'], label: (props.activeText as LocalText | undefined) ?? { zh: '开', zhtw: '開', en: 'On' } },
    { value: inactive as StaticOption['value'], label: (props.inactiveText as LocalText | undefined) ?? { zh: '关', zhtw: '關', en: 'Off' } },
  ]);
  return options ? { type: 'enum', options } : json();
}

/** Every widget key of the designer and how its value is stored. */
export const WIDGET_STORAGE: Record<OurWidgetKey, Rule> = {
  comInput: (p) => ({ type: 'text', ...maxOf(p) }),
  textarea: (p) => ({ type: 'text', ...maxOf(p) }),
  editor: text,
  colorPicker: text,
  scanInput: (p) => ({ type: 'text', ...maxOf(p) }),
  sign: text,
  numInput: (p) => numberAt(p.precision === undefined || p.precision === null ? 6 : scaleOf(p.precision, 6)),
  amount: () => ({ type: 'decimal', scale: 2, intDigits: 16 }),
  calculate: (p) => ({ type: 'decimal', scale: scaleOf(p.precision, 2), intDigits: 20 }),
  rate: (p) => (p.allowHalf ? { type: 'decimal', scale: 1, intDigits: 4 } : { type: 'integer' }),
  slider: (p) => (p.range ? json() : numberAt(Math.max(stepScale(p.step), stepScale(p.min)))),
  switch: switchStorage,
  select: choiceOrJoined,
  radio: choice,
  // Tree options cannot be an enum's flat list: the chosen node's value (or several, comma-joined) as text.
  treeSelect: text,
  checkbox: json,
  cascader: json,
  // Epoch ms (the default) as a timestamp, read back as epoch ms; a text valueFormat stays text.
  date: (p) => (!p.valueFormat || p.valueFormat === 'timestamp' ? { type: 'time' } : text()),
  time: text,
  dateRange: json,
  timeRange: json,
  numberRange: json,
  uploadFz: json,
  uploadImg: json,
  address: () => ({ type: 'area' }),
  userSelect: ids,
  depSelect: ids,
  posSelect: ids,
  comSelect: ids,
  dicSelect: ids,
  relationForm: ids,
  popupSelect: ids,
  relationFlow: ids,
  // Issued by the server on create (the model's code), never read from a save body.
  billRule: () => ({ type: 'text', readonly: true }),
  // Filled by the server on save (schemas/system-fields.ts): ids, and epoch-ms times.
  createUser: () => ({ type: 'text', readonly: true }),
  modifyUser: () => ({ type: 'text', readonly: true }),
  currOrganize: () => ({ type: 'text', readonly: true }),
  currDept: () => ({ type: 'text', readonly: true }),
  currPosition: () => ({ type: 'text', readonly: true }),
  createTime: () => ({ type: 'time', readonly: true }),
  modifyTime: () => ({ type: 'time', readonly: true }),
  table: 'table',
  relationFormAttr: NONE,
  popupAttr: NONE,
  relationFlowAttr: NONE,
  groupTitle: NONE,
  divider: NONE,
  text: NONE,
  button: NONE,
  qrcode: NONE,
  barcode: NONE,
};

const isOurKey = (key: string): key is OurWidgetKey => Object.prototype.hasOwnProperty.call(WIDGET_STORAGE, key);

/** How a form field is stored; containers and unknown keys store nothing. */
export function storageOf(field: FieldSchema): WidgetStorage {
  if (!isOurKey(field.jnpfKey)) return { kind: 'none' };
  const rule = WIDGET_STORAGE[field.jnpfKey];
  if (rule === 'none') return { kind: 'none' };
  if (rule === 'table') return { kind: 'table' };
  return { kind: 'field', field: rule(field.props ?? {}, field) };
}
