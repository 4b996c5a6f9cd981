import type { WebSocket } from 'ws';
import { CLOSE } from './limits';

interface Tracked {
  alive: boolean;
  /** Set once the socket is bound to a session. */
  sessionId?: string;
}

export interface Heartbeat {
  /** Follows a socket until it closes; returns its state (set sessionId once bound). */
  track(socket: WebSocket): Tracked;
  stop(): void;
}

/**
 * One timer for every socket of the node. Each beat pings every socket: one that did not answer the
 * previous ping (a vanished browser, a half-open TCP connection) is terminated. Each beat also asks
 * whether the session of each bound socket is still live, so a socket outlives neither the session's
 * expiry nor an end whose logout push was lost (Redis down); it is closed with 4001 and the client
 * learns the reason from its next HTTP call. If the check itself fails (database unreachable) the
 * socket is left open: an outage is no reason to drop every user.
 */
export function createHeartbeat(intervalMs: number, isLive: (sessionId: string) => Promise<boolean>, onError: (err: unknown) => void): Heartbeat {
  const sockets = new Map<WebSocket, Tracked>();

  const beat = async () => {
    const bound = new Map<string, WebSocket[]>();
    for (const [socket, state] of sockets) {
      if (!state.alive) {
        sockets.delete(socket);
        socket.terminate();
        continue;
      }
      if (socket.readyState !== socket.OPEN) continue;
      state.alive = false;
      socket.ping();
      if (state.sessionId) bound.set(state.sessionId, [...(bound.get(state.sessionId) ?? []), socket]);
    }
    for (const [sessionId, list] of bound) {
      let live: boolean;
      try {
        live = await isLive(sessionId);
      } catch (err) {
        onError(err);
        return;
      }
      if (!live) for (const socket of list) socket.close(CLOSE.refused, 'session ended');
    }
  };

  let running = false;
  const timer = setInterval(() => {
    if (running) return; // a slow database must not pile up checks
    running = true;
    beat().catch(onError).finally(() => { running = false; });
  }, intervalMs);
  timer.unref();

  return {
    track(socket) {
      const state: Tracked = { alive: true };
      sockets.set(socket, state);
      socket.on('pong', () => { state.alive = true; });
      socket.on('close', () => sockets.delete(socket));
      return state;
    },
    stop: () => clearInterval(timer),
  };
}
