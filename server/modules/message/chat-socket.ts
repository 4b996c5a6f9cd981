import type { FastifyInstance } from 'fastify';
import { SocketError, type SocketContext } from '../realtime/methods';
import { chatHistory, markChatRead, sendChat, unreadNums } from './chat-service';
import { chatText } from './chat-texts';
import { deliveriesSince, lastSequence } from './delivery';
import { unreadSummary } from './inbox-service';

/** SendMessage frames per socket and second; more are answered `error` (frames themselves are capped at 64 KB). */
export const SENDS_PER_SECOND = 20;

/** A fixed one-second window per socket. */
function floodGuard(limit: number, windowMs: number) {
  const windows = new WeakMap<SocketContext, { start: number; count: number }>();
  return (ctx: SocketContext): boolean => {
    const now = Date.now();
    const w = windows.get(ctx);
    if (!w || now - w.start >= windowMs) {
      windows.set(ctx, { start: now, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= limit;
  };
}

/**
 * The message module's part of the websocket (docs/architecture.md#message-delivery): the delivery log behind
 * initMessage and replay, and the chat frames SendMessage, UpdateReadMessage and MessageList.
 */
export function registerChatSocket(app: FastifyInstance): void {
  const db = app.database.db;
  const methods = app.socketMethods;

  methods.useSource({
    // One snapshot: the counts include exactly the pushes up to `seq`, so the client neither misses nor double-counts.
    snapshot: (userId) => db.transaction(async (tx) => {
      const seq = await lastSequence(tx, userId);
      const summary = await unreadSummary(tx, userId);
      const nums = await unreadNums(tx, userId);
      return { seq, figures: { ...summary, unreadNums: nums } };
    }, { isolationLevel: 'repeatable read', accessMode: 'read only' }),
    since: (userId, afterSeq, limit) => deliveriesSince(db, userId, afterSeq, limit),
  });

  const allowSend = floodGuard(SENDS_PER_SECOND, 1000);
  methods.handle('SendMessage', async (ctx, frame) => {
    if (!allowSend(ctx)) throw new SocketError(chatText.tooFast);
    await sendChat(db, app.hub, {
      fromUserId: ctx.userId,
      sessionId: ctx.sessionId,
      toUserId: frame.toUserId,
      messageType: frame.messageType,
      messageContent: frame.messageContent,
    });
  });

  methods.handle('UpdateReadMessage', async (ctx, frame) => {
    await markChatRead(db, app.hub, ctx.userId, frame.formUserId);
  });

  // Not stored: the page goes to the asking socket only.
  methods.handle('MessageList', async (ctx, frame) => {
    const page = await chatHistory(db, ctx.userId, {
      toUserId: frame.toUserId, currentPage: frame.currentPage, pageSize: frame.pageSize, sord: frame.sord, keyword: frame.keyword,
    });
    ctx.reply({ method: 'messageList', ...page });
  });
}
