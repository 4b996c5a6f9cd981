import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from '../../../db/columns';
import { visualdev } from '../tables';

/**
 * Public links to a published form (shareLmsf, issue 17): anyone holding the token may fill the form in; nothing
 * else is readable through it. The token is kept as issued (the designer lists the links so they can be copied
 * again); it opens only a create form, never data. A revoked or expired link answers 404.
 */
export const visualdevShares = pgTable('visualdev_shares', {
  id: idColumn(),
  /** 43 base64url characters (256 random bits). */
  token: text('token').notNull().unique(),
  visualdevId: text('visualdev_id').notNull().references(() => visualdev.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by'),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedBy: text('revoked_by'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
}, (t) => [index('visualdev_shares_design').on(t.visualdevId, t.createdAt)]);
