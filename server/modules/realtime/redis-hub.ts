import { Redis } from 'ioredis';
import type { RealtimeHub } from './hub';

const CHANNEL = 'gold:realtime';

type Envelope =
  | { kind: 'session'; id: string; payload: object }
  | { kind: 'user'; id: string; payload: object }
  | { kind: 'closeSession'; id: string };

export interface RedisHub extends RealtimeHub {
  /** Resolves once the subscription is live (so a publish right after start is not missed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Multi-node fan-out: every publish goes through Redis pub/sub and each node delivers to its own
 * sockets, so a push (forced logout, a message) reaches a user connected to any node.
 * Sessions themselves live in the database, so the 601 on the next request needs no Redis.
 */
export function createRedisHub(local: RealtimeHub, redisUrl: string, onError: (err: unknown) => void): RedisHub {
  const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  pub.on('error', onError);
  sub.on('error', onError);

  sub.on('message', (_channel, raw) => {
    let message: Envelope;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (message.kind === 'session') local.publishToSession(message.id, message.payload);
    else if (message.kind === 'user') local.publishToUser(message.id, message.payload);
    else if (message.kind === 'closeSession') local.closeSession(message.id);
  });
  const ready = sub.subscribe(CHANNEL).then(() => undefined);

  // A close queued behind a push must not overtake it: both travel the same ordered channel.
  const send = (message: Envelope) => {
    pub.publish(CHANNEL, JSON.stringify(message)).catch(onError);
  };

  return {
    bind: (conn) => local.bind(conn),
    publishToSession: (id, payload) => send({ kind: 'session', id, payload }),
    publishToUser: (id, payload) => send({ kind: 'user', id, payload }),
    closeSession: (id) => send({ kind: 'closeSession', id }),
    onlineUserIds: () => local.onlineUserIds(),
    ready,
    async close() {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
