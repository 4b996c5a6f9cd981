import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/json-params';
import type { Delivery, Outgoing } from './delivery';
import { messages } from './tables';

/** A system (2) or flow (3) message: for type 2 the body is a JSON text such as `{"type":2,"id":"<taskId>"}`. */
export interface SendInput {
  toUserIds: readonly string[];
  title: string;
  bodyText: string;
  type: 2 | 3;
  creatorUserId: string | null;
}

/**
 * Sends a message inside the caller's transaction (a workflow step, docs/product.md#jnpf-messages): one message
 * row, one unread receipt per receiver that is an enabled, not deleted user (others are skipped, duplicates
 * count once), and a stored messagePush to each, published when the caller's withDelivery commits.
 * Answers the message id and the users it reached.
 */
export async function sendMessages(
  tx: Tx,
  deliver: (outgoing: readonly Outgoing[]) => Promise<Delivery[]>,
  input: SendInput,
): Promise<{ id: string; userIds: string[] }> {
  const now = new Date();
  const [message] = await tx.insert(messages).values({
    type: input.type, title: input.title, bodyText: input.bodyText, enabledMark: 1, state: 'released',
    creatorUserId: input.creatorUserId, lastModifyUserId: input.creatorUserId, createdAt: now, lastModifyTime: now,
  }).returning({ id: messages.id });
  if (input.toUserIds.length === 0) return { id: message.id, userIds: [] };
  const userIds = rowsOf<{ user_id: string }>(await tx.execute(sql`
    insert into message_receipts (message_id, user_id, is_read, read_count, sort_time)
    select ${message.id}, u.id, 0, 0, ${now.toISOString()}::timestamptz from users u
    where u.id in (select jsonb_array_elements_text(${JSON.stringify([...input.toUserIds])}::jsonb))
      and u.enabled_mark = 1 and u.deleted_at is null
    on conflict do nothing
    returning user_id`)).map((r) => r.user_id);
  const payload = { method: 'messagePush', unreadNoticeCount: 1, messageType: input.type, id: message.id, title: input.title };
  await deliver(userIds.map((userId) => ({ userId, payload })));
  return { id: message.id, userIds };
}
