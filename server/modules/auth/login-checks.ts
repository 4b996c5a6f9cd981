import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, userRelations } from '../../db/schema';
import { coreText, type Text } from '../../core/i18n';
import type { SysConfigValues } from '../system/config-service';
import { ipInList } from '../system/ip-list';
import type { UserRow } from './account-lookup';
import { authText } from './messages';

/**
 * Is the sign-in address on the whitelist? Entries are addresses, CIDR ranges (10.0.0.0/8,
 * 2001:db8::/32) or IPv4 patterns with trailing '*' segments (192.168.1.*); see system/ip-list.
 */
export const ipAllowed = (ip: string, whitelist: string): boolean => ipInList(ip, whitelist);

/**
 * Account state checks after the credentials were proven (so they reveal nothing to a guesser).
 * Returns the refusal text, or null when the user may sign in (JNPF LoginServiceImpl order).
 */
export async function refuseLogin(db: DbOrTx, user: UserRow, ip: string, settings: SysConfigValues): Promise<Text | null> {
  if (user.deletedAt) return authText.accountDeleted;
  if (user.enabledMark !== 1) return authText.accountDisabled;
  if (user.isAdministrator === 1) return null;
  if (!user.organizeId) return authText.noOrganize;
  const userRoles = await db.select({ enabled: roles.enabledMark }).from(userRelations)
    .innerJoin(roles, eq(roles.id, userRelations.objectId))
    .where(and(eq(userRelations.userId, user.id), eq(userRelations.objectType, 'Role')));
  if (userRoles.length > 0 && userRoles.every((r) => r.enabled !== 1)) return coreText('permissionDenied');
  if (settings.whitelistSwitch === '1' && !ipAllowed(ip, settings.whitelistIp ?? '')) return authText.ipNotAllowed;
  return null;
}
