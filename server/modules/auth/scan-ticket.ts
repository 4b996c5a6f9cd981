import { and, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginTickets } from '../../db/schema';
import { randomBytes } from 'node:crypto';
import { hashToken } from './token';

const TICKET_TTL_MS = 2 * 60_000;
/** After approval the login page needs a moment to poll and sign in. */
const APPROVED_TTL_MS = 60_000;

export type TicketStatus = 'pending' | 'scanned' | 'approved' | 'expired';

/** The browser that asks for a ticket, shown to the approving phone. */
export interface TicketRequester { ip: string; userAgent: string }

/**
 * A new ticket; `secret` goes only to the browser that asked and is needed to redeem the approval.
 * Expired tickets are deleted on the way, so the table stays small between retention runs.
 */
export async function createTicket(db: Db, by: TicketRequester): Promise<{ ticketId: string; secret: string; expiresAt: number }> {
  await purgeExpiredTickets(db);
  const expiresAt = new Date(Date.now() + TICKET_TTL_MS);
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db.insert(loginTickets)
    .values({ expiresAt, secretHash: hashToken(secret), ip: by.ip.slice(0, 100), userAgent: by.userAgent.slice(0, 500) })
    .returning({ id: loginTickets.id });
  return { ticketId: row.id, secret, expiresAt: expiresAt.getTime() };
}

/** Deletes tickets past their expiry (whatever their state); the retention job calls this. Returns how many. */
export async function purgeExpiredTickets(db: Db, now = new Date()): Promise<number> {
  const rows = await db.delete(loginTickets).where(lte(loginTickets.expiresAt, now)).returning({ id: loginTickets.id });
  return rows.length;
}

/** Unknown, consumed and timed-out tickets all read as 'expired' (the page just offers a new QR code). */
export async function ticketStatus(db: Db, id: string): Promise<TicketStatus> {
  const [row] = await db.select().from(loginTickets).where(eq(loginTickets.id, id)).limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) return 'expired';
  return row.status === 'pending' || row.status === 'scanned' || row.status === 'approved' ? row.status : 'expired';
}

const open = () => gt(loginTickets.expiresAt, new Date());

export interface ScannedTicket { ip: string | null; userAgent: string | null; createdAt: Date }

/**
 * The signed-in phone has read the QR code (again, after a reload): returns who asked for the
 * ticket, so the person sees which browser they are about to sign in before approving.
 */
export async function markScanned(db: Db, id: string, userId: string): Promise<ScannedTicket | null> {
  const [row] = await db.update(loginTickets).set({ status: 'scanned', userId })
    .where(and(
      eq(loginTickets.id, id), open(),
      or(eq(loginTickets.status, 'pending'), and(eq(loginTickets.status, 'scanned'), eq(loginTickets.userId, userId))),
    ))
    .returning({ ip: loginTickets.ip, userAgent: loginTickets.userAgent, createdAt: loginTickets.createdAt });
  return row ?? null;
}

/** Approval by a signed-in user; a ticket scanned by someone else cannot be approved by you. */
export async function approveTicket(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db.update(loginTickets)
    .set({ status: 'approved', userId, expiresAt: new Date(Date.now() + APPROVED_TTL_MS) })
    .where(and(
      eq(loginTickets.id, id), open(),
      or(eq(loginTickets.status, 'pending'), and(eq(loginTickets.status, 'scanned'), eq(loginTickets.userId, userId))),
    )).returning({ id: loginTickets.id });
  return rows.length === 1;
}

/** Single use, by the ticket's own browser: the approved ticket becomes 'consumed' atomically; returns the approving user. */
export async function consumeTicket(db: Db, id: string, secret: string): Promise<string | null> {
  const rows = await db.update(loginTickets).set({ status: 'consumed' })
    .where(and(eq(loginTickets.id, id), eq(loginTickets.secretHash, hashToken(secret)), inArray(loginTickets.status, ['approved']), open()))
    .returning({ userId: loginTickets.userId });
  return rows[0]?.userId ?? null;
}
