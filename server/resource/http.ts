import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { isNumericEnum, type Model, type ModelField, type SaveVariant } from '../../schemas/model';
import { PageQuery } from '../core/paging';
import { childFields } from './children';
import type { ResourceChild, ResourceDef } from './types';
import { variantFields } from './write';

/**
 * Route schemas derived from the model (and so the OpenAPI text). They fix types and hard size caps;
 * the field rules (required, lengths, catalogue rules) are checked by input.ts with the field's label,
 * so the server says what the form says.
 */

/** An integer out of a fixed set (ajv: "取值必须是 1、2 之一"). */
export const IntEnum = (values: number[], description?: string) =>
  Type.Unsafe<number>({ type: 'integer', enum: values, ...(description ? { description } : {}) });

/** A query filter that may also arrive empty ('' = no filter, as JNPF list screens send it). */
export const FilterEnum = (values: number[], description?: string) =>
  Type.Optional(Type.Union([IntEnum(values, description), Type.String({ maxLength: 0 })]));

export const Id = Type.String({ minLength: 1, maxLength: 64 });
export const IdParams = Type.Object({ id: Id });
export const IdsBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) });

/** Optional sorting of a page: `sidx` a sortable field, `sort` asc or desc (JNPF Pagination). */
export const SortQuery = Type.Object({
  sidx: Type.Optional(Type.String({ maxLength: 50, description: 'field to sort by; empty = createdAt' })),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')])),
});

const nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const describe = (f: ModelField) => [f.label.en, f.required ? 'required' : '', f.description ?? ''].filter(Boolean).join('; ');

const optionValues = (f: ModelField) => (f.options ?? []).map((o) => o.value).filter((v): v is number => typeof v === 'number');

/** The body schema of one field of a save. */
function bodyField(f: ModelField): TSchema {
  const description = describe(f);
  switch (f.type) {
    case 'decimal': return nullable(Type.Union([Type.String({ maxLength: 40 }), Type.Number()], { description: `${description}; ${f.scale ?? 2} decimals` }));
    case 'date': return nullable(Type.String({ maxLength: 40, description: `${description}; 'YYYY-MM-DD'` }));
    case 'time': return nullable(Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 40 })], { description: `${description}; epoch ms` }));
    case 'integer': return nullable(Type.Integer({ description }));
    // The allowed values are checked by input.ts with the field's label: an anyOf with null would
    // let ajv's coercion turn null into 0, a valid status.
    case 'enum':
      if (!isNumericEnum(f)) return nullable(Type.String({ maxLength: 100, description: f.dictionary ? `${description}; an item (${f.dictionary.valueKey ?? 'id'}) of dictionary ${f.dictionary.type}` : description }));
      return Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], description: `${description} (one of ${optionValues(f).join(', ')})` }));
    case 'area': return nullable(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 3, description: '[province, city, district] area ids' }));
    case 'files':
    case 'json': return Type.Optional(Type.Unknown({ description }));
    default: return nullable(Type.String({ maxLength: f.type === 'text' ? Math.max(1000, (f.max ?? 0) * 4) : 64, description }));
  }
}

export function saveBody(model: Model, variant: SaveVariant, children: readonly ResourceChild[] = []): TObject {
  return Type.Object({
    id: Type.Optional(Type.String({ maxLength: 64, description: 'absent or empty: create' })),
    version: Type.Optional(Type.Integer({ minimum: 0, description: 'the version read; required with id' })),
    ...Object.fromEntries(variantFields(model, variant).map((f) => [f.key, bodyField(f)])),
    // A sub-table's rows (a row with a stored row's id continues it); absent: the stored rows stay.
    ...Object.fromEntries(children.map((c) => [c.key, nullable(Type.Array(Type.Object({
      id: Type.Optional(Type.String({ maxLength: 64 })),
      ...Object.fromEntries(childFields(c).map((f) => [f.key, bodyField(f)])),
    }), { maxItems: 1000, description: `${c.model.label.en}: the rows, replacing the stored ones` }))])),
  });
}

/** The query parameters of one searchable field. */
function filterFields(f: ModelField): Array<[string, TSchema]> {
  if (f.search === 'range') {
    const bound = f.type === 'time' ? Type.Integer({ minimum: 0 }) : Type.String({ maxLength: 40 });
    return [[`${f.key}Start`, Type.Optional(bound)], [`${f.key}End`, Type.Optional(bound)]];
  }
  if (f.type === 'enum' && isNumericEnum(f)) return [[f.key, FilterEnum(optionValues(f), describe(f))]];
  if (f.type === 'area') {
    return [[f.key, Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 3, description: 'leading area ids, e.g. [province] or [province, city]' }))]];
  }
  return [[f.key, Type.Optional(Type.String({ maxLength: f.type === 'ref' ? 64 : 100 }))]];
}

/** The filters of a page and its export: keyword, searchable fields, the hooks' extra filters. */
export function filterSchema(def: ResourceDef): TObject {
  const { model } = def;
  return Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: 100, description: `${(model.keyword ?? []).join(', ')} contains` })),
    ...Object.fromEntries(model.fields.filter((f) => f.search).flatMap(filterFields)),
    ...Object.fromEntries(Object.entries(def.hooks?.filters ?? {}).map(([k, f]) => [k, Type.Optional(f.schema)])),
  });
}

export const pageQuery = (def: ResourceDef) => Type.Composite([PageQuery, SortQuery, filterSchema(def)]);

/** The drop-down list's query: its filter fields. */
export function listQuery(model: Model): TObject {
  const keys = new Set(model.list?.filters ?? []);
  return Type.Object(Object.fromEntries(model.fields.filter((f) => keys.has(f.key)).flatMap((f) => filterFields({ ...f, search: 'equal' }))));
}
