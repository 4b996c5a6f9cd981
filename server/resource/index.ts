import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { registerRuleFields } from '../modules/permission/data-rules';
import { registerRefTarget } from './refs';
import { addResourceResolver, findResource, resourceRegistry, type ResourceResolver } from './registry';
import { mountImport } from './import-routes';
import { makeResource, mountResource } from './routes';
import type { Resource, ResourceDef } from './types';

export type { Resource, ResourceDef, ResourceHooks, ResourceScope, SaveContext, Actor, Row, Values, ImportContext, ImportKind, ImportLine, ImportSaveContext } from './types';
export { getRecord, pageOf } from './routes';
export { historyRoutes } from './history';
export { addResourceResolver, findResource, resourceRegistry, type ResourceResolver };

/**
 * The resource engine (docs/architecture.md#models-and-the-resource-engine): mounts each resource's
 * standard routes and custom actions, makes it a reference target and a history entity, and offers the
 * rule fields its model binds to the data-rule editor.
 */
export async function resourceRoutes(app: FastifyInstance, defs: ResourceDef[]): Promise<Resource[]> {
  for (const def of defs) {
    const code = def.model.code ? def.table[def.model.code.field] : undefined;
    // A record without a name (a settlement, a fund batch) is named by its code where it is referenced.
    registerRefTarget(def.model.name, { table: def.table, id: def.table.id, name: def.table.name ?? code ?? def.table.id, code });
    const bindings = Object.entries(def.model.scope ?? {});
    if (bindings.length) {
      registerRuleFields([def.model.access.menu], bindings.map(([ruleField, key]) => {
        const field = def.model.fields.find((f) => f.key === key);
        return {
          field: ruleField,
          label: field?.label ?? { zh: key, zhtw: key, en: key },
          type: field?.type === 'integer' || field?.type === 'decimal' ? 'number' : field?.type === 'date' ? 'date' : 'text',
          ops: ['Equal', 'NotEqual'],
          placeholders: key === 'createdBy' ? ['@userId', '@subordinateId'] : [],
        };
      }));
    }
  }
  const resources = defs.map((def) => makeResource(app, def));
  // Import checks take a file: multipart bodies are parsed in the resources' own context.
  if (defs.some((d) => d.model.import) && !app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { files: 1, fields: 10, parts: 20 } });
  }
  for (const resource of resources) {
    await mountResource(app, resource);
    await mountImport(app, resource);
    app.resources.set(resource.model.name, resource);
  }
  return resources;
}
