import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type Call } from '../../data/net';
import { installListTestHooks, listCalls, page, params, renderList, spvRows, spvSchema } from '../list/harness';

installListTestHooks();

const URL = '/api/_m/abc/List';
const bodies = (calls: Call[]) => listCalls(calls, URL).map((c) => JSON.parse(String(c.body)) as Record<string, unknown>);

describe('list renderer: a POST list call', () => {
  it('sends paging, sort and the search values in the body, not in the query', async () => {
    const calls = stubFetch({ [`POST ${URL}`]: page(spvRows(3), 45) });
    renderList(spvSchema({ api: { list: { method: 'POST', url: URL } }, defaultSort: { prop: 'code', order: 'desc' } }));
    expect(await screen.findByText('SPV002')).toBeTruthy();
    expect(bodies(calls)[0]).toEqual({ currentPage: 1, pageSize: 20, sidx: 'code', sort: 'desc' });
    expect(params(listCalls(calls, URL)[0])).toEqual({});

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 金 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ currentPage: 1, pageSize: 20, sidx: 'code', sort: 'desc', keyword: '金' }));
    expect(params(listCalls(calls, URL).at(-1)!)).toEqual({});
  });

  it('pages through the body too', async () => {
    const calls = stubFetch({ [`POST ${URL}`]: page(spvRows(20), 45) });
    renderList(spvSchema({ api: { list: { method: 'POST', url: URL } } }));
    await screen.findByText('SPV019');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ currentPage: 2, pageSize: 20 }));
  });
});
