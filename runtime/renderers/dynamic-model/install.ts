import { registerSchemas } from '../registry';
import type { ModelPages } from './config';

// The Config texts last registered per model: the same texts are registered once; a republish (other texts)
// registers the new schemas under the same ids, which drops the old ones from the schema registry's cache.
const installed = new Map<string, { key: string; version: number }>();
let versions = 0;

/** The page a menu shows for a design, and the version of its registration (a new one after a republish). */
export interface InstalledPage {
  schemaId: string;
  version: number;
}

/**
 * Makes a published design's pages known to the schema runtime by their ids (`vd.<id>.form`, `vd.<id>.list`),
 * as business-screens does for its files, so SchemaPage and the list's form dialogs load them like any other.
 * The page shown is the list, or the form alone for a form-only design.
 */
export function installModelPages(modelId: string, pages: ModelPages): InstalledPage {
  let entry = installed.get(modelId);
  if (entry?.key !== pages.key) {
    const entries: Record<string, () => Promise<unknown>> = { [pages.form.id]: () => Promise.resolve(pages.form) };
    if (pages.list) entries[pages.list.id] = () => Promise.resolve(pages.list);
    registerSchemas(entries);
    entry = { key: pages.key, version: ++versions };
    installed.set(modelId, entry);
  }
  return { schemaId: pages.list?.id ?? pages.form.id, version: entry.version };
}
