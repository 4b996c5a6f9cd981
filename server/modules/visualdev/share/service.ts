import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { unfillableFields } from '../../../../schemas/share';
import { pickText, type Lang } from '../../../../schemas/text';
import { badRequest, notFound } from '../../../core/errors';
import { ms } from '../../../core/paging';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../permission/tables';
import { findDesign } from '../design-service';
import { liveModel } from '../live';
import { visualdevPublished } from '../published-tables';
import { SHARE_TEXT } from './texts';
import { visualdevShares } from './tables';

/**
 * Share links of published designs: create (a 256-bit random token), list, revoke, and resolve a token for the
 * public calls. A link is usable while it is not revoked, not expired and its design is live (published, state 1);
 * every other case is the same 404, so a token tells nothing about why it stopped working.
 */

export type ShareRow = typeof visualdevShares.$inferSelect;

/** 43 base64url characters; anything else is never a token. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const shareUrl = (token: string) => `/share/${token}`;

async function assertPublished(db: DbOrTx, id: string): Promise<void> {
  const design = await findDesign(db, id); // 404 when missing or deleted
  const [row] = await db.select({ id: visualdevPublished.visualdevId }).from(visualdevPublished).where(eq(visualdevPublished.visualdevId, id));
  if (design.state !== 1 || !row) throw badRequest(SHARE_TEXT.notPublished, 'id');
}

export async function createShare(db: DbOrTx, userId: string, id: string, expiresAt?: number): Promise<{ id: string; token: string; url: string }> {
  await assertPublished(db, id);
  if (expiresAt !== undefined && expiresAt <= Date.now()) throw badRequest(SHARE_TEXT.expiresInPast, 'expiresAt');
  const token = randomBytes(32).toString('base64url');
  const [row] = await db.insert(visualdevShares).values({
    token, visualdevId: id, createdBy: userId, expiresAt: expiresAt === undefined ? null : new Date(expiresAt),
  }).returning({ id: visualdevShares.id });
  return { id: row.id, token, url: shareUrl(token) };
}

/** The links of a design, newest first, revoked ones too (with `active` false). */
export async function listShares(db: DbOrTx, id: string) {
  await findDesign(db, id);
  const rows = await db.select().from(visualdevShares).where(eq(visualdevShares.visualdevId, id)).orderBy(desc(visualdevShares.createdAt), desc(visualdevShares.id));
  const ids = [...new Set(rows.map((r) => r.createdBy).filter((v): v is string => !!v))];
  const names = new Map(ids.length ? (await db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.name]) : []);
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    token: r.token,
    url: shareUrl(r.token),
    creatorUser: r.createdBy ? names.get(r.createdBy) ?? null : null,
    creatorTime: ms(r.createdAt),
    expiresAt: ms(r.expiresAt),
    revokedAt: ms(r.revokedAt),
    active: !r.revokedAt && (!r.expiresAt || r.expiresAt.getTime() > now),
  }));
}

export async function revokeShare(db: DbOrTx, userId: string, token: string): Promise<void> {
  if (!TOKEN_RE.test(token)) throw notFound(SHARE_TEXT.notFound);
  const rows = await db.update(visualdevShares).set({ revokedAt: new Date(), revokedBy: userId })
    .where(and(eq(visualdevShares.token, token), isNull(visualdevShares.revokedAt))).returning({ id: visualdevShares.id });
  if (rows.length === 0) throw notFound(SHARE_TEXT.notFound);
}

/** The usable link of a token (not revoked, not expired), or a 404. Whether its design is live is the caller's check. */
export async function usableShare(db: DbOrTx, token: string): Promise<ShareRow> {
  if (!TOKEN_RE.test(token)) throw notFound(SHARE_TEXT.notFound);
  const [row] = await db.select().from(visualdevShares).where(and(eq(visualdevShares.token, token), isNull(visualdevShares.revokedAt)));
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) throw notFound(SHARE_TEXT.notFound);
  return row;
}

/** The fields of a design's published form that a link leaves out (schemas/share.ts), for the share dialog's warning. */
export async function unfillableOfDesign(app: FastifyInstance, id: string, lang: Lang) {
  await findDesign(app.database.db, id); // 404 when missing or deleted
  const live = await liveModel(app, id);
  if (!live) return [];
  return unfillableFields(live.published.form.fields).map((f) => ({
    vModel: f.vModel ?? '',
    label: f.label === undefined ? f.vModel ?? '' : pickText(f.label, lang),
    required: !!f.required,
  }));
}
