import { expect, test, type Page } from '@playwright/test';
import { apiOf, baseURL, signIn } from './support';

// Issue 19 item 1: in English every screen the administrator's menu opens shows no Chinese outside user-entered data.
// Names that are data (menus, buttons, dictionaries, roles, organisations, the product's name) come from the server in
// the reader's language; the rest are catalog texts. The walk signs in, switches to English, opens every page of the
// menu and reads the sidebar, the tabs, the breadcrumb, the navbar and the page itself without its data rows.

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]+/g;

interface MenuNode { fullName: string; type: number; urlAddress?: string | null; children?: MenuNode[] }

/** Names of menu entries users made: pages published from the designer (type 3) carry the name typed there. */
function designedNames(nodes: MenuNode[]): string[] {
  return nodes.flatMap((n) => [...(n.type === 3 ? [n.fullName] : []), ...designedNames(n.children ?? [])]);
}

/** The pages of the menu tree (type 2: a screen at its address), depth first. */
function pagesOf(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [...(n.type === 2 && n.urlAddress ? [n] : []), ...pagesOf(n.children ?? [])]);
}

/** The Chinese runs of what the shell and the open page show, data rows and typed values left out. */
async function chineseOn(page: Page, path: string, userData: string[]): Promise<Record<string, string[]>> {
  return page.evaluate(({ path, source, userData }) => {
    const cjk = new RegExp(source, 'g');
    const textOf = (el: Element | null): string => {
      if (!el) return '';
      const copy = el.cloneNode(true) as HTMLElement;
      // Data: the rows of lists, what fields hold, the places of the workbench's city card, the signed-in user's name.
      copy.querySelectorAll('tr.gl-row, .ant-table-tbody tr, input, textarea, .home-city-list li > div > span:first-child').forEach((n) => n.remove());
      return userData.reduce((text, name) => text.split(name).join(' '), copy.innerText ?? copy.textContent ?? '');
    };
    const parts: Record<string, Element | null> = {
      sidebar: document.querySelector('.shell-aside'),
      navbar: document.querySelector('.shell-navbar'),
      tabs: document.querySelector('.shell-tags'),
      breadcrumb: document.querySelector('.shell-breadcrumb'),
      page: document.querySelector(`.shell-page[data-path="${path}"]`),
    };
    return Object.fromEntries(Object.entries(parts).map(([k, el]) => [k, [...new Set(textOf(el).match(cjk) ?? [])]]));
  }, { path, source: CJK.source, userData });
}

test('every menu page of the administrator in English shows no Chinese outside user data', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  const saved = page.waitForResponse((r) => r.url().includes('/SystemLanguage'));
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await saved;
  // The sidebar is read again in English (names that are data come from the server in the reader's language).
  await expect(page.locator('.shell-aside').getByText('System', { exact: true })).toBeVisible();

  const api = await apiOf(page);
  const me = await api.get('/api/oauth/CurrentUser');
  const pages = pagesOf(me.menuList as MenuNode[]);
  expect(pages.length).toBeGreaterThan(15);

  const found: string[] = [];
  // The workbench (its shortcuts name menu pages), then every page of the menu.
  for (const path of ['/home', ...pages.map((entry) => `/${entry.urlAddress!.replace(/^\/+/, '')}`)]) {
    await page.goto(baseURL() + path);
    const area = page.locator(`.shell-page[data-path="${path}"]`);
    await expect(area).toBeVisible({ timeout: 30_000 });
    // The page has drawn its first screen (a list's rows or empty state, a form, a chart).
    await page.waitForLoadState('networkidle');
    // User data: the signed-in user's name, and the names of pages published from the designer (an earlier spec may
    // have published some into this server).
    const chinese = await chineseOn(page, path, [me.userInfo.realName as string, ...designedNames(me.menuList as MenuNode[])]);
    for (const [part, runs] of Object.entries(chinese)) if (runs.length) found.push(`${path} ${part}: ${runs.join(' ')}`);
  }

  // The authorisation dialog of a role: its trees are the menus with their buttons, columns, forms and schemes.
  await page.goto(`${baseURL()}/permission/role`);
  await page.locator('tr.gl-row').first().getByRole('button', { name: 'Permissions' }).click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-tree') });
  await expect(dialog.locator('.ant-tree-title').first()).toBeVisible();
  for (const tab of await dialog.getByRole('tab').all()) {
    await tab.click();
    await page.waitForLoadState('networkidle');
    // The dialog's body: its title names the role, which is user data (another spec may have made one).
    const text = designedNames(me.menuList as MenuNode[]).reduce((t, name) => t.split(name).join(' '), await dialog.locator('.ant-modal-body').innerText());
    const runs = [...new Set(text.match(CJK) ?? [])];
    if (runs.length) found.push(`authorisation dialog ${await tab.innerText()}: ${runs.join(' ')}`);
  }
  expect(found).toEqual([]);
});
