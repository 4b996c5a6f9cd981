import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../auth/password';
import { endSessions, sessionsOfUser } from '../auth/session-service';

export type PasswordChange = { ok: true; endedSessions: string[] } | { ok: false; reason: 'wrongOld' | 'same' };

/**
 * Changes the user's own password (md5 values from the client). Clears must-change-password and
 * ends the user's other sessions; the calling session stays signed in.
 */
export async function changeOwnPassword(
  db: Db, userId: string, currentSessionId: string, oldMd5: string, newMd5: string,
): Promise<PasswordChange> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(row?.passwordHash, oldMd5))) return { ok: false, reason: 'wrongOld' };
  if (oldMd5.toLowerCase() === newMd5.toLowerCase()) return { ok: false, reason: 'same' };
  const passwordHash = await hashPassword(newMd5);
  const endedSessions = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false, changePasswordAt: new Date(), updatedAt: new Date(), updatedBy: userId })
      .where(eq(users.id, userId));
    return endSessions(tx, sessionsOfUser(userId, { exceptId: currentSessionId }), 'password');
  });
  return { ok: true, endedSessions };
}
