import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { list, ok } from '../../core/envelope';
import { pick } from '../../core/i18n';
import { billRules } from './catalogue-tables';
import { issueBillNumber } from './bill-number';
import { bySortThenName } from './catalogue-tree';

const issued = { zh: '获取成功', zhtw: '獲取成功', en: 'Number issued' };

/** Bill-number rules: the selector and the number a form shows (reference 3.2). */
export async function billRuleRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.get('/api/system/BillRule/Selector', {
    config: { access: 'session' },
    schema: { tags: ['billRule'], summary: 'Enabled bill-number rules: [{id, fullName, enCode}]' },
  }, async () => {
    const rows = await db.select({ id: billRules.id, fullName: billRules.fullName, enCode: billRules.enCode, sortCode: billRules.sortCode })
      .from(billRules).where(eq(billRules.enabledMark, 1));
    return list(rows.sort(bySortThenName).map(({ id, fullName, enCode }) => ({ id, fullName, enCode })));
  });

  // JNPF reserves one number per (user, rule) in Redis until a save uses it, so reopening a form
  // shows the same number. We issue a fresh number on every call (its own transaction) instead;
  // the gold forms do not call this: they get their codes from issueBillNumber inside the save.
  app.get('/api/system/BillRule/BillNumber/:enCode', {
    config: { access: 'session' },
    schema: {
      tags: ['billRule'],
      summary: 'Issues the next number of a rule (404 unknown rule, 400 disabled rule)',
      params: Type.Object({ enCode: Type.String({ minLength: 1, maxLength: 64 }) }),
    },
  }, async (request) => {
    const number = await db.transaction((tx) => issueBillNumber(tx, request.params.enCode));
    return ok(number, pick(request, issued));
  });
}
