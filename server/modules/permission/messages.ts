import type { Text } from '../../core/i18n';

const L = (zh: string, zhtw: string, en: string): Text => ({ zh, zhtw, en });

export const profileText = {
  mobileInvalid: L('请正确输入您的手机号', '請正確輸入您的手機號', 'Enter a valid mobile number'),
  phoneInvalid: L('请正确输入您的电话号码', '請正確輸入您的電話號碼', 'Enter a valid telephone number'),
  emailInvalid: L('请正确输入您的邮箱地址', '請正確輸入您的郵箱地址', 'Enter a valid e-mail address'),
  realNameRequired: L('请输入姓名', '請輸入姓名', 'Enter your name'),
  birthdayInFuture: L('出生日期不能晚于今天', '出生日期不能晚於今天', 'The birthday cannot be in the future'),
  wrongOldPassword: L('原密码错误', '原密碼錯誤', 'The current password is wrong'),
  samePassword: L('新密码不能与原密码相同', '新密碼不能與原密碼相同', 'The new password must differ from the current one'),
  passwordChanged: L('修改成功', '修改成功', 'Password changed'),
  tooManyAttempts: L('密码错误次数过多，请{n}分钟后再试', '密碼錯誤次數過多，請{n}分鐘後再試', 'Too many wrong passwords, try again in {n} minutes'),
  sessionEndedByPassword: L('密码已修改，请重新登录', '密碼已修改，請重新登錄', 'Your password was changed, please sign in again'),
};
