import type { FastifyRequest } from 'fastify';

export type Lang = 'zh' | 'zhtw' | 'en';

/** Server-side message catalogue; msg texts go out in the request's language. */
const messages = {
  success: { zh: 'Success', zhtw: 'Success', en: 'Success' },
  invalidInput: { zh: '参数错误', zhtw: '參數錯誤', en: 'Invalid input' },
  notFound: { zh: '接口不存在', zhtw: '接口不存在', en: 'No such API' },
  unavailable: { zh: '服务暂时不可用，请稍后重试', zhtw: '服務暫時無法使用，請稍後重試', en: 'The service is briefly unavailable; please try again' },
  serverError: { zh: '服务器内部错误', zhtw: '伺服器內部錯誤', en: 'Internal server error' },
  sessionExpired: { zh: '登录过期,请重新登录', zhtw: '登錄過期,請重新登錄', en: 'Session expired, please sign in again' },
  sessionSuperseded: { zh: '您的帐号在其他地方已登录,被强制踢出', zhtw: '您的帳號在其他地方已登錄,被強制踢出', en: 'Your account signed in elsewhere and this session was ended' },
  tokenInvalid: { zh: 'Token验证失败', zhtw: 'Token驗證失敗', en: 'Token verification failed' },
  permissionDenied: { zh: '权限不足', zhtw: '權限不足', en: 'Permission denied' },
  mustChangePassword: { zh: '请先修改密码', zhtw: '請先修改密碼', en: 'Please change your password first' },
  operationOk: { zh: '操作成功', zhtw: '操作成功', en: 'Done' },
  updateOk: { zh: '更新成功', zhtw: '更新成功', en: 'Updated' },
  deleteOk: { zh: '删除成功', zhtw: '刪除成功', en: 'Deleted' },
  forcedOffline: { zh: '您已被管理员强制下线', zhtw: '您已被管理員強制下線', en: 'An administrator signed you out' },
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

export type Text = Record<Lang, string>;

/** Fills `{name}` placeholders. */
function fill(text: string, vars?: Record<string, string | number>): string {
  return vars ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : text;
}

/** For module-local catalogues: pick the language from a {zh, zhtw, en} triple. */
export function pick(req: Pick<FastifyRequest, 'headers'>, text: Text, vars?: Record<string, string | number>): string {
  return fill(text[requestLang(req)], vars);
}

/** A text in a stored language (e.g. a user's setting, for websocket pushes that have no request). */
export function textIn(lang: string | null | undefined, text: Text, vars?: Record<string, string | number>): string {
  const l: Lang = lang === 'en' || lang === 'zhtw' ? lang : 'zh';
  return fill(text[l], vars);
}

/** The core catalogue entry itself, for callers that localise later (textIn). */
export const coreText = (key: MessageKey): Text => messages[key];
