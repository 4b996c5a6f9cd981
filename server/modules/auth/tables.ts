import { pgTable, text, timestamp, index, integer } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns';

/** One row per sign-in. The token itself is never stored, only its SHA-256. */
export const sessions = pgTable('sessions', {
  id: idColumn(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: text('user_id').notNull(),
  /** 'pc' | 'mobile' — single login is per device class. */
  deviceClass: text('device_class').notNull().default('pc'),
  ip: text('ip'),
  ipPlace: text('ip_place'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** null while live; 'logout' | 'superseded' | 'forced' once ended. */
  endedReason: text('ended_reason'),
  endedAt: timestamp('ended_at', { withTimezone: true }),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/** Scan-login tickets: shown as QR on /login, approved by a signed-in user on /scanCode. */
export const loginTickets = pgTable('login_tickets', {
  id: idColumn(),
  /** 'pending' | 'scanned' | 'approved' | 'consumed' | 'expired' */
  status: text('status').notNull().default('pending'),
  /**
   * SHA-256 of a secret only the browser that asked for the ticket knows. The QR code shows the
   * ticket id to anyone looking at the screen; without this, an onlooker could redeem the approval.
   */
  secretHash: text('secret_hash').notNull(),
  userId: text('user_id'),
  /** Address and browser that asked for the ticket: the approving phone shows them before approval. */
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('login_tickets_expires_idx').on(t.expiresAt)]);

/** Sign-in verification codes (6 digits, 5 minutes); stored hashed. */
export const loginCodes = pgTable('login_codes', {
  id: idColumn(),
  target: text('target').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('login_codes_target_idx').on(t.target)]);

/**
 * Attempt counters of the sign-in throttle (fixed windows), shared by every node through the
 * database when Redis is not configured. A row is dead once expires_at has passed.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
