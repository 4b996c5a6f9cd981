import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns';
import { users } from '../permission/tables';

/**
 * Notices (type 1) and system or flow messages (type 2, 3): docs/product.md#messages. A notice is a draft
 * (enabled_mark 0, "created" or "updated") until it is released (1); releasing writes one receipt per user.
 */
export const messages = pgTable('messages', {
  id: idColumn(),
  type: integer('type').notNull(),
  title: text('title').notNull(),
  bodyText: text('body_text').notNull().default(''),
  priorityLevel: integer('priority_level').notNull().default(1),
  enabledMark: integer('enabled_mark').notNull().default(0),
  /** 'created' | 'updated' | 'released' (docs/product.md#states-and-transitions). */
  state: text('state').notNull().default('created'),
  creatorUserId: text('creator_user_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastModifyUserId: text('last_modify_user_id'),
  lastModifyTime: timestamp('last_modify_time', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('messages_type_time').on(t.type, t.lastModifyTime)]);

/** Per-user read state of a message: the inbox is a user's receipts. */
export const messageReceipts = pgTable('message_receipts', {
  messageId: text('message_id').notNull().references(() => messages.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id),
  isRead: integer('is_read').notNull().default(0),
  readTime: timestamp('read_time', { withTimezone: true }),
  readCount: integer('read_count').notNull().default(0),
  /** Copied from the message so the inbox sorts and pages on one index. */
  sortTime: timestamp('sort_time', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.messageId] }),
  index('message_receipts_inbox').on(t.userId, t.sortTime),
  index('message_receipts_message').on(t.messageId),
]);

/** One chat message between two users (content_type text, image, voice, video, file; state 0 unread, 1 read). */
export const imContents = pgTable('im_contents', {
  id: idColumn(),
  sendUserId: text('send_user_id').notNull().references(() => users.id),
  receiveUserId: text('receive_user_id').notNull().references(() => users.id),
  sendTime: timestamp('send_time', { withTimezone: true }).notNull().defaultNow(),
  receiveTime: timestamp('receive_time', { withTimezone: true }),
  contentType: text('content_type').notNull(),
  content: text('content').notNull(),
  state: integer('state').notNull().default(0),
}, (t) => [
  index('im_contents_pair').on(t.sendUserId, t.receiveUserId, t.sendTime),
  index('im_contents_unread').on(t.receiveUserId, t.state, t.sendUserId),
]);

/**
 * The conversation list: one row per directed pair, moved to the last send (JNPF base_imreply). The latest
 * message of a conversation is read from im_contents through im_contents_pair.
 */
export const imReplies = pgTable('im_replies', {
  userId: text('user_id').notNull().references(() => users.id),
  receiveUserId: text('receive_user_id').notNull().references(() => users.id),
  receiveTime: timestamp('receive_time', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.receiveUserId] }), index('im_replies_receiver').on(t.receiveUserId)]);

/**
 * Delivery log (docs/architecture.md#message-delivery): every push to a user is stored here, in the transaction
 * that stores what it tells, with the user's next sequence number; a socket that reconnects asks for what came
 * after the last sequence it saw. `user_sequences` holds each user's last number: taking it locks the row, so a
 * user's sequence numbers commit in order.
 */
export const userDeliveries = pgTable('user_deliveries', {
  userId: text('user_id').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.seq] }), index('user_deliveries_created').on(t.createdAt)]);

export const userSequences = pgTable('user_sequences', {
  userId: text('user_id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
});
