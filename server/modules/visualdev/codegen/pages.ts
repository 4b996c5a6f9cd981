import type { Model } from '../../../../schemas/model';
import type { PublishedDesign } from '../../../../schemas/model/published';
import type { FormSchema, ListSchema } from '../../../../schemas/types';

/**
 * The published runtime pages (served through /api/_m/<id>) rewritten as a code module's pages: ids of the area,
 * `resource` naming the module's model, and the model's own routes (page, detail, edit, delete, export), so the
 * screens inherit labels, rules and options from the model as every hand-written page does.
 */

export interface PageIds { list: string; form: string }

/** Every string of `value` equal to one of `from`'s keys replaced (the old page ids named by actions and model.form). */
function renameIds<T>(value: T, from: Record<string, string>): T {
  return JSON.parse(JSON.stringify(value), (_k, v) => (typeof v === 'string' && from[v] ? from[v] : v)) as T;
}

/** The form; its sub-tables stay: the resource's children save their rows with the record. */
export function moduleForm(published: PublishedDesign, model: Model, ids: PageIds): FormSchema {
  const base = model.routes.base;
  const source = renameIds(published.form, { [published.form.id]: ids.form, [published.list.id]: ids.list });
  const form: FormSchema = {
    ...source,
    id: ids.form,
    resource: model.name,
    api: { ...source.api, get: { method: 'GET', url: `${base}/detail/{{id}}` }, save: { method: 'POST', url: `${base}/edit` } },
  };
  return form;
}

export function moduleList(published: PublishedDesign, model: Model, ids: PageIds): ListSchema {
  const base = model.routes.base;
  const source = renameIds(published.list, { [published.form.id]: ids.form, [published.list.id]: ids.list });
  const { import: _dynamicImport, ...rest } = source; // the engine's import needs the model's `import` columns: added by hand
  void _dynamicImport;
  return {
    ...rest,
    id: ids.list,
    resource: model.name,
    api: {
      list: { method: 'GET', url: `${base}/page` },
      remove: { method: 'DELETE', url: `${base}/delete`, body: { ids: '{{ids}}' } },
      ...(source.api.export ? { export: { method: 'POST', url: `${base}/export` } } : {}),
    },
  };
}
