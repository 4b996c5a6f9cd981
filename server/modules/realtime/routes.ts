import type { FastifyInstance } from 'fastify';
import { configNumber, getSysConfig } from '../system/config-service';
import { isLive, resolveSession } from '../auth/session-service';

/** Unread counters are filled in by the messaging module once it exists. */
const emptyInit = (onlineUsers: string[]) => ({
  method: 'initMessage',
  onlineUsers,
  unreadNums: [],
  unreadNoticeCount: 0,
  noticeDefaultText: '',
  noticeDefaultTime: null,
  unreadMessageCount: 0,
  messageDefaultText: '',
  messageDefaultTime: null,
});

/**
 * GET /api/message/websocket (docs/product.md#jnpf-websocket). The upgrade itself is public; the first frame
 * {method:'OnConnection', token, mobileDevice} binds the socket to a live session, and an invalid
 * token closes it.
 */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  app.get('/api/message/websocket', {
    websocket: true,
    config: { access: 'public' },
    schema: { tags: ['message'], summary: 'Websocket: send OnConnection with the token first' },
  }, (socket, request) => {
    let unbind: (() => void) | null = null;
    socket.on('close', () => unbind?.());
    socket.on('message', async (raw) => {
      let frame: { method?: unknown; token?: unknown; mobileDevice?: unknown };
      try {
        frame = JSON.parse(String(raw));
      } catch {
        return; // not JSON: ignored, as the original does
      }
      if (frame.method !== 'OnConnection') return;
      try {
        const settings = await getSysConfig(db);
        const resolved = await resolveSession(db, typeof frame.token === 'string' ? frame.token : '', configNumber(settings, 'tokenTimeout', 480));
        if (!resolved.ok) {
          socket.close(4001, 'invalid token');
          return;
        }
        unbind?.();
        unbind = app.hub.bind({
          sessionId: resolved.session.id,
          userId: resolved.user.id,
          mobile: frame.mobileDevice === true,
          send: (data) => socket.send(data),
          close: () => socket.close(4000, 'logout'),
        });
        // A session ended between the check above and the binding sent its logout push to nobody.
        if (!(await isLive(db, resolved.session.id))) {
          unbind();
          socket.close(4001, 'invalid token');
          return;
        }
        socket.send(JSON.stringify(emptyInit(app.hub.onlineUserIds())));
      } catch (err) {
        request.log.error({ err }, 'websocket OnConnection failed');
        socket.close(1011, 'server error');
      }
    });
  });
}
