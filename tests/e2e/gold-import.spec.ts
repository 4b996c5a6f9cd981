import { expect, test } from '@playwright/test';
import { importWorkbook, saleModel, saleRows, stockItems, type StockItem } from '../bench/import/files';
import { apiOf, openMenu, signIn } from './support';

/**
 * The sales import through the wizard (issue 14, "Done when"): a shop with five items in stock (seeded through
 * the API), a sales file of six rows (four good, one with a bad date, one whose item has no inbound record),
 * uploaded on the sales page; the preview marks the bad row at its date cell, 'ignore errors' leaves it out, the
 * confirm lists the item without inbound record, the result counts five; the four sold items are out of stock
 * and the item of the bad row is still in.
 */

const run = Date.now().toString(36).slice(-5).toUpperCase();

test('import a sales file with a bad row and an item without inbound record through the wizard', async ({ page }) => {
  await signIn(page);
  const api = await apiOf(page);

  // A shop of a demo franchisee, with five items in stock.
  const franchisee = (await api.get('/api/allianceBusiness/page?currentPage=1&pageSize=1')).list[0];
  const shop = await api.post('/api/shop/edit', { allianceBusinessId: franchisee.id, name: `导入测试${run}店` });
  const items = stockItems(5, [shop.code as string], `E${run}`);
  for (const item of items) {
    await api.post('/api/shopInventory/edit', {
      inventoryNumber: item.inventoryNumber, shopId: shop.id, batchNumber: `RK${run}`, category: 'ring', productName: '足金素圈戒指',
      goldWeight: item.goldWeight, purity: 999, labourFee: '80.00', inboundDate: '2026-10-08',
    });
  }

  // Rows 1-4 sell items 1-4; row 5 sells item 5 with a bad date; row 6 sells an item never taken in.
  const unknown: StockItem = { inventoryNumber: `NOIN${run}`, shopCode: shop.code as string, goldWeight: '2.500' };
  const rows = saleRows([...items, unknown]);
  rows[4].saleDate = '2026-02-30';
  const file = { name: '门店销售导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: importWorkbook(saleModel, rows) };

  await openMenu(page, ['黄金业务', '销售管理']);
  await expect(page).toHaveURL(/\/gold\/sales$/);
  // The list's total before the import: closing the wizard after the save reloads the list.
  const total = page.locator('.gl-pager .ant-pagination-total-text');
  await expect(total).toHaveText(/共 \d+ 条/);
  const before = Number(/\d+/.exec(await total.innerText())![0]);
  await page.getByRole('button', { name: /导\s*入/ }).first().click();
  const wizard = page.getByRole('dialog').filter({ has: page.locator('.gl-import-steps') });
  await wizard.locator('input[type=file]').setInputFiles(file);
  // The server has checked the file once the upload list marks it done.
  await expect(wizard.locator('.ant-upload-list-item-done')).toContainText(file.name);
  await wizard.getByRole('button', { name: /下一步/ }).click();

  // Preview: six rows, the bad one's error at its date cell.
  const preview = wizard.locator('.gl-import-preview');
  await expect(preview.getByText('共 6 条', { exact: true })).toBeVisible();
  const badRow = preview.locator('tr', { hasText: items[4].inventoryNumber });
  await expect(badRow).toHaveClass(/gl-import-error/);
  const dateColumn = await preview.locator('thead th').allInnerTexts().then((titles) => titles.findIndex((t) => t.trim() === '销售日期'));
  expect(dateColumn).toBeGreaterThanOrEqual(0);
  // The message shows at the cell: in it, or in its tooltip on hover.
  const dateCell = badRow.locator('td').nth(dateColumn);
  await dateCell.hover();
  await expect.poll(async () => [await dateCell.innerText(), await dateCell.getAttribute('title'), ...await page.locator('.ant-tooltip:visible').allInnerTexts()].join(' '))
    .toMatch(/请输入正确的日期/);

  await wizard.getByRole('button', { name: /忽略错误/ }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('以下货号没有入库记录，是否继续导入？');
  await expect(confirm).toContainText(unknown.inventoryNumber);
  await expect(confirm).not.toContainText(items[0].inventoryNumber);
  await confirm.getByRole('button', { name: /确\s*定/ }).click();

  await expect(wizard.getByText('导入成功')).toBeVisible({ timeout: 20_000 });
  await expect(wizard.getByText('您已成功导入 5 条数据')).toBeVisible();
  await wizard.locator('.ant-modal-footer').getByRole('button', { name: /关\s*闭/ }).click();
  await expect(wizard).toBeHidden();
  await expect(total).toHaveText(`共 ${before + 5} 条`);

  // The four sold items left stock; the item of the refused row is still in; the unknown item's sale waits for reconciliation.
  const inStock = (await api.get(`/api/shopInventory/page?shopId=${shop.id}&state=1&pageSize=50`)).list as Array<{ inventoryNumber: string }>;
  expect(inStock.map((r) => r.inventoryNumber)).toEqual([items[4].inventoryNumber]);
  const sold = (await api.get(`/api/shopInventory/page?shopId=${shop.id}&state=2&pageSize=50`)).list as Array<{ inventoryNumber: string }>;
  expect(sold.map((r) => r.inventoryNumber).sort()).toEqual(items.slice(0, 4).map((i) => i.inventoryNumber).sort());
  const sales = (await api.get(`/api/shop/sale/page?shopId=${shop.id}&pageSize=50`)).list as Array<{ inventoryNumber: string; noInventory: number }>;
  expect(sales).toHaveLength(5);
  expect(sales.filter((s) => Number(s.noInventory) === 1).map((s) => s.inventoryNumber)).toEqual([unknown.inventoryNumber]);
});
