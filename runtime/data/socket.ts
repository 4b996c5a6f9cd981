/**
 * The message websocket (docs/product.md#websocket, #jnpf-websocket): sends OnConnection with the token,
 * keeps the connection alive with a heartbeat, reconnects with back-off after a network drop, and
 * hands server frames (initMessage, messagePush, logout, ...) to the caller.
 */
export interface SocketFrame {
  method: string;
  [key: string]: unknown;
}

export interface SocketHandlers {
  onFrame(frame: SocketFrame): void;
  /**
   * The server refused the token (close 4001): the session ended before this socket could bind to it,
   * so its logout push was never received here.
   */
  onRefused?(): void;
}

export interface SocketConnection {
  send(frame: SocketFrame): void;
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

export function connectMessageSocket(token: string, handlers: SocketHandlers, url: string = socketUrl()): SocketConnection {
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let closed = false;

  const open = () => {
    socket = new WebSocket(url);
    socket.onopen = () => {
      attempts = 0;
      socket?.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
      heartbeat = setInterval(() => socket?.send(JSON.stringify({ method: 'heartCheck', token })), HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      let frame: SocketFrame;
      try {
        frame = JSON.parse(String(event.data));
      } catch {
        return; // not a protocol frame
      }
      if (frame && typeof frame.method === 'string') handlers.onFrame(frame);
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
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ ...frame, token }));
    },
    close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      socket?.close();
    },
  };
}
