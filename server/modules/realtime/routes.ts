import type { FastifyInstance } from 'fastify';
import { configNumber, getSysConfig } from '../system/config-service';
import { isLive, resolveSession } from '../auth/session-service';
import { createHeartbeat } from './heartbeat';
import { CLOSE, websocketLimits } from './limits';

/**
 * Unread counters are filled in by the messaging module once it exists. `onlineUsers` holds only the
 * receiving user's own id: the list of who else is online is not every signed-in user's business.
 */
const emptyInit = (userId: string) => ({
  method: 'initMessage',
  onlineUsers: [userId],
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
 * token closes it. Limits (docs/architecture.md#websocket-limits): OnConnection within the auth deadline,
 * frames up to 64 KB (app.ts), a ping heartbeat that also re-checks the session, a per-user cap.
 */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const limits = websocketLimits(app.config.websocket);
  const heartbeat = createHeartbeat(limits.heartbeatMs, (id) => isLive(db, id), (err) => app.log.warn({ err }, 'websocket heartbeat check failed'));
  app.addHook('onClose', async () => heartbeat.stop());

  app.get('/api/message/websocket', {
    websocket: true,
    config: { access: 'public' },
    schema: { tags: ['message'], summary: 'Websocket: send OnConnection with the token first' },
  }, (socket, request) => {
    let unbind: (() => void) | null = null;
    let pending = false;
    const state = heartbeat.track(socket);
    const deadline = setTimeout(() => {
      if (!unbind) socket.close(CLOSE.authTimeout, 'authentication timeout');
    }, limits.authTimeoutMs);
    socket.on('close', () => {
      clearTimeout(deadline);
      unbind?.();
    });
    socket.on('message', async (raw) => {
      let frame: { method?: unknown; token?: unknown; mobileDevice?: unknown };
      try {
        frame = JSON.parse(String(raw));
      } catch {
        return; // not JSON: ignored, as the original does
      }
      // One sign-in check at a time per socket: a flood of OnConnection frames costs one query, not thousands.
      if (frame?.method !== 'OnConnection' || pending) return;
      pending = true;
      try {
        const settings = await getSysConfig(db);
        const resolved = await resolveSession(db, typeof frame.token === 'string' ? frame.token : '', configNumber(settings, 'tokenTimeout', 480));
        if (socket.readyState !== socket.OPEN) return; // closed meanwhile (deadline, client gone)
        if (!resolved.ok) {
          socket.close(CLOSE.refused, 'invalid token');
          return;
        }
        unbind?.();
        unbind = null;
        // The new socket is the one refused: the user's open tabs keep working.
        if (app.hub.connectionsOfUser(resolved.user.id) >= limits.maxPerUser) {
          socket.close(CLOSE.tooMany, 'too many connections');
          return;
        }
        unbind = app.hub.bind({
          sessionId: resolved.session.id,
          userId: resolved.user.id,
          mobile: frame.mobileDevice === true,
          send: (data) => socket.send(data),
          close: () => socket.close(CLOSE.ended, 'logout'),
        });
        clearTimeout(deadline);
        state.sessionId = resolved.session.id;
        // A session ended between the check above and the binding sent its logout push to nobody.
        if (!(await isLive(db, resolved.session.id))) {
          unbind();
          socket.close(CLOSE.refused, 'invalid token');
          return;
        }
        socket.send(JSON.stringify(emptyInit(resolved.user.id)));
      } catch (err) {
        request.log.error({ err }, 'websocket OnConnection failed');
        socket.close(1011, 'server error');
      } finally {
        pending = false;
      }
    });
  });
}
