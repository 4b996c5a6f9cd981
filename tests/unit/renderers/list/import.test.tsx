import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { Providers } from '../../../../runtime/app/providers';
import { AppContexts } from '../../../../runtime/app/contexts';
import { CurrentRouteContext } from '../../../../runtime/permission/context';
import { SchemaServicesProvider } from '../../../../runtime/renderers/SchemaServices';
import { ListRenderer } from '../../../../runtime/renderers/list';
import { appState } from '../../../../runtime/state/app';
import { type AppRoute } from '../../../../runtime/state/session';
import type { ListSchema } from '../../../../schemas';
import type { DeclaredImport, ImportBehaviour } from '../../../../runtime/renderers/list/import/importCalls';
import { messageTexts, stubFetch, type Call, type Reply } from '../../data/net';
import { ALL_BUTTONS, MODEL_ID, grant, listCalls, page, spvRows, spvSchema, installListTestHooks } from './harness';

const CHECK = 'POST /api/spv/checkImportData';
const SAVE = 'POST /api/spv/import';

installListTestHooks([...ALL_BUTTONS, 'btn_upload']);

/** The SPV list with an import toolbar action guarded by btn_upload, and the import's declared behaviour. */
function importSchema(behaviour: ImportBehaviour = {}): ListSchema {
  const base = spvSchema();
  const config: DeclaredImport = {
    check: { method: 'POST', url: '/api/spv/checkImportData' },
    save: { method: 'POST', url: '/api/spv/import' },
    ...behaviour,
    columns: [
      { prop: 'code', label: { zh: '编码', en: 'Code' } },
      { prop: 'name', label: { zh: '名称', en: 'Name' } },
      { prop: 'inventoryNumber', label: { zh: '货号', en: 'Item number' } },
    ],
  };
  return {
    ...base,
    permissions: [...base.permissions!, 'btn_upload'],
    toolbar: [...base.toolbar!, { action: 'import', permission: 'btn_upload' }],
    import: config,
  };
}

type ImportRow = { code: string; name: string; inventoryNumber?: string; blnError?: boolean; blnNoInventory?: boolean; errors?: Record<string, string> };

const route: AppRoute = { path: '/gold/spv', name: 'gold-spv', view: 'page', meta: { title: 'gold-spv', zhTitle: 'SPV管理', modelId: MODEL_ID } };

/** The list as harness.tsx renders it, without motion: closed dialogs and replaced files leave the DOM at once. */
function renderList(schema: ListSchema) {
  appState.language = 'zh';
  return render(
    <Providers>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AppContexts>
          <CurrentRouteContext.Provider value={route}>
            <SchemaServicesProvider>
              <ListRenderer schema={schema} />
            </SchemaServicesProvider>
          </CurrentRouteContext.Provider>
        </AppContexts>
      </ConfigProvider>
    </Providers>,
  );
}

function importRows(n: number, mark: (i: number) => Partial<ImportRow> = () => ({})): ImportRow[] {
  return Array.from({ length: n }, (_, i) => ({ code: `IMP${String(i).padStart(3, '0')}`, name: `导入${i}`, ...mark(i) }));
}

function checkReply(list: ImportRow[]) {
  return { code: 200, msg: 'Success', data: { list, blnError: list.some((r) => r.blnError), blnNoInventory: list.some((r) => r.blnNoInventory) } };
}

const saveOk = (snum: number) => ({ code: 200, msg: 'Success', data: { resultType: 0, snum, fnum: 0 } });

function stub(routes: Record<string, Reply>): Call[] {
  return stubFetch({ 'GET /api/spv/page': page(spvRows(2)), ...routes });
}

