import { describe, expect, it } from 'vitest';
import { appendPage, DRAWER_PAGE_SIZE, DRAWER_SCROLL_THRESHOLD, hasMoreAfter, nearBottom } from '../../../../runtime/shell/layout/message-drawer/paging';
import { flowPathOf } from '../../../../runtime/shell/layout/message-drawer/flow-path';

describe('message drawer paging rules (spec section 4 lazy scroll, section 9)', () => {
  it('pages by 20 and loads within 200 px of the bottom', () => {
    expect([DRAWER_PAGE_SIZE, DRAWER_SCROLL_THRESHOLD]).toEqual([20, 200]);
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 399 })).toBe(false); // 201 px left
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 400 })).toBe(true); // 200 px left
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true); // at the bottom
    expect(nearBottom({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true); // nothing to scroll
  });

  it('stops once a page returns fewer than the page size', () => {
    expect(hasMoreAfter(20)).toBe(true);
    expect(hasMoreAfter(19)).toBe(false);
    expect(hasMoreAfter(0)).toBe(false);
  });

  it('appends a page without repeating ids a push shifted into it', () => {
    const a = [{ id: '1' }, { id: '2' }];
    expect(appendPage(a, [{ id: '2' }, { id: '3' }]).map((m) => m.id)).toEqual(['1', '2', '3']);
  });
});

describe('flow message pages (docs/product.md fixed routes)', () => {
  it('picks the page by the body type (1 launch, 2 todo, 3 circulate), else by the message type', () => {
    expect(flowPathOf(2, '{"type":1,"id":"t"}')).toBe('/workFlow/flowLaunch');
    expect(flowPathOf(2, '{"type":2,"id":"t"}')).toBe('/workFlow/flowTodo');
    expect(flowPathOf(2, '{"type":3,"id":"t"}')).toBe('/workFlow/flowCirculate');
    expect(flowPathOf(3, 'not json')).toBe('/workFlow/flowCirculate');
    expect(flowPathOf(2, null)).toBe('/workFlow/flowTodo');
    expect(flowPathOf(2, '{"type":9}')).toBe('/workFlow/flowTodo');
  });
});
