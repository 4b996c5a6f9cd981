// Seeding and after-the-fact checks of bench:chat (tests/bench/chat.ts), in plain SQL on the bench's PostgreSQL database.
// Users are inserted in one statement each batch and their sessions directly (the token's SHA-256 in sessions.token_hash,
// as server/modules/auth/session-service.ts insertSession stores it): 1,000 password sign-ins would spend the run on
// argon2 hashing and the per-address sign-in limit, which is not what this bench measures.
import pg from 'pg';
import { hashPassword } from '../../server/modules/auth/password';
import { newToken } from '../../server/modules/auth/token';
import { md5 } from 'js-md5';

export interface BenchUser { index: number; id: string; account: string; token: string }

const BATCH = 2000;

/**
 * `total` enabled users chat00000.. (all receive the released notice); the first `withSessions` of them get a live
 * session each (their websocket tokens). One password hash for all: nobody signs in with it.
 */
export async function seedUsers(pool: pg.Pool, total: number, withSessions: number): Promise<BenchUser[]> {
  const hash = await hashPassword(md5('Bench1234'));
  const ids: string[] = [];
  for (let start = 0; start < total; start += BATCH) {
    const accounts = Array.from({ length: Math.min(BATCH, total - start) }, (_, k) => `chat${String(start + k).padStart(5, '0')}`);
    const { rows } = await pool.query<{ id: string; account: string }>(`
      insert into users (id, account, real_name, password_hash, organize_id, enabled_mark)
      select replace(gen_random_uuid()::text, '-', ''), a, '压测' || a, $2,
             (select id from organizations where en_code = 'YYB' limit 1), 1
      from unnest($1::text[]) with ordinality as t(a, n) order by n
      returning id, account`, [accounts, hash]);
    const byAccount = new Map(rows.map((r) => [r.account, r.id]));
    for (const a of accounts) ids.push(byAccount.get(a)!);
  }
  const out: BenchUser[] = [];
  for (let start = 0; start < withSessions; start += BATCH) {
    const slice = ids.slice(start, Math.min(withSessions, start + BATCH));
    const tokens = slice.map(() => newToken());
    await pool.query(`
      insert into sessions (id, token_hash, user_id, device_class, ip, ip_place, user_agent, expires_at)
      select replace(gen_random_uuid()::text, '-', ''), h, u, 'pc', '127.0.0.1', '本地', 'bench:chat', now() + interval '1 day'
      from unnest($1::text[], $2::text[]) as t(h, u)`, [tokens.map((t) => t.hash), slice]);
    slice.forEach((id, k) => out.push({ index: start + k, id, account: `chat${String(start + k).padStart(5, '0')}`, token: tokens[k].token }));
  }
  return out;
}

/** The bench's chat texts the database holds (committed SendMessage frames): their key, sender and recipient. */
export async function storedChat(pool: pg.Pool): Promise<Array<{ content: string; from: string; to: string }>> {
  const { rows } = await pool.query<{ content: string; from: string; to: string }>(
    `select content, send_user_id as "from", receive_user_id as "to" from im_contents where content like 'bench#%'`);
  return rows;
}

export async function receiptCount(pool: pg.Pool, messageId: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('select count(*) as n from message_receipts where message_id = $1', [messageId]);
  return Number(rows[0].n);
}

export async function enabledUserCount(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('select count(*) as n from users where enabled_mark = 1 and deleted_at is null');
  return Number(rows[0].n);
}
