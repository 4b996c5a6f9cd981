import { describe, expect, it } from 'vitest';
import { dayPart, quickLinks, zoneDay } from '../../../runtime/views/home/links';
import { nextPage, firstPage, PAGE_SIZES } from '../../../runtime/views/common/paging';
import { catalogueRule } from '../../../runtime/views/common/catalogueRule';
import { checkRule } from '../../../schemas/validation';
import { filterOnline } from '../../../runtime/views/permission/onlineUser';
import { componentPageFor } from '../../../runtime/views/screens';
import { buildMenuRoutes } from '../../../runtime/permission/routes';
import { MENU } from '../permission/fixtures';

describe('home quick links', () => {
  const { menus } = buildMenuRoutes(MENU, { token: 't', dataV: '/DataV' });
  it('lists openable leaves depth first, external ones marked', () => {
    const links = quickLinks(menus, 20);
    expect(links.slice(0, 3).map((l) => l.path)).toEqual(['/system/log', '/permission/onlineUser', '/system/sysConfig']);
    expect(links.find((l) => l.title === '帮助文档')?.external).toBe(true);
    expect(links.some((l) => l.path === '/system')).toBe(false);
    expect(quickLinks(menus, 2)).toHaveLength(2);
  });
  it('greets by part of day', () => {
    expect([dayPart(8), dayPart(13), dayPart(20)]).toEqual(['morning', 'afternoon', 'evening']);
  });
  it('reads the hour and date in the configured zone, not the browser\'s', () => {
    const instant = Date.parse('2024-01-31T20:00:00Z');
    expect(zoneDay(instant, 'Asia/Shanghai')).toEqual({ hour: 4, date: '2024-02-01' });
    expect(zoneDay(instant, 'America/New_York')).toEqual({ hour: 15, date: '2024-01-31' });
  });
});

describe('pagination', () => {
  it('defaults to 20 with sizes 20, 50, 100, 500 and goes back to page 1 on a size change', () => {
    expect(firstPage).toEqual({ currentPage: 1, pageSize: 20 });
    expect(PAGE_SIZES).toEqual([20, 50, 100, 500]);
    expect(nextPage({ currentPage: 3, pageSize: 20 }, 3, 50)).toEqual({ currentPage: 1, pageSize: 50 });
    expect(nextPage({ currentPage: 3, pageSize: 20 }, 4, 20)).toEqual({ currentPage: 4, pageSize: 20 });
  });
});

describe('profile rules', () => {
  it('password (the catalogue rule the forms and the server share): 6-16 letters and digits with both present', () => {
    for (const ok of ['abc123', 'A1b2C3d4E5f6G7h8']) expect(checkRule('password', ok, 'zh')).toBeNull();
    for (const bad of ['abcdef', '123456', 'ab12', 'abc123!', 'a1b2c3d4e5f6g7h8i']) expect(checkRule('password', bad, 'zh')).toBe('6-16位字符的密码（数字和字母组成）');
  });
  it('mobile, mobile or landline, e-mail; empty optional values pass', async () => {
    // The profile form uses the catalogue's rules through catalogueRule (runtime/views/common/catalogueRule.ts).
    const mobile = catalogueRule('mobile', 'zh');
    const valid = async (rule: typeof mobile, value: unknown) => (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, value).then(() => true, () => false);
    expect(await valid(mobile, '13912345678')).toBe(true);
    expect(await valid(mobile, '12912345678')).toBe(false);
    expect(await valid(catalogueRule('mobileOrLandline', 'zh'), '010-12345678')).toBe(true);
    expect(await valid(catalogueRule('mobileOrLandline', 'zh'), '12-34')).toBe(false);
    expect(await valid(catalogueRule('email', 'zh'), 'a.b@c.cn')).toBe(true);
    expect(await valid(catalogueRule('email', 'zh'), 'a@b')).toBe(false);
    expect(await valid(mobile, '')).toBe(true);
    expect(await valid(mobile, null)).toBe(true);
    await expect((catalogueRule('mobile', 'en') as any).validator({}, '123')).rejects.toThrow('Please enter a valid mobile number');
  });
});

describe('pages registry and online filter', () => {
  it("maps menu addresses to the runtime's own component pages", () => {
    expect(componentPageFor('system/log')).toBeDefined();
    expect(componentPageFor('/permission/onlineUser?x=1')).toBeDefined();
    expect(componentPageFor('system/sysConfig')).toBeDefined();
    expect(componentPageFor('system/unknown')).toBeUndefined();
    expect(componentPageFor('constructor')).toBeUndefined();
  });
  it('filters online users by account or name', () => {
    const rows = [{ userId: '1', userAccount: 'admin', userName: '管理员/admin' }, { userId: '2', userAccount: 'zs', userName: '张三/zs' }];
    expect(filterOnline(rows, '张').map((r) => r.userId)).toEqual(['2']);
    expect(filterOnline(rows, ' ADM ').map((r) => r.userId)).toEqual(['1']);
    expect(filterOnline(rows, '')).toHaveLength(2);
  });
});
