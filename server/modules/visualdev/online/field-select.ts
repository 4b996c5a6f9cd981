import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, sql } from 'drizzle-orm';
import { columnOf } from '../../../../schemas/model';
import { liveOf, wireValue } from '../../../resource/read';
import { hasMenuAccess, requestGrants } from '../../permission/grants';
import { liveModel } from '../live';

/** At most this many rows answer a FieldDataSelect. */
const MAX_ROWS = 50;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/visualdev/Base/{id}/FieldDataSelect: live rows of the published design whose `field` contains `key`
 * (as text), `{ id, <field>: value }`, ordered by that value; [] when the design is not published or has no such
 * field. The caller holds the design menu (the route's access); the rows are those the model's data rules let the
 * caller read, as its List would (a user limited to their own rows sees only those through the picker).
 * Without the target model's menu there are none: data rules are granted per menu, and "no rule" means every row
 * only to those holding the menu (its List refuses everyone else), so a caller outside that audience has no scope
 * on the model at all; giving them every row would let the picker read what the List would refuse.
 */
export async function fieldDataSelect(app: FastifyInstance, request: FastifyRequest, designId: string, field: string | undefined, key: string | undefined): Promise<Array<Record<string, unknown>>> {
  const live = await liveModel(app, designId);
  const modelField = live?.published.model.fields.find((f) => f.key === field);
  if (!live || !modelField) return [];
  const db = live.resource.db;
  if (!(await hasMenuAccess(db, await requestGrants(request, db), { menu: live.published.model.access.menu }, request.authEpoch))) return [];
  const table = live.resource.table;
  const column = table[modelField.key];
  const asText = sql`cast(${sql.identifier(columnOf(modelField))} as text)`;
  const scope = await live.resource.scopeOf(request);
  const rows = await db.select({ id: table.id, value: column }).from(table)
    .where(and(liveOf(table), scope.read, key ? sql`${asText} ilike ${`%${escapeLike(key)}%`}` : undefined))
    .orderBy(asc(column), asc(table.id)).limit(MAX_ROWS);
  return rows.map((r: { id: string; value: unknown }) => ({ id: r.id, [modelField.key]: wireValue(modelField, r.value) }));
}
