import type { LocalText } from '../text';
import { formulaParser } from './decimal';

/**
 * The JNPF designer's `calculate` expression (docs/product.md#jnpf-calculated-fields): a flat infix array of
 * operand objects, the operators '+', '-', '×', '÷', '(', ')', and digits and '.' pushed one key at a time.
 */
export type JnpfFormulaToken = string | number | { __vModel__: string; label?: string };

/** The designer refuses to save a formula that is no valid arithmetic. */
export const FORMULA_NOT_ARITHMETIC: LocalText = {
  zh: '编辑的公式不符合计算法则，无法计算',
  zhtw: '編輯的公式不符合計算法則，無法計算',
  en: 'The formula does not follow the rules of arithmetic and cannot be calculated',
};

/** ... or that references a field that is no longer on the form (shown as 无效的值). */
export const FORMULA_INVALID_VALUE: LocalText = {
  zh: '编辑的公式含有无效的值，无法计算',
  zhtw: '編輯的公式含有無效的值，無法計算',
  en: 'The formula contains invalid values and cannot be calculated',
};

const OPERATORS: Record<string, string> = { '+': '+', '-': '-', '×': '*', '÷': '/', '*': '*', '/': '/', '(': '(', ')': ')' };
const NUMBER_PART = /^[\d.]+$/;

type Merged = { kind: 'number' | 'operand' | 'operator'; text: string };

function isOperand(token: JnpfFormulaToken): token is { __vModel__: string } {
  return token !== null && typeof token === 'object';
}

/** JNPF's mergeNumberOfExps: consecutive digit and '.' tokens become one number. */
function merge(tokens: readonly JnpfFormulaToken[]): Merged[] {
  const out: Merged[] = [];
  for (const token of tokens) {
    if (isOperand(token)) {
      out.push({ kind: 'operand', text: String(token.__vModel__) });
      continue;
    }
    const text = String(token).trim();
    const last = out[out.length - 1];
    if (NUMBER_PART.test(text)) {
      if (last?.kind === 'number') last.text += text;
      else out.push({ kind: 'number', text });
    } else {
      out.push({ kind: 'operator', text: OPERATORS[text] ?? text });
    }
  }
  return out;
}

/** `[{__vModel__:'price'}, '×', {__vModel__:'qty'}, '+', '1', '0']` → `price * qty + 10`. */
export function jnpfTokensToFormula(tokens: readonly JnpfFormulaToken[]): string {
  return merge(tokens)
    .map((token) => token.text)
    .join(' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')');
}

/** JNPF's validExp (operands count as numbers): without parentheses, numbers and operators alternate. */
function alternates(merged: readonly Merged[]): boolean {
  const flat = merged.filter((token) => token.text !== '(' && token.text !== ')');
  if (flat.length % 2 === 0) return false;
  return flat.every((token, i) => (i % 2 === 0 ? token.kind !== 'operator' : token.kind === 'operator'));
}

/**
 * The designer's check before saving: null when the formula can be calculated, otherwise the message
 * (a removed field first, then arithmetic). Besides JNPF's checks, the converted formula must parse
 * (balanced parentheses, well-formed numbers), since that is what runs.
 */
export function checkJnpfTokens(tokens: readonly JnpfFormulaToken[], knownVModels: Iterable<string>): LocalText | null {
  const known = new Set(knownVModels);
  if (tokens.some((token) => isOperand(token) && !known.has(String(token.__vModel__)))) return FORMULA_INVALID_VALUE;
  if (!alternates(merge(tokens))) return FORMULA_NOT_ARITHMETIC;
  try {
    formulaParser.parse(jnpfTokensToFormula(tokens));
  } catch {
    return FORMULA_NOT_ARITHMETIC;
  }
  return null;
}
