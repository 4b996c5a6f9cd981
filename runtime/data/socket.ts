/**
 * The message websocket (docs/product.md#websocket, #jnpf-websocket): sends OnConnection with the token,
 * keeps the connection alive with a heartbeat, reconnects with back-off after a network drop, and
 * hands server frames (initMessage, messagePush, logout, ...) to the caller.
 *
 * Stored pushes carry a per-user `seq` (server/modules/message/delivery.ts). The socket remembers the
 * highest one seen, asks for what it missed on a reconnect (`lastSeq` in OnConnection) and drops a
 * frame it has already seen. `initMessage` carries the user's last `seq` at the time its counts were
 * read: pushes replayed after it with a seq up to that one are already in those counts, so they are
 * handed on marked `replayed` (lists use them, counters must not count them again).
 */
export interface SocketFrame {
  method: string;
  [key: string]: unknown;
}

export interface FrameInfo {
  /** A replayed push already reflected in the counts of the initMessage before it. */
  replayed: boolean;
}

export interface SocketHandlers {
  onFrame(frame: SocketFrame, info: FrameInfo): void;
  /**
   * The server refused the token (close 4001): the session ended before this socket could bind to it,
   * so its logout push was never received here.
   */
  onRefused?(): void;
}

export interface SocketConnection {
  /** False when the socket is not open (the frame was not sent). */
  send(frame: SocketFrame): boolean;
  close(): void;
}

/** Close codes the server uses when the session has ended (4000) or the token is refused (4001): do not reconnect. */
const ENDED = 4000;
const REFUSED = 4001;
const HEARTBEAT_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/message/websocket`;
}

const seqOf = (frame: SocketFrame): number | null =>
  typeof frame.seq === 'number' && Number.isSafeInteger(frame.seq) && frame.seq >= 0 ? frame.seq : null;

/**
 * The sequence bookkeeping of one socket across its reconnects (pure, so it is tested without a server).
 * `accept` returns null for a frame to drop.
 */
export function createSequence() {
  let last: number | null = null;
  /** The seq of this connection's initMessage: replayed pushes up to it are already counted. */
  let counted = -1;
  let resuming = false;
  return {
    /** The `lastSeq` to send in OnConnection: only once something was seen (a reconnect). */
    connecting(): number | null {
      resuming = last !== null;
      counted = -1;
      return last;
    },
    accept(frame: SocketFrame): FrameInfo | null {
      const seq = seqOf(frame);
      if (frame.method === 'initMessage') {
        if (seq !== null) {
          counted = seq;
          // A first connection gets no replay: its counts hold everything up to seq.
          if (!resuming) last = seq;
        }
        return { replayed: false };
      }
      if (frame.method === 'resync') {
        // The log no longer holds what was missed (or the server's numbers started over): the lists reload and
        // continue from here.
        if (seq !== null) last = seq;
        return { replayed: false };
      }
      if (seq === null) return { replayed: false };
      if (last !== null && seq <= last) return null;
      last = seq;
      return { replayed: seq <= counted };
    },
    get last() {
      return last;
    },
  };
}

export function connectMessageSocket(token: string, handlers: SocketHandlers, url: string = socketUrl()): SocketConnection {
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let closed = false;
  const sequence = createSequence();

  const open = () => {
    socket = new WebSocket(url);
    socket.onopen = () => {
      attempts = 0;
      const lastSeq = sequence.connecting();
      const hello: SocketFrame = { method: 'OnConnection', token, mobileDevice: false };
      if (lastSeq !== null) hello.lastSeq = lastSeq;
      socket?.send(JSON.stringify(hello));
      heartbeat = setInterval(() => socket?.send(JSON.stringify({ method: 'heartCheck', token })), HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      let frame: SocketFrame;
      try {
        frame = JSON.parse(String(event.data));
      } catch {
        return; // not a protocol frame
      }
      if (!frame || typeof frame.method !== 'string') return;
      const info = sequence.accept(frame);
      if (info) handlers.onFrame(frame, info);
    };
    socket.onclose = (event) => {
      clearInterval(heartbeat);
      socket = null;
      if (closed || event.code === ENDED) return;
      if (event.code === REFUSED) {
        handlers.onRefused?.();
        return;
      }
      attempts += 1;
      retry = setTimeout(open, Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts - 1, 5)));
    };
  };
  open();

  return {
    send(frame) {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify({ ...frame, token }));
      return true;
    },
    close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      socket?.close();
    },
  };
}
