import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/json-params';
import type { Delivery, Outgoing } from './delivery';

/**
 * The unreadCount frame `{method:'unreadCount', unreadNoticeCount, unreadMessageCount}` (absolute counts) that keeps
 * every tab's bell in step after receipts are read or deleted (docs/product.md#jnpf-messages).
 *
 * The users' sequence rows are locked before counting (in user-id order, as storeDeliveries takes them): a push
 * numbered before this one (a notice released meanwhile) has then committed and is counted, so the absolute figures
 * never undo an earlier messagePush on the client.
 */
export async function deliverUnreadCounts(
  tx: Tx,
  deliver: (outgoing: readonly Outgoing[]) => Promise<Delivery[]>,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const ids = JSON.stringify([...new Set(userIds)].sort());
  await tx.execute(sql`
    insert into user_sequences (user_id, seq) select u, 0 from jsonb_array_elements_text(${ids}::jsonb) as u order by u
    on conflict (user_id) do update set seq = user_sequences.seq`);
  const rows = rowsOf<{ user_id: string; notices: string | number; others: string | number }>(await tx.execute(sql`
    select u as user_id,
      count(m.id) filter (where m.type = 1) as notices,
      count(m.id) filter (where m.type <> 1) as others
    from jsonb_array_elements_text(${ids}::jsonb) as u
    left join message_receipts r on r.user_id = u and r.is_read = 0
    left join messages m on m.id = r.message_id
    group by u order by u`));
  await deliver(rows.map((r) => ({
    userId: r.user_id,
    payload: { method: 'unreadCount', unreadNoticeCount: Number(r.notices), unreadMessageCount: Number(r.others) },
  })));
}
