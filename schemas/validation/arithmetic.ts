/**
 * Whether a text is a well-formed arithmetic expression (docs/product.md#validation-rules, "arithmetic-expression
 * validity"): numbers with optional decimals, + - * / × ÷, balanced parentheses, an operator between
 * every two operands. A minus may also open the expression or a parenthesis ("-5+3", "2*(-1)").
 * Only the form is checked; nothing is evaluated (division by zero is well-formed).
 */

type Token = { kind: 'number' } | { kind: 'op'; op: string } | { kind: 'open' } | { kind: 'close' };

const OPERATORS = '+-*/×÷';

/** The tokens of `text`, or null when it holds anything else (letters, a lone dot, "1.", ".5"). */
function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (/\s/.test(ch)) {
      i += 1;
    } else if (/\d/.test(ch)) {
      const match = /^\d+(\.\d+)?/.exec(text.slice(i))!;
      i += match[0].length;
      // "1.": a dot must have digits on both sides.
      if (text[i] === '.') return null;
      tokens.push({ kind: 'number' });
    } else if (OPERATORS.includes(ch)) {
      tokens.push({ kind: 'op', op: ch });
      i += 1;
    } else if (ch === '(' || ch === '（') {
      tokens.push({ kind: 'open' });
      i += 1;
    } else if (ch === ')' || ch === '）') {
      tokens.push({ kind: 'close' });
      i += 1;
    } else {
      return null;
    }
  }
  return tokens;
}

/**
 * Recursive descent over  expression := ['-'] operand (operator operand)*,
 * operand := number | '(' expression ')'. Returns the index after the expression, or -1.
 */
function expression(tokens: Token[], start: number): number {
  let i = start;
  const first = tokens[i];
  if (first?.kind === 'op' && first.op === '-') i += 1;
  i = operand(tokens, i);
  while (i !== -1 && tokens[i]?.kind === 'op') i = operand(tokens, i + 1);
  return i;
}

function operand(tokens: Token[], i: number): number {
  const token = tokens[i];
  if (token?.kind === 'number') return i + 1;
  if (token?.kind !== 'open') return -1;
  const end = expression(tokens, i + 1);
  return end !== -1 && tokens[end]?.kind === 'close' ? end + 1 : -1;
}

export function isArithmeticExpression(text: string): boolean {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return false;
  return expression(tokens, 0) === tokens.length;
}
