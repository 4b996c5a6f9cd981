import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../../runtime/shell/layout/chat/relative-time';
import { mediaOf, toChatLine, toMs } from '../../../../runtime/shell/layout/chat/lines';
import { chatImageRefusal } from '../../../../runtime/shell/layout/chat/image-send';
import { CHAT_IMAGE_LIMIT_BYTES } from '../../../../schemas/chat-image';
import { mergeLines } from '../../../../runtime/shell/layout/chat/live-view';
import { avatarSrc } from '../../../../runtime/shell/layout/chat/avatar';

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relative time of a conversation', () => {
  it.each([
    [29 * S, '刚刚'], [30 * S, '1分钟前'], [59 * M, '59分钟前'], [H, '1小时前'], [23 * H + 59 * M, '23小时前'],
    [D, '1天前'], [6 * D, '6天前'], [7 * D, '1周前'], [27 * D, '3周前'], [28 * D, '1个月前'], [100 * D, '3个月前'],
  ])('%i ms ago reads %s', (ago, text) => {
    expect(relativeTime(NOW - ago, NOW)).toBe(text);
  });

  it('older than about 3 months shows the date; nothing for no date', () => {
    expect(relativeTime(NOW - 200 * D, NOW)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(relativeTime(0, NOW)).toBe('');
  });
});

describe('message shapes', () => {
  it('reads media from the stored object or its JSON text, only from our file routes', () => {
    expect(mediaOf('{"path":"/api/file/Image/IM/a.png","width":10,"height":"20"}')).toEqual({ path: '/api/file/Image/IM/a.png', width: 10, height: 20, name: undefined, length: undefined });
    expect(mediaOf({ path: '/api/file/Image/IM/b.mp3', length: 3 })).toMatchObject({ length: 3 });
    expect(mediaOf({ path: 'https://evil.example/x.png' })).toBeNull();
    expect(mediaOf('javascript:alert(1)')).toBeNull();
    expect(mediaOf('plain text')).toBeNull();
  });

  it('turns a messageList row into a line; times from numbers or texts', () => {
    expect(toChatLine({ id: 1, sendUserId: 'u2', sendTime: '1700000000000', content: 'hi', contentType: 'text' }))
      .toEqual({ id: '1', sendUserId: 'u2', contentType: 'text', content: 'hi', sendTime: 1_700_000_000_000 });
    expect(toMs('2026-01-01T00:00:00Z')).toBe(Date.UTC(2026, 0, 1));
    expect(toMs(undefined)).toBe(0);
  });

  it('merges history into the window once per message, oldest first', () => {
    const line = (id: string, t: number) => ({ id, sendUserId: 'u', contentType: 'text', content: id, sendTime: t });
    expect(mergeLines([line('c', 3), line('d', 4)], [line('a', 1), line('c', 3), line('b', 2)]).map((l) => l.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses other files than pictures, and pictures of 5 MB or more', () => {
    expect(chatImageRefusal({ name: 'a.png', size: CHAT_IMAGE_LIMIT_BYTES - 1 })).toBeNull();
    expect(chatImageRefusal({ name: 'a.png', size: CHAT_IMAGE_LIMIT_BYTES })).toBe('图片大小不能超过5M');
    expect(chatImageRefusal({ name: 'a.pdf', size: 10 })).toBe('文件格式不正确，只能上传图片文件');
    expect(chatImageRefusal({ name: 'a.svg', size: 10 })).toBe('文件格式不正确，只能上传图片文件');
    expect(chatImageRefusal({ name: 'A.JPEG', size: 10 })).toBeNull();
  });

  it('avatar names become their image route', () => {
    expect(avatarSrc('a.png')).toBe('/api/file/Image/userAvatar/a.png');
    expect(avatarSrc('/api/file/Image/userAvatar/a.png')).toBe('/api/file/Image/userAvatar/a.png');
    expect(avatarSrc('')).toBeUndefined();
  });
});
