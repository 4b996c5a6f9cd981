import type { FastifyRequest } from 'fastify';
import { and, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../../../core/errors';
import { requestLang } from '../../../core/i18n';
import type { DbOrTx } from '../../../db/client';
import { actorOf } from '../../../resource/access';
import { liveOf } from '../../../resource/read';
import type { Row } from '../../../resource/types';
import { deleteRecords } from '../../../resource/write';
import type { LiveModel } from '../live';
import { configuredTimeZone } from '../../system/config-service';
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
  const data = shown ? (await displayValues(db, live, [values], requestLang(request), await configuredTimeZone(request.server.database.db)))[0] : values;
  return { id, data: JSON.stringify(data) };
}

/** Soft-deletes records the caller manages, all or none, their sub-table rows with them (the resource's children). */
export async function deleteOnline(live: LiveModel, request: FastifyRequest, ids: string[]): Promise<void> {
  const { resource } = live;
  await deleteRecords(resource.db, resource, await resource.scopeOf(request), actorOf(request), ids);
}
