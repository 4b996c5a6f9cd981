import type { ScanStatus } from '../../data/api/auth';

export const SCAN_POLL_MS = 2000;

/** The address the phone opens to approve a ticket. */
export function scanUrl(origin: string, ticketId: string): string {
  return `${origin}/scanCode?ticket=${encodeURIComponent(ticketId)}`;
}

/** A ticket is expired when the server says so or its expiry time has passed. */
export function isExpired(status: ScanStatus | undefined, expiresAt: number | string | undefined, now: number): boolean {
  if (status === 'expired') return true;
  if (expiresAt === undefined || expiresAt === null || expiresAt === '') return false;
  const time = typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
  return Number.isFinite(time) && now > time;
}
