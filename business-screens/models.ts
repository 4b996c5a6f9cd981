import { inheritFromModel } from '../schemas/model/pages';
import type { PageSchema } from '../schemas/types';
import type { SchemaLoader } from '../runtime/renderers/registry';

/**
 * The page loaders of a screen set, each page filled in from the model it names (`resource`): labels,
 * options, rules and lengths are written once, in the model.
 */
export function withModels(loaders: Record<string, SchemaLoader>): Record<string, SchemaLoader> {
  return Object.fromEntries(Object.entries(loaders).map(([id, load]) => [id, async () => {
    // The models download with the first page that needs them, not with the sign-in page.
    const [loaded, { MODELS }] = await Promise.all([load(), import('../models')]);
    const page = ('default' in (loaded as object) ? (loaded as { default: unknown }).default : loaded) as PageSchema;
    return inheritFromModel(page, MODELS);
  }]));
}
