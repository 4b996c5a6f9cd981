import type { Text } from '../../core/i18n';

/**
 * The websocket's method registry (docs/architecture.md#message-delivery). Realtime is the transport: it binds
 * sockets, orders and replays pushes, and hands every other frame to the handler a module registered for its
 * `method`. Modules register here (message → realtime), so realtime imports no module that uses it.
 */

/** What a handler knows of the socket that sent the frame. */
export interface SocketContext {
  userId: string;
  sessionId: string;
  /** The user's language setting, for the texts of `error` frames. */
  language: string | null;
  /** Sends a frame to this socket only, after what was queued before it (not stored: no `seq`). */
  reply(payload: Record<string, unknown>): void;
}

export type SocketHandler = (ctx: SocketContext, frame: Record<string, unknown>) => Promise<void>;

/** A push from the delivery log (server/modules/message/delivery.ts). */
export interface StoredPush {
  seq: number;
  payload: Record<string, unknown>;
}

/** The delivery log, as the transport needs it: figures for initMessage and the pushes to replay. */
export interface SocketSource {
  /** The initMessage figures and the user's last sequence number, read in one snapshot so they agree. */
  snapshot(userId: string): Promise<{ figures: Record<string, unknown>; seq: number }>;
  /** Stored pushes with seq > afterSeq, oldest first, at most `limit`. */
  since(userId: string, afterSeq: number, limit: number): Promise<StoredPush[]>;
}

/** A bad frame: the socket that sent it is answered `{method:'error', msg}` and nothing is stored. */
export class SocketError extends Error {
  constructor(readonly text: Text) {
    super(text.en);
  }
}

export interface SocketMethods {
  /** Handles frames with this `method` (one handler per method). */
  handle(method: string, handler: SocketHandler): void;
  /** The delivery log (the message module); without one, initMessage has empty figures and nothing is replayed. */
  useSource(source: SocketSource): void;
  handlerOf(method: string): SocketHandler | undefined;
  source(): SocketSource | null;
}

export function createSocketMethods(): SocketMethods {
  const handlers = new Map<string, SocketHandler>();
  let registered: SocketSource | null = null;
  return {
    handle(method, handler) {
      if (handlers.has(method) || method === 'OnConnection') throw new Error(`websocket method ${method} is already handled`);
      handlers.set(method, handler);
    },
    useSource(source) {
      registered = source;
    },
    handlerOf: (method) => handlers.get(method),
    source: () => registered,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Websocket frame handlers and the delivery log behind initMessage and replay. */
    socketMethods: SocketMethods;
  }
}
