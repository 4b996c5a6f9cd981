import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './global-setup';

export const ADMIN = { account: 'admin', password: E2E_ADMIN_PASSWORD };

export const baseURL = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: global setup did not run');
  return url;
};

/** Signs in through the login form and waits until the shell shows the user menu. */
export async function signIn(page: Page, account = ADMIN.account, password = ADMIN.password, path = '/login'): Promise<void> {
  await page.goto(baseURL() + path);
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('密码', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
}

/** Opens the user dropdown and picks an entry. */
export async function userMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Opens 系统日志 through the sidebar and waits until its rows have loaded. */
export async function openSystemLog(page: Page): Promise<void> {
  await page.locator('.shell-sidebar').getByText('系统管理').click();
  await page.locator('.shell-sidebar').getByText('系统日志').click();
  await expect(page).toHaveURL(/\/system\/log$/);
  await expect(page.getByRole('cell', { name: '登录成功' }).first()).toBeVisible();
}

/** Opens a sidebar page by its path of menu names, expanding the directories on the way. */
export async function openMenu(page: Page, path: string[]): Promise<void> {
  const sidebar = page.locator('.shell-sidebar');
  for (let i = 0; i < path.length - 1; i++) {
    const next = sidebar.getByText(path[i + 1], { exact: true });
    if (!(await next.isVisible())) {
      await sidebar.getByText(path[i], { exact: true }).click();
      await expect(next).toBeVisible();
    }
  }
  await sidebar.getByText(path[path.length - 1], { exact: true }).click();
}

/** API calls with the signed-in page's token (`<value>|String` in localStorage, runtime/state/storage.ts). */
export async function apiOf(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem('gold_token'));
  const headers = { Authorization: stored!.replace(/\|String$/, '') };
  const request: APIRequestContext = page.request;
  const envelope = async (reply: Awaited<ReturnType<APIRequestContext['get']>>, what: string) => {
    const body = await reply.json() as { code: number; msg: string; data: any };
    if (body.code !== 200) throw new Error(`${what}: ${body.code} ${body.msg}`);
    return body.data;
  };
  return {
    get: async (url: string) => envelope(await request.get(baseURL() + url, { headers }), `GET ${url}`),
    post: async (url: string, data: unknown) => envelope(await request.post(baseURL() + url, { headers, data: data as object }), `POST ${url}`),
  };
}
