import type pg from 'pg';

/** What a LISTEN reports: each payload, and whether notifications are being received at all. */
export interface ListenHandlers {
  payload(payload: string): void;
  /**
   * true once LISTEN is in place (again); false when the connection is lost or closed. Between the two, notifications
   * may have been missed: whoever relies on them must trust nothing it kept (docs/architecture.md#request-cost).
   */
  state(listening: boolean): void;
}

export interface Listening {
  close(): Promise<void>;
}

/** How often a heartbeat goes out, and how long it may take to come back on the listener (tests shorten both). */
export interface HeartbeatTiming { heartbeatMs: number; beatTimeoutMs: number }
const HEARTBEAT: HeartbeatTiming = { heartbeatMs: 10_000, beatTimeoutMs: 5_000 };
const MAX_RETRY_MS = 5_000;
const BEAT = 'beat:';
let beats = 0;

/**
 * LISTEN on PostgreSQL through a connection of its own, outside the request pool (a pooled connection is handed to
 * other queries and may be replaced at any time). A lost connection is reported and replaced with growing pauses until
 * it works again. The heartbeat is a notification sent through `notify` (the request pool) that must come back on the
 * listener in time, else the listener counts as lost: this notices a peer that vanished without a word (network,
 * failover) and a path that accepts LISTEN but delivers nothing (a PgBouncer in transaction pooling).
 */
export function listenPostgres(
  Client: typeof pg.Client, url: string, channel: string, handlers: ListenHandlers, notify: (payload: string) => Promise<unknown>,
  timing: HeartbeatTiming = HEARTBEAT,
): Listening {
  let current: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let beatDue: NodeJS.Timeout | undefined;
  let beatWaited: string | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    clearInterval(heartbeat);
    clearTimeout(beatDue);
    beatWaited = undefined;
    handlers.state(false);
    client.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const beat = (client: pg.Client) => {
    if (beatWaited) return; // the previous one is still within its time
    const marker = `${BEAT}${process.pid}:${(beats += 1)}`;
    beatWaited = marker;
    beatDue = setTimeout(() => lost(client), timing.beatTimeoutMs);
    beatDue.unref();
    notify(marker).catch(() => lost(client));
  };

  const connect = async () => {
    if (closed) return;
    const client = new Client({ connectionString: url, application_name: `listen:${channel}`, keepAlive: true, connectionTimeoutMillis: 5_000, query_timeout: 5_000 });
    current = client;
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (current !== client || message.channel !== channel) return;
      const payload = message.payload ?? '';
      if (!payload.startsWith(BEAT)) handlers.payload(payload);
      else if (payload === beatWaited) {
        beatWaited = undefined;
        clearTimeout(beatDue);
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch {
      lost(client);
      return;
    }
    if (current !== client) return;
    retryMs = 250;
    heartbeat = setInterval(() => beat(client), timing.heartbeatMs);
    heartbeat.unref();
    handlers.state(true);
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      clearTimeout(beatDue);
      const client = current;
      current = null;
      handlers.state(false);
      await client?.end().catch(() => {});
    },
  };
}

/** The part of PGlite used here: notifications of its one connection, delivered as each statement completes. */
interface PgliteListen {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** LISTEN on the embedded database: the connection is the database itself and is never lost. */
export function listenPglite(client: PgliteListen, channel: string, handlers: ListenHandlers): Listening {
  let closed = false;
  const ready = client.listen(channel, (payload) => {
    if (!closed) handlers.payload(payload);
  }).then((unlisten) => {
    if (!closed) handlers.state(true);
    return unlisten;
  });
  return {
    close: async () => {
      closed = true;
      handlers.state(false);
      await (await ready.catch(() => undefined))?.().catch(() => {});
    },
  };
}
