import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { render } from '@testing-library/react';
import message from 'antd/es/message';
import { Providers } from '../../../../runtime/app/providers';
import { AppContexts } from '../../../../runtime/app/contexts';
import { CurrentRouteContext } from '../../../../runtime/permission/context';
import { SchemaServicesProvider } from '../../../../runtime/renderers/SchemaServices';
import { ListRenderer } from '../../../../runtime/renderers/list';
import { appState } from '../../../../runtime/state/app';
import { resetSession, session, type AppRoute } from '../../../../runtime/state/session';
import type { ListSchema } from '../../../../schemas';
import type { Call } from '../../data/net';

export const MODEL_ID = 'm-spv';

/** The SPV list of the schema-language sketch (docs/architecture.md#the-schema-language), with a few more search fields and actions for the tests. */
export function spvSchema(overrides: Partial<ListSchema> = {}): ListSchema {
  return {
    schemaVersion: 1,
    type: 'list',
    id: 'gold.spv.list',
    title: { zh: 'SPV管理', en: 'SPVs' },
    permissions: ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_download', 'btn_batchRemove'],
    api: {
      list: { method: 'GET', url: '/api/spv/page' },
      remove: { method: 'DELETE', url: '/api/spv/delete', body: { ids: '{{ids}}' } },
      export: { method: 'POST', url: '/api/spv/export' },
    },
    model: { form: 'gold.spv.form', fields: ['id', 'status'] },
    search: [
      { vModel: 'keyword', jnpfKey: 'comInput', label: { zh: '关键词', en: 'Keyword' }, match: 'like' },
      { vModel: 'code', jnpfKey: 'comInput', label: { zh: '编码', en: 'Code' }, match: 'equal' },
      { vModel: 'creditLimit', jnpfKey: 'amount', label: { zh: '授信额度', en: 'Credit limit' }, match: 'range', rangeKeys: ['minLimit', 'maxLimit'] },
      { vModel: 'contact', jnpfKey: 'comInput', label: { zh: '联系人', en: 'Contact' }, match: 'like' },
    ],
    columns: [
      { prop: 'code', label: { zh: '编码', en: 'Code' }, width: 140, sortable: true },
      { prop: 'name', label: { zh: '名称', en: 'Name' }, link: 'detail' },
      { prop: 'status', label: { zh: '状态', en: 'Status' }, options: [{ label: '启用', value: 1 }, { label: '停用', value: 0 }] },
      { prop: 'remark', label: { zh: '备注', en: 'Remark' }, hidden: true },
    ],
    toolbar: [
      { action: 'add', permission: 'btn_add', form: 'gold.spv.form' },
      { action: 'export', permission: 'btn_download' },
      { action: 'batchRemove', permission: 'btn_batchRemove' },
    ],
    rowActions: [
      { action: 'edit', permission: 'btn_edit', form: 'gold.spv.form' },
      { action: 'detail', permission: 'btn_detail', to: '/gold/spvs/detail/{{row.id}}' },
      { action: 'remove', permission: 'btn_remove' },
    ],
    pagination: { pageSize: 20, pageSizes: [20, 50, 100, 500] },
    ...overrides,
  };
}

export const ALL_BUTTONS = ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_download', 'btn_batchRemove'];

/** Grants buttons and columns for the page's modelId (docs/product.md#permissions). */
export function grant(buttons: string[] = ALL_BUTTONS, columns: string[] = []): void {
  session.permissionList = [{
    modelId: MODEL_ID,
    button: buttons.map((enCode) => ({ id: enCode, fullName: enCode, enCode })),
    column: columns.map((enCode) => ({ id: enCode, fullName: enCode, enCode })),
  }];
}

export function spvRows(n: number, from = 0): Array<Record<string, unknown>> {
  return Array.from({ length: n }, (_, i) => ({ id: `r${from + i}`, code: `SPV${String(from + i).padStart(3, '0')}`, name: `主体${from + i}`, status: (from + i) % 2, remark: `备注${from + i}` }));
}

/** A paged reply envelope. */
export function page(rows: Array<Record<string, unknown>>, total = rows.length) {
  return { code: 200, msg: 'Success', data: { list: rows, pagination: { currentPage: 1, pageSize: 20, total } } };
}

const route: AppRoute = { path: '/gold/spv', name: 'gold-spv', view: 'page', meta: { title: 'gold-spv', zhTitle: 'SPV管理', modelId: MODEL_ID } };

/** Renders a screen inside the app's providers, on a route (default: the SPV page), in Chinese. */
export function renderInApp(node: ReactNode, on: AppRoute = route) {
  appState.language = 'zh';
  return render(
    <Providers>
      <AppContexts>
        <CurrentRouteContext.Provider value={on}>
          <SchemaServicesProvider>{node}</SchemaServicesProvider>
        </CurrentRouteContext.Provider>
      </AppContexts>
    </Providers>,
  );
}

export function renderList(schema: ListSchema, props: { routeParams?: Record<string, string>; embedded?: boolean } = {}) {
  return renderInApp(<ListRenderer schema={schema} {...props} />);
}

export function listCalls(calls: Call[], path = '/api/spv/page'): Call[] {
  return calls.filter((c) => c.url.pathname === path);
}

/** Query parameters of a call without the cache-busting `n`. */
export function params(call: Call): Record<string, string> {
  const out = Object.fromEntries(call.url.searchParams.entries());
  delete out.n;
  return out;
}

/**
 * The hooks every list test file needs: a fresh session granted `buttons` before each test; after it,
 * stubs, spies, message popups, the session and stored column settings are cleared.
 */
export function installListTestHooks(buttons: string[] = ALL_BUTTONS, extra: { before?: () => void; after?: () => void } = {}): void {
  beforeEach(() => {
    resetSession();
    grant(buttons);
    extra.before?.();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    message.destroy();
    extra.after?.();
    resetSession();
    localStorage.clear();
  });
}
