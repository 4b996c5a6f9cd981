import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { billRules } from './catalogue-tables';
import { sysConfig } from './tables';
import { effectiveTimeZone, TIME_ZONE_KEY, wallClock } from '../../../schemas/format/time';
import { badRequest, notFound } from '../../core/errors';

/**
 * The date part of a number for a JNPF date format ('yyyyMMdd' | 'yyyyMM' | 'yyyy' | 'no'): `now`'s date in `zone`
 * (the configured time zone, schemas/format/time.ts), else on the host's clock.
 */
export function datePart(format: string, now: Date, zone?: string): string {
  if (format === 'no') return '';
  const clock = zone ? wallClock(now.getTime(), zone) : null;
  const y = clock?.YYYY ?? String(now.getFullYear());
  const m = clock?.MM ?? String(now.getMonth() + 1).padStart(2, '0');
  const d = clock?.DD ?? String(now.getDate()).padStart(2, '0');
  return format.replace('yyyy', y).replace('MM', m).replace('dd', d);
}

export interface RuleShape {
  prefix: string;
  dateFormat: string;
  digit: number;
  startNumber: string;
  thisNumber: number;
  outputNumber: string | null;
}

/**
 * The next counter and number of a rule (docs/product.md#jnpf-bill-rules): the counter resets when the date part of
 * the last number differs from today's; the number is prefix + date + (start + counter) padded on
 * the left to `digit` (never truncated).
 */
export function nextNumber(rule: RuleShape, now: Date, zone?: string): { thisNumber: number; number: string } {
  const today = datePart(rule.dateFormat, now, zone);
  let counter = rule.thisNumber;
  if (rule.outputNumber == null) {
    counter = 1;
  } else {
    if (rule.dateFormat !== 'no' && lastDatePart(rule, rule.outputNumber) !== today) counter = 0;
    counter += 1;
  }
  const serial = String(Number.parseInt(rule.startNumber || '0', 10) + counter).padStart(rule.digit, '0');
  return { thisNumber: counter, number: `${rule.prefix}${today}${serial}` };
}

/**
 * The date segment of the last number issued. JNPF cuts it `digit` characters from the end, which
 * misreads a number whose serial outgrew `digit` (the counter would reset and repeat numbers), so
 * it is read after the prefix when the number still starts with it.
 */
function lastDatePart(rule: RuleShape, last: string): string {
  const size = rule.dateFormat.length; // 'yyyyMMdd' and its formatted date have the same length
  if (rule.prefix && last.startsWith(rule.prefix)) return last.substring(rule.prefix.length, rule.prefix.length + size);
  const end = last.length - rule.digit;
  return last.substring(end - size, end);
}

/**
 * The example an administrator sees (docs/product.md#jnpf-bill-rules): the first number the rule issues on `now`'s
 * day (start + 1, nextNumber of a rule that issued none), not the pattern.
 */
export function ruleExample(rule: Pick<RuleShape, 'prefix' | 'dateFormat' | 'digit' | 'startNumber'>, now = new Date()): string {
  return nextNumber({ ...rule, thisNumber: 0, outputNumber: null }, now).number;
}

/**
 * Issues the next number of the rule `enCode` inside the caller's transaction. The row is locked
 * (`for update`) until it ends, so parallel callers never get the same number, and a rolled-back
 * save gives its number back.
 */
export async function issueBillNumber(tx: Tx, enCode: string, now = new Date()): Promise<string> {
  const [rule] = await tx.select().from(billRules).where(eq(billRules.enCode, enCode)).for('update');
  if (!rule) throw notFound({ zh: '单据规则不存在', zhtw: '單據規則不存在', en: `Bill rule ${enCode} does not exist` });
  // A disabled rule issues nothing, for forms and saves alike: an administrator switched it off.
  if (rule.enabledMark !== 1) {
    throw badRequest({ zh: `单据规则 ${enCode} 已停用,不能取号`, zhtw: `單據規則 ${enCode} 已停用,不能取號`, en: `Bill rule ${enCode} is disabled and issues no numbers` });
  }
  // The day of a number is the organisation's day (the configured zone), not the server's.
  const [setting] = await tx.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, TIME_ZONE_KEY)).limit(1);
  const next = nextNumber(rule, now, effectiveTimeZone(setting?.value));
  await tx.update(billRules)
    .set({ thisNumber: next.thisNumber, outputNumber: next.number, updatedAt: sql`now()` })
    .where(eq(billRules.id, rule.id));
  return next.number;
}
