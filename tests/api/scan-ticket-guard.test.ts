import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { authThrottle, loginTickets } from '../../server/db/schema';
import { purgeExpiredTickets } from '../../server/modules/auth/scan-ticket';
import { purgeExpiredThrottles } from '../../server/modules/auth/throttle-store';
import { call, createTestApp, createUser, login, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const newTicket = (remoteAddress: string, userAgent = 'test-agent') =>
  call(t.app, 'POST', '/api/oauth/ScanLogin/Ticket', { remoteAddress, headers: { 'user-agent': userAgent } });

describe('scan-login tickets', () => {
  it('the approving phone sees the address and browser that asked, before it approves', async () => {
    await createUser(t.db, { account: 'approver1', password: 'P1' });
    const phone = await login(t.app, 'approver1', 'P1', { headers: { 'jnpf-origin': 'app' } });
    const agent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0';
    const { ticketId } = (await newTicket('203.0.113.50', agent)).data;
    const scanned = await call(t.app, 'POST', `/api/oauth/ScanLogin/Ticket/${ticketId}/Scan`, { token: phone });
    expect(scanned).toMatchObject({ code: 200, data: { ip: '203.0.113.50', userAgent: agent, createdAt: expect.any(Number) } });
    expect(typeof scanned.data.ipPlace).toBe('string');
    // Reloading the approval page shows the same again; the public status call reveals none of it.
    expect((await call(t.app, 'POST', `/api/oauth/ScanLogin/Ticket/${ticketId}/Scan`, { token: phone })).data.ip).toBe('203.0.113.50');
    expect((await call(t.app, 'GET', `/api/oauth/ScanLogin/Ticket/${ticketId}`)).data).toEqual({ status: 'scanned' });
  });

  it('creating tickets is limited per address (30 per 10 minutes)', async () => {
    for (let i = 0; i < 30; i++) expect((await newTicket('10.50.0.1')).code).toBe(200);
    const refused = await newTicket('10.50.0.1');
    expect(refused.code).toBe(400);
    expect(refused.msg).toMatch(/^获取二维码过于频繁，请\d+分钟后再试$/);
    expect((await newTicket('10.50.0.2')).code).toBe(200);
  });

  it('expired tickets are deleted by the purge and when a new ticket is made', async () => {
    const a = (await newTicket('10.51.0.1')).data.ticketId;
    const b = (await newTicket('10.51.0.1')).data.ticketId;
    const live = (await newTicket('10.51.0.1')).data.ticketId;
    await t.db.update(loginTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(inArray(loginTickets.id, [a, b]));
    expect(await purgeExpiredTickets(t.db)).toBe(2);
    const left = await t.db.select({ id: loginTickets.id }).from(loginTickets).where(inArray(loginTickets.id, [a, b, live]));
    expect(left.map((r) => r.id)).toEqual([live]);

    await t.db.update(loginTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(loginTickets.id, live));
    await newTicket('10.51.0.2');
    expect(await t.db.select().from(loginTickets).where(eq(loginTickets.id, live))).toHaveLength(0);
  });

  it('expired throttle counters are deleted by their purge', async () => {
    await newTicket('10.52.0.1');
    const [row] = await t.db.select().from(authThrottle).where(eq(authThrottle.key, 'ticket:ip:10.52.0.1'));
    expect(row.attempts).toBe(1);
    expect(await purgeExpiredThrottles(t.db)).toBe(0);
    await t.db.update(authThrottle).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authThrottle.key, 'ticket:ip:10.52.0.1'));
    expect(await purgeExpiredThrottles(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(authThrottle).where(eq(authThrottle.key, 'ticket:ip:10.52.0.1'))).toHaveLength(0);
  });
});
