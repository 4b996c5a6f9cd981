import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../core/errors';
import { ms, offsetOf } from '../../core/paging';
import { mapUniqueViolations } from '../../core/db-errors';
import { billRules } from './catalogue-tables';
import { ruleExample } from './bill-number';
import { LABELS, fieldError, readOrder, readTexts, type TextField } from './catalogue-input';
import { CATALOGUE_TEXT, requiredText } from './catalogue-text';

export const DATE_FORMATS = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'no'] as const;
export const MAX_DIGIT = 10;

export interface BillRuleWire {
  id: string;
  fullName: string;
  enCode: string;
  prefix: string;
  dateFormat: string;
  digit: number;
  startNumber: string;
  example: string | null;
  outputNumber: string | null;
  enabledMark: number;
  sortCode: number;
  description: string | null;
  creatorTime: number | null;
}

export interface BillRuleBody {
  fullName?: string | null;
  enCode?: string | null;
  prefix?: string | null;
  dateFormat?: string;
  digit?: number;
  startNumber?: string | number | null;
  sortCode?: number | null;
  enabledMark?: number;
  description?: string | null;
}

type RuleRow = typeof billRules.$inferSelect;

const RULE_FIELDS = {
  fullName: { key: 'fullName', label: LABELS.billName, max: 50, required: true },
  enCode: { key: 'enCode', label: LABELS.billCode, max: 50, required: true, rule: 'code' },
  prefix: { key: 'prefix', label: LABELS.prefix, max: 20 },
  description: { key: 'description', label: LABELS.description, max: 500 },
} satisfies Record<string, TextField>;

const toWire = (r: RuleRow): BillRuleWire => ({
  id: r.id,
  fullName: r.fullName,
  enCode: r.enCode,
  prefix: r.prefix,
  dateFormat: r.dateFormat,
  digit: r.digit,
  startNumber: r.startNumber,
  // Computed on every read: the stored example keeps the date of its save.
  example: ruleExample(r),
  outputNumber: r.outputNumber,
  enabledMark: r.enabledMark,
  sortCode: r.sortCode,
  description: r.description,
  creatorTime: ms(r.createdAt),
});

const likeEscape = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** A page of rules (disabled too); the keyword matches name, code or prefix. */
export async function pageBillRules(db: DbOrTx, q: { keyword?: string; currentPage: number; pageSize: number }) {
  const k = q.keyword?.trim();
  const like = k ? `%${likeEscape(k)}%` : '';
  const where = k ? or(ilike(billRules.fullName, like), ilike(billRules.enCode, like), ilike(billRules.prefix, like)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(billRules).where(where)
      .orderBy(asc(billRules.sortCode), desc(billRules.createdAt), asc(billRules.id))
      .limit(q.pageSize).offset(offsetOf(q)),
    db.select({ total: count() }).from(billRules).where(where),
  ]);
  return { list: rows.map(toWire), total };
}

