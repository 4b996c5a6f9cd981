import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import message from 'antd/es/message';
import { Providers } from '../../../../runtime/app/providers';
import { AppContexts } from '../../../../runtime/app/contexts';
import { CurrentRouteContext } from '../../../../runtime/permission/context';
import { appState } from '../../../../runtime/state/app';
import { resetSession, session, type AppRoute } from '../../../../runtime/state/session';
import DictionaryTransfer from '../../../../business-screens/system/DictionaryTransfer';
import { parseDictionaryFile } from '../../../../business-screens/system/dictionaryFile';
import { stubFetch } from '../../data/net';

const MODEL_ID = 'm-dictionary';
const route: AppRoute = { path: '/system/dictionary', name: 'dictionary', view: 'page', meta: { title: 'dictionary', zhTitle: '数据字典', modelId: MODEL_ID } };

const TYPES = { code: 200, data: { list: [{ id: 't1', fullName: '系统', enCode: 'sys', children: [{ id: 't2', fullName: '性别', enCode: 'sex' }] }] } };
const GOOD = { type: { fullName: '颜色', enCode: 'color', isTree: 0 }, data: [{ id: 'a', parentId: '0', fullName: '红', enCode: 'red' }, { id: 'b', parentId: '0', fullName: '蓝', enCode: 'blue' }] };

function grant(buttons: string[]) {
  session.permissionList = [{ modelId: MODEL_ID, column: [], button: buttons.map((enCode) => ({ id: enCode, fullName: enCode, enCode })) }];
}

function show() {
  appState.language = 'zh';
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(
    <Providers>
      <AppContexts>
        <CurrentRouteContext.Provider value={route}>
          {/* happy-dom has no layout: antd's virtual lists would render no rows. */}
          <ConfigProvider virtual={false}>
            <DictionaryTransfer onClose={onClose} onDone={onDone} />
          </ConfigProvider>
        </CurrentRouteContext.Provider>
      </AppContexts>
    </Providers>,
  );
  return { onClose, onDone, user: userEvent.setup() };
}

const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const choose = (name: string, text: string) =>
  fireEvent.change(fileInput(), { target: { files: [new File([text], name, { type: 'application/json' })] } });
const importButton = () => screen.getByRole('button', { name: /导\s*入$/ });

beforeEach(() => resetSession());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  message.destroy();
  resetSession();
});

describe('dictionary file check', () => {
  it('accepts the export format', () => {
    expect(parseDictionaryFile(JSON.stringify(GOOD))).toEqual({ ok: true, file: GOOD });
  });

  it('says what is wrong with a bad file', () => {
    expect(parseDictionaryFile('{"type":')).toEqual({ ok: false, error: '所选文件不是有效的 JSON 文件' });
    expect(parseDictionaryFile('[]')).toEqual({ ok: false, error: '文件中缺少字典分类（type）' });
    expect(parseDictionaryFile(JSON.stringify({ type: { fullName: '颜色' }, data: [] }))).toEqual({ ok: false, error: '字典分类缺少名称或编码' });
    expect(parseDictionaryFile(JSON.stringify({ type: GOOD.type }))).toEqual({ ok: false, error: '文件中缺少字典数据列表（data）' });
    const second = { ...GOOD, data: [GOOD.data[0], { fullName: '绿' }] };
    expect(parseDictionaryFile(JSON.stringify(second))).toEqual({ ok: false, error: '第 2 条字典数据缺少名称或编码' });
  });
});

describe('dictionary import / export dialog', () => {
  it('shows a clear message for a file that is not JSON and sends nothing', async () => {
    grant(['btn_download', 'btn_upload']);
    const calls = stubFetch({ 'GET /api/system/DictionaryType': TYPES });
    show();
    choose('broken.json', '{ not json');
    expect(await screen.findByText('所选文件不是有效的 JSON 文件')).toBeTruthy();
    expect(importButton()).toHaveProperty('disabled', true);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('imports a valid file as it is and reports done', async () => {
    grant(['btn_download', 'btn_upload']);
    const calls = stubFetch({
      'GET /api/system/DictionaryType': TYPES,
      'POST /api/system/DictionaryData/Action/Import': { code: 200, msg: '导入成功' },
    });
    const { onDone, user } = show();
    choose('color.json', JSON.stringify(GOOD));
    expect(await screen.findByText('字典分类 颜色（color），共 2 条数据')).toBeTruthy();
    await user.click(importButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual(GOOD);
  });

  it('keeps the dialog open when the server refuses the import', async () => {
    grant(['btn_download', 'btn_upload']);
    stubFetch({
      'GET /api/system/DictionaryType': TYPES,
      'POST /api/system/DictionaryData/Action/Import': { code: 409, msg: '字典编码不能重复' },
    });
    const { onDone, user } = show();
    choose('color.json', JSON.stringify(GOOD));
    await screen.findByText('字典分类 颜色（color），共 2 条数据');
    await user.click(importButton());
    await waitFor(() => expect(document.body.textContent).toContain('字典编码不能重复'));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('downloads the chosen type', async () => {
    grant(['btn_download']);
    const calls = stubFetch({
      'GET /api/system/DictionaryType': TYPES,
      'GET /api/system/DictionaryData/t2/Action/Export': new Response(new Blob([JSON.stringify(GOOD)]), {
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': "attachment; filename*=UTF-8''sex.json" },
      }),
    });
    // The saved file goes through an object URL and a clicked link.
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user } = show();
    expect(screen.queryByText('导入字典')).toBeNull();
    const exportButton = screen.getByRole('button', { name: /导\s*出$/ });
    expect(exportButton).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('combobox'));
    const node = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-tree-title')].find((n) => n.textContent === '性别（sex）');
      if (!found) throw new Error('no node');
      return found;
    });
    await user.click(node);
    await user.click(exportButton);
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/system/DictionaryData/t2/Action/Export')).toBe(true));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });
});
