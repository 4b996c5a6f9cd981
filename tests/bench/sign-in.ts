import type { Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../e2e/global-setup';

/** Signs the browser in as the administrator of the bench server at `origin`, as a user would. */
export async function signInAdmin(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('账号', { exact: true }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel('密码', { exact: true }).press('Enter');
  await page.getByRole('button', { name: '用户菜单' }).waitFor();
}
