import type { StoredPush } from './methods';

/** At most this many pushes are replayed; a socket that missed more gets `resync` and reloads its lists. */
export const REPLAY_LIMIT = 1000;

export interface OrderedStream {
  /** A frame for this socket: a stored push (with its seq) or a frame that is not stored (no seq). */
  push(data: string, seq?: number): void;
  /** Runs `action` (closing the socket) once every frame queued before it has been sent. */
  afterQueued(action: () => void): void;
  /**
   * Sends initMessage and starts delivery; frames pushed before this are held until then. `seq` is the user's last
   * sequence number in the snapshot initMessage was read from; `lastSeq` the one a reconnecting client saw.
   */
  start(init: Record<string, unknown>, seq: number, lastSeq: number | null): void;
  /** Stops sending (the socket closed). */
  stop(): void;
}

interface Frame {
  data?: string;
  seq?: number;
  action?: () => void;
}

/**
 * One socket's outgoing frames, stored pushes in strictly increasing seq order without gaps or duplicates
 * (docs/architecture.md#message-delivery). A user's sequence numbers commit in order, so when push n arrives,
 * every push before n is already in the log: a push that arrives ahead of the one expected (published late by
 * another node, or lost by Redis) is preceded by the missing ones read from the log. The replay on reconnect is the
 * same catch-up, from the client's lastSeq to the snapshot's seq. Frames without seq pass in queue order.
 * If the log cannot be read the socket is closed, and the client reconnects and replays.
 */
export function createOrderedStream(options: {
  send: (data: string) => void;
  since: (afterSeq: number, limit: number) => Promise<StoredPush[]>;
  fail: (err: unknown) => void;
}): OrderedStream {
  const queue: Frame[] = [];
  let cursor = 0;
  let busy = true; // held until start()
  let stopped = false;

  const send = (data: string) => {
    if (!stopped) options.send(data);
  };

  const resync = (seq: number) => {
    send(JSON.stringify({ method: 'resync', seq }));
    cursor = seq;
  };

  /** Sends every stored push in (cursor, target], or one resync when the log no longer holds them all. */
  async function catchUp(target: number) {
    if (target <= cursor) return;
    const missing = target - cursor;
    if (missing > REPLAY_LIMIT) return resync(target);
    const rows = await options.since(cursor, missing);
    // Sequence numbers are unique and sorted: the count and both ends prove there is no hole (purged rows).
    if (rows.length !== missing || rows[0].seq !== cursor + 1 || rows[rows.length - 1].seq !== target) return resync(target);
    for (const r of rows) send(JSON.stringify({ ...r.payload, seq: r.seq }));
    cursor = target;
  }

  async function pump() {
    if (busy || stopped) return;
    busy = true;
    try {
      while (queue.length > 0 && !stopped) {
        const frame = queue.shift()!;
        if (frame.action) {
          frame.action();
          continue;
        }
        if (frame.seq === undefined) {
          send(frame.data!);
          continue;
        }
        if (frame.seq <= cursor) continue; // replayed already, or before the snapshot
        await catchUp(frame.seq - 1);
        send(frame.data!);
        cursor = frame.seq;
      }
      busy = false;
    } catch (err) {
      stopped = true;
      options.fail(err);
    }
  }

  return {
    push(data, seq) {
      if (stopped) return;
      queue.push({ data, seq });
      void pump();
    },
    afterQueued(action) {
      if (stopped) return action();
      queue.push({ action });
      void pump();
    },
    start(init, seq, lastSeq) {
      send(JSON.stringify({ ...init, seq }));
      const replay = async () => {
        if (lastSeq === null) cursor = seq;
        else if (lastSeq > seq) resync(seq); // a number this user never had (another database): start over
        else {
          cursor = lastSeq;
          await catchUp(seq);
        }
      };
      replay().then(() => {
        busy = false;
        return pump();
      }, (err) => {
        stopped = true;
        options.fail(err);
      });
    },
    stop() {
      stopped = true;
      queue.length = 0;
    },
  };
}
