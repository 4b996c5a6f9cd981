import { hostTimeZone, TIME_ZONE_KEY } from '../../../schemas/format/time';

/**
 * System settings seeded on first start (docs/product.md#jnpf-system-config); values are strings as in base_sysconfig.
 * `name` is the stored (zh) name; `zhtw` and `en` name the setting in messages of other languages.
 * These are the known keys: PUT /api/system/SysConfig refuses any other.
 */
export const CONFIG_DEFAULTS: ReadonlyArray<{ key: string; name: string; zhtw: string; en: string; value: string }> = [
  { key: 'sysName', name: '系统名称', zhtw: '系統名稱', en: 'System name', value: '黄金加盟管理平台' },
  { key: 'sysDescription', name: '系统描述', zhtw: '系統描述', en: 'System description', value: '黄金珠宝加盟与门店供应链管理' },
  { key: 'sysVersion', name: '系统版本', zhtw: '系統版本', en: 'System version', value: '3.3.0' },
  { key: 'copyright', name: '版权信息', zhtw: '版權資訊', en: 'Copyright', value: 'Copyright © 2024 金源黄金集团' },
  { key: 'companyName', name: '公司名称', zhtw: '公司名稱', en: 'Company name', value: '金源黄金集团' },
  { key: 'companyCode', name: '公司代码', zhtw: '公司代碼', en: 'Company code', value: 'JYHJ' },
  { key: 'companyAddress', name: '公司地址', zhtw: '公司地址', en: 'Company address', value: '' },
  { key: 'companyContacts', name: '公司联系人', zhtw: '公司聯絡人', en: 'Company contact', value: '' },
  { key: 'companyTelePhone', name: '公司电话', zhtw: '公司電話', en: 'Company telephone', value: '' },
  { key: 'companyEmail', name: '公司邮箱', zhtw: '公司郵箱', en: 'Company e-mail', value: '' },
  // Where the user menu's 反馈 entry leads: an e-mail address or an http(s) URL; empty hides the entry.
  { key: 'feedbackAddress', name: '反馈地址', zhtw: '反饋地址', en: 'Feedback address', value: '' },
  // The zone screens, exports, logs and month boundaries show times in (schemas/format/time.ts); seeded as the server's.
  { key: TIME_ZONE_KEY, name: '时区', zhtw: '時區', en: 'Time zone', value: hostTimeZone() },
  { key: 'sysTheme', name: '系统主题', zhtw: '系統主題', en: 'System theme', value: 'classic' },
  { key: 'pageSize', name: '分页条数', zhtw: '分頁條數', en: 'Page size', value: '20' },
  { key: 'tokenTimeout', name: '超时登出(分钟)', zhtw: '逾時登出(分鐘)', en: 'Sign-out after idle minutes', value: '480' },
  { key: 'singleLogin', name: '单一登录', zhtw: '單一登錄', en: 'Single sign-in', value: '1' },
  { key: 'lastLoginTimeSwitch', name: '显示上次登录信息', zhtw: '顯示上次登錄資訊', en: 'Show the previous sign-in', value: '1' },
  { key: 'whitelistSwitch', name: 'IP白名单开关', zhtw: 'IP白名單開關', en: 'IP whitelist switch', value: '0' },
  { key: 'whitelistIp', name: 'IP白名单', zhtw: 'IP白名單', en: 'IP whitelist', value: '' },
  // Off by default: one row per request grows without bound on a busy server (issue 13).
  { key: 'isLog', name: '记录请求日志', zhtw: '記錄請求日誌', en: 'Request log', value: '0' },
  // Days each log category is kept; the nightly retention job deletes older rows.
  { key: 'logKeepDaysLogin', name: '登录日志保留天数', zhtw: '登錄日誌保留天數', en: 'Days to keep sign-in logs', value: '180' },
  { key: 'logKeepDaysVisit', name: '访问日志保留天数', zhtw: '訪問日誌保留天數', en: 'Days to keep visit logs', value: '30' },
  { key: 'logKeepDaysOperation', name: '操作日志保留天数', zhtw: '操作日誌保留天數', en: 'Days to keep operation logs', value: '365' },
  { key: 'logKeepDaysException', name: '异常日志保留天数', zhtw: '異常日誌保留天數', en: 'Days to keep exception logs', value: '90' },
  { key: 'logKeepDaysRequest', name: '请求日志保留天数', zhtw: '請求日誌保留天數', en: 'Days to keep request logs', value: '7' },
  { key: 'sessionKeepDays', name: '已结束会话保留天数', zhtw: '已結束會話保留天數', en: 'Days to keep ended sessions', value: '30' },
  { key: 'uploadQuotaMb', name: '每用户上传空间(MB)', zhtw: '每使用者上傳空間(MB)', en: 'Upload space per user (MB)', value: '1024' },
  { key: 'registerKey', name: '注册码', zhtw: '註冊碼', en: 'Registration key', value: '' },
  { key: 'emailSmtpHost', name: 'SMTP服务器', zhtw: 'SMTP伺服器', en: 'SMTP server', value: '' },
  { key: 'emailSmtpPort', name: 'SMTP端口', zhtw: 'SMTP埠', en: 'SMTP port', value: '' },
  { key: 'emailPop3Host', name: 'POP3服务器', zhtw: 'POP3伺服器', en: 'POP3 server', value: '' },
  { key: 'emailPop3Port', name: 'POP3端口', zhtw: 'POP3埠', en: 'POP3 port', value: '' },
  { key: 'emailAccount', name: '邮箱账号', zhtw: '郵箱帳號', en: 'E-mail account', value: '' },
  { key: 'emailPassword', name: '邮箱密码', zhtw: '郵箱密碼', en: 'E-mail password', value: '' },
  { key: 'emailSsl', name: 'SSL', zhtw: 'SSL', en: 'SSL', value: '0' },
  { key: 'emailSenderName', name: '发件人名称', zhtw: '寄件人名稱', en: 'Sender name', value: '' },
];

/** Keys the login page, the about dialog and the user menu may read without a session (none is a secret). */
export const PUBLIC_CONFIG_KEYS = ['sysName', 'sysVersion', 'copyright', 'companyName', 'feedbackAddress'] as const;

/**
 * Keys whose values are names shown to everyone (the product's name, copyright): the value is zh, value_i18n holds
 * zhtw and en (docs/architecture.md#names-that-are-data). The settings call and form carry them as `<key>Zhtw` and
 * `<key>En` (LOCAL_CONFIG_FIELDS).
 */
export const LOCAL_CONFIG_KEYS = ['sysName', 'sysDescription', 'copyright', 'companyName'] as const;

/** The setting's other-language fields: [field, key, language]. */
export const LOCAL_CONFIG_FIELDS: ReadonlyArray<readonly [string, string, 'zhtw' | 'en']> = LOCAL_CONFIG_KEYS.flatMap((key) => [
  [`${key}Zhtw`, key, 'zhtw'] as const,
  [`${key}En`, key, 'en'] as const,
]);
