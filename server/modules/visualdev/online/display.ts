import { inArray } from 'drizzle-orm';
import type { Model, ModelField } from '../../../../schemas/model';
import { pickText, type Lang } from '../../../../schemas/text';
import type { FieldSchema, StaticOption } from '../../../../schemas/types';
import type { DbOrTx } from '../../../db/client';
import { organizations, positions, users } from '../../permission/tables';
import { loadAreaNames } from '../../../resource/areas';
import { dictionaryNames } from '../../../resource/dictionary';
import type { LiveModel } from '../live';
import { dateText, FORMAT_BY_TYPE } from './date-text';
import { formIndex, propOf } from './form-index';
import type { FormValues } from './values';

/**
 * Display values of records (List, DataChange, Export): what the widget shows for a stored value — names of users,
 * organisations, departments, positions and areas for their ids, dictionary item names and option labels for keys,
 * dates in the widget's format, switch texts; decimals stay fixed-scale strings. Sub-table rows are converted by their
 * columns. Names are read once per call for all the records.
 */

type Kind = 'user' | 'organize' | 'position' | 'area' | 'options' | 'date' | 'systemTime' | 'switch' | 'plain';

const WIDGET_KIND: Record<string, Kind> = {
  userSelect: 'user', createUser: 'user', modifyUser: 'user',
  comSelect: 'organize', depSelect: 'organize', currOrganize: 'organize', currDept: 'organize',
  posSelect: 'position', currPosition: 'position',
  address: 'area',
  select: 'options', radio: 'options', checkbox: 'options', dicSelect: 'options', treeSelect: 'options', cascader: 'options',
  date: 'date', createTime: 'systemTime', modifyTime: 'systemTime',
  switch: 'switch',
};

function kindOf(field: FieldSchema | undefined, modelField: ModelField | undefined): Kind {
  if (field) return WIDGET_KIND[field.jnpfKey] ?? 'plain';
  if (modelField?.dictionary || modelField?.options) return 'options';
  return 'plain';
}

/** A column of a model part: its model field, its form field and how it shows. */
interface Column {
  key: string;
  model?: ModelField;
  form?: FieldSchema;
  kind: Kind;
}

const columnsOf = (model: Model, form: Map<string, FieldSchema>, skip: ReadonlySet<string> = new Set()): Column[] =>
  model.fields.filter((f) => !skip.has(f.key)).map((f) => ({ key: f.key, model: f, form: form.get(f.key), kind: kindOf(form.get(f.key), f) }));

/** The dictionary of a select's options, with the item key it stores. */
function dictionaryOf(c: Column): { type: string; valueKey: 'id' | 'enCode' | 'fullName' } | undefined {
  if (c.model?.dictionary) return { type: c.model.dictionary.type, valueKey: c.model.dictionary.valueKey ?? 'id' };
  const options = c.form?.options;
  if (options && !Array.isArray(options) && 'dictionary' in options) return { type: options.dictionary, valueKey: (propOf<'id' | 'enCode' | 'fullName'>(c.form, 'valueKey')) ?? 'id' };
  return undefined;
}

const flat = (v: unknown): unknown[] => (Array.isArray(v) ? v.flatMap(flat) : v === null || v === undefined || v === '' ? [] : [v]);

/** Pickers of several ids store them comma-joined (schemas/model/widget-storage.ts). */
const JOINED: ReadonlySet<Kind> = new Set(['user', 'organize', 'position']);
const splitJoined = (c: Column, v: unknown): unknown =>
  typeof v === 'string' && v.includes(',') && (JOINED.has(c.kind) || (c.kind === 'options' && propOf(c.form, 'multiple'))) ? v.split(',') : v;

/** The names a page of records needs, read in one query per kind. */
class Names {
  users = new Set<string>();
  organizations = new Set<string>();
  positions = new Set<string>();
  areas = new Set<string>();
  dictionaries = new Map<string, { type: string; valueKey: 'id' | 'enCode' | 'fullName'; names?: Map<string, string> }>();
  loaded = new Map<'user' | 'organize' | 'position' | 'area', Map<string, string>>();

  collect(c: Column, stored: unknown): void {
    const ids = flat(splitJoined(c, stored)).map(String);
    switch (c.kind) {
      case 'user': ids.forEach((id) => this.users.add(id)); break;
      case 'organize': ids.forEach((id) => this.organizations.add(id)); break;
      case 'position': ids.forEach((id) => this.positions.add(id)); break;
      case 'area': ids.forEach((id) => this.areas.add(id)); break;
      case 'options': {
        const d = dictionaryOf(c);
        if (d) this.dictionaries.set(`${d.type}\u0000${d.valueKey}`, d);
        break;
      }
      default:
    }
  }

  async load(db: DbOrTx): Promise<void> {
    const named = async (table: typeof users | typeof organizations | typeof positions, ids: Set<string>) => {
      if (ids.size === 0) return new Map<string, string>();
      const name = table === users ? users.realName : (table as typeof organizations).fullName;
      const rows = await db.select({ id: table.id, name }).from(table).where(inArray(table.id, [...ids])) as Array<{ id: string; name: string }>;
      return new Map(rows.map((r) => [r.id, r.name]));
    };
    const [u, o, p, a] = await Promise.all([
      named(users, this.users), named(organizations, this.organizations), named(positions, this.positions), loadAreaNames(db, this.areas),
      ...[...this.dictionaries.values()].map(async (d) => {
        d.names = await dictionaryNames(db, { key: 'x', type: 'enum', label: { zh: '', zhtw: '', en: '' }, dictionary: { type: d.type, valueKey: d.valueKey } });
      }),
    ]);
    this.loaded.set('user', u as Map<string, string>).set('organize', o as Map<string, string>).set('position', p as Map<string, string>).set('area', a as Map<string, string>);
  }
}

