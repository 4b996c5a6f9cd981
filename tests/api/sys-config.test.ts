import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, sysConfig } from '../../server/db/schema';
import { hashToken } from '../../server/modules/auth/token';
import { ADMIN_PASSWORD, adminLogin, call, createTestApp, createUser, grant, login, loginReply, menuId, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let viewer: string; // the sysConfig menu without btn_edit
let stranger: string; // signed in, no grants
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
  const viewerId = await createUser(t.db, { account: 'cfgview', password: 'P1' });
  await grant(t.db, 'User', viewerId, 'module', await menuId(t.db, 'sysConfig'));
  viewer = await login(t.app, 'cfgview', 'P1');
  await createUser(t.db, { account: 'cfgnone', password: 'P1' });
  stranger = await login(t.app, 'cfgnone', 'P1');
});
afterAll(async () => { await t?.close(); });

const put = (payload: unknown, token: string | null = admin, headers?: Record<string, string>) =>
  call(t.app, 'PUT', '/api/system/SysConfig', { token: token ?? undefined, payload, headers });
const settings = async () => (await call(t.app, 'GET', '/api/system/SysConfig', { token: admin })).data as Record<string, string>;
const stored = async () => Object.fromEntries((await t.db.select().from(sysConfig)).map((r) => [r.key, r.value]));
const sessionOf = async (token: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token.replace(/^Bearer /, '')))))[0];
const me = (token: string) => call(t.app, 'GET', '/api/oauth/CurrentUser', { token });

