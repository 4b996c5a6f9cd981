import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/json-params';
import { avatarUrl } from '../permission/user-profile';

/** One conversation of the chat list (JNPF ImReplyListVo). */
export interface Conversation {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
  /** The text, or for an image the stored JSON string `{"path","width","height"}`. */
  latestMessage: string;
  messageType: string;
  latestDate: number;
  unreadMessage: number;
}

interface Row {
  id: string;
  real_name: string;
  account: string;
  head_icon: string | null;
  content: string | null;
  content_type: string | null;
  latest: Date | string;
  unread: string | number;
}

/**
 * The caller's conversations (GET /api/message/imreply): every user they wrote to or who wrote to them, both
 * directions merged, latest first. One statement whatever the number of conversations: the latest message per
 * pair comes from two index lookups (im_contents_pair), the unread count from im_contents_unread. Only rows
 * with the caller on one side are read, so nobody sees another's conversations. A disabled or deleted user's
 * conversation stays (the history is kept).
 */
export async function conversationsOf(db: DbOrTx, me: string): Promise<Conversation[]> {
  const rows = rowsOf<Row>(await db.execute(sql`
    with pairs as (
      select receive_user_id as other, receive_time from im_replies where user_id = ${me}
      union all
      select user_id as other, receive_time from im_replies where receive_user_id = ${me}
    ),
    convs as (select other, max(receive_time) as at from pairs where other <> ${me} group by other)
    select c.other as id, u.real_name, u.account, u.head_icon, l.content, l.content_type,
      coalesce(l.send_time, c.at) as latest,
      (select count(*) from im_contents x where x.receive_user_id = ${me} and x.state = 0 and x.send_user_id = c.other) as unread
    from convs c
    join users u on u.id = c.other
    left join lateral (
      select b.content, b.content_type, b.send_time from (
        (select content, content_type, send_time, id from im_contents
          where send_user_id = ${me} and receive_user_id = c.other order by send_time desc, id desc limit 1)
        union all
        (select content, content_type, send_time, id from im_contents
          where send_user_id = c.other and receive_user_id = ${me} order by send_time desc, id desc limit 1)
      ) b order by b.send_time desc, b.id desc limit 1
    ) l on true
    order by latest desc, c.other`));
  return rows.map((r) => ({
    id: r.id,
    realName: r.real_name,
    account: r.account,
    headIcon: avatarUrl(r.head_icon),
    latestMessage: r.content ?? '',
    messageType: r.content_type ?? 'text',
    latestDate: new Date(r.latest).getTime(),
    unreadMessage: Number(r.unread),
  }));
}
