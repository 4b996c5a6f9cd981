/**
 * A small token colouring of the generated files (TypeScript, JSON, Markdown), as no highlighter is installed:
 * comments, strings, keywords, numbers and literals. Pure; the dialog renders the tokens as spans.
 */

export type TokenKind = 'comment' | 'string' | 'keyword' | 'number' | 'literal' | 'key' | 'plain';
export interface Token { kind: TokenKind; text: string }

const KEYWORDS = new Set(['import', 'export', 'from', 'const', 'let', 'type', 'interface', 'async', 'await', 'return', 'function', 'new', 'as', 'if', 'else', 'for', 'of', 'in', 'void', 'describe', 'it', 'expect']);
const LITERALS = new Set(['true', 'false', 'null', 'undefined']);
const PATTERN = /(\/\/[^\n]*|\/\*[\s\S]*?\*\/)|('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|(\b\d+(?:\.\d+)?\b)|([A-Za-z_$][\w$]*)/g;

export function tokenize(code: string, fileType: string): Token[] {
  if (fileType === 'md') return [{ kind: 'plain', text: code }];
  const out: Token[] = [];
  let last = 0;
  for (const m of code.matchAll(PATTERN)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: 'plain', text: code.slice(last, at) });
    const [text, comment, str, num, word] = m;
    let kind: TokenKind = 'plain';
    if (comment && fileType !== 'json') kind = 'comment';
    else if (str) kind = fileType === 'json' && /^\s*:/.test(code.slice(at + text.length)) ? 'key' : 'string';
    else if (num) kind = 'number';
    else if (word) kind = LITERALS.has(word) ? 'literal' : KEYWORDS.has(word) && fileType !== 'json' ? 'keyword' : 'plain';
    out.push({ kind, text });
    last = at + text.length;
  }
  if (last < code.length) out.push({ kind: 'plain', text: code.slice(last) });
  return out;
}
