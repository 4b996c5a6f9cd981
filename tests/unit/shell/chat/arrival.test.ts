import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketFrame } from '../../../../runtime/data';
import { applyFrame } from '../../../../runtime/shell/layout/use-message-socket';
import { requestHistory, setChatSender } from '../../../../runtime/shell/layout/chat/channel';
import { openChat, closeChat } from '../../../../runtime/shell/layout/chat/chat-window';
import { chat, resetChat } from '../../../../runtime/state/chat';
import { messages, resetMessages } from '../../../../runtime/state/messages';
import { session } from '../../../../runtime/state/session';

let sent: SocketFrame[] = [];
const replayed = { replayed: true };

const init = (unreadNums: Array<{ sendUserId: string; unreadNum: number }>, extra: object = {}) =>
  applyFrame({ method: 'initMessage', unreadNums, unreadNoticeCount: 2, unreadMessageCount: 3, seq: 1, ...extra });

const receive = (from: string, text: string, id: string, extra: object = {}) => ({
  method: 'receiveMessage', formUserId: from, messageType: 'text', formMessage: text, dateTime: 1_700_000_000_000,
  realName: `name-${from}`, account: `acc-${from}`, headIcon: '', id, ...extra,
});

beforeEach(() => {
  resetMessages();
  resetChat();
  sent = [];
  setChatSender((frame) => {
    sent.push(frame);
    return true;
  });
  session.userInfo = { userId: 'me', userAccount: 'me', account: 'me', userName: 'Me', realName: '我', prevLogin: 0 };
});

afterEach(() => {
  setChatSender(null);
  session.userInfo = null;
  vi.useRealTimers();
});

describe('websocket counts', () => {
  it('initMessage: the bell counts notices and system messages, the chat badge the unread chats per sender', () => {
    init([{ sendUserId: 'u2', unreadNum: 4 }, { sendUserId: 'u3', unreadNum: 1 }]);
    expect(messages.unreadNotices).toBe(5);
    expect(messages.unreadChats).toBe(5);
    expect(chat.unread).toEqual({ u2: 4, u3: 1 });
    expect(messages.chatBlink).toBe(true);
    init([]);
    expect(messages.unreadChats).toBe(0);
    expect(messages.chatBlink).toBe(false);
  });

  it('unreadCount sets the bell absolutely; messagePush adds to it and reloads the inbox; a replay counts nothing', () => {
    init([]);
    applyFrame({ method: 'messagePush', unreadNoticeCount: 1, seq: 2 });
    expect(messages.unreadNotices).toBe(6);
    expect(messages.inboxVersion).toBe(1);
    applyFrame({ method: 'messagePush', unreadNoticeCount: 1, seq: 3 }, replayed);
    expect(messages.unreadNotices).toBe(6);
    expect(messages.inboxVersion).toBe(2);
    applyFrame({ method: 'unreadCount', unreadNoticeCount: 1, unreadMessageCount: 0, seq: 4 });
    expect(messages.unreadNotices).toBe(1);
    applyFrame({ method: 'unreadCount', unreadNoticeCount: 9, unreadMessageCount: 9, seq: 5 }, replayed);
    expect(messages.unreadNotices).toBe(1);
  });

  it('resync makes the open lists read everything again', () => {
    applyFrame({ method: 'resync', seq: 9 });
    expect(messages.inboxVersion).toBe(1);
    expect(chat.reloadVersion).toBe(1);
  });
});

