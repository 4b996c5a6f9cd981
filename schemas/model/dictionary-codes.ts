import type { FieldSchema, FormSchema } from '../types';
import type { PublishedDesign } from './published';
import type { Model } from './types';

/**
 * Dictionary types of a design. The designer's dictionary picker stores a type's id; models carry the type's code
 * (what server/resource/dictionary.ts looks up). Publishing reads the ids' codes once and compiles with them
 * (compileDesign's `dictionaryCodes`); a design published before that is given them when it is loaded (live.ts).
 */

/** The dictionary types a form's fields take their options from (sub-tables and containers included). */
export function formDictionaries(fields: readonly FieldSchema[], out = new Set<string>()): Set<string> {
  for (const field of fields) {
    const dictionary = (field.options as { dictionary?: unknown } | undefined)?.dictionary;
    if (typeof dictionary === 'string') out.add(dictionary);
    if (field.children) formDictionaries(field.children, out);
  }
  return out;
}

const modelParts = (p: PublishedDesign): Model[] => [p.model, ...p.children.map((c) => c.model)];

/** Every dictionary type a compiled design names: its models' fields and its runtime form. */
export function designDictionaries(p: PublishedDesign): Set<string> {
  const out = formDictionaries(p.form.fields);
  for (const m of modelParts(p)) for (const f of m.fields) if (f.dictionary) out.add(f.dictionary.type);
  return out;
}

function formWithCodes(fields: readonly FieldSchema[], codes: ReadonlyMap<string, string>): FieldSchema[] {
  return fields.map((field) => {
    const options = field.options as { dictionary?: unknown } | undefined;
    const code = typeof options?.dictionary === 'string' ? codes.get(options.dictionary) : undefined;
    return {
      ...field,
      ...(code ? { options: { ...options, dictionary: code } as FieldSchema['options'] } : {}),
      ...(field.children ? { children: formWithCodes(field.children, codes) } : {}),
    };
  });
}

const modelWithCodes = (m: Model, codes: ReadonlyMap<string, string>): Model => ({
  ...m,
  fields: m.fields.map((f) => {
    const code = f.dictionary && codes.get(f.dictionary.type);
    return code ? { ...f, dictionary: { ...f.dictionary!, type: code } } : f;
  }),
});

/** The design with the dictionary types `codes` knows (type id → code) named by their codes; others stay. */
export function withDictionaryCodes(p: PublishedDesign, codes: ReadonlyMap<string, string>): PublishedDesign {
  if (codes.size === 0) return p;
  return {
    ...p,
    model: modelWithCodes(p.model, codes),
    children: p.children.map((c) => ({ ...c, model: modelWithCodes(c.model, codes) })),
    form: { ...p.form, fields: formWithCodes(p.form.fields, codes) } as FormSchema,
  };
}
