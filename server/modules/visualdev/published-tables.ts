import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PublishedDesign } from '../../../schemas/model/published';
import { visualdev } from './tables';

/**
 * The published state of a design (docs/architecture.md#dynamic-models): the compiled PublishedDesign the live
 * registry serves, its publish count (`version`, the cache key of every node), the design version it was compiled
 * from and the menu entry it owns. A row exists once the design was published; unpublishing keeps it (state 0 on
 * the design), so a later publish keeps table, column and menu.
 */
export const visualdevPublished = pgTable('visualdev_published', {
  visualdevId: text('visualdev_id').primaryKey().references(() => visualdev.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  designVersion: integer('design_version').notNull(),
  published: jsonb('published').$type<PublishedDesign>().notNull(),
  menuId: text('menu_id'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: text('published_by'),
});
