import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { FUND_COMPLETED } from '../../../models/gold/fund';
import { GOLD_MENUS } from '../../../models/gold/fields';
import { ok, page } from '../../core/envelope';
import { badRequest, notFound } from '../../core/errors';
import { offsetOf, PageQuery } from '../../core/paging';
import { Id } from '../../resource/http';
import { isDateString } from '../../resource/input';
import { RESOURCE_TEXT } from '../../resource/messages';
import { contains, fixed } from '../../resource/read';
import { fieldText } from '../../core/text';
import { shopFundBatches, shopFunds, shopSettlements, shopSpecialFunds } from './finance-tables';
import { completionDate } from './ledger-dates';
import { configuredTimeZone } from '../system/config-service';
import { FUND_TEXT, STOCK_TEXT } from './messages';
import { requestGoldScope } from './scope';
import { shops } from './tables';
import { rowsOf } from '../../db/json-params';

/**
 * The standing book (docs/domain.md, decisions of gold operations II, "Standing book"): per shop, debits are the payable
 * of live settlements (on their settlement date), credits the completed funds (on their completion date), special funds
 * credit (positive) or debit (negative) on their date. Balance = what the shop still owes.
 */

const menu = GOLD_MENUS.standingBook;
const tags = ['standingBook'];

/** Per-shop totals as subqueries joined to shops. */
function totals(db: FastifyInstance['database']['db']) {
  const payable = db.select({ shopId: shopSettlements.shopId, amount: sql<string>`sum(${shopSettlements.payableAmount})`.as('payable') })
    .from(shopSettlements).where(isNull(shopSettlements.deletedAt)).groupBy(shopSettlements.shopId).as('p');
  const paid = db.select({ shopId: shopFunds.shopId, amount: sql<string>`sum(${shopFunds.amount})`.as('paid') })
    .from(shopFunds).where(and(isNull(shopFunds.deletedAt), eq(shopFunds.status, FUND_COMPLETED))).groupBy(shopFunds.shopId).as('c');
  const special = db.select({ shopId: shopSpecialFunds.shopId, amount: sql<string>`sum(${shopSpecialFunds.amount})`.as('special') })
    .from(shopSpecialFunds).where(isNull(shopSpecialFunds.deletedAt)).groupBy(shopSpecialFunds.shopId).as('x');
  return { payable, paid, special };
}

/** Every ledger line of a shop, funds dated in the configured zone `zone` (date text, kind, order within a day, document, code, debit, credit, remark, tie-break time). */
const linesOf = (shopId: string, zone: string) => sql`
  select ${shopSettlements.settlementDate} as day, 'settlement' as kind, 1 as ord, ${shopSettlements.id} as document_id, ${shopSettlements.code} as code,
    ${shopSettlements.payableAmount} as debit, 0::numeric as credit, ${shopSettlements.remark} as remark, ${shopSettlements.createdAt} as at
  from ${shopSettlements} where ${shopSettlements.shopId} = ${shopId} and ${shopSettlements.deletedAt} is null
  union all
  select ${completionDate(zone)}, 'fund', 2, ${shopFunds.id}, ${shopFundBatches.code}, 0::numeric, ${shopFunds.amount}, ${shopFunds.remark}, ${shopFunds.completedAt}
  from ${shopFunds} left join ${shopFundBatches} on ${shopFundBatches.id} = ${shopFunds.batchId}
  where ${shopFunds.shopId} = ${shopId} and ${shopFunds.deletedAt} is null and ${shopFunds.status} = ${FUND_COMPLETED}
  union all
  select ${shopSpecialFunds.fundDate}, 'special', 3, ${shopSpecialFunds.id}, ${shopSpecialFunds.fundType},
    greatest(-${shopSpecialFunds.amount}, 0), greatest(${shopSpecialFunds.amount}, 0), ${shopSpecialFunds.remark}, ${shopSpecialFunds.createdAt}
  from ${shopSpecialFunds} where ${shopSpecialFunds.shopId} = ${shopId} and ${shopSpecialFunds.deletedAt} is null`;

const DetailQuery = Type.Object({
  startDate: Type.Optional(Type.String({ maxLength: 40, description: "'YYYY-MM-DD'; lines before it make the opening balance" })),
  endDate: Type.Optional(Type.String({ maxLength: 40, description: "'YYYY-MM-DD', inclusive" })),
});

const START_LABEL = { zh: '开始日期', zhtw: '開始日期', en: 'Start date' };
const END_LABEL = { zh: '结束日期', zhtw: '結束日期', en: 'End date' };

