import type { FastifyInstance } from 'fastify';
import { coreText, requestLang, textIn } from '../../core/i18n';
import { databaseUnavailable } from '../../core/db-errors';
import { configNumber, getSysConfig } from '../system/config-service';
import { isLive, resolveSession } from '../auth/session-service';
import { createHeartbeat } from './heartbeat';
import { CLOSE, websocketLimits } from './limits';
import { SocketError, type SocketContext, type SocketHandler } from './methods';
import { createOrderedStream, type OrderedStream } from './ordered-stream';
import { realtimeText } from './texts';

/** Frames of one socket waiting for their handler; beyond this a frame is answered `error` (a flood costs little). */
const MAX_PENDING_FRAMES = 16;

/**
 * initMessage before the delivery log's figures are laid over it. `onlineUsers` holds only the receiving user's
 * own id: the list of who else is online is not every signed-in user's business.
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

const lastSeqOf = (value: unknown): number | null =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null);

interface Binding {
  unbind: () => void;
  stream: OrderedStream;
  ctx: SocketContext;
}

/**
 * GET /api/message/websocket (docs/product.md#websocket). The upgrade itself is public; the first frame
 * {method:'OnConnection', token, mobileDevice, lastSeq?} binds the socket to a live session, and an invalid
 * token closes it. Limits (docs/architecture.md#websocket-limits): OnConnection within the auth deadline,
 * frames up to 64 KB (app.ts), a ping heartbeat that also re-checks the session, a per-user cap.
 * Delivery (docs/architecture.md#message-delivery): pushes go through an ordered stream per socket, which holds
 * them while initMessage and the replay are read. Other frames go, one at a time per socket, to the handler a
 * module registered (`app.socketMethods`); unknown methods and heartCheck are ignored.
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
    let binding: Binding | null = null;
    let pending = false;
    let waiting = 0;
    let chain: Promise<void> = Promise.resolve();
    const state = heartbeat.track(socket);
    const deadline = setTimeout(() => {
      if (!binding) socket.close(CLOSE.authTimeout, 'authentication timeout');
    }, limits.authTimeoutMs);
    const release = () => {
      binding?.unbind();
      binding?.stream.stop();
      binding = null;
    };
    socket.on('close', () => {
      clearTimeout(deadline);
      release();
    });

    /** Frames of one socket run one after another, so a user's sends are stored in the order they were typed. */
    const dispatch = (ctx: SocketContext, handler: SocketHandler, frame: Record<string, unknown>) => {
      if (waiting >= MAX_PENDING_FRAMES) {
        ctx.reply({ method: 'error', msg: textIn(ctx.language, realtimeText.tooFast) });
        return;
      }
      waiting += 1;
      chain = chain.then(() => handler(ctx, frame)).catch((err: unknown) => {
        if (err instanceof SocketError) return ctx.reply({ method: 'error', msg: textIn(ctx.language, err.text) });
        request.log.error({ err, method: frame.method }, 'websocket frame failed');
        ctx.reply({ method: 'error', msg: textIn(ctx.language, coreText(databaseUnavailable(err) ? 'unavailable' : 'serverError')) });
      }).finally(() => { waiting -= 1; });
    };

    const connect = async (frame: Record<string, unknown>) => {
      const settings = await getSysConfig(db);
      const resolved = await resolveSession(db, typeof frame.token === 'string' ? frame.token : '', configNumber(settings, 'tokenTimeout', 480));
      if (socket.readyState !== socket.OPEN) return; // closed meanwhile (deadline, client gone)
      if (!resolved.ok) {
        socket.close(CLOSE.refused, 'invalid token');
        return;
      }
      release();
      const userId = resolved.user.id;
      // The new socket is the one refused: the user's open tabs keep working.
      if (app.hub.connectionsOfUser(userId) >= limits.maxPerUser) {
        socket.close(CLOSE.tooMany, 'too many connections');
        return;
      }
      const source = app.socketMethods.source();
      const stream = createOrderedStream({
        send: (data) => socket.send(data),
        since: (afterSeq, limit) => (source ? source.since(userId, afterSeq, limit) : Promise.resolve([])),
        fail: (err) => {
          request.log.error({ err }, 'websocket delivery failed');
          socket.close(1011, 'server error'); // the client reconnects and replays from its lastSeq
        },
      });
      // Bound before the snapshot is read, so a push committed after it is held here rather than missed.
      const unbind = app.hub.bind({
        sessionId: resolved.session.id,
        userId,
        mobile: frame.mobileDevice === true,
        send: (data, seq) => stream.push(data, seq),
        // After the frames queued before it (the logout push).
        close: () => stream.afterQueued(() => socket.close(CLOSE.ended, 'logout')),
      });
      const ctx: SocketContext = {
        userId,
        sessionId: resolved.session.id,
        // The user's setting, else the browser's (Accept-Language of the upgrade).
        language: resolved.user.language || requestLang(request),
        reply: (payload) => stream.push(JSON.stringify(payload)),
      };
      binding = { unbind, stream, ctx };
      clearTimeout(deadline);
      state.sessionId = resolved.session.id;
      // A session ended between the check above and the binding sent its logout push to nobody.
      if (!(await isLive(db, resolved.session.id))) {
        release();
        socket.close(CLOSE.refused, 'invalid token');
        return;
      }
      const snapshot = source ? await source.snapshot(userId) : { figures: {}, seq: 0 };
      if (binding?.stream !== stream) return; // closed or bound again meanwhile
      stream.start({ ...emptyInit(userId), ...snapshot.figures }, snapshot.seq, lastSeqOf(frame.lastSeq));
    };

    socket.on('message', (raw) => {
      let frame: unknown;
      try {
        frame = JSON.parse(String(raw));
      } catch {
        return; // not JSON: ignored, as the original does
      }
      if (!frame || typeof frame !== 'object' || Array.isArray(frame)) return;
      const f = frame as Record<string, unknown>;
      if (f.method === 'OnConnection') {
        // One sign-in check at a time per socket: a flood of OnConnection frames costs one query, not thousands.
        if (pending) return;
        pending = true;
        connect(f).catch((err) => {
          request.log.error({ err }, 'websocket OnConnection failed');
          socket.close(1011, 'server error');
        }).finally(() => { pending = false; });
        return;
      }
      if (!binding || typeof f.method !== 'string') return;
      const handler = app.socketMethods.handlerOf(f.method);
      if (handler) dispatch(binding.ctx, handler, f);
    });
  });
}
