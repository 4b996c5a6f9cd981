import type { WebsocketLimits } from '../../config';

/** Frames larger than this are refused by the websocket server (close 1009); the protocol's frames are tiny. */
export const MAX_FRAME_BYTES = 64 * 1024;

/** The defaults (docs/architecture.md#websocket-limits); AppConfig.websocket overrides them (tests). */
export const DEFAULT_WEBSOCKET_LIMITS: WebsocketLimits = {
  authTimeoutMs: 10_000,
  heartbeatMs: 30_000,
  maxPerUser: 10,
};

export const websocketLimits = (overrides: Partial<WebsocketLimits> = {}): WebsocketLimits => ({ ...DEFAULT_WEBSOCKET_LIMITS, ...overrides });

/** Close codes: the client (runtime/data/socket.ts) reconnects after these with back-off, but not after 4000/4001. */
export const CLOSE = {
  /** The session ended (logout push sent first). */
  ended: 4000,
  /** The token is refused or the session is no longer live: the client asks the HTTP layer why. */
  refused: 4001,
  /** No OnConnection within the auth deadline. */
  authTimeout: 1008,
  /** The user already has the maximum number of sockets on this node. */
  tooMany: 1013,
} as const;
