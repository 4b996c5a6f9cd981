import type { RuleRef } from '../../types';
import type { ImportContext } from './context';
import { isRecord, text } from './source';

type Trigger = 'blur' | 'change';

/**
 * JNPF's validation trigger (`__config__.trigger`) → ours. 'click' (uploads, user picker) and the
 * ['blur', 'change'] pair of number boxes leave it to the widget's own trigger (docs/product.md#form-behaviour).
 */
export function ruleTrigger(trigger: unknown): Trigger | undefined {
  return trigger === 'blur' || trigger === 'change' ? trigger : undefined;
}

/** '/^\d+$/g' → source '^\d+$' and flags 'g'; a bare source is taken as it is. */
function splitLiteral(literal: string): { source: string; flags: string } {
  const match = /^\/([\s\S]*)\/([a-z]*)$/.exec(literal.trim());
  return match ? { source: match[1], flags: match[2] } : { source: literal, flags: '' };
}

/**
 * `regList` ({pattern: '/^…$/', message}, eval'd by JNPF) → pattern rules holding the RegExp source.
 * Flags cannot be kept (a rule is a source): 'g' changes nothing for a test, others are reported.
 * Patterns that do not compile are reported and dropped.
 */
export function convertRegList(regList: unknown, trigger: unknown, label: string, where: string, context: ImportContext): RuleRef[] {
  if (!Array.isArray(regList)) return [];
  const on = ruleTrigger(trigger);
  const rules: RuleRef[] = [];
  regList.forEach((entry, index) => {
    const literal = isRecord(entry) ? text(entry.pattern) : undefined;
    if (!isRecord(entry) || !literal) {
      context.warn(where, `regList[${index}] has no pattern: dropped`);
      return;
    }
    const { source, flags } = splitLiteral(literal);
    if (source === '') {
      context.warn(where, `regList[${index}] pattern ${literal} is empty: dropped`);
      return;
    }
    try {
      new RegExp(source, flags);
    } catch {
      context.warn(where, `regList[${index}] pattern ${literal} is not a valid regular expression: dropped`);
      return;
    }
    const lost = flags.replace(/g/g, '');
    if (lost) context.warn(where, `regList[${index}] pattern ${literal}: flags '${lost}' are not kept`);
    const message = text(entry.message) ?? `${label}格式错误`;
    rules.push(on ? { pattern: source, message, trigger: on } : { pattern: source, message });
  });
  return rules;
}
