import type { FastifyRequest } from 'fastify';
import { requestLang, type Lang } from './i18n';

/** The parts of an ajv error the formatter reads. */
interface SchemaError {
  instancePath?: string;
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}

const typeNames: Record<string, Record<Lang, string>> = {
  string: { zh: '字符串', zhtw: '字串', en: 'a string' },
  integer: { zh: '整数', zhtw: '整數', en: 'an integer' },
  number: { zh: '数字', zhtw: '數字', en: 'a number' },
  boolean: { zh: '布尔值', zhtw: '布林值', en: 'true or false' },
  array: { zh: '数组', zhtw: '陣列', en: 'a list' },
  object: { zh: '对象', zhtw: '物件', en: 'an object' },
};

type Rule = (p: Record<string, unknown>, lang: Lang) => string;
const L = (zh: string, zhtw: string, en: string) => ({ zh, zhtw, en });

/** ajv's English texts are terse ("must NOT have fewer than 1 characters"); these say the same in 3 languages. */
const rules: Record<string, Rule> = {
  required: (_p, l) => L('不能为空', '不能為空', 'is required')[l],
  minLength: (p, l) => (p.limit === 1 ? L('不能为空', '不能為空', 'must not be empty')[l]
    : L(`长度不能少于${p.limit}个字符`, `長度不能少於${p.limit}個字元`, `must be at least ${p.limit} characters`)[l]),
  maxLength: (p, l) => L(`长度不能超过${p.limit}个字符`, `長度不能超過${p.limit}個字元`, `must be at most ${p.limit} characters`)[l],
  pattern: (_p, l) => L('格式不正确', '格式不正確', 'has an invalid format')[l],
  format: (_p, l) => L('格式不正确', '格式不正確', 'has an invalid format')[l],
  enum: (p, l) => {
    const values = (p.allowedValues as unknown[] | undefined ?? []).join(l === 'en' ? ', ' : '、');
    return L(`取值必须是 ${values} 之一`, `取值必須是 ${values} 之一`, `must be one of ${values}`)[l];
  },
  const: (p, l) => L(`取值必须是 ${String(p.allowedValue)}`, `取值必須是 ${String(p.allowedValue)}`, `must be ${String(p.allowedValue)}`)[l],
  type: (p, l) => {
    const t = typeNames[String(p.type).split(',')[0]]?.[l] ?? String(p.type);
    return L(`类型应为${t}`, `類型應為${t}`, `must be ${t}`)[l];
  },
  minimum: (p, l) => L(`不能小于${p.limit}`, `不能小於${p.limit}`, `must be at least ${p.limit}`)[l],
  maximum: (p, l) => L(`不能大于${p.limit}`, `不能大於${p.limit}`, `must be at most ${p.limit}`)[l],
  exclusiveMinimum: (p, l) => L(`必须大于${p.limit}`, `必須大於${p.limit}`, `must be greater than ${p.limit}`)[l],
  exclusiveMaximum: (p, l) => L(`必须小于${p.limit}`, `必須小於${p.limit}`, `must be less than ${p.limit}`)[l],
  minItems: (p, l) => L(`至少需要${p.limit}项`, `至少需要${p.limit}項`, `must have at least ${p.limit} items`)[l],
  maxItems: (p, l) => L(`最多${p.limit}项`, `最多${p.limit}項`, `must have at most ${p.limit} items`)[l],
  additionalProperties: (p, l) => L(`不允许字段 ${String(p.additionalProperty)}`, `不允許欄位 ${String(p.additionalProperty)}`, `field ${String(p.additionalProperty)} is not allowed`)[l],
};

/**
 * "field: what is wrong", e.g. "account: 不能为空" / "pageSize: must be at most 500".
 * `context` (body, querystring, params) names the whole input when the error has no field path.
 */
export function formatValidation(
  req: Pick<FastifyRequest, 'headers'>,
  errors: SchemaError[],
  context?: string,
): string {
  const lang = requestLang(req);
  const first = errors[0];
  if (!first) return context ?? '';
  const params = first.params ?? {};
  const segments = (first.instancePath ?? '').split('/').filter(Boolean);
  if (first.keyword === 'required' && params.missingProperty) segments.push(String(params.missingProperty));
  const field = segments.join('.') || context || 'input';
  const text = rules[first.keyword]?.(params, lang) ?? first.message ?? first.keyword;
  return `${field}: ${text}`;
}
