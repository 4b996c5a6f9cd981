import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { columnCompiler, dataRuleFilter } from '../modules/permission/data-rules';
import type { ResourceDef, ResourceScope } from './types';

/**
 * The scope of a model without a scope hook: the data rules granted for its page, over the rule
 * fields the model binds to its columns (`model.scope`: rule field -> field key). Everyone who holds
 * the page may create.
 */
export async function defaultScope(request: FastifyRequest, db: DbOrTx, def: ResourceDef): Promise<ResourceScope> {
  const fields = Object.fromEntries(Object.entries(def.model.scope ?? {}).map(([ruleField, key]) => [ruleField, columnCompiler(def.table[key])]));
  const filter = await dataRuleFilter(request, db, def.model.access.menu, fields);
  return { manage: filter, read: filter, canCreate: true };
}