async function findRule(db: DbOrTx, id: string, lock = false): Promise<RuleRow> {
  const query = db.select().from(billRules).where(eq(billRules.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(CATALOGUE_TEXT.billRuleNotFound);
  return row;
}

export const getBillRule = async (db: DbOrTx, id: string) => toWire(await findRule(db, id));

/** The start number: digits only, no longer than the serial (else the preview and numbers outgrow `digit`). */
function readStart(raw: string | number | null | undefined, digit: number): string | undefined {
  if (raw === undefined) return undefined;
  const s = raw === null ? '' : String(raw).trim();
  const field = { key: 'startNumber', label: LABELS.startNumber };
  if (!/^\d+$/.test(s)) throw fieldError(field, CATALOGUE_TEXT.startNumberDigits);
  if (s.length > digit) throw fieldError(field, CATALOGUE_TEXT.startNumberTooLong);
  return s;
}

async function checkUnique(db: DbOrTx, values: { fullName?: string | null; enCode?: string | null }, selfId?: string): Promise<void> {
  const other = selfId ? ne(billRules.id, selfId) : undefined;
  if (values.enCode) {
    const [{ n }] = await db.select({ n: count() }).from(billRules).where(and(eq(billRules.enCode, values.enCode), other));
    if (n > 0) throw conflict(CATALOGUE_TEXT.billCodeTaken);
  }
  if (values.fullName) {
    const [{ n }] = await db.select({ n: count() }).from(billRules).where(and(eq(billRules.fullName, values.fullName), other));
    if (n > 0) throw conflict(CATALOGUE_TEXT.billNameTaken);
  }
}

const uniqueCode = <T>(work: () => Promise<T>) =>
  mapUniqueViolations(work, { bill_rules_code_idx: () => conflict(CATALOGUE_TEXT.billCodeTaken) });

export async function createBillRule(db: Db, actorId: string, body: BillRuleBody): Promise<BillRuleWire> {
  const texts = readTexts(body as Record<string, unknown>, RULE_FIELDS);
  if (body.digit === undefined) throw badRequest(requiredText(LABELS.digit), 'digit');
  const shape = {
    prefix: texts.prefix ?? '',
    dateFormat: body.dateFormat ?? 'no',
    digit: body.digit,
    startNumber: readStart(body.startNumber, body.digit) ?? '0',
  };
  return uniqueCode(() => db.transaction(async (tx) => {
    await checkUnique(tx, texts);
    const [row] = await tx.insert(billRules).values({
      fullName: texts.fullName!,
      enCode: texts.enCode!,
      ...shape,
      example: ruleExample(shape),
      description: texts.description ?? null,
      ...readOrder(body),
      createdBy: actorId,
    }).returning();
    return toWire(row);
  }));
}

/**
 * Updates a rule. Once it issued a number (outputNumber set) the parts that make up its numbers
 * (code, prefix, date format, digits) are fixed and the start number may only grow: otherwise the
 * next numbers could repeat issued ones. The row is locked, so no number is issued meanwhile.
 */
export async function updateBillRule(db: Db, actorId: string, id: string, body: BillRuleBody): Promise<BillRuleWire> {
  return uniqueCode(() => db.transaction(async (tx) => {
    const before = await findRule(tx, id, true);
    const texts = readTexts(body as Record<string, unknown>, RULE_FIELDS, before);
    const digit = body.digit ?? before.digit;
    const shape = {
      prefix: texts.prefix === undefined ? before.prefix : texts.prefix ?? '',
      dateFormat: body.dateFormat ?? before.dateFormat,
      digit,
      // Checked even when not sent: fewer digits must still hold the stored start number.
      startNumber: readStart(body.startNumber !== undefined ? body.startNumber : before.startNumber || '0', digit)!,
    };
    if (before.outputNumber) {
      const enCode = texts.enCode ?? before.enCode;
      if (enCode !== before.enCode || shape.prefix !== before.prefix || shape.dateFormat !== before.dateFormat || shape.digit !== before.digit) {
        throw badRequest(CATALOGUE_TEXT.billRuleLocked);
      }
      if (BigInt(shape.startNumber) < BigInt(before.startNumber || '0')) throw badRequest(CATALOGUE_TEXT.billStartLowered, 'startNumber');
    }
    await checkUnique(tx, texts, id);
    const [row] = await tx.update(billRules).set({
      ...texts,
      ...shape,
      example: ruleExample(shape),
      ...readOrder(body),
      updatedAt: sql`now()`,
      updatedBy: actorId,
    }).where(eq(billRules.id, id)).returning();
    return toWire(row);
  }));
}

/** Refused once the rule issued a number (docs/product.md#jnpf-bill-rules). The check and the delete are one statement. */
export async function deleteBillRule(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(billRules).where(and(eq(billRules.id, id), isNull(billRules.outputNumber))).returning({ id: billRules.id });
  if (deleted.length) return;
  await findRule(db, id); // 404 when missing
  throw badRequest(CATALOGUE_TEXT.billUsed);
}

/** Switches a rule on or off (1 <-> 0); a disabled rule issues no numbers. Returns the new state. */
export async function toggleBillRule(db: Db, actorId: string, id: string): Promise<number> {
  const [row] = await db.update(billRules)
    .set({ enabledMark: sql`case when ${billRules.enabledMark} = 1 then 0 else 1 end`, updatedAt: sql`now()`, updatedBy: actorId })
    .where(eq(billRules.id, id)).returning({ enabledMark: billRules.enabledMark });
  if (!row) throw notFound(CATALOGUE_TEXT.billRuleNotFound);
  return row.enabledMark;
}
