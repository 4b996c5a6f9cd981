import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../../server/core/user-agent';
import { outcomeOf, withoutCacheBuster } from '../../../server/modules/system/audit-entry';
import { recordFromBody, recordIds } from '../../../server/modules/system/audit-record';
import { createVisitWindow } from '../../../server/modules/system/visit-window';
import { logColumns, outcomeText, type LogLabels } from '../../../runtime/views/system/log/columns';

describe('the parts of an audit entry', () => {
  it('names platform and browser from the user agent', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'))
      .toBe('Windows 10 · Chrome 120');
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1'))
      .toBe('iOS 17.1 · Safari 17');
    expect(describeUserAgent('')).toBe('');
    expect(describeUserAgent(undefined)).toBe('');
    expect(describeUserAgent('curl/8.0')).toBe('curl/8.0');
  });

  it('reads the outcome from the envelope, or the status of a file', () => {
    expect(outcomeOf('{"code":403,"msg":"权限\\"不足\\"","data":1}', 200)).toEqual({ code: 403, msg: '权限"不足"' });
    expect(outcomeOf('{"code":200,"msg":"更新成功"}', 200)).toEqual({ code: 200, msg: '更新成功' });
    expect(outcomeOf(Buffer.from('PK'), 200)).toEqual({ code: 200, msg: '' });
  });

  it('drops only the cache-busting n from the URL', () => {
    expect(withoutCacheBuster('/api/x?n=1732&keyword=a')).toBe('/api/x?keyword=a');
    expect(withoutCacheBuster('/api/x?n=1')).toBe('/api/x');
    expect(withoutCacheBuster('/api/x')).toBe('/api/x');
  });

  it('names the record from the path, the body or its ids', () => {
    expect(recordIds({ id: 'a' }, { id: 'b' })).toEqual(['a']);
    expect(recordIds(null, { ids: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(recordFromBody({ enCode: 'R1', fullName: '出纳' })).toBe('R1 出纳');
    expect(recordFromBody({ account: 'u1', realName: '张三' })).toBe('u1 张三');
    expect(recordFromBody({ ids: ['x'] })).toBe('');
  });

  it('counts reads of one menu close together as one visit', () => {
    let now = 0;
    const w = createVisitWindow(1000, () => now);
    expect(w.starts('u', 'm')).toBe(true);
    now = 900;
    expect(w.starts('u', 'm')).toBe(false);
    expect(w.starts('u', 'other')).toBe(true);
    expect(w.starts('v', 'm')).toBe(true);
    now = 1800; // 900 after the last read: still the same visit
    expect(w.starts('u', 'm')).toBe(false);
    now = 2800;
    expect(w.starts('u', 'm')).toBe(true);
  });

  it('shows an operation\'s place and outcome', () => {
    const labels = { time: { 1: '', 2: '', 3: '操作时间', 4: '', 5: '' }, user: '', ip: '', place: '', platform: '', url: '', method: '', duration: '', module: '', type: '', summary: '', outcome: '操作结果', success: '成功', opPlace: '地点' } as LogLabels;
    expect(logColumns(3, labels).map((c) => c.title)).toContain('操作结果');
    expect(outcomeText({ id: '1', level: '200' }, '成功')).toBe('成功');
    expect(outcomeText({ id: '1', level: '403', json: '{"code":403,"msg":"权限不足"}' }, '成功')).toBe('权限不足');
    expect(outcomeText({ id: '1', level: '500', json: 'broken' }, '成功')).toBe('500');
  });
});
