import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../../core/errors';
import { requestLang } from '../../../core/i18n';
import type { DbOrTx } from '../../../db/client';
import { actorOf } from '../../../resource/access';
import { liveOf } from '../../../resource/read';
import type { ResourceDef, Row } from '../../../resource/types';
import { deleteRecords } from '../../../resource/write';
import type { LiveModel } from '../live';
import { displayValues } from './display';
import { recordValues } from './values';

/** Reading one record (raw or shown) and deleting records with their sub-table rows, within the caller's scope. */

/** One record as the form holds it; 404 when missing or outside `scope`. */
export async function readRecord(db: DbOrTx, live: LiveModel, scope: SQL | undefined, id: string) {
  const table = live.resource.table;
  const [row] = await db.select().from(table).where(and(eq(table.id, id), liveOf(table), scope)) as Row[];
  if (!row) throw notFound(live.published.model.texts.notFound);
  return (await recordValues(db, live, [row]))[0];
}

/** JNPF's `{ id, data: "<JSON text>" }`: raw values for editing, or display values (DataChange). */
export async function recordReply(live: LiveModel, request: FastifyRequest, id: string, shown: boolean) {
  const db = live.resource.db;
  const scope = await live.resource.scopeOf(request);
  const values = await readRecord(db, live, scope.read, id);
  const data = shown ? (await displayValues(db, live, [values], requestLang(request)))[0] : values;
  return { id, data: JSON.stringify(data) };
}

/** Soft-deletes records the caller manages, all or none, their sub-table rows with them. */
export async function deleteOnline(live: LiveModel, request: FastifyRequest, ids: string[]): Promise<void> {
  const { resource, children } = live;
  const def: ResourceDef = {
    ...resource,
    hooks: {
      ...resource.hooks,
      async afterDelete(tx, rows, actor) {
        await resource.hooks?.afterDelete?.(tx, rows, actor);
        const parents = rows.map((r) => r.id);
        for (const child of children) {
          await tx.update(child.table).set({ deletedAt: new Date(), updatedAt: new Date(), updatedBy: actor.id, version: sql`${child.table.version} + 1` })
            .where(and(inArray(child.table.parentId, parents), isNull(child.table.deletedAt)));
        }
      },
    },
  };
  await deleteRecords(resource.db, def, await resource.scopeOf(request), actorOf(request), ids);
}