function optionText(c: Column, names: Names, lang: Lang, v: unknown): string {
  const d = dictionaryOf(c);
  if (d) return names.dictionaries.get(`${d.type}\u0000${d.valueKey}`)?.names?.get(String(v)) ?? String(v);
  const options = c.form?.options;
  if (Array.isArray(options)) {
    const option = (options as StaticOption[]).find((o) => String(o.value) === String(v));
    if (option) return pickText(option.label, lang);
  }
  const modelOption = c.model?.options?.find((o) => String(o.value) === String(v));
  return modelOption ? modelOption.label[lang] : String(v);
}

function show(c: Column, names: Names, lang: Lang, zone: string, stored: unknown): unknown {
  const value = splitJoined(c, stored);
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return c.kind === 'plain' ? value ?? null : '';
  switch (c.kind) {
    case 'user': case 'organize': case 'position': {
      const map = names.loaded.get(c.kind)!;
      const text = (ids: unknown[]) => ids.map((id) => map.get(String(id)) ?? String(id));
      // An organisation picked as its path shows the path; several picks are listed.
      if (Array.isArray(value) && value.some(Array.isArray)) return value.map((v) => text(flat(v)).join('/')).join(',');
      return text(flat(value)).join(c.kind === 'organize' && Array.isArray(stored) && !propOf(c.form, 'multiple') ? '/' : ',');
    }
    case 'area': {
      const map = names.loaded.get('area')!;
      const path = (ids: unknown[]) => ids.map((id) => map.get(String(id)) ?? String(id)).join('/');
      return Array.isArray(value) && value.some(Array.isArray) ? value.map((v) => path(flat(v))).join(',') : path(flat(value));
    }
    case 'options': {
      if (!Array.isArray(value)) return optionText(c, names, lang, value);
      if (c.form?.jnpfKey === 'cascader') {
        const separator = propOf<string>(c.form, 'separator') ?? '/';
        const path = (ids: unknown[]) => {
          const labels = ids.map((v) => optionText(c, names, lang, v));
          return propOf(c.form, 'showAllLevels') === false ? labels[labels.length - 1] : labels.join(separator);
        };
        return value.some(Array.isArray) ? value.map((v) => path(flat(v))).join(',') : path(value);
      }
      return flat(value).map((v) => optionText(c, names, lang, v)).join(',');
    }
    case 'date': {
      const format = propOf<string>(c.form, 'format') ?? FORMAT_BY_TYPE[propOf<string>(c.form, 'type') ?? 'date'] ?? FORMAT_BY_TYPE.date;
      return dateText(value, format, zone);
    }
    case 'systemTime': return dateText(value, 'YYYY-MM-DD HH:mm', zone);
    case 'switch': {
      const active = propOf<unknown>(c.form, 'activeValue') ?? 1;
      const on = String(value) === String(active) || (value === true && active === 1);
      const text = propOf<Parameters<typeof pickText>[0]>(c.form, on ? 'activeText' : 'inactiveText');
      return text ? pickText(text, lang) : on ? '开' : '关';
    }
    default:
      // A number box without a precision is stored with six places (schemas/model/widget-storage.ts); it shows the
      // number as typed, as the widget does: 5, not 5.000000.
      if (c.model?.type === 'decimal' && c.form?.jnpfKey === 'numInput' && propOf(c.form, 'precision') === undefined && typeof value === 'string') {
        return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
      }
      return value;
  }
}

/**
 * The records (form values: main fields and sub-table rows) with display values instead of stored ones; times in the
 * configured zone `timeZone`.
 */
export async function displayValues(db: DbOrTx, live: LiveModel, records: readonly FormValues[], lang: Lang, timeZone: string): Promise<FormValues[]> {
  const index = formIndex(live.published);
  const main = columnsOf(live.published.model, index.main);
  const tables = live.children.map((child) => ({
    vModel: child.vModel,
    columns: columnsOf(child.model, index.tables.get(child.vModel)?.columns ?? new Map(), new Set(['parentId', 'sortCode'])),
  }));
  const names = new Names();
  for (const record of records) {
    for (const c of main) names.collect(c, record[c.key]);
    for (const t of tables) for (const row of (record[t.vModel] as FormValues[] | undefined) ?? []) for (const c of t.columns) names.collect(c, row[c.key]);
  }
  await names.load(db);
  return records.map((record) => {
    const out: FormValues = { ...record };
    for (const c of main) if (c.key in record) out[c.key] = show(c, names, lang, timeZone, record[c.key]);
    for (const t of tables) {
      const rows = record[t.vModel] as FormValues[] | undefined;
      if (!rows) continue;
      out[t.vModel] = rows.map((row) => {
        const shown: FormValues = { ...row };
        for (const c of t.columns) if (c.key in row) shown[c.key] = show(c, names, lang, timeZone, row[c.key]);
        return shown;
      });
    }
    return out;
  });
}
