import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginCodes } from '../../db/schema';
import { findUserByAccountOrMobile } from './account-lookup';
import type { CodeSender } from './code-sender';

const CODE_TTL_MS = 5 * 60_000;
const RESEND_MS = 60_000;
const HOUR_MS = 60 * 60_000;
const HOURLY_MAX = 5;
const MAX_ATTEMPTS = 5;

const hashCode = (target: string, code: string) => createHash('sha256').update(`${target}\n${code}`).digest('hex');

export type CodeRequestResult =
  | { ok: true }
  | { ok: false; reason: 'tooSoon'; seconds: number }
  | { ok: false; reason: 'hourLimit'; minutes: number };

/**
 * Issues a 6-digit sign-in code for what was typed (account or mobile). A row is written and the
 * limits apply whether or not the account exists, so neither the reply nor its timing-relevant
 * limits tell an outsider which accounts exist; the code is only sent to a real, enabled user.
 */
export async function requestLoginCode(
  db: Db, send: CodeSender, entered: string, onSendError: (err: unknown) => void,
): Promise<CodeRequestResult> {
  const target = entered.trim();
  const now = Date.now();
  const recent = await db.select({ createdAt: loginCodes.createdAt }).from(loginCodes)
    .where(and(eq(loginCodes.target, target), gt(loginCodes.createdAt, new Date(now - HOUR_MS))))
    .orderBy(desc(loginCodes.createdAt));
  if (recent[0] && now - recent[0].createdAt.getTime() < RESEND_MS) {
    return { ok: false, reason: 'tooSoon', seconds: Math.ceil((recent[0].createdAt.getTime() + RESEND_MS - now) / 1000) };
  }
  if (recent.length >= HOURLY_MAX) {
    const oldest = recent[HOURLY_MAX - 1].createdAt.getTime();
    return { ok: false, reason: 'hourLimit', minutes: Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 60_000)) };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Older unused codes for the target stop working: only the newest is valid.
  await db.update(loginCodes).set({ usedAt: new Date(now) })
    .where(and(eq(loginCodes.target, target), isNull(loginCodes.usedAt)));
  await db.insert(loginCodes).values({
    target, codeHash: hashCode(target, code), createdAt: new Date(now), expiresAt: new Date(now + CODE_TTL_MS),
  });
  // Old rows are only needed for the hourly limit.
  await db.delete(loginCodes).where(lt(loginCodes.createdAt, new Date(now - 2 * HOUR_MS)));
  const user = await findUserByAccountOrMobile(db, target);
  if (user && !user.deletedAt && user.enabledMark === 1) {
    // Not awaited: a slow gateway must not make the reply for a real account slower than for an
    // unknown one. Same reply either way; a delivery failure is the operator's problem.
    try {
      void Promise.resolve(send({ target, account: user.account, mobilePhone: user.mobilePhone, email: user.email, code })).catch(onSendError);
    } catch (err) {
      onSendError(err);
    }
  }
  return { ok: true };
}

/**
 * True when `code` is the live code of `entered`. Every try is counted in the same UPDATE that
 * checks the count, so however many guesses arrive at once, at most 5 are ever compared.
 */
export async function verifyLoginCode(db: Db, entered: string, code: string): Promise<boolean> {
  const target = entered.trim();
  const live = db.select({ id: loginCodes.id }).from(loginCodes)
    .where(and(eq(loginCodes.target, target), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, new Date()), lt(loginCodes.attempts, MAX_ATTEMPTS)))
    .orderBy(desc(loginCodes.createdAt)).limit(1);
  const [row] = await db.update(loginCodes).set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(inArray(loginCodes.id, live), isNull(loginCodes.usedAt), lt(loginCodes.attempts, MAX_ATTEMPTS)))
    .returning({ id: loginCodes.id, codeHash: loginCodes.codeHash });
  if (!row || !safeEqual(row.codeHash, hashCode(target, code))) return false;
  const used = await db.update(loginCodes).set({ usedAt: new Date() })
    .where(and(eq(loginCodes.id, row.id), isNull(loginCodes.usedAt))).returning({ id: loginCodes.id });
  return used.length === 1; // single use even under concurrent sign-ins
}

const safeEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