const xlsx = (name = 'spv.xlsx') => new File(['PK\u0003\u0004 sheet'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function openWizard(schema: ListSchema = importSchema()): Promise<HTMLElement> {
  renderList(schema);
  await screen.findByText('SPV001');
  fireEvent.click(screen.getByRole('button', { name: /^导\s*入$/ }));
  return screen.findByRole('dialog');
}

function upload(dialog: HTMLElement, file: File): void {
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

/** A button of the dialog's footer (the close icon in the corner is also named 关闭). */
const button = (dialog: HTMLElement, name: RegExp) => within(dialog.querySelector('.ant-modal-footer') as HTMLElement).getByRole('button', { name });
const checkCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/spv/checkImportData');
const saveCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/spv/import');
const json = (call: Call) => JSON.parse(String(call.body)) as unknown;

/** Opens the wizard, uploads a file checked as `list`, and goes on to the preview. */
async function toPreview(calls: Call[], schema?: ListSchema): Promise<HTMLElement> {
  const dialog = await openWizard(schema);
  upload(dialog, xlsx());
  await waitFor(() => expect(checkCalls(calls)).toHaveLength(1));
  await within(dialog).findByText('spv.xlsx');
  await waitFor(() => expect(button(dialog, /下一步/).className).not.toContain('ant-btn-loading'));
  fireEvent.click(button(dialog, /下一步/));
  await within(dialog).findByText('IMP000');
  return dialog;
}

// Each case renders the list, a dialog and antd tables: slow under a loaded CI machine.
describe('list renderer: import wizard (docs/product.md#import-wizard)', { timeout: 20_000 }, () => {
  it('removes the import button without its permission', async () => {
    stub({});
    grant(ALL_BUTTONS);
    renderList(importSchema());
    await screen.findByText('SPV001');
    expect(screen.queryByRole('button', { name: /^导\s*入$/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^导\s*出$/ })).toBeTruthy();
  });

  it('opens a 1000px dialog 批量导入 with the three steps', async () => {
    stub({});
    const dialog = await openWizard();
    expect(within(dialog).getByText('批量导入')).toBeTruthy();
    for (const step of ['上传文件', '数据预览', '导入结果']) expect(within(dialog).getByText(step)).toBeTruthy();
    const box = dialog.closest('.ant-modal') as HTMLElement;
    expect(box.style.width).toBe('1000px');
  });

  it("titles the dialog with the action's label and downloads the schema's template file", async () => {
    const calls = stub({ 'GET /api/spv/importTemplate': new Response(new Blob(['PK']), { headers: { 'Content-Disposition': 'attachment; filename="spv.xlsx"' } }) });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const schema = importSchema();
    schema.import!.template = '/api/spv/importTemplate';
    schema.toolbar!.at(-1)!.label = { zh: '导入SPV', en: 'Import SPVs' };
    renderList(schema);
    await screen.findByText('SPV001');
    fireEvent.click(screen.getByRole('button', { name: '导入SPV' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('导入SPV')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /下载模板/ }));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/spv/importTemplate').map((c) => c.method)).toEqual(['GET']));
  });

  it('shows no template link when the schema names none', async () => {
    stub({});
    const dialog = await openWizard();
    expect(within(dialog).queryByRole('button', { name: /下载模板/ })).toBeNull();
  });

  it('refuses a file that is not xls or xlsx, and one of 100MB or more, without calling the server', async () => {
    const calls = stub({ [CHECK]: checkReply(importRows(1)) });
    const dialog = await openWizard();
    upload(dialog, new File(['a,b'], 'spv.csv', { type: 'text/csv' }));
    await waitFor(() => expect(messageTexts()).toContain('只能上传xls或xlsx文件'));
    const big = xlsx('big.xlsx');
    Object.defineProperty(big, 'size', { value: 100 * 1_048_576 });
    upload(dialog, big);
    await waitFor(() => expect(messageTexts()).toContain('文件大小不能超过100MB'));
    expect(checkCalls(calls)).toHaveLength(0);
    expect(within(dialog).queryByText('spv.csv')).toBeNull();
    expect(within(dialog).queryByText('big.xlsx')).toBeNull();
  });

  it('warns 请先上传文件 when going on without a file, and stays at step 1', async () => {
    stub({});
    const dialog = await openWizard();
    fireEvent.click(button(dialog, /下一步/));
    await waitFor(() => expect(messageTexts()).toContain('请先上传文件'));
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(dialog.querySelector('input[type=file]')).toBeTruthy();
  });

  it('sends the file to the check call as multipart (field file) and keeps only the latest file', async () => {
    const calls = stub({ [CHECK]: checkReply(importRows(2)) });
    const dialog = await openWizard();
    upload(dialog, xlsx('first.xlsx'));
    await within(dialog).findByText('first.xlsx');
    upload(dialog, xlsx('second.xls'));
    await within(dialog).findByText('second.xls');
    expect(within(dialog).queryByText('first.xlsx')).toBeNull();
    const checks = checkCalls(calls);
    expect(checks.map((c) => c.method)).toEqual(['POST', 'POST']);
    const body = checks[1].body;
    expect(body).toBeInstanceOf(FormData);
    const sent = (body as FormData).get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('second.xls');
  });

  it('clears the file when the check replies with a code other than 200 and shows the server message in an error dialog', async () => {
    const calls = stub({ [CHECK]: { code: 400, msg: '导入模板不正确' } });
    const dialog = await openWizard();
    upload(dialog, xlsx());
    const prompt = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-modal-confirm')].find((el) => el.textContent?.includes('错误提示'));
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    expect(prompt.textContent).toContain('导入模板不正确');
    expect(messageTexts()).not.toContain('导入模板不正确');
    fireEvent.click(within(prompt).getByRole('button'));
    await waitFor(() => expect(within(dialog).queryByText('spv.xlsx')).toBeNull());
    fireEvent.click(button(dialog, /下一步/));
    await waitFor(() => expect(messageTexts()).toContain('请先上传文件'));
    expect(checkCalls(calls)).toHaveLength(1);
  });

  it('previews the rows 20 a page with sizes 10, 20, 30, 50, and goes back with 上一步', async () => {
    const calls = stub({ [CHECK]: checkReply(importRows(25)) });
    const dialog = await toPreview(calls);
    expect(within(dialog).getByText('IMP019')).toBeTruthy();
    expect(within(dialog).queryByText('IMP020')).toBeNull();
    expect(within(dialog).getByText('共 25 条')).toBeTruthy();
    expect(button(dialog, /下一步/)).toBeTruthy();
    fireEvent.mouseDown(dialog.querySelector('.ant-pagination-options .ant-select')!);
    const sizes = await screen.findAllByRole('option');
    expect(sizes.map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
    fireEvent.click(button(dialog, /上一步/));
    await within(dialog).findByText('spv.xlsx');
    expect(within(dialog).queryByText('IMP000')).toBeNull();
  });

  it('marks erroneous rows, reads 忽略错误, and saves only the valid rows', async () => {
    const rows = importRows(3, (i) => (i === 1 ? { blnError: true } : {}));
    const calls = stub({ [CHECK]: checkReply(rows), [SAVE]: saveOk(2) });
    const dialog = await toPreview(calls);
    const badRow = within(dialog).getByText('IMP001').closest('tr')!;
    expect(within(badRow).getByText('错误')).toBeTruthy();
    expect(badRow.className).toContain('gl-import-error');
    expect(within(dialog).getByText('IMP000').closest('tr')!.className).not.toContain('gl-import-error');
    expect(within(dialog.querySelector('.ant-modal-footer') as HTMLElement).queryByRole('button', { name: /下一步/ })).toBeNull();
    fireEvent.click(button(dialog, /忽略错误/));
    await waitFor(() => expect(saveCalls(calls)).toHaveLength(1));
    expect(json(saveCalls(calls)[0])).toEqual([rows[0], rows[2]]);
    await within(dialog).findByText('您已成功导入 2 条数据');
  });

  it('shows each error under its cell, a row-level one by the status tag, and the erroneous rows alone on demand', async () => {
    const rows = importRows(3, (i) => (i === 1 ? { blnError: true, errors: { name: '名称：长度不能超过100个字符', _row: '与第1行重复' } } : {}));
    const calls = stub({ [CHECK]: checkReply(rows), [SAVE]: saveOk(2) });
    const dialog = await toPreview(calls);
    const badRow = within(dialog).getByText('IMP001').closest('tr')!;
    const message = within(badRow).getByRole('alert');
    expect(message.textContent).toBe('名称：长度不能超过100个字符');
    expect(message.closest('td')!.textContent).toContain('导入1');
    expect(within(dialog).getByText('IMP000').closest('tr')!.querySelector('[role=alert]')).toBeNull();
    fireEvent.mouseEnter(within(badRow).getByText('错误'));
    expect(await screen.findByText('与第1行重复')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '只看有错误的行' }));
    await waitFor(() => expect(within(dialog).queryByText('IMP000')).toBeNull());
    expect(within(dialog).getByText('IMP001')).toBeTruthy();
  });

  it('warns 导入数据为空 and saves nothing when no row is left', async () => {
    const calls = stub({ [CHECK]: checkReply(importRows(2, () => ({ blnError: true }))), [SAVE]: saveOk(0) });
    const dialog = await toPreview(calls);
    fireEvent.click(button(dialog, /忽略错误/));
    await waitFor(() => expect(messageTexts()).toContain('导入数据为空'));
    expect(saveCalls(calls)).toHaveLength(0);
  });

  it('warns 导入数据为空 for a file without rows', async () => {
    const calls = stub({ [CHECK]: checkReply([]), [SAVE]: saveOk(0) });
    const dialog = await openWizard();
    upload(dialog, xlsx());
    await within(dialog).findByText('spv.xlsx');
    await waitFor(() => expect(button(dialog, /下一步/).className).not.toContain('ant-btn-loading'));
    fireEvent.click(button(dialog, /下一步/));
    await waitFor(() => expect(dialog.querySelector('.gl-import-preview')).toBeTruthy());
    fireEvent.click(button(dialog, /下一步/));
    await waitFor(() => expect(messageTexts()).toContain('导入数据为空'));
    expect(saveCalls(calls)).toHaveLength(0);
  });

  it('confirmNoInventory (sales): confirms the item numbers without an inbound record before saving', async () => {
    const rows = importRows(3, (i) => ({ inventoryNumber: `HH00${i}`, blnNoInventory: i !== 1 }));
    const calls = stub({ [CHECK]: checkReply(rows), [SAVE]: saveOk(3) });
    const dialog = await toPreview(calls, importSchema({ confirmNoInventory: true }));
    fireEvent.click(button(dialog, /下一步/));
    const confirm = await screen.findByText('以下货号没有入库记录，是否继续导入？');
    const confirmBox = confirm.closest('.ant-modal') as HTMLElement;
    expect(within(confirmBox).getByText('HH000、HH002')).toBeTruthy();
    expect(saveCalls(calls)).toHaveLength(0);
    fireEvent.click(within(confirmBox).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(saveCalls(calls)).toHaveLength(1));
    expect(json(saveCalls(calls)[0])).toEqual(rows);
  });

  it('confirmNoInventory (sales): cancelling the confirmation saves nothing', async () => {
    const rows = importRows(1, () => ({ inventoryNumber: 'HH009', blnNoInventory: true }));
    const calls = stub({ [CHECK]: checkReply(rows), [SAVE]: saveOk(1) });
    const dialog = await toPreview(calls, importSchema({ confirmNoInventory: true }));
    fireEvent.click(button(dialog, /下一步/));
    const confirmBox = (await screen.findByText('以下货号没有入库记录，是否继续导入？')).closest('.ant-modal') as HTMLElement;
    expect(within(confirmBox).getByText('HH009')).toBeTruthy();
    fireEvent.click(within(confirmBox).getByRole('button', { name: /取\s*消|Cancel/ }));
    await waitFor(() => expect(screen.queryByText('以下货号没有入库记录，是否继续导入？')).toBeNull());
    expect(saveCalls(calls)).toHaveLength(0);
    expect(within(dialog).getByText('IMP000')).toBeTruthy();
  });

  it('saves rows marked blnNoInventory without asking when the import does not declare confirmNoInventory', async () => {
    const rows = importRows(1, () => ({ inventoryNumber: 'HH009', blnNoInventory: true }));
    const calls = stub({ [CHECK]: checkReply(rows), [SAVE]: saveOk(1) });
    const dialog = await toPreview(calls);
    fireEvent.click(button(dialog, /下一步/));
    await waitFor(() => expect(saveCalls(calls)).toHaveLength(1));
    expect(screen.queryByText('以下货号没有入库记录，是否继续导入？')).toBeNull();
  });

  it.each([
    ["payload 'listWithOut', outbound (stock out) sends { list, blnOut: true }", { payload: 'listWithOut', outbound: true }, true],
    ["payload 'listWithOut' (stock in) sends { list, blnOut: false }", { payload: 'listWithOut' }, false],
  ] as const)('%s', async (_, behaviour, blnOut) => {
    const rows = importRows(2);
    const calls = stub({ [CHECK]: checkReply(rows), [SAVE]: saveOk(2) });
    const dialog = await toPreview(calls, importSchema(behaviour));
    fireEvent.click(button(dialog, /下一步/));
    await waitFor(() => expect(saveCalls(calls)).toHaveLength(1));
    expect(json(saveCalls(calls)[0])).toEqual({ list: rows, blnOut });
  });

  it('shows a partial failure with the counts and the failed rows', async () => {
    const rows = importRows(3);
    const calls = stub({
      [CHECK]: checkReply(rows),
      [SAVE]: { code: 200, msg: 'Success', data: { resultType: 1, snum: 2, fnum: 1, failResult: [{ code: 'IMP002', name: '导入2' }] } },
    });
    const dialog = await toPreview(calls);
    fireEvent.click(button(dialog, /下一步/));
    await within(dialog).findByText('成功 2 条，失败 1 条');
    expect(within(dialog).getByText('部分数据导入失败')).toBeTruthy();
    const failed = within(dialog).getByText('以下数据导入失败').closest('.ant-table-wrapper') as HTMLElement;
    expect(within(failed).getByText('IMP002')).toBeTruthy();
    expect(within(failed).queryByText('IMP000')).toBeNull();
  });

  it("counts a save replying 'save import data success' as success whatever its code", async () => {
    const calls = stub({
      [CHECK]: checkReply(importRows(1)),
      [SAVE]: { code: 400, msg: 'save import data success', data: { resultType: 0, snum: 1, fnum: 0 } },
    });
    const dialog = await toPreview(calls);
    fireEvent.click(button(dialog, /下一步/));
    await within(dialog).findByText('您已成功导入 1 条数据');
    expect(messageTexts()).not.toContain('save import data success');
  });

  it("refusal 'toast' (shop and gold price imports) shows a refusal as a closable toast that stays", async () => {
    stub({ [CHECK]: { code: 400, msg: '第3行门店名称重复' } });
    const dialog = await openWizard(importSchema({ refusal: 'toast' }));
    upload(dialog, xlsx());
    const toast = await waitFor(() => {
      const found = document.querySelector('.ant-notification-notice');
      expect(found?.textContent).toContain('第3行门店名称重复');
      return found as HTMLElement;
    });
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    expect(toast.querySelector('.ant-notification-notice-close')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 1600));
    expect(document.querySelector('.ant-notification-notice')?.textContent).toContain('第3行门店名称重复');
  });

  it('a refused save shows the server message and stays on the preview', async () => {
    const calls = stub({ [CHECK]: checkReply(importRows(1)), [SAVE]: { code: 500, msg: '保存失败了' } });
    const dialog = await toPreview(calls);
    fireEvent.click(button(dialog, /下一步/));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('保存失败了'));
    expect(within(dialog).getByText('IMP000')).toBeTruthy();
    expect(within(dialog).queryByText(/成功导入/)).toBeNull();
  });

  it('closing after a save reloads the list; closing without one does not', async () => {
    const calls = stub({ [CHECK]: checkReply(importRows(1)), [SAVE]: saveOk(1) });
    let dialog = await openWizard();
    const loads = listCalls(calls).length;
    fireEvent.click(button(dialog, /取\s*消/));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listCalls(calls)).toHaveLength(loads);

    fireEvent.click(screen.getByRole('button', { name: /^导\s*入$/ }));
    dialog = await screen.findByRole('dialog');
    // A fresh wizard: no file from before.
    expect(within(dialog).queryByText('spv.xlsx')).toBeNull();
    upload(dialog, xlsx());
    await within(dialog).findByText('spv.xlsx');
    await waitFor(() => expect(button(dialog, /下一步/).className).not.toContain('ant-btn-loading'));
    fireEvent.click(button(dialog, /下一步/));
    await within(dialog).findByText('IMP000');
    fireEvent.click(button(dialog, /下一步/));
    await within(dialog).findByText('您已成功导入 1 条数据');
    expect(listCalls(calls)).toHaveLength(loads);
    fireEvent.click(button(dialog, /关\s*闭/));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(loads + 1));
  });
});
