import { pgTable, text, integer, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * One row per stored upload: who uploaded it and its size, for the per-user quota. Which records
 * use a file is not tracked here: the orphan cleanup looks for its name in the data.
 */
export const uploadedFiles = pgTable('uploaded_files', {
  /** The generated stored name (unique across types). */
  name: text('name').primaryKey(),
  type: text('type').notNull(),
  userId: text('user_id').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('uploaded_files_user_idx').on(t.userId)]);
