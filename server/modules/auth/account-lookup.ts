import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { companyOf } from '../permission/org-service';

export type UserRow = typeof users.$inferSelect;

/** The live user of an account, else the most recently deleted one (the caller reports it). */
async function byAccount(db: DbOrTx, account: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.account, account))
    .orderBy(sql`${users.deletedAt} desc nulls first`).limit(1);
  return row ?? null;
}

/**
 * The user an entered account names. `mobile@account` (sub-account) names the account `account`
 * inside the company of the user whose mobile phone is `mobile`; an exact account match wins first
 * so accounts that contain '@' keep working. Deleted users are returned (the caller reports them).
 */
export async function findUserForLogin(db: DbOrTx, entered: string): Promise<UserRow | null> {
  const account = entered.trim();
  const exact = await byAccount(db, account);
  if (exact || !account.includes('@')) return exact;
  const at = account.indexOf('@');
  const mobile = account.slice(0, at);
  const sub = await byAccount(db, account.slice(at + 1));
  if (!mobile || !sub) return null;
  const owners = await db.select({ organizeId: users.organizeId }).from(users)
    .where(and(eq(users.mobilePhone, mobile), isNull(users.deletedAt)));
  const subCompany = await companyOf(db, sub.organizeId);
  if (!subCompany) return null;
  for (const owner of owners) {
    if ((await companyOf(db, owner.organizeId))?.id === subCompany.id) return sub;
  }
  return null;
}

/** For code sign-in: an account (or sub-account), else the single live user with that mobile number. */
export async function findUserByAccountOrMobile(db: DbOrTx, entered: string): Promise<UserRow | null> {
  const user = await findUserForLogin(db, entered);
  if (user) return user;
  const rows = await db.select().from(users)
    .where(and(eq(users.mobilePhone, entered.trim()), isNull(users.deletedAt))).limit(2);
  return rows.length === 1 ? rows[0] : null; // an ambiguous mobile number names nobody
}
