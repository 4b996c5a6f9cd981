import Ajv from 'ajv';
import { derivedLabels } from './index';
import { ModelSchema, type Model } from './types';

/**
 * Checks a model that is data (a published one, or a file): its shape against the model language,
 * then what the shape cannot say: unique field keys, and every key the model names elsewhere
 * (keyword, unique, list, export, scope, save routes, code) is one of its fields or derived keys.
 */
export type ModelCheck = { ok: true; model: Model } | { ok: false; errors: string[] };

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strict: false });
const validateShape = ajv.compile(ModelSchema);

export function validateModel(doc: unknown): ModelCheck {
  if (!validateShape(doc)) return { ok: false, errors: (validateShape.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? e.keyword}`) };
  const model = doc as Model;
  const errors: string[] = [];
  const keys = new Set<string>();
  model.fields.forEach((f, i) => {
    if (keys.has(f.key)) errors.push(`/fields/${i}/key: duplicate field '${f.key}'`);
    keys.add(f.key);
    if (f.type === 'enum' && !f.options && !f.dictionary) errors.push(`/fields/${i}/options: an enum field needs options or a dictionary`);
    if (f.type === 'ref' && !f.ref) errors.push(`/fields/${i}/ref: a ref field needs ref`);
  });
  const rowKeys = new Set([...keys, ...derivedLabels(model).keys(), 'id']);
  const lifecycle = new Set(['createdBy', 'updatedBy', 'createdAt', 'updatedAt']);
  const check = (path: string, list: readonly string[] | undefined, allowed: Set<string>) =>
    (list ?? []).forEach((k, i) => { if (!allowed.has(k)) errors.push(`${path}/${i}: unknown field '${k}'`); });
  check('/keyword', model.keyword, keys);
  (model.unique ?? []).forEach((u, i) => check(`/unique/${i}/fields`, u.fields, keys));
  check('/list/fields', model.list?.fields, new Set([...keys, 'id']));
  check('/list/filters', model.list?.filters, keys);
  check('/list/where', Object.keys(model.list?.where ?? {}), keys);
  check('/export/columns', model.export?.columns, rowKeys);
  check('/import/columns', model.import?.columns, keys);
  check('/import/example', Object.keys(model.import?.example ?? {}), keys);
  check('/scope', Object.values(model.scope ?? {}), new Set([...keys, ...lifecycle]));
  (model.routes.save ?? []).forEach((v, i) => {
    check(`/routes/save/${i}/fields`, v.fields, keys);
    check(`/routes/save/${i}/required`, v.required, keys);
    check(`/routes/save/${i}/fixed`, Object.keys(v.fixed ?? {}), keys);
  });
  if (model.code && !keys.has(model.code.field)) errors.push(`/code/field: unknown field '${model.code.field}'`);
  return errors.length ? { ok: false, errors } : { ok: true, model };
}
