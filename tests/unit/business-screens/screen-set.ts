import { toJS } from '@formily/reactive';
import type { ScreenSet } from '../../../runtime/views/screens';
import type { FormSchema, ListSchema, PageSchema } from '../../../schemas/types';
import { validateSchemaDocument } from '../../../schemas/validate';
import { createSchemaForm } from '../../../runtime/renderers/form/createSchemaForm';
import { PAGE_SEEDS } from '../../../server/modules/permission/seed';

/** Every schema of a screen set, loaded the way the runtime loads it and validated. */
export async function loadScreenSet(set: ScreenSet) {
  const loaded: Array<{ key: string; schema: PageSchema }> = await Promise.all(Object.entries(set.schemas).map(async ([key, load]) => {
    // A JSON module, or a page already filled in from its model (business-screens/models.ts).
    const mod = await load();
    const result = validateSchemaDocument(mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod);
    if (!result.ok) throw new Error(`${key}: ${result.errors.join('; ')}`);
    return { key, schema: result.schema };
  }));
  const docs = loaded.map((entry) => entry.schema);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  return {
    loaded,
    docs,
    list: (id: string) => byId.get(id) as ListSchema,
    form: (id: string) => byId.get(id) as FormSchema,
  };
}

/** A new form's values: its defaults plus what the user typed. */
export function newValues(schema: FormSchema, typed: Record<string, unknown>, context: Record<string, unknown> = {}): Record<string, unknown> {
  const f = createSchemaForm(schema, { context });
  f.setValues(typed);
  return toJS(f.values) as Record<string, unknown>;
}

/** Button codes the server seed gives the administration page at `address` (its menu urlAddress). */
export function seededButtons(address: string): string[] {
  const page = PAGE_SEEDS.find((p) => p.urlAddress === address);
  if (!page) throw new Error(`no seeded page ${address}`);
  return page.buttons.map(([code]) => code);
}