describe('PUT /api/system/SysConfig', () => {
  it('writes the given settings, normalised, keeps the others and answers all of them', async () => {
    const before = await settings();
    const r = await put({
      sysName: ' 新系统名称 ', pageSize: 50, tokenTimeout: '600', singleLogin: 1, emailSsl: true, companyEmail: 'it@example.com',
      emailSmtpPort: 465, whitelistIp: ' 10.0.0.0/8 ，192.168.1.*\n2001:db8::/32 ', companyAddress: null,
    });
    expect(r.code).toBe(200);
    expect(r.msg).toBe('更新成功');
    expect(r.data).toEqual({
      ...before,
      sysName: '新系统名称', pageSize: '50', tokenTimeout: '600', singleLogin: '1', emailSsl: '1', companyEmail: 'it@example.com',
      emailSmtpPort: '465', whitelistIp: '10.0.0.0/8,192.168.1.*,2001:db8::/32', companyAddress: '',
    });
    expect(await settings()).toEqual(r.data);
    expect(await stored()).toMatchObject({ sysName: '新系统名称', pageSize: '50', whitelistIp: '10.0.0.0/8,192.168.1.*,2001:db8::/32' });
    // The login page reads the new name at once.
    expect((await call(t.app, 'GET', '/api/system/SysConfig/Public')).data.sysName).toBe('新系统名称');
    // Optional numbers may be cleared.
    expect((await put({ emailSmtpPort: '' })).data.emailSmtpPort).toBe('');
  });

  it('never sends the mail password to the browser; an empty one keeps the stored value', async () => {
    expect((await put({ emailPassword: 's3cret!' })).data.emailPassword).toBe('');
    const stored = async () => (await t.db.select().from(sysConfig).where(eq(sysConfig.key, 'emailPassword')))[0]?.value;
    expect(await stored()).toBe('s3cret!');
    expect((await call(t.app, 'GET', '/api/system/SysConfig', { token: admin })).data.emailPassword).toBe('');
    expect((await put({ emailPassword: '', sysName: '黄金加盟管理平台' })).code).toBe(200);
    expect(await stored()).toBe('s3cret!');
  });

  it('refuses unknown keys and bad values with a clear message, writing nothing', async () => {
    const before = await stored();
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ sysName: 'x', unknownKey: '1' }, 'body: 不允许字段 unknownKey'],
      [{ tokenTimeout: 0 }, '超时登出(分钟)：请输入1~43200的整数', 'tokenTimeout'],
      [{ tokenTimeout: '43201' }, '超时登出(分钟)：请输入1~43200的整数', 'tokenTimeout'],
      [{ tokenTimeout: 1.5 }, '超时登出(分钟)：请输入1~43200的整数', 'tokenTimeout'],
      [{ tokenTimeout: 'abc' }, '超时登出(分钟)：请输入1~43200的整数', 'tokenTimeout'],
      [{ pageSize: 501 }, '分页条数：请输入1~500的整数', 'pageSize'],
      [{ pageSize: '' }, '分页条数：请输入1~500的整数', 'pageSize'],
      [{ singleLogin: 2 }, '单一登录：取值必须是 0 或 1', 'singleLogin'],
      [{ lastLoginTimeSwitch: 'yes' }, '显示上次登录信息：取值必须是 0 或 1', 'lastLoginTimeSwitch'],
      [{ whitelistSwitch: null }, 'IP白名单开关：取值必须是 0 或 1', 'whitelistSwitch'],
      [{ isLog: '' }, '记录请求日志：取值必须是 0 或 1', 'isLog'],
      [{ whitelistIp: '10.0.0.1,intranet' }, 'IP白名单：格式不正确：intranet（请输入以逗号分隔的IP地址或网段，如 192.168.1.10,10.0.0.0/8）', 'whitelistIp'],
      [{ whitelistIp: '10.0.0.0/33' }, 'IP白名单：格式不正确：10.0.0.0/33（请输入以逗号分隔的IP地址或网段，如 192.168.1.10,10.0.0.0/8）', 'whitelistIp'],
      [{ whitelistIp: '300.1.1.1' }, 'IP白名单：格式不正确：300.1.1.1（请输入以逗号分隔的IP地址或网段，如 192.168.1.10,10.0.0.0/8）', 'whitelistIp'],
      [{ whitelistSwitch: '1', whitelistIp: ' ' }, '开启IP白名单时，IP白名单不能为空', 'whitelistIp'],
      [{ companyEmail: 'not-an-email' }, '公司邮箱：请正确输入您的邮箱地址', 'companyEmail'],
      [{ emailAccount: 'a@b' }, '邮箱账号：请正确输入您的邮箱地址', 'emailAccount'],
      [{ emailSmtpPort: 70000 }, 'SMTP端口：请输入1~65535的整数', 'emailSmtpPort'],
      [{ sysName: '  ' }, '系统名称不能为空', 'sysName'],
      [{ companyName: 'x'.repeat(501) }, '公司名称：长度不能超过500个字符', 'companyName'],
      [{ sysName: ['a'] }, 'sysName: 类型应为字符串', 'sysName'],
    ];
    for (const [payload, msg, field] of cases) {
      expect({ payload, reply: await put(payload) }).toEqual({ payload, reply: field ? { code: 400, msg, data: { field } } : { code: 400, msg } });
    }
    expect((await put({ tokenTimeout: 0 }, admin, { 'jnpf-lang': 'en' })).msg).toBe('Sign-out after idle minutes: enter a whole number from 1 to 43200');
    expect(await stored()).toEqual(before);
  });

  it('feedbackAddress: empty by default, an e-mail or http(s) URL stored as typed and public; anything else 400', async () => {
    const publicConfig = async () => (await call(t.app, 'GET', '/api/system/SysConfig/Public')).data as Record<string, unknown>;
    expect((await settings()).feedbackAddress).toBe('');
    expect((await publicConfig()).feedbackAddress).toBe('');
    try {
      expect((await put({ feedbackAddress: ' fb@example.com ' })).data.feedbackAddress).toBe('fb@example.com');
      expect((await publicConfig()).feedbackAddress).toBe('fb@example.com');
      expect((await put({ feedbackAddress: 'https://support.example.com/feedback?from=app' })).code).toBe(200);
      expect((await publicConfig()).feedbackAddress).toBe('https://support.example.com/feedback?from=app');
      const before = await stored();
      for (const bad of ['javascript:alert(1)', 'mailto:fb@example.com', 'ftp://example.com', 'support.example.com', 'https://', 'http://a b.com']) {
        expect({ bad, reply: await put({ feedbackAddress: bad, sysName: '不应写入' }) }).toEqual({ bad, reply: {
          code: 400, msg: '反馈地址：请输入邮箱地址或以 http:// 或 https:// 开头的网址', data: { field: 'feedbackAddress' },
        } });
      }
      expect((await put({ feedbackAddress: 'nope' }, admin, { 'jnpf-lang': 'en' })).msg)
        .toBe('Feedback address: Enter an e-mail address or a web address starting with http:// or https://');
      expect(await stored()).toEqual(before);
    } finally {
      expect((await put({ feedbackAddress: '' })).code).toBe(200);
    }
    expect((await publicConfig()).feedbackAddress).toBe('');
  });

  it('needs btn_edit (403) and a session (600), writing nothing', async () => {
    const before = await stored();
    expect((await call(t.app, 'GET', '/api/system/SysConfig', { token: viewer })).code).toBe(200);
    expect(await put({ sysName: '无权修改' }, viewer)).toEqual({ code: 403, msg: '权限不足' });
    expect(await put({ sysName: '无权修改' }, stranger)).toEqual({ code: 403, msg: '权限不足' });
    expect((await put({ sysName: '无权修改' }, null)).code).toBe(600);
    expect(await stored()).toEqual(before);
  });
});

