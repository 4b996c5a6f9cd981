import type { FastifyRequest } from 'fastify';

export type Lang = 'zh' | 'zhtw' | 'en';

/** Server-side message catalogue; msg texts go out in the request's language. */
const messages = {
  success: { zh: 'Success', zhtw: 'Success', en: 'Success' },
  invalidInput: { zh: '参数错误', zhtw: '參數錯誤', en: 'Invalid input' },
  notFound: { zh: '接口不存在', zhtw: '接口不存在', en: 'No such API' },
  serverError: { zh: '服务器内部错误', zhtw: '伺服器內部錯誤', en: 'Internal server error' },
  sessionExpired: { zh: '登录过期,请重新登录', zhtw: '登錄過期,請重新登錄', en: 'Session expired, please sign in again' },
  sessionSuperseded: { zh: '您的帐号在其他地方已登录,被强制踢出', zhtw: '您的帳號在其他地方已登錄,被強制踢出', en: 'Your account signed in elsewhere and this session was ended' },
  tokenInvalid: { zh: 'Token验证失败', zhtw: 'Token驗證失敗', en: 'Token verification failed' },
  permissionDenied: { zh: '权限不足', zhtw: '權限不足', en: 'Permission denied' },
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

/** Language of a request: `jnpf-lang` header, else Accept-Language, else zh. */
export function requestLang(req: Pick<FastifyRequest, 'headers'>): Lang {
  const explicit = String(req.headers['jnpf-lang'] ?? '').toLowerCase();
  if (explicit === 'zh' || explicit === 'zhtw' || explicit === 'en') return explicit;
  const accept = String(req.headers['accept-language'] ?? '').toLowerCase();
  if (accept.startsWith('en')) return 'en';
  if (/^zh-(tw|hk|hant)/.test(accept)) return 'zhtw';
  return 'zh';
}

/** A message in the request's language; extra catalogues can be passed by modules. */
export function tr(req: Pick<FastifyRequest, 'headers'>, key: MessageKey): string {
  return messages[key][requestLang(req)];
}

/** For module-local catalogues: pick the language from a {zh, zhtw, en} triple. */
export function pick(req: Pick<FastifyRequest, 'headers'>, text: Record<Lang, string>): string {
  return text[requestLang(req)];
}
