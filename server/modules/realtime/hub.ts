/**
 * In-process pub/sub between services and websockets. Kept deliberately small: with REDIS_URL a
 * fan-out implementation can wrap publish* (publish to Redis, deliver locally on receipt) without
 * changing callers.
 */
export interface Connection {
  sessionId: string;
  userId: string;
  mobile: boolean;
  /** `seq` is the push's sequence number when it is a stored push (docs/architecture.md#message-delivery). */
  send(data: string, seq?: number): void;
  close(): void;
}

export interface RealtimeHub {
  /** Registers a socket bound to a session; returns the function that unbinds it. */
  bind(conn: Connection): () => void;
  publishToSession(sessionId: string, payload: object): void;
  publishToUser(userId: string, payload: object): void;
  /** Closes (after queued sends) every socket of a session, e.g. after a logout push. */
  closeSession(sessionId: string): void;
  /** Sockets of a user bound on this node (the per-user cap). */
  connectionsOfUser(userId: string): number;
}

const seqOf = (payload: object): number | undefined => {
  const seq = (payload as { seq?: unknown }).seq;
  return typeof seq === 'number' ? seq : undefined;
};

export function createHub(): RealtimeHub {
  const connections = new Set<Connection>();
  const each = (match: (c: Connection) => boolean, fn: (c: Connection) => void) => {
    for (const c of [...connections]) {
      if (!match(c)) continue;
      try {
        fn(c);
      } catch {
        connections.delete(c); // a broken socket must not stop delivery to the others
      }
    }
  };
  return {
    bind(conn) {
      connections.add(conn);
      return () => connections.delete(conn);
    },
    publishToSession(sessionId, payload) {
      const data = JSON.stringify(payload);
      const seq = seqOf(payload);
      each((c) => c.sessionId === sessionId, (c) => c.send(data, seq));
    },
    publishToUser(userId, payload) {
      const data = JSON.stringify(payload);
      const seq = seqOf(payload);
      each((c) => c.userId === userId, (c) => c.send(data, seq));
    },
    closeSession(sessionId) {
      each((c) => c.sessionId === sessionId, (c) => {
        connections.delete(c);
        c.close();
      });
    },
    connectionsOfUser(userId) {
      let n = 0;
      for (const c of connections) if (c.userId === userId) n += 1;
      return n;
    },
  };
}
