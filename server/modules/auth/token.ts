import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** A new opaque token as the client stores it: "Bearer <base64url 256 bits>". */
export function newToken(): { token: string; hash: string } {
  const raw = randomBytes(32).toString('base64url');
  return { token: `Bearer ${raw}`, hash: hashToken(raw) };
}

/** The raw token from "Bearer <t>" or "<t>"; null when missing or not in our format. */
export function parseToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const raw = header.trim().replace(/^Bearer\s+/i, '');
  return TOKEN_RE.test(raw) ? raw : null;
}

/** Only this hash is stored, so a leaked sessions table gives no usable tokens. */
export const hashToken = (raw: string): string => createHash('sha256').update(raw).digest('hex');
