import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { appendPage, hasMoreAfter, nearBottom, nearTop } from '../../../../runtime/views/common/lazyScroll';
import { usePagedList } from '../../../../runtime/views/common/usePagedList';
import { usePagedTable, type TablePage } from '../../../../runtime/views/common/usePagedTable';
import type { PageState } from '../../../../runtime/views/common/paging';

type Row = { id: string };
const rows = (from: number, n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `r${from + i}` }));

/** A promise the test settles by hand, to see a page still on its way. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('lazy scroll rules', () => {
  it('measures the distance to either end against the threshold given', () => {
    const box = { scrollHeight: 1000, clientHeight: 400, scrollTop: 399 };
    expect([nearBottom(box, 200), nearBottom(box, 201), nearTop(box, 398), nearTop(box, 399)]).toEqual([false, true, false, true]);
    expect(hasMoreAfter(30, 30)).toBe(true);
    expect(hasMoreAfter(29, 30)).toBe(false);
    // ids already listed are dropped; items without an id (not stored yet) stay
    expect(appendPage([{ id: 'a' }, { id: null }], [{ id: 'a' }, { id: null }, { id: 'b' }]).map((r) => r.id)).toEqual(['a', null, null, 'b']);
  });
});

describe('usePagedList', () => {
  it('loads page 1 on reload, then one page at a time until a short page', async () => {
    const asked: number[] = [];
    const pending = new Map<number, ReturnType<typeof deferred<Row[]>>>();
    const fetchPage = (page: number) => {
      asked.push(page);
      const d = deferred<Row[]>();
      pending.set(page, d);
      return d.promise;
    };
    const { result } = renderHook(() => usePagedList<Row>({ fetchPage, pageSize: 2 }));
    act(() => result.current.loadMore());
    expect(asked).toEqual([]); // page 1 comes from reload only
    act(() => result.current.reload());
    act(() => result.current.loadMore());
    expect(asked).toEqual([1]); // not while page 1 is on its way
    await act(async () => pending.get(1)!.resolve(rows(0, 2)));
    expect(result.current.list.map((r) => r.id)).toEqual(['r0', 'r1']);
    expect([result.current.loading, result.current.finished, result.current.loaded]).toEqual([false, false, true]);
    act(() => result.current.loadMore());
    await act(async () => pending.get(2)!.resolve([...rows(1, 1), ...rows(2, 1)])); // r1 again: a push shifted the pages
    expect(result.current.list.map((r) => r.id)).toEqual(['r0', 'r1', 'r2']);
    expect(result.current.finished).toBe(false);
    act(() => result.current.loadMore());
    await act(async () => pending.get(3)!.resolve(rows(3, 1)));
    expect(result.current.finished).toBe(true);
    act(() => result.current.loadMore());
    expect(asked).toEqual([1, 2, 3]);
  });

  it('ends at the total the server gives, even after a full page', async () => {
    const { result } = renderHook(() => usePagedList<Row>({ fetchPage: async () => ({ list: rows(0, 2), total: 2 }), pageSize: 2 }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.finished).toBe(true));
    expect(result.current.list).toHaveLength(2);
  });

  it('drops an answer overtaken by a reload', async () => {
    const answers = [deferred<Row[]>(), deferred<Row[]>()];
    let call = 0;
    const { result } = renderHook(() => usePagedList<Row>({ fetchPage: () => answers[call++].promise, pageSize: 2 }));
    act(() => result.current.reload());
    act(() => result.current.reload());
    await act(async () => answers[1].resolve([{ id: 'new' }]));
    await act(async () => answers[0].resolve([{ id: 'old' }, { id: 'old2' }]));
    expect(result.current.list.map((r) => r.id)).toEqual(['new']);
    expect([result.current.loading, result.current.finished]).toEqual([false, true]);
  });

  it('a failed page ends the list, or with stopOnError false leaves it open for the next scroll', async () => {
    for (const stopOnError of [true, false]) {
      let fail = false;
      const asked: number[] = [];
      const fetchPage = async (page: number) => {
        asked.push(page);
        if (fail) throw new Error('down');
        return rows((page - 1) * 2, 2);
      };
      const { result } = renderHook(() => usePagedList<Row>({ fetchPage, pageSize: 2, stopOnError }));
      act(() => result.current.reload());
      await waitFor(() => expect(result.current.list).toHaveLength(2));
      fail = true;
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.loading).toBe(false));
      expect(result.current.finished).toBe(stopOnError);
      fail = false;
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.loading).toBe(false));
      expect(asked).toEqual(stopOnError ? [1, 2] : [1, 2, 2]);
      expect(result.current.list).toHaveLength(stopOnError ? 2 : 4);
    }
  });
});

describe('usePagedTable', () => {
  type Filters = { keyword: string };
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

  it('loads with the applied filters only, back to page 1 on search, clears the selection, drops a stale answer', async () => {
    const asked: Array<{ keyword: string; page: PageState }> = [];
    const answers: Array<ReturnType<typeof deferred<TablePage<Row>>>> = [];
    const fetch = (filters: Filters, page: PageState) => {
      asked.push({ keyword: filters.keyword, page });
      const d = deferred<TablePage<Row>>();
      answers.push(d);
      return d.promise;
    };
    const { result } = renderHook(() => usePagedTable<Row, Filters>({ fetch, noFilters: { keyword: '' } }), { wrapper });
    expect(asked).toEqual([{ keyword: '', page: { currentPage: 1, pageSize: 20 } }]);
    await act(async () => answers[0].resolve({ list: rows(0, 20), pagination: { total: 45 } }));
    expect(result.current.pagination.total).toBe(45);

    act(() => result.current.pagination.onChange!(3, 20));
    act(() => result.current.setSelected(['r1']));
    act(() => result.current.setDraft({ keyword: 'k' }));
    expect(asked).toHaveLength(2); // editing the draft does not load
    act(() => result.current.search());
    expect(asked[2]).toEqual({ keyword: 'k', page: { currentPage: 1, pageSize: 20 } });
    // page 3's answer comes after the search's: dropped
    await act(async () => answers[2].resolve({ list: rows(100, 1), pagination: { total: 1 } }));
    await act(async () => answers[1].resolve({ list: rows(40, 5), pagination: { total: 45 } }));
    expect(result.current.rows.map((r) => r.id)).toEqual(['r100']);
    expect(result.current.selected).toEqual([]);
    expect(result.current.loading).toBe(false);

    act(() => result.current.refresh());
    await act(async () => answers[3].reject(new Error('down')));
    expect([result.current.rows, result.current.pagination.total]).toEqual([[], 0]);

    act(() => result.current.reset());
    expect(result.current.draft).toEqual({ keyword: '' });
    expect(asked.at(-1)).toEqual({ keyword: '', page: { currentPage: 1, pageSize: 20 } });
  });
});
