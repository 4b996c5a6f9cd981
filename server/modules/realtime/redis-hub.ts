import { Redis } from 'ioredis';
import type { RealtimeHub } from './hub';

/** A node that cannot reach Redis at start serves on its own (local pushes) rather than not at all. */
const START_WAIT_MS = 5_000;

type Envelope =
  | { kind: 'session'; id: string; payload: object }
  | { kind: 'user'; id: string; payload: object }
  | { kind: 'closeSession'; id: string };

export interface RedisHub extends RealtimeHub {
  /** Resolves once the subscription is live (so a publish right after start is not missed), or after START_WAIT_MS. */
  ready: Promise<void>;
  /** True while this node both publishes to and receives from Redis. */
  fanOut(): boolean;
  close(): Promise<void>;
}

/**
 * Multi-node fan-out: every publish goes through Redis pub/sub and each node delivers to its own
 * sockets, so a push (forced logout, a message) reaches a user connected to any node.
 * Sessions themselves live in the database, so the 601 on the next request needs no Redis.
 *
 * While Redis is unreachable a push is delivered to this node's sockets directly (one-node mode) and
 * is not queued: a stale push replayed minutes later would be worse than a lost one (the heartbeat's
 * session check still closes the sockets of ended sessions). Once Redis is back the node subscribes
 * again and fan-out resumes.
 */
export function createRedisHub(local: RealtimeHub, redisUrl: string, onError: (err: unknown) => void, prefix = 'gold:'): RedisHub {
  // One channel per deployment (REDIS_PREFIX): deployments sharing a Redis never receive each other's pushes.
  const CHANNEL = `${prefix}realtime`;
  // No offline queue: a publish while Redis is down fails at once and falls back to local delivery.
  const pub = new Redis(redisUrl, { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // The subscriber resubscribes itself on every (re)connect, so `subscribed` is true only once Redis confirmed it.
  const sub = new Redis(redisUrl, { lazyConnect: false, autoResubscribe: false, maxRetriesPerRequest: 1 });
  pub.on('error', onError);
  sub.on('error', onError);

  let subscribed = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
    setTimeout(resolve, START_WAIT_MS).unref();
  });
  sub.on('ready', () => {
    sub.subscribe(CHANNEL).then(() => {
      subscribed = true;
      markReady();
    }, onError);
  });
  sub.on('close', () => { subscribed = false; });

  sub.on('message', (_channel, raw) => {
    let message: Envelope;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    deliverLocally(message);
  });

  function deliverLocally(message: Envelope) {
    if (message.kind === 'session') local.publishToSession(message.id, message.payload);
    else if (message.kind === 'user') local.publishToUser(message.id, message.payload);
    else if (message.kind === 'closeSession') local.closeSession(message.id);
  }

  const fanOut = () => subscribed && pub.status === 'ready';

  // A close queued behind a push must not overtake it: both travel the same ordered channel (or, in
  // one-node mode, are delivered synchronously in call order).
  const send = (message: Envelope) => {
    if (!fanOut()) {
      deliverLocally(message);
      // Other nodes may still be reachable when only this node's subscriber is down.
      if (pub.status === 'ready') pub.publish(CHANNEL, JSON.stringify(message)).catch(onError);
      return;
    }
    pub.publish(CHANNEL, JSON.stringify(message)).catch((err) => {
      onError(err);
      deliverLocally(message);
    });
  };

  return {
    bind: (conn) => local.bind(conn),
    publishToSession: (id, payload) => send({ kind: 'session', id, payload }),
    publishToUser: (id, payload) => send({ kind: 'user', id, payload }),
    closeSession: (id) => send({ kind: 'closeSession', id }),
    connectionsOfUser: (userId) => local.connectionsOfUser(userId),
    ready,
    fanOut,
    async close() {
      // quit() would wait for a Redis that is down: a connection that is not up is just dropped.
      await Promise.allSettled([sub, pub].map((c) => (c.status === 'ready' ? c.quit() : c.disconnect())));
    },
  };
}
