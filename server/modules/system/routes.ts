import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok, page } from '../../core/envelope';
import { tr } from '../../core/i18n';
import { PageQuery, TimeRangeQuery } from '../../core/paging';
import { getSysConfig } from './config-service';
import { PUBLIC_CONFIG_KEYS } from './config-defaults';
import { deleteLogs, listLogs } from './log-service';

/** System settings and the system log (reference 3.5, 3.6). */
export async function systemRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.get('/api/system/SysConfig', {
    config: { access: { menu: 'sysConfig' } },
    schema: { tags: ['system'], summary: 'All system settings folded into one object' },
  }, async () => ok(await getSysConfig(db)));

  app.get('/api/system/SysConfig/Public', {
    config: { access: 'public' },
    schema: { tags: ['system'], summary: 'Name, version, copyright and company for the login page' },
  }, async () => {
    const values = await getSysConfig(db);
    return ok(Object.fromEntries(PUBLIC_CONFIG_KEYS.map((k) => [k, values[k] ?? ''])));
  });

  app.get('/api/system/Log/:category', {
    config: { access: { menu: 'sysLog' } },
    schema: {
      tags: ['system'],
      summary: 'System log page; category 1 login, 2 visit, 3 operation, 4 exception, 5 request; creatorTime is epoch ms',
      params: Type.Object({ category: Type.Integer({ minimum: 1, maximum: 5 }) }),
      querystring: Type.Composite([PageQuery, TimeRangeQuery]),
    },
  }, async (request) => {
    const q = request.query;
    const { list, total } = await listLogs(db, { ...q, category: request.params.category });
    return page(list, q.currentPage, q.pageSize, total);
  });

  app.delete('/api/system/Log', {
    config: { access: { menu: 'sysLog', button: 'btn_remove' } },
    schema: {
      tags: ['system'],
      summary: 'Delete log rows',
      body: Type.Object({ ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 1000 }) }),
    },
  }, async (request) => {
    await deleteLogs(db, request.body.ids);
    return ok(undefined, tr(request, 'deleteOk'));
  });
}
