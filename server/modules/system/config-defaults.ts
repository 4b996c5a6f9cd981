/** System settings seeded on first start (reference 3.5); values are strings as in base_sysconfig. */
export const CONFIG_DEFAULTS: ReadonlyArray<{ key: string; name: string; value: string }> = [
  { key: 'sysName', name: '系统名称', value: '黄金加盟管理平台' },
  { key: 'sysDescription', name: '系统描述', value: '黄金珠宝加盟与门店供应链管理' },
  { key: 'sysVersion', name: '系统版本', value: '3.3.0' },
  { key: 'copyright', name: '版权信息', value: 'Copyright © 2024 金源黄金集团' },
  { key: 'companyName', name: '公司名称', value: '金源黄金集团' },
  { key: 'companyCode', name: '公司代码', value: 'JYHJ' },
  { key: 'companyAddress', name: '公司地址', value: '' },
  { key: 'companyContacts', name: '公司联系人', value: '' },
  { key: 'companyTelePhone', name: '公司电话', value: '' },
  { key: 'companyEmail', name: '公司邮箱', value: '' },
  { key: 'sysTheme', name: '系统主题', value: 'classic' },
  { key: 'pageSize', name: '分页条数', value: '20' },
  { key: 'tokenTimeout', name: '超时登出(分钟)', value: '480' },
  { key: 'singleLogin', name: '单一登录', value: '1' },
  { key: 'lastLoginTimeSwitch', name: '显示上次登录信息', value: '1' },
  { key: 'whitelistSwitch', name: 'IP白名单开关', value: '0' },
  { key: 'whitelistIp', name: 'IP白名单', value: '' },
  { key: 'isLog', name: '记录请求日志', value: '1' },
  { key: 'registerKey', name: '注册码', value: '' },
  { key: 'emailSmtpHost', name: 'SMTP服务器', value: '' },
  { key: 'emailSmtpPort', name: 'SMTP端口', value: '' },
  { key: 'emailPop3Host', name: 'POP3服务器', value: '' },
  { key: 'emailPop3Port', name: 'POP3端口', value: '' },
  { key: 'emailAccount', name: '邮箱账号', value: '' },
  { key: 'emailPassword', name: '邮箱密码', value: '' },
  { key: 'emailSsl', name: 'SSL', value: '0' },
  { key: 'emailSenderName', name: '发件人名称', value: '' },
];

/** Keys the login page and the about dialog may read without a session. */
export const PUBLIC_CONFIG_KEYS = ['sysName', 'sysVersion', 'copyright', 'companyName'] as const;
