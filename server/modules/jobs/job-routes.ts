import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok, page } from '../../core/envelope';
import { badRequest, notFound } from '../../core/errors';
import { pick } from '../../core/i18n';
import { PageQuery } from '../../core/paging';
import { ADMIN_MENUS } from '../permission/seed';
import { jobExists, listJobs, listRuns } from './job-read';
import { JOB_TEXT } from './messages';

const tags = ['system'];
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * The job runner's admin API (docs/architecture.md#jobs). No page of its own yet: it belongs with
 * the system settings, so it asks for that menu (the administrator holds every menu).
 */
export async function jobRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.get('/api/system/Jobs', {
    config: { access: { menu: ADMIN_MENUS.sysConfig } },
    schema: {
      tags,
      summary: 'Scheduled and one-off jobs with their next fire time (nextRunTime, epoch ms; null when done) and last outcome; '
        + 'logWriter tells how many log entries wait and how many were dropped because the queue was full',
      querystring: PageQuery,
    },
  }, async (request) => {
    const q = request.query;
    const { list, total } = await listJobs(db, q, new Date());
    const reply = page(list, q.currentPage, q.pageSize, total);
    return { ...reply, data: { ...reply.data, logWriter: app.logWriter.stats() } };
  });

  app.get('/api/system/Jobs/:id/Runs', {
    config: { access: { menu: ADMIN_MENUS.sysConfig } },
    schema: {
      tags,
      summary: 'Runs of a job, newest first: node, attempt, start and end (epoch ms), duration, outcome ok|failed and error',
      params: IdParams,
      querystring: Type.Intersect([PageQuery, Type.Object({ outcome: Type.Optional(Type.Union([Type.Literal('ok'), Type.Literal('failed')])) })]),
    },
  }, async (request) => {
    if (!(await jobExists(db, request.params.id))) throw notFound(JOB_TEXT.notFound);
    const q = request.query;
    const { list, total } = await listRuns(db, request.params.id, q);
    return page(list, q.currentPage, q.pageSize, total);
  });

  app.post('/api/system/Jobs/:id/Actions/RunNow', {
    config: { access: { menu: ADMIN_MENUS.sysConfig, button: 'btn_edit' } },
    schema: { tags, summary: 'Makes the job due now; a node runs it within its poll interval. Refused while it runs', params: IdParams },
  }, async (request) => {
    const result = await app.jobs.runNow(request.params.id);
    if (result === 'missing') throw notFound(JOB_TEXT.notFound);
    if (result === 'running') throw badRequest(JOB_TEXT.running);
    return ok(undefined, pick(request, JOB_TEXT.queued));
  });
}
