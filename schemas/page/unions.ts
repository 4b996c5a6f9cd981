import { Type, type SchemaOptions, type Static, type TObject, type TSchema, type TUnsafe } from '@sinclair/typebox';

/**
 * TypeBox builders for the unions of the page-schema language, written so that ajv's errors stay
 * one clear line per problem. `Type.Union` is JSON Schema `anyOf`: a value that fits no variant gets
 * one error per variant plus "must match a schema in anyOf", and the reader has to guess which
 * variant was meant. These builders pick the variant first (by JSON type, a required property or a
 * tag) with if/then/else, so the errors are those of the one variant that applies. Their static
 * type is still the union of the variants (`Type.Unsafe` carries it), so the TypeScript types and
 * the JSON Schema come from the same definitions.
 */

/** One variant of a `Switch`: the value goes to `then` when it matches `when`. */
export interface Case<T extends TSchema = TSchema> {
  /** JSON Schema the value must match to be checked by `then`; only the last case may leave it out (everything else). */
  readonly when?: Readonly<Record<string, unknown>>;
  readonly then: T;
}

/** The JSON types a case accepts: its variant's `type`, else its `when`'s; undefined when neither says. */
function caseTypes(entry: Case): string[] | undefined {
  const type = (entry.then.type ?? entry.when?.type) as string | string[] | undefined;
  return type === undefined ? undefined : [type].flat();
}

/**
 * The first case whose `when` matches checks the value. When every case names its JSON type, the
 * schema also lists them all, so a value of another type gets one line ("must be string,object").
 * A value that matches no `when` (and no fallback case) is left to that type check.
 */
export function Switch<const C extends readonly Case[]>(cases: C, options: SchemaOptions = {}): TUnsafe<Static<C[number]['then']>> {
  const types: string[] = [];
  for (const entry of cases) {
    const own = caseTypes(entry);
    if (own === undefined) {
      types.length = 0;
      break;
    }
    for (const type of own) if (!types.includes(type)) types.push(type);
  }
  let chain: Record<string, unknown> | undefined;
  cases.forEach((entry, index) => {
    if (entry.when === undefined && index !== cases.length - 1) throw new Error('Switch: only the last case may have no `when`');
  });
  for (const entry of [...cases].reverse()) {
    if (entry.when === undefined) chain = entry.then;
    else chain = { if: entry.when, then: entry.then, ...(chain === undefined ? {} : { else: chain }) };
  }
  return Type.Unsafe<Static<C[number]['then']>>({ ...options, ...(types.length > 0 ? { type: types.length === 1 ? types[0] : types } : {}), ...chain });
}

/**
 * A string union from a list: one `enum` ("must be one of "a", "b" (is "c")"), the TypeBox way of
 * writing a string enum (`Type.Unsafe`), so the list stays the one source of the union.
 */
export function Enum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ ...options, enum: [...values] });
}

/**
 * A union of objects told apart by the literal of property `key` (the page `type`). An unknown tag
 * gets one line naming the allowed ones; a known tag is checked against its variant only.
 */
export function Tagged<K extends string, const V extends readonly TObject[]>(key: K, variants: V, options: SchemaOptions = {}): TUnsafe<Static<V[number]>> {
  const tags = variants.map((variant) => {
    const tag = (variant.properties[key] as { const?: unknown } | undefined)?.const;
    if (tag === undefined) throw new Error(`Tagged: a variant has no literal '${key}'`);
    return tag;
  });
  return Type.Unsafe<Static<V[number]>>({
    ...options,
    type: 'object',
    required: [key],
    properties: { [key]: { enum: tags } },
    allOf: variants.map((variant, index) => ({ if: { properties: { [key]: { const: tags[index] } }, required: [key] }, then: variant })),
  });
}
