import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok, page } from '../../core/envelope';
import { pick, requestLang, tr } from '../../core/i18n';
import { PageQuery, TimeRangeQuery } from '../../core/paging';
import { ADMIN_MENUS } from '../permission/seed';
import { getSysConfig, invalidateSysConfig, localSetting, setSysConfig, timeZoneOf } from './config-service';
import { PUBLIC_CONFIG_KEYS } from './config-defaults';
import { SysConfigBody, checkSysConfig } from './config-input';
import { CATALOGUE_TEXT } from './catalogue-text';
import { strictValidator } from './strict-validator';
import { deleteLogs, listLogs } from './log-service';

/** Settings whose values stay on the server: answered as '' (the form says "leave empty to keep"). */
const SECRET_KEYS = ['emailPassword'];
const withoutSecrets = (values: Record<string, string>) => ({ ...values, ...Object.fromEntries(SECRET_KEYS.map((k) => [k, ''])) });

/** System settings and the system log (docs/product.md#jnpf-system-config, #jnpf-system-log). */
export async function systemRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.get('/api/system/SysConfig', {
    config: { access: { menu: ADMIN_MENUS.sysConfig } },
    schema: { tags: ['system'], summary: 'All system settings folded into one object' },
  }, async () => ok(withoutSecrets(await getSysConfig(db))));

  app.put('/api/system/SysConfig', {
    config: { access: { menu: ADMIN_MENUS.sysConfig, button: 'btn_edit' } },
    validatorCompiler: strictValidator,
    schema: {
      tags: ['system'],
      summary: 'Writes the given settings (known keys only; others stay) and answers all of them. tokenTimeout 1-43200 minutes, '
        + 'pageSize 1-500, switches 0|1, whitelistIp addresses or CIDRs separated by commas (not empty while whitelistSwitch is 1), '
        + 'feedbackAddress empty, an e-mail address or an http(s) URL. '
        + 'Takes effect on the next request or sign-in',
      body: SysConfigBody,
    },
  }, async (request) => {
    // Checked against fresh values, not a cached copy another node may have changed.
    invalidateSysConfig(db);
    const body = { ...(request.body as Record<string, string | number | boolean | null>) };
    // Secrets are never sent to the browser, so an empty one means "unchanged".
    for (const key of SECRET_KEYS) if (body[key] === '' || body[key] === null) delete body[key];
    const before = await getSysConfig(db);
    const values = checkSysConfig(body, before);
    await setSysConfig(db, values);
    // Cron times are the organisation's clock: a new zone moves the jobs' next fires (server/modules/jobs/runner.ts).
    if (timeZoneOf({ ...before, ...values }) !== timeZoneOf(before)) await app.jobs.rezone();
    return ok(withoutSecrets(await getSysConfig(db)), pick(request, CATALOGUE_TEXT.updated));
  });

  app.get('/api/system/SysConfig/Public', {
    config: { access: 'public' },
    schema: { tags: ['system'], summary: 'Name, version, copyright and company for the login page, feedbackAddress for the user menu (empty: no 反馈 entry); codeLogin: a code sender is configured' },
  }, async (request) => {
    const values = await getSysConfig(db);
    const lang = requestLang(request);
    // The login page offers the verification-code tab only when codes can be delivered. Names in the request's language.
    return ok({ ...Object.fromEntries(PUBLIC_CONFIG_KEYS.map((k) => [k, localSetting(values, k, lang)])), codeLogin: app.codeSender !== null });
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
    const { list, total } = await listLogs(db, { ...q, category: request.params.category }, requestLang(request));
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
