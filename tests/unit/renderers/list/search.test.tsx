import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { defaultSearchValues, toSearchQuery } from '../../../../runtime/renderers/list/searchParams';
import type { SearchField } from '../../../../schemas';
import { stubFetch } from '../../data/net';
import { listCalls, page, params, renderList, spvRows, spvSchema, installListTestHooks } from './harness';

installListTestHooks();

const fields: SearchField[] = [
  { vModel: 'keyword', jnpfKey: 'comInput', label: '关键词', match: 'like' },
  { vModel: 'status', jnpfKey: 'select', label: '状态', match: 'equal', defaultValue: 1 },
  { vModel: 'weight', jnpfKey: 'numInput', label: '克重', match: 'range' },
  { vModel: 'createdAt', jnpfKey: 'date', label: '创建时间', match: 'range', rangeKeys: ['startTime', 'endTime'] },
];

describe('search values to query parameters', () => {
  it('sends equal/like values as vModel, trimmed, and leaves empty values out', () => {
    expect(toSearchQuery(fields, { keyword: '  金条 ', status: 0, weight: [], createdAt: undefined })).toEqual({ keyword: '金条', status: 0 });
    expect(toSearchQuery(fields, { keyword: '   ', status: null })).toEqual({});
  });

  it('sends a range under <vModel>Start/<vModel>End or its rangeKeys, an open end left out', () => {
    expect(toSearchQuery(fields, { weight: [1.5, 3], createdAt: [100, 200] })).toEqual({ weightStart: 1.5, weightEnd: 3, startTime: 100, endTime: 200 });
    expect(toSearchQuery(fields, { weight: [undefined, 3] })).toEqual({ weightEnd: 3 });
  });

  it('starts from the fields’ default values', () => {
    expect(defaultSearchValues(fields)).toEqual({ status: 1 });
  });
});

describe('date range search', () => {
  it('sends the whole days picked as epoch ms and starts from the default range', async () => {
    const from = dayjs('2024-03-01').valueOf();
    const to = dayjs('2024-03-02').endOf('day').valueOf();
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    renderList(spvSchema({
      search: [{ vModel: 'createdAt', jnpfKey: 'date', label: '创建时间', match: 'range', rangeKeys: ['startTime', 'endTime'], defaultValue: [from, to] }],
    }));
    await screen.findByText('SPV000');
    expect(params(listCalls(calls)[0])).toEqual({ currentPage: '1', pageSize: '20', startTime: String(from), endTime: String(to) });

    fireEvent.mouseDown(screen.getByLabelText('创建时间'));
    fireEvent.click(screen.getByLabelText('创建时间'));
    fireEvent.click((await screen.findAllByTitle('2024-03-05'))[0]);
    fireEvent.click(screen.getAllByTitle('2024-03-10')[0]);
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(params(listCalls(calls).at(-1)!)).toEqual({
      currentPage: '1', pageSize: '20',
      startTime: String(dayjs('2024-03-05').startOf('day').valueOf()),
      endTime: String(dayjs('2024-03-10').endOf('day').valueOf()),
    }));
  });
});
