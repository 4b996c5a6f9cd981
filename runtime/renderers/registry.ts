import { migrateSchema } from '../../schemas/migrate';
import type { PageSchema } from '../../schemas/types';

/** Loads one page schema (a JSON module import, or a designer schema fetched from the server). */
export type SchemaLoader = () => Promise<unknown>;

const loaders = new Map<string, SchemaLoader>();
const loaded = new Map<string, Promise<PageSchema>>();

/** Makes schemas known by id; business-screens registers its files here at start-up. */
export function registerSchemas(entries: Record<string, SchemaLoader>): void {
  for (const [id, loader] of Object.entries(entries)) {
    loaders.set(id, loader);
    loaded.delete(id);
  }
}

export function hasSchema(id: string): boolean {
  return loaders.has(id);
}

/** The schema with this id, upgraded to the current version; loaded once. */
export function loadSchema<T extends PageSchema = PageSchema>(id: string): Promise<T> {
  let promise = loaded.get(id);
  if (!promise) {
    const loader = loaders.get(id);
    if (!loader) return Promise.reject(new Error(`unknown schema ${id}`));
    promise = loader().then((mod) => {
      const doc = mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod;
      return migrateSchema(doc);
    });
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return promise as Promise<T>;
}
