import Decimal from 'decimal.js';
import { parseDecimal } from '../../../schemas/format/amount';
import type { FinanceTextKey } from '../financeTexts';

/**
 * The rules of the settlement workbench (docs/domain.md "Decisions of gold operations II", Settlements), kept apart from
 * the dialog so they are tested alone. The server decides again on save; these only say early what it would refuse.
 */

/** A shop of GET /api/shop/listCanSettlement: open, in scope, with unsettled days. */
export interface SettleableShop {
  id: string;
  code?: string;
  name: string;
  /** Unsettled days: `dayCount` in docs/product.md, `unsettledDays` as the shop route answers it. */
  dayCount?: number;
  unsettledDays?: number;
  firstDay: string;
  lastDay: string;
}

/** A day of the preview (settlement day fields; the price is empty when no base price exists). */
export interface PreviewDay {
  id?: string;
  day: string;
  soldWeight: string;
  settlementPrice: string | null;
  amount: string;
}

/** GET /api/shopSettlement/getSettlementAmount/{shopId}?endDay= */
export interface SettlementPreview {
  days: PreviewDay[];
  dayCount: number;
  startDay: string | null;
  endDay: string | null;
  soldWeight: string;
  settlementAmount: string;
  /** The days without a price, or their count. */
  missingPriceDays: number | string[];
}

/** GET /api/shopSettlement/getSubstitutionAmount/{shopId}?weight= */
export interface Substitution {
  oldGoldHeld: string;
  substitutionPrice: string | null;
  weight: string;
  substitutionAmount: string;
}

/** How many unsettled days the shop has, whichever name the reply gives it. */
export function unsettledDaysOf(shop: SettleableShop): number {
  return shop.dayCount ?? shop.unsettledDays ?? 0;
}

/** Days the preview cannot settle for want of a price. */
export function missingPriceCount(preview: SettlementPreview): number {
  if (Array.isArray(preview.missingPriceDays)) return preview.missingPriceDays.length;
  if (typeof preview.missingPriceDays === 'number') return preview.missingPriceDays;
  return preview.days.filter((d) => d.settlementPrice === null || d.settlementPrice === '').length;
}

/** Whether a day of the preview lacks its price (flagged in the table). */
export function lacksPrice(day: PreviewDay, preview: SettlementPreview): boolean {
  if (day.settlementPrice === null || day.settlementPrice === undefined || day.settlementPrice === '') return true;
  return Array.isArray(preview.missingPriceDays) && preview.missingPriceDays.includes(day.day);
}

const WEIGHT = /^\d+(\.\d{1,3})?$/;

/** The weight typed, as the server reads it: empty is none (0); otherwise grams with at most 3 decimals. */
export function weightOf(text: string): Decimal | null {
  const trimmed = text.trim();
  if (trimmed === '') return new Decimal(0);
  return WEIGHT.test(trimmed) ? new Decimal(trimmed) : null;
}

/** What is wrong with the old gold typed: not a weight, or more than the shop holds. */
export function weightProblem(text: string, held: string | undefined): 'weightInvalid' | 'weightOver' | null {
  const weight = weightOf(text);
  if (!weight) return 'weightInvalid';
  const limit = parseDecimal(held);
  if (limit && weight.gt(limit)) return 'weightOver';
  return null;
}

/** Payable = settlement amount − old-gold substitution, to the fen (the server stores the same difference). */
export function payableOf(settlementAmount: string | undefined, substitutionAmount: string | undefined): string {
  const amount = parseDecimal(settlementAmount) ?? new Decimal(0);
  const substitution = parseDecimal(substitutionAmount) ?? new Decimal(0);
  return amount.minus(substitution).toFixed(2, Decimal.ROUND_HALF_UP);
}

/** The substitution answer belongs to the weight now typed (the debounced call has caught up). */
export function substitutionMatches(text: string, substitution: Substitution | null): boolean {
  const weight = weightOf(text);
  const answered = parseDecimal(substitution?.weight);
  return weight !== null && answered !== null && weight.eq(answered);
}

export interface WorkbenchState {
  shopId: string | undefined;
  preview: SettlementPreview | null;
  weight: string;
  substitution: Substitution | null;
  /** A preview or substitution call is under way. */
  busy: boolean;
}

/** Why the settlement cannot be saved yet (a text key), or null when it can. */
export function saveBlocker(state: WorkbenchState): FinanceTextKey | 'pending' | null {
  if (!state.shopId) return 'chooseShopFirst';
  if (!state.preview || state.busy) return 'pending';
  if (state.preview.dayCount === 0 || state.preview.days.length === 0) return 'noDays';
  if (missingPriceCount(state.preview) > 0) return 'missingPrices';
  const problem = weightProblem(state.weight, state.substitution?.oldGoldHeld);
  if (problem) return problem;
  const weight = weightOf(state.weight);
  if (weight && weight.gt(0)) {
    if (!substitutionMatches(state.weight, state.substitution)) return 'pending';
    if (!state.substitution?.substitutionPrice) return 'noOldGoldPrice';
    const value = parseDecimal(state.substitution.substitutionAmount);
    const amount = parseDecimal(state.preview.settlementAmount);
    if (value && amount && value.gt(amount)) return 'substitutionOver';
  }
  return null;
}

/** The body of POST /api/shopSettlement/save: no end day settles every unsettled day; no weight hands nothing over. */
export function saveBody(shopId: string, endDay: string | undefined, weight: string, remark: string): Record<string, unknown> {
  const grams = weightOf(weight);
  return {
    shopId,
    ...(endDay ? { endDay } : {}),
    ...(grams && grams.gt(0) ? { substitutionWeight: grams.toFixed(3) } : {}),
    ...(remark.trim() ? { remark: remark.trim() } : {}),
  };
}

/** Rows of a reply that is a list or `{ list }`. */
export function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const list = (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? (list as T[]) : [];
}