describe('chat arrival (docs/product.md "Chat arrival")', () => {
  it('with the chat closed: the sender\'s unread count rises and the icon blinks', () => {
    init([]);
    applyFrame(receive('u2', 'hi', 'm1'));
    applyFrame(receive('u2', 'again', 'm2'));
    expect(chat.unread).toEqual({ u2: 2 });
    expect(messages.unreadChats).toBe(2);
    expect(messages.chatBlink).toBe(true);
    expect(chat.lines).toEqual([]);
    expect(sent.filter((f) => f.method === 'UpdateReadMessage')).toEqual([]);
  });

  it('with the chat with the sender open: appended once and marked read, no unread', () => {
    init([{ sendUserId: 'u2', unreadNum: 2 }]);
    openChat({ id: 'u2', realName: '李四', account: 'lisi' });
    expect(sent).toEqual([{ method: 'UpdateReadMessage', formUserId: 'u2' }]);
    expect(messages.unreadChats).toBe(0);
    messages.chatBlink = false;
    sent = [];
    applyFrame(receive('u2', 'hi [微笑]', 'm1'));
    applyFrame(receive('u2', 'hi [微笑]', 'm1'), replayed); // the same message again (replay) is not shown twice
    expect(chat.lines).toEqual([{ id: 'm1', sendUserId: 'u2', contentType: 'text', content: 'hi [微笑]', sendTime: 1_700_000_000_000 }]);
    expect(sent).toEqual([{ method: 'UpdateReadMessage', formUserId: 'u2' }, { method: 'UpdateReadMessage', formUserId: 'u2' }]);
    expect(messages.unreadChats).toBe(0);
    expect(messages.chatBlink).toBe(false);
  });

  it('with another chat open: the sender\'s count rises, the open window is untouched', () => {
    init([]);
    openChat({ id: 'u3', realName: '王五', account: 'wangwu' });
    sent = [];
    applyFrame(receive('u2', 'hi', 'm1'));
    expect(chat.lines).toEqual([]);
    expect(chat.unread).toEqual({ u2: 1 });
    expect(messages.chatBlink).toBe(true);
    expect(sent).toEqual([]);
  });

  it('a replayed message (already in initMessage\'s counts) does not count again', () => {
    init([{ sendUserId: 'u2', unreadNum: 1 }]);
    applyFrame(receive('u2', 'hi', 'm1'), replayed);
    expect(messages.unreadChats).toBe(1);
    applyFrame({ method: 'chatRead', formUserId: 'u2', seq: 2 }, replayed);
    expect(messages.unreadChats).toBe(1);
  });

  it('chatRead from another tab clears that sender\'s count only', () => {
    init([{ sendUserId: 'u2', unreadNum: 3 }, { sendUserId: 'u3', unreadNum: 1 }]);
    applyFrame({ method: 'chatRead', formUserId: 'u2', seq: 2 });
    expect(chat.unread).toEqual({ u3: 1 });
    expect(messages.unreadChats).toBe(1);
    applyFrame({ method: 'chatRead', formUserId: 'u3', seq: 3 });
    expect(messages.unreadChats).toBe(0);
    expect(messages.chatBlink).toBe(false);
  });

  it('my own message (sendMessage echo) appears in the open window and moves the conversation up', () => {
    chat.replies = [
      { id: 'u3', realName: '王五', account: 'wangwu', latestMessage: 'x', messageType: 'text', latestDate: 1 },
      { id: 'u2', realName: '李四', account: 'lisi', latestMessage: 'y', messageType: 'text', latestDate: 0 },
    ];
    openChat({ id: 'u2', realName: '李四', account: 'lisi' });
    applyFrame({
      method: 'sendMessage', UserId: 'me', toUserId: 'u2', messageType: 'image', dateTime: 5, id: 'm9',
      toMessage: { path: '/api/file/Image/IM/a.png', width: 10, height: 20 }, toRealName: '李四', toAccount: 'lisi',
    });
    expect(chat.lines).toHaveLength(1);
    expect(chat.lines[0]).toMatchObject({ id: 'm9', sendUserId: 'me', contentType: 'image' });
    expect(chat.replies.map((r) => r.id)).toEqual(['u2', 'u3']);
    expect(chat.replies[0]).toMatchObject({ messageType: 'image', latestDate: 5, latestMessage: '{"path":"/api/file/Image/IM/a.png","width":10,"height":20}' });
    closeChat();
    applyFrame({ method: 'sendMessage', UserId: 'me', toUserId: 'u2', messageType: 'text', toMessage: 'later', dateTime: 6, id: 'm10' });
    expect(chat.lines).toEqual([]);
  });

  it('a message from someone new adds a conversation at the top', () => {
    chat.replies = [{ id: 'u3', realName: '王五', account: 'wangwu', latestMessage: 'x', messageType: 'text', latestDate: 1 }];
    applyFrame(receive('u4', 'hello', 'm1'));
    expect(chat.replies[0]).toMatchObject({ id: 'u4', realName: 'name-u4', account: 'acc-u4', latestMessage: 'hello' });
  });
});

describe('history pages', () => {
  it('a messageList reply goes to the request it answers (page, size, partner), sorted oldest first', async () => {
    const asked30 = requestHistory({ toUserId: 'u2', currentPage: 1, pageSize: 30, sord: 'desc', keyword: '' });
    const asked50 = requestHistory({ toUserId: 'u3', currentPage: 1, pageSize: 50, sord: 'asc', keyword: 'x' });
    expect(sent).toEqual([
      { method: 'MessageList', toUserId: 'u2', formUserId: 'u2', currentPage: 1, pageSize: 30, sord: 'desc', keyword: '' },
      { method: 'MessageList', toUserId: 'u3', formUserId: 'u3', currentPage: 1, pageSize: 50, sord: 'asc', keyword: 'x' },
    ]);
    // Answers may come in any order; a reply about someone else's chat matches nothing.
    expect(applyFrame({ method: 'messageList', list: [{ id: 'z', sendUserId: 'u9', receiveUserId: 'me', sendTime: 1 }], pagination: { total: 1, currentPage: 1, pageSize: 50 } })).toBe(false);
    applyFrame({ method: 'messageList', list: [
      { id: 'b', sendUserId: 'me', receiveUserId: 'u3', sendTime: 2, content: 'x2', contentType: 'text' },
      { id: 'a', sendUserId: 'u3', receiveUserId: 'me', sendTime: 1, content: 'x1', contentType: 'text' },
    ], pagination: { total: 2, currentPage: 1, pageSize: 50 } });
    applyFrame({ method: 'messageList', list: [], pagination: { total: 0, currentPage: 1, pageSize: 30 } });
    const page50 = await asked50;
    expect(page50.list.map((l) => l.id)).toEqual(['a', 'b']);
    expect(page50.total).toBe(2);
    expect((await asked30).list).toEqual([]);
  });

  it('fails at once without an open socket', async () => {
    setChatSender(() => false);
    await expect(requestHistory({ toUserId: 'u2', currentPage: 1, pageSize: 30, sord: 'desc', keyword: '' })).rejects.toThrow();
  });
});

describe('without an open socket', () => {
  it('a chat opened or a message arriving stays unread until the server can be told', () => {
    init([{ sendUserId: 'u2', unreadNum: 1 }]);
    setChatSender(() => false);
    openChat({ id: 'u2', realName: '李四', account: 'lisi' });
    expect(messages.unreadChats).toBe(1);
    applyFrame(receive('u2', 'hi', 'm1'));
    expect(chat.lines).toHaveLength(1);
    expect(messages.unreadChats).toBe(2);
  });
});
