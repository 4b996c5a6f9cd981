import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../core/envelope';
import { pick } from '../../core/i18n';
import { currentUser } from './access-hook';
import { requestLoginCode } from './login-code';
import { ipPlace } from '../../core/ip-place';
import { minutesOf, reserveAttempt, THROTTLE, throttleKeys } from './login-throttle';
import { authText } from './messages';
import { approveTicket, createTicket, markScanned, ticketStatus } from './scan-ticket';

const TicketParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** Scan-to-sign-in tickets and sign-in codes; both end in POST /api/oauth/Login. */
export async function scanAndCodeRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.post('/api/oauth/ScanLogin/Ticket', {
    config: { access: 'public' },
    schema: { tags: ['oauth'], summary: 'New QR sign-in ticket (2 minutes); expiresAt is epoch ms; keep secret for the sign-in call' },
  }, async (request) => {
    const blocked = await reserveAttempt(app.throttle, throttleKeys.ticket(request.ip), THROTTLE.ticket);
    if (blocked) return { code: 400, msg: pick(request, authText.ticketsTooMany, { n: minutesOf(blocked) }) };
    return ok(await createTicket(db, { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') }));
  });

  app.get('/api/oauth/ScanLogin/Ticket/:id', {
    config: { access: 'public' },
    schema: { tags: ['oauth'], summary: 'Ticket status: pending | scanned | approved | expired', params: TicketParams },
  }, async (request) => ok({ status: await ticketStatus(db, request.params.id) }));

  app.post('/api/oauth/ScanLogin/Ticket/:id/Scan', {
    config: { access: 'session' },
    schema: {
      tags: ['oauth'],
      summary: 'The signed-in phone has read the QR code; returns the address, place and browser that asked (createdAt epoch ms)',
      params: TicketParams,
    },
  }, async (request) => {
    const ticket = await markScanned(db, request.params.id, currentUser(request).id);
    if (!ticket) return { code: 400, msg: pick(request, authText.ticketInvalid) };
    return ok({
      ip: ticket.ip ?? '',
      ipPlace: ticket.ip ? ipPlace(ticket.ip) : '',
      userAgent: ticket.userAgent ?? '',
      createdAt: ticket.createdAt.getTime(),
    });
  });

  app.post('/api/oauth/ScanLogin/Ticket/:id/Confirm', {
    config: { access: 'session' },
    schema: { tags: ['oauth'], summary: 'Approve the sign-in of the QR code as the current user', params: TicketParams },
  }, async (request) => {
    if (!(await approveTicket(db, request.params.id, currentUser(request).id))) return { code: 400, msg: pick(request, authText.ticketInvalid) };
    return ok(undefined, pick(request, authText.ticketConfirmed));
  });

  app.post('/api/oauth/LoginCode', {
    config: { access: 'public' },
    schema: {
      tags: ['oauth'],
      summary: 'Send a 6-digit sign-in code (same reply whether or not the account exists)',
      body: Type.Object({ account: Type.String({ minLength: 1, maxLength: 100, description: 'account or mobile number' }) }),
    },
  }, async (request) => {
    if (!app.codeSender) return { code: 400, msg: pick(request, authText.codeLoginOff) };
    const result = await requestLoginCode(db, app.codeSender, request.body.account, (err) => request.log.error({ err }, 'sign-in code delivery failed'));
    if (result.ok) return ok(undefined, pick(request, authText.codeSent));
    if (result.reason === 'tooSoon') return { code: 400, msg: pick(request, authText.codeTooSoon, { n: result.seconds }) };
    return { code: 400, msg: pick(request, authText.codeHourLimit, { n: result.minutes }) };
  });
}
