import { expect, test, type Page } from '@playwright/test';
import { buildLab, serveLab } from '../lab/serve';

/**
 * A form with a sub-table and calculated totals, rendered by the runtime in Chromium (the form lab,
 * tests/lab: the real renderer, widgets and formula engine over fake widget services): rows are added,
 * line amounts follow quantity x unit price, the goods total and the amount payable follow them, an
 * empty required cell blocks the submit, and the submitted values carry the recomputed figures.
 */
let lab: Awaited<ReturnType<typeof serveLab>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  buildLab();
  lab = await serveLab();
});

test.afterAll(async () => {
  await lab?.close();
});

const goods = (page: Page) => page.locator('[data-field="goods"]');
const row = (page: Page, index: number) => goods(page).locator('tbody tr').nth(index);
const td = (page: Page, index: number, column: string) => row(page, index).locator(`td[data-column="${column}"]`);
const cell = (page: Page, index: number, column: string) => td(page, index, column).locator('input');
/** As a user edits a cell: a click on it (a resting cell is painted text until then), then the value. */
async function edit(page: Page, index: number, column: string, text: string): Promise<void> {
  await td(page, index, column).click();
  await cell(page, index, column).fill(text);
}
const field = (page: Page, vModel: string) => page.locator(`[data-field="${vModel}"] input`).first();

test('order form: sub-table rows, line amounts, totals and submit', async ({ page }) => {
  await page.goto(`${lab.url}?case=order`);
  await expect(page.getByText('商品明细')).toBeVisible();

  await field(page, 'customer').fill('周大生南山店');
  await page.getByRole('button', { name: '添加商品' }).click();
  await page.getByRole('button', { name: '添加商品' }).click();
  await expect(goods(page).locator('tbody tr')).toHaveCount(2);

  await edit(page, 0, 'name', '足金手镯');
  // By keyboard: Tab moves from cell to cell and each takes the typing.
  await td(page, 0, 'qty').click();
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12.5');
  await edit(page, 1, 'qty', '2');
  await edit(page, 1, 'price', '0.1');

  // Per row at once; the form's calculated fields after the 500 ms debounce.
  await expect(cell(page, 0, 'lineTotal')).toHaveValue('37.50');
  await expect(cell(page, 1, 'lineTotal')).toHaveValue('0.20');
  await expect(goods(page).locator('tfoot td[data-column="qty"]')).toHaveText('5');
  await expect(field(page, 'goodsTotal')).toHaveValue('37.70');
  await field(page, 'freight').fill('5');
  await field(page, 'freight').blur();
  await expect(field(page, 'payable')).toHaveValue('42.70');

  // The second row has no name: the required cell says so and nothing is submitted.
  await page.getByRole('button', { name: '提 交' }).click();
  await expect(page.getByTestId('lab-failed')).toBeVisible();
  await expect(row(page, 1).getByText('不能为空')).toBeVisible();
  await expect(page.getByTestId('lab-submitted')).toHaveText('');

  await edit(page, 1, 'name', '铂金戒指');
  await expect(row(page, 1).getByText('不能为空')).toHaveCount(0);
  await page.getByRole('button', { name: '提 交' }).click();
  await expect(page.getByTestId('lab-failed')).toHaveCount(0);
  const submitted = JSON.parse(await page.getByTestId('lab-submitted').textContent() ?? '{}') as Record<string, unknown>;
  expect(submitted).toMatchObject({
    customer: '周大生南山店',
    freight: '5.00',
    goodsTotal: '37.70',
    payable: '42.70',
    goods: [
      { name: '足金手镯', qty: 3, price: '12.50', lineTotal: '37.50' },
      { name: '铂金戒指', qty: 2, price: '0.10', lineTotal: '0.20' },
    ],
  });

  // Removing a row asks first, then every total follows.
  await row(page, 1).getByRole('button').last().click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(goods(page).locator('tbody tr')).toHaveCount(1);
  await expect(field(page, 'goodsTotal')).toHaveValue('37.50');
  await expect(field(page, 'payable')).toHaveValue('42.50');
});
