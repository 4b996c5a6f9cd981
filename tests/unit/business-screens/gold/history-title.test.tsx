import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import historyJson from '../../../../business-screens/gold/history.json';
import { readTitle } from '../../../../runtime/renderers/list/useListData';
import type { ListSchema } from '../../../../schemas';
import { validateSchemaDocument } from '../../../../schemas/validate';
import { stubFetch } from '../../data/net';
import { installListTestHooks, page, params, renderList } from '../../renderers/list/harness';

installListTestHooks([]);

const history = historyJson as unknown as ListSchema;
const ROUTE = { entityType: 'shop', id: 's1' };
const RECORDS = '/api/updateRecord/page';
const row = { id: 'c1', fieldName: '状态', oldValue: '营业', newValue: '冻结', operatorName: '管理员', createdAt: 1767225600000 };

/** The history page reply: the records, and (from the server) the record they belong to and the title naming it. */
const reply = (extra: Record<string, unknown>) => {
  const base = page([row]);
  return { ...base, data: { ...base.data, ...extra } };
};

const heading = () => document.querySelector('.gl-title')?.textContent ?? null;

describe('change history page (business-screens/gold/history.json): its heading names the record', () => {
  it('is a valid list page that reads its title from the reply', () => {
    expect(validateSchemaDocument(history)).toMatchObject({ ok: true });
    expect(history.titleKey).toBe('title');
  });

  it('shows the title the server wrote, for the entity and id of the route', async () => {
    const net = stubFetch({ [`GET ${RECORDS}`]: reply({ record: { code: 'MD0001', name: '南山店' }, title: '门店 MD0001 南山店 的修改记录' }) });
    renderList(history, { routeParams: ROUTE });
    await waitFor(() => expect(heading()).toBe('门店 MD0001 南山店 的修改记录'));
    expect(screen.getByText('冻结')).toBeTruthy();
    const calls = net.filter((c) => c.url.pathname === RECORDS);
    expect(params(calls[0])).toMatchObject({ entityType: 'shop', entityId: 's1' });
  });

  it('keeps the schema\'s own title when the reply names nothing', async () => {
    stubFetch({ [`GET ${RECORDS}`]: reply({}) });
    renderList(history, { routeParams: ROUTE });
    await waitFor(() => expect(screen.getByText('冻结')).toBeTruthy());
    expect(heading()).toBe('修改记录');
  });

  it('shows no title inside a detail tab, even one the reply brings', async () => {
    stubFetch({ [`GET ${RECORDS}`]: reply({ title: '门店 MD0001 南山店 的修改记录' }) });
    renderList(history, { routeParams: ROUTE, embedded: true });
    await waitFor(() => expect(screen.getByText('冻结')).toBeTruthy());
    expect(heading()).toBeNull();
  });
});

describe('readTitle', () => {
  it('reads a non-empty text under the schema\'s key only', () => {
    expect(readTitle({ title: '甲' }, 'title')).toBe('甲');
    expect(readTitle({ title: '甲' }, undefined)).toBeNull();
    expect(readTitle({ title: '' }, 'title')).toBeNull();
    expect(readTitle({ title: 3 }, 'title')).toBeNull();
    expect(readTitle([{ title: '甲' }], 'title')).toBeNull();
    expect(readTitle(null, 'title')).toBeNull();
  });
});
