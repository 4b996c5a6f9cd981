import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import message from 'antd/es/message';
import { Providers } from '../../../../runtime/app/providers';
import { AppContexts } from '../../../../runtime/app/contexts';
import { CurrentRouteContext } from '../../../../runtime/permission/context';
import { SchemaServicesProvider } from '../../../../runtime/renderers/SchemaServices';
import { ListRenderer } from '../../../../runtime/renderers/list';
import { appState } from '../../../../runtime/state/app';
import { resetSession, session, type AppRoute } from '../../../../runtime/state/session';
import type { ListSchema } from '../../../../schemas/types';
import { systemScreens } from '../../../../business-screens/system';
import { stubFetch, type Call } from '../../data/net';

const MODEL_ID = 'm-system';
const route: AppRoute = { path: '/system/x', name: 'x', view: 'page', meta: { title: 'x', zhTitle: 'x', modelId: MODEL_ID } };

async function schemaOf(id: string): Promise<ListSchema> {
  return ((await systemScreens.schemas[id]()) as { default: ListSchema }).default;
}

function show(schema: ListSchema) {
  appState.language = 'zh';
  render(
    <Providers>
      <AppContexts>
        <CurrentRouteContext.Provider value={route}>
          <SchemaServicesProvider>
            {/* happy-dom has no layout: antd's virtual lists would render no rows. */}
            <ConfigProvider virtual={false}>
              <ListRenderer schema={schema} />
            </ConfigProvider>
          </SchemaServicesProvider>
        </CurrentRouteContext.Provider>
      </AppContexts>
    </Providers>,
  );
}

const TIMEOUT = { timeout: 10000 };

beforeEach(() => {
  resetSession();
  session.permissionList = [{ modelId: MODEL_ID, column: [], button: ['btn_add', 'btn_edit', 'btn_remove', 'btn_download', 'btn_upload'].map((enCode) => ({ id: enCode, fullName: enCode, enCode })) }];
});
afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
  localStorage.clear();
});

describe('system screens in the list renderer', { timeout: 30000 }, () => {
  it('dictionary: the page opens on the first type of the left tree, whose items it lists', async () => {
    const calls = stubFetch({
      'GET /api/system/DictionaryType': { code: 200, data: { list: [{ id: 't1', fullName: '性别', enCode: 'sex', isTree: 0 }] } },
      'GET /api/system/DictionaryData': (call: Call) => ({
        code: 200,
        data: { list: call.url.searchParams.get('typeId') === 't1' ? [{ id: 'd1', typeId: 't1', parentId: '0', fullName: '男', enCode: 'M', enabledMark: 1, sortCode: 1 }] : [] },
      }),
    });
    show(await schemaOf('system.dictionaryData.list'));
    expect(await screen.findByText('性别', undefined, TIMEOUT)).toBeTruthy();
    expect(await screen.findByText('男', undefined, TIMEOUT)).toBeTruthy();
    const last = calls.filter((c) => c.url.pathname === '/api/system/DictionaryData').at(-1)!;
    expect(last.url.searchParams.get('typeId')).toBe('t1');
    expect(screen.getByText('导入导出')).toBeTruthy();
    expect(screen.getAllByText('字典分类').length).toBeGreaterThan(0);
  });

  it('areas: the provinces first, then the children of an expanded row', async () => {
    const calls = stubFetch({
      'GET /api/system/Area/-1': { code: 200, data: { list: [{ id: '44', parentId: '-1', fullName: '广东省', enCode: '440000', type: 1, enabledMark: 1, sortCode: 1, isLeaf: false }] } },
      'GET /api/system/Area/44': { code: 200, data: { list: [{ id: '4403', parentId: '44', fullName: '深圳市', enCode: '440300', type: 2, enabledMark: 1, sortCode: 1, isLeaf: true }] } },
    });
    show(await schemaOf('system.area.list'));
    expect(await screen.findByText('广东省', undefined, TIMEOUT)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/system/Area/44')).toBe(false);
    const expander = await waitFor(() => {
      const found = document.querySelector('[aria-expanded="false"]');
      if (!found) throw new Error('no expander');
      return found;
    }, TIMEOUT);
    fireEvent.click(expander);
    expect(await screen.findByText('深圳市', undefined, TIMEOUT)).toBeTruthy();
  });
});
