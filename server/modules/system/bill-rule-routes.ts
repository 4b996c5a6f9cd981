import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { list, ok, page } from '../../core/envelope';
import { pick } from '../../core/i18n';
import { PageQuery } from '../../core/paging';
import { currentUser } from '../auth/access-hook';
import { ADMIN_MENUS } from '../permission/seed';
import { billRules } from './catalogue-tables';
import { issueBillNumber } from './bill-number';
import { bySortThenName } from './catalogue-tree';
import { FlagIn, IdParams, SortCodeIn, TextIn } from './catalogue-input';
import { CATALOGUE_TEXT } from './catalogue-text';
import { strictValidator } from './strict-validator';
import {
  DATE_FORMATS, MAX_DIGIT, createBillRule, deleteBillRule, getBillRule, pageBillRules, toggleBillRule, updateBillRule,
} from './bill-rule-service';

const issued = { zh: '获取成功', zhtw: '獲取成功', en: 'Number issued' };

const menu = ADMIN_MENUS.billRule;
const tags = ['billRule'];

const RuleBody = Type.Object({
  fullName: TextIn(50, 'required, unique'),
  enCode: TextIn(50, 'required, unique; letters, digits and dots'),
  prefix: TextIn(20, 'at most 20 characters'),
  dateFormat: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: [...DATE_FORMATS], description: "date part of the numbers ('no': none); default 'no'" })),
  digit: Type.Optional(Type.Unsafe<number>({ type: 'integer', minimum: 1, maximum: MAX_DIGIT, description: 'serial digits 1-10; required on create' })),
  startNumber: Type.Optional(Type.Unsafe<string | number | null>({
    type: ['string', 'integer', 'null'], maxLength: MAX_DIGIT, minimum: 0, description: 'digits only, at most `digit` of them; default 0',
  })),
  sortCode: SortCodeIn,
  enabledMark: FlagIn('1 enabled, 0 disabled'),
  description: TextIn(500),
});

/** Bill-number rules: the selector, the number a form shows and their administration (docs/product.md#jnpf-bill-rules). */
export async function billRuleRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.get('/api/system/BillRule', {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'Page of rules (disabled too) by sortCode; keyword: name, code or prefix contains. example is the preview, outputNumber the last number issued, creatorTime epoch ms',
      querystring: PageQuery,
    },
  }, async (request) => {
    const q = request.query;
    const { list: rows, total } = await pageBillRules(db, q);
    return page(rows, q.currentPage, q.pageSize, total);
  });

  app.get('/api/system/BillRule/:id', {
    config: { access: { menu } },
    schema: { tags, summary: 'One rule (404 when missing)', params: IdParams },
  }, async (request) => ok(await getBillRule(db, request.params.id)));

  app.post('/api/system/BillRule', {
    config: { access: { menu, button: 'btn_add' } },
    validatorCompiler: strictValidator,
    schema: { tags, summary: 'Create a rule; the server computes example; 409 when the code or name is taken', body: RuleBody },
  }, async (request) => ok(await createBillRule(db, currentUser(request).id, request.body), pick(request, CATALOGUE_TEXT.created)));

  app.put('/api/system/BillRule/:id', {
    config: { access: { menu, button: 'btn_edit' } },
    validatorCompiler: strictValidator,
    schema: {
      tags,
      summary: 'Update a rule (absent fields stay). Once it issued a number, code, prefix, dateFormat and digit are fixed and startNumber may only grow',
      params: IdParams,
      body: RuleBody,
    },
  }, async (request) => ok(await updateBillRule(db, currentUser(request).id, request.params.id, request.body), pick(request, CATALOGUE_TEXT.updated)));

  app.delete('/api/system/BillRule/:id', {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Delete a rule; refused once it issued a number', params: IdParams },
  }, async (request) => {
    await deleteBillRule(db, request.params.id);
    return ok(undefined, pick(request, CATALOGUE_TEXT.deleted));
  });

  app.put('/api/system/BillRule/:id/Actions/State', {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Switch a rule on or off (a disabled rule issues no numbers); data.enabledMark is the new state', params: IdParams },
  }, async (request) => {
    const enabledMark = await toggleBillRule(db, currentUser(request).id, request.params.id);
    return ok({ enabledMark }, pick(request, CATALOGUE_TEXT.updated));
  });

  app.get('/api/system/BillRule/Selector', {
    config: { access: 'session' },
    schema: { tags, summary: 'Enabled bill-number rules: [{id, fullName, enCode}]' },
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
      tags,
      summary: 'Issues the next number of a rule (404 unknown rule, 400 disabled rule)',
      params: Type.Object({ enCode: Type.String({ minLength: 1, maxLength: 64 }) }),
    },
  }, async (request) => {
    const number = await db.transaction((tx) => issueBillNumber(tx, request.params.enCode));
    return ok(number, pick(request, issued));
  });
}