describe('settings take effect on the next request or sign-in', () => {
  it('the IP whitelist (addresses, CIDR ranges, IPv6) refuses other addresses at sign-in, except for the administrator', async () => {
    await createUser(t.db, { account: 'wl1', password: 'P1' });
    expect((await put({ whitelistSwitch: 1, whitelistIp: '10.1.0.0/16, 2001:db8::/32, 192.168.5.7' })).code).toBe(200);
    try {
      expect(await loginReply(t.app, 'wl1', 'P1', { remoteAddress: '10.2.0.1' })).toEqual({ code: 400, msg: '此IP未在白名单中，请联系管理员' });
      expect(await loginReply(t.app, 'wl1', 'P1', { remoteAddress: '192.168.5.8' })).toEqual({ code: 400, msg: '此IP未在白名单中，请联系管理员' });
      expect((await loginReply(t.app, 'wl1', 'P1', { remoteAddress: '10.1.200.3' })).code).toBe(200);
      expect((await loginReply(t.app, 'wl1', 'P1', { remoteAddress: '::ffff:10.1.9.9' })).code).toBe(200);
      expect((await loginReply(t.app, 'wl1', 'P1', { remoteAddress: '2001:db8::7' })).code).toBe(200);
      expect((await loginReply(t.app, 'wl1', 'P1', { remoteAddress: '192.168.5.7' })).code).toBe(200);
      // (as the mobile app, so the test's own administrator session on the PC is not superseded)
      expect((await loginReply(t.app, 'admin', ADMIN_PASSWORD, { remoteAddress: '10.2.0.1', headers: { 'jnpf-origin': 'app' } })).code).toBe(200);
    } finally {
      expect((await put({ whitelistSwitch: 0 })).code).toBe(200);
    }
    expect((await loginReply(t.app, 'wl1', 'P1', { remoteAddress: '10.2.0.2' })).code).toBe(200);
  });

  it('a new tokenTimeout sets the expiry of the next sign-in and of the next sliding request', async () => {
    await createUser(t.db, { account: 'tt1', password: 'P1' });
    const earlier = await login(t.app, 'tt1', 'P1', { headers: { 'jnpf-origin': 'app' } });
    expect((await sessionOf(earlier)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect((await put({ tokenTimeout: 5 })).code).toBe(200);
    try {
      const fresh = await login(t.app, 'tt1', 'P1');
      const expires = (await sessionOf(fresh)).expiresAt.getTime();
      expect(expires).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
      expect(expires).toBeGreaterThan(Date.now() + 4 * 60_000);
      // The earlier session, last seen two minutes ago, slides to the new timeout on its next request.
      const row = await sessionOf(earlier);
      await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 120_000) }).where(eq(sessions.id, row.id));
      expect((await me(earlier)).code).toBe(200);
      const slid = (await sessionOf(earlier)).expiresAt.getTime();
      expect(slid).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
      expect(slid).toBeGreaterThan(Date.now() + 4 * 60_000);
    } finally {
      expect((await put({ tokenTimeout: 480 })).code).toBe(200);
    }
  });

  it('singleLogin off lets sessions live side by side; on again, the next sign-in supersedes them', async () => {
    await createUser(t.db, { account: 'sl1', password: 'P1' });
    expect((await put({ singleLogin: '0' })).code).toBe(200);
    let a: string;
    let b: string;
    try {
      a = await login(t.app, 'sl1', 'P1');
      b = await login(t.app, 'sl1', 'P1');
      expect((await me(a)).code).toBe(200);
      expect((await me(b)).code).toBe(200);
    } finally {
      expect((await put({ singleLogin: '1' })).code).toBe(200);
    }
    const c = await login(t.app, 'sl1', 'P1');
    expect(await me(a)).toEqual({ code: 601, msg: '您的帐号在其他地方已登录,被强制踢出' });
    expect((await me(b)).code).toBe(601);
    expect((await me(c)).code).toBe(200);
  });
});
