import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type Call } from '../../data/net';
import { listCalls, page, params, renderList, spvRows, spvSchema, installListTestHooks } from './harness';
import type { ListSchema } from '../../../../schemas';

installListTestHooks();

const TOTAL = '/api/spv/total';
const HELD = '/api/spv/held';

/** The SPV list with a total of the filtered rows (search parameters as they are) and a figure of the chosen code. */
function summarySchema(): ListSchema {
  return spvSchema({
    summary: [
      { label: { zh: '授信合计', en: 'Credit total' }, api: { method: 'GET', url: TOTAL }, value: 'total', unit: '元' },
      {
        label: { zh: '持有克重', en: 'Held' },
        api: { method: 'GET', url: HELD, query: { code: '{{search.code}}', fixed: 'yes' } },
        value: 'weight',
        unit: 'g',
      },
    ],
  });
}

const figure = (key: string) => document.querySelector(`[data-summary="${key}"]`)?.textContent;
const calls = (all: Call[], path: string) => all.filter((c) => c.url.pathname === path);

describe('list renderer: summary figures (schema `summary`)', () => {
  it('reads each figure with the list search, shows the value as the server wrote it and reads again after a search', async () => {
    const net = stubFetch({
      'GET /api/spv/page': page(spvRows(2)),
      [`GET ${TOTAL}`]: (call: Call) => ({ code: 200, data: { total: call.url.searchParams.get('keyword') === '甲' ? '12.500' : '1234567.890' } }),
      [`GET ${HELD}`]: (call: Call) => ({ code: 200, data: { weight: `${call.url.searchParams.get('code')}:3.210` } }),
    });
    renderList(summarySchema());
    await waitFor(() => expect(figure('total')).toBe('1234567.890'));
    // Read once the list has loaded, not once more for the empty list before it.
    expect(calls(net, TOTAL)).toHaveLength(1);
    // A declared query leaves out what resolves to nothing (no code yet).
    await waitFor(() => expect(figure('weight')).toBe('null:3.210'));
    expect(params(calls(net, HELD)[0])).toEqual({ fixed: 'yes' });
    // Paging and sort are the list's own business: the figure gets only the search.
    expect(params(calls(net, TOTAL)[0])).toEqual({});

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '甲' } });
    fireEvent.change(screen.getByLabelText('编码'), { target: { value: 'SPV7' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(figure('total')).toBe('12.500'));
    expect(calls(net, TOTAL)).toHaveLength(2);
    expect(params(calls(net, TOTAL)[1])).toEqual({ keyword: '甲', code: 'SPV7' });
    await waitFor(() => expect(figure('weight')).toBe('SPV7:3.210'));
    // A declared query sends what it names, not the whole search.
    expect(params(calls(net, HELD)[1])).toEqual({ code: 'SPV7', fixed: 'yes' });
  });

  it('reads the figures again when the list reloads, and shows — when a figure cannot be read', async () => {
    const net = stubFetch({
      'GET /api/spv/page': page(spvRows(1)),
      [`GET ${TOTAL}`]: { code: 500, msg: '统计失败' },
    });
    renderList(summarySchema());
    await waitFor(() => expect(figure('total')).toBe('—'));
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(listCalls(net)).toHaveLength(2));
    await waitFor(() => expect(calls(net, TOTAL)).toHaveLength(2));
  });
});
