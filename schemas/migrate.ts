import { SCHEMA_VERSION, type PageSchema } from './types';

/** One upgrade step: from version `from` to `from + 1`. */
type Step = (doc: Record<string, unknown>) => Record<string, unknown>;

/**
 * Upgrades between schema versions, by the version they start from. A change of the language adds
 * a step here and bumps SCHEMA_VERSION. Documents written before versioning (no schemaVersion) have
 * the version-1 shape.
 */
const STEPS: Record<number, Step> = {
  0: (doc) => doc,
};

/** Brings a stored document to the current version; refuses documents from a newer version. */
export function migrateSchema(input: unknown): PageSchema {
  if (!input || typeof input !== 'object') throw new Error('schema is not an object');
  let doc = input as Record<string, unknown>;
  let version = typeof doc.schemaVersion === 'number' ? doc.schemaVersion : 0;
  if (version > SCHEMA_VERSION) throw new Error(`schema ${String(doc.id)} has version ${version}, newer than ${SCHEMA_VERSION}`);
  while (version < SCHEMA_VERSION) {
    const step = STEPS[version];
    if (!step) throw new Error(`no migration from schema version ${version}`);
    doc = { ...step(doc), schemaVersion: version + 1 };
    version += 1;
  }
  return doc as unknown as PageSchema;
}
