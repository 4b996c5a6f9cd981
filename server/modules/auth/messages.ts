import type { Text } from '../../core/i18n';

const L = (zh: string, zhtw: string, en: string): Text => ({ zh, zhtw, en });

/** Sign-in texts (JNPF wording in Chinese). */
export const authText = {
  wrongCredentials: L('账户或密码错误，请重新输入。', '賬戶或密碼錯誤，請重新輸入。', 'Incorrect account or password, please try again.'),
  accountDisabled: L('账号被禁用', '賬號被禁用', 'This account is disabled'),
  accountDeleted: L('账号已被删除', '賬號已被刪除', 'This account has been deleted'),
  noOrganize: L('账号异常，请联系管理员修改所属组织信息', '賬號異常，請聯繫管理員修改所屬組織信息', 'This account has no organisation; ask an administrator to set it'),
  ipNotAllowed: L('此IP未在白名单中，请联系管理员', '此IP未在白名單中，請聯繫管理員', 'Sign-in from this IP address is not allowed; contact an administrator'),
  tooManyAttempts: L('登录失败次数过多，请{n}分钟后再试', '登錄失敗次數過多，請{n}分鐘後再試', 'Too many failed sign-in attempts, try again in {n} minutes'),
  fieldRequired: L('{field}: 不能为空', '{field}: 不能為空', '{field}: is required'),
  logoutOk: L('注销成功', '註銷成功', 'Signed out'),
  verifyOk: L('验证成功', '驗證成功', 'Verified'),
  codeSent: L('验证码已发送，请注意查收', '驗證碼已發送，請注意查收', 'If the account exists, a sign-in code has been sent'),
  codeTooSoon: L('验证码发送过于频繁，请{n}秒后再试', '驗證碼發送過於頻繁，請{n}秒後再試', 'A code was sent just now, try again in {n} seconds'),
  codeHourLimit: L('验证码发送次数过多，请{n}分钟后再试', '驗證碼發送次數過多，請{n}分鐘後再試', 'Too many codes requested, try again in {n} minutes'),
  codeLoginOff: L('未开启验证码登录', '未開啟驗證碼登錄', 'Sign-in with a verification code is not enabled'),
  ticketsTooMany: L('获取二维码过于频繁，请{n}分钟后再试', '獲取二維碼過於頻繁，請{n}分鐘後再試', 'Too many QR codes requested, try again in {n} minutes'),
  codeInvalid: L('验证码错误或已过期', '驗證碼錯誤或已過期', 'The code is wrong or has expired'),
  ticketInvalid: L('二维码已失效，请刷新后重试', '二維碼已失效，請刷新後重試', 'The QR code has expired, refresh and try again'),
  ticketConfirmed: L('确认成功', '確認成功', 'Sign-in confirmed'),
};
