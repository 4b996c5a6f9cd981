import { expect, test, type Page } from '@playwright/test';
import { HOME_CARDS } from '../../models/home';
import { signIn } from './support';

// The home dashboard over the demo data (SEED_DEMO): every card of the default configuration, the charts and the map
// drawn, in Chinese and in English. Screenshots go to test-results/ (not committed) for a person to look at.

const CHARTS = ['amount', 'business', 'earnings', 'inventory', 'shopDistribution'];

/** Waits until every card has loaded and each chart card either drew its canvas or says it has no data. */
async function dashboardReady(page: Page): Promise<void> {
  const dashboard = page.getByTestId('home-dashboard');
  await expect(dashboard).toBeVisible();
  await expect(dashboard.locator('[data-card]')).toHaveCount(HOME_CARDS.length);
  await expect(dashboard.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  for (const card of CHARTS) {
    await expect(dashboard.locator(`[data-card="${card}"]`).locator('canvas, .ant-empty').first()).toBeVisible({ timeout: 30_000 });
  }
  // echarts animates its first draw for about a second.
  await page.waitForTimeout(1500);
}

test('the dashboard shows the configured cards with their figures, charts and the map, in zh and en', async ({ page }) => {
  await signIn(page);
  await page.goto(`${new URL(page.url()).origin}/home`);
  await dashboardReady(page);
  const dashboard = page.getByTestId('home-dashboard');
  // The cards in the configured (default) order.
  expect(await dashboard.locator('[data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')))).toEqual([...HOME_CARDS]);
  await expect(dashboard.getByText('数据概览')).toBeVisible();
  await expect(dashboard.getByText('本月销售额(元)')).toBeVisible();
  // The demo shops are open in Guangdong and Shanghai: the map is drawn, and the city list names their cities.
  await expect(dashboard.locator('[data-card="shopDistribution"] canvas').first()).toBeVisible();
  await expect(dashboard.locator('[data-card="addressDistribution"]').getByText('深圳市')).toBeVisible();
  await expect(dashboard.locator('[data-card="inventory"] canvas').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/home-dashboard-zh.png', fullPage: true });

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Switch Language Success')).toBeVisible();
  await dashboardReady(page);
  await expect(dashboard.getByText('Overview')).toBeVisible();
  await expect(dashboard.getByText('Shops by province')).toBeVisible();
  await page.screenshot({ path: 'test-results/home-dashboard-en.png', fullPage: true });

  // Back to Chinese, so the account's language is as the other specs expect it.
  const saved = page.waitForResponse((r) => r.url().includes('/SystemLanguage'));
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await saved;
});