/** A date filter: absent or empty is none; otherwise a valid 'YYYY-MM-DD' (400 naming the field). */
function dateFilter(value: string | undefined, field: string, label: typeof START_LABEL): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isDateString(value)) throw badRequest(fieldText(label, RESOURCE_TEXT.badDate), field);
  return value;
}

export async function standingBookRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = appBase.database.db;

  app.get('/api/shopFund/shopStandBookStatistics', {
    config: { access: { menu } },
    schema: {
      tags, summary: 'Shops in scope by code with payableAmount, paidAmount, specialAmount and balance (payable − paid − special)',
      querystring: Type.Composite([PageQuery, Type.Object({ shopId: Type.Optional(Type.String({ maxLength: 64 })) })]),
    },
  }, async (request) => {
    const q = request.query;
    const scope = await requestGoldScope(request, db);
    const where = and(isNull(shops.deletedAt), scope.filters.shop, q.shopId ? eq(shops.id, q.shopId) : undefined,
      q.keyword ? or(contains(shops.name, q.keyword), contains(shops.code, q.keyword)) : undefined);
    const { payable, paid, special } = totals(db);
    const [rows, total] = await Promise.all([
      db.select({ id: shops.id, code: shops.code, name: shops.name, payable: payable.amount, paid: paid.amount, special: special.amount })
        .from(shops).leftJoin(payable, eq(payable.shopId, shops.id)).leftJoin(paid, eq(paid.shopId, shops.id)).leftJoin(special, eq(special.shopId, shops.id))
        .where(where).orderBy(asc(shops.code), asc(shops.id)).limit(q.pageSize).offset(offsetOf(q)),
      db.$count(shops, where),
    ]);
    return page(rows.map((r) => {
      const [p, c, s] = [r.payable, r.paid, r.special].map((v) => new Decimal(v ?? 0));
      return { shopId: r.id, shopCode: r.code, shopName: r.name, payableAmount: p.toFixed(2), paidAmount: c.toFixed(2), specialAmount: s.toFixed(2), balance: p.minus(c).minus(s).toFixed(2) };
    }), q.currentPage, q.pageSize, Number(total));
  });

  app.get('/api/shopFund/standBookDetail/:shopId', {
    config: { access: { menu } },
    schema: {
      tags, summary: 'A shop\'s ledger: opening balance before startDate, lines of the range in date order (settlements, funds, special funds within a day) with a running balance, closing balance; 404 out of scope',
      params: Type.Object({ shopId: Id }), querystring: DetailQuery,
    },
  }, async (request) => {
    const start = dateFilter(request.query.startDate, 'startDate', START_LABEL);
    const end = dateFilter(request.query.endDate, 'endDate', END_LABEL);
    if (start && end && end < start) throw badRequest(FUND_TEXT.dateOrder, 'endDate');
    const scope = await requestGoldScope(request, db);
    const [shop] = await db.select({ id: shops.id, code: shops.code, name: shops.name }).from(shops)
      .where(and(eq(shops.id, request.params.shopId), isNull(shops.deletedAt), scope.filters.shop));
    if (!shop) throw notFound(STOCK_TEXT.shopOutOfReach);
    const lines = linesOf(shop.id, await configuredTimeZone(db));
    const [[opening], inRange] = await Promise.all([
      start
        ? db.execute(sql`select coalesce(sum(l.debit - l.credit), 0) as balance from (${lines}) l where l.day < ${start}::date`).then((r) => rowsOf<{ balance: string }>(r))
        : Promise.resolve([{ balance: '0' }]),
      db.execute(sql`select l.day::text as day, l.kind, l.document_id, l.code, l.debit, l.credit, l.remark from (${lines}) l
        where (${start ?? null}::date is null or l.day >= ${start ?? null}::date) and (${end ?? null}::date is null or l.day <= ${end ?? null}::date)
        order by l.day, l.ord, l.at, l.document_id`).then((r) => rowsOf<Record<string, string>>(r)),
    ]);
    let balance = new Decimal(opening.balance);
    const out = inRange.map((l) => {
      balance = balance.plus(l.debit).minus(l.credit);
      return { date: l.day, kind: l.kind, documentId: l.document_id, code: l.code, debit: fixed(l.debit, 2), credit: fixed(l.credit, 2), remark: l.remark ?? null, balance: balance.toFixed(2) };
    });
    return ok({ shop, openingBalance: new Decimal(opening.balance).toFixed(2), lines: out, closingBalance: balance.toFixed(2) });
  });
}
