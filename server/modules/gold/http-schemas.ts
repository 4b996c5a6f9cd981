import { Type, type TSchema } from '@sinclair/typebox';

/**
 * Request shapes shared by the gold routes. They fix types and hard size caps only; the field
 * rules (required, lengths, catalogue rules) are checked by input.ts with the field's label, so the
 * server says what the form says.
 */

/** An integer out of a fixed set (ajv: "取值必须是 1、2 之一"). */
export const IntEnum = (values: number[], description?: string) =>
  Type.Unsafe<number>({ type: 'integer', enum: values, ...(description ? { description } : {}) });

/** A query filter that may also arrive empty ('' = no filter, as JNPF list screens send it). */
export const FilterEnum = (values: number[], description?: string) =>
  Type.Optional(Type.Union([IntEnum(values, description), Type.String({ maxLength: 0 })]));

/** '' filters mean "not filtered". */
export const filterValue = (v: number | string | undefined): number | undefined => (v === '' || v === undefined ? undefined : Number(v));

export const Id = Type.String({ minLength: 1, maxLength: 64 });
export const IdParams = Type.Object({ id: Id });
export const IdsBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) });

const nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

/** Free text; null or '' clears it. */
export const TextIn = (description?: string) => nullable(Type.String({ maxLength: 1000, ...(description ? { description } : {}) }));
/** A decimal as a number or numeric string ("1000.5"); its scale is checked with the catalogue message. */
export const DecimalIn = (description: string) => nullable(Type.Union([Type.String({ maxLength: 40 }), Type.Number()], { description }));
export const DateIn = (description: string) => nullable(Type.String({ maxLength: 40, description: `${description}, 'YYYY-MM-DD'` }));
export const AreaIdsIn = nullable(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 3, description: '[province, city, district] area ids' }));
/**
 * One of a field's options, or null. The allowed values are checked by input.ts with the field's
 * label: an anyOf with null would let ajv's coercion turn null into 0, a valid status.
 */
export const OptionIn = (values: number[], description: string) =>
  Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], description: `${description} (one of ${values.join(', ')})` }));

/** Without id: create; with id and version: update (optimistic lock). */
export const EditMeta = {
  id: Type.Optional(Type.String({ maxLength: 64, description: 'absent or empty: create' })),
  version: Type.Optional(Type.Integer({ minimum: 0, description: 'the version read; required with id' })),
};
