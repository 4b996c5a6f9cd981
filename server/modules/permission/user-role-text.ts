import type { Text } from '../../core/i18n';
import { L, withLabel } from '../../core/text';

export { fillAll, fieldText } from '../../core/text';

/** Texts of the user administration API (docs/product.md#jnpf-permission-tables rules; zh verbatim where that section gives them). */
export const USER_TEXT = {
  created: L('新建成功', '新建成功', 'Created'),
  passwordReset: L('重置密码成功', '重置密碼成功', 'Password reset'),
  notFound: L('用户不存在', '用戶不存在', 'User not found'),
  accountTaken: L('账户名称不能重复', '帳戶名稱不能重複', 'The account name is already taken'),
  adminLocked: L('无法修改管理员账户', '無法修改管理員帳戶', 'The administrator account cannot be changed here'),
  isDepartmentManager: L('此用户为某部门主管，无法删除', '此用戶為某部門主管，無法刪除', 'This user heads a department and cannot be deleted'),
  managerSelf: L('直属主管不能是自己', '直屬主管不能是自己', 'A user cannot be their own manager'),
  cannotDeleteSelf: L('不能删除自己', '不能刪除自己', 'You cannot delete yourself'),
  cannotDisableSelf: L('不能禁用自己', '不能禁用自己', 'You cannot disable yourself'),
  passwordMismatch: L('两次密码输入不一致', '兩次密碼輸入不一致', 'The two passwords do not match'),
  idMismatch: L('id：与地址中的用户不一致', 'id：與地址中的用戶不一致', 'id: does not match the user in the address'),
  // Pushed to the user's open sockets, in the user's own language.
  pushDisabled: L('您的账户已被管理员禁用', '您的帳戶已被管理員禁用', 'An administrator disabled your account'),
  pushDeleted: L('您的账户已被管理员删除', '您的帳戶已被管理員刪除', 'An administrator deleted your account'),
  pushPasswordReset: L('您的密码已被管理员重置，请重新登录', '您的密碼已被管理員重置，請重新登錄', 'An administrator reset your password, please sign in again'),
  // Field-level texts, composed with a field label ("label：message").
  required: L('{label}不能为空', '{label}不能為空', '{label} is required'),
  tooLong: L('长度不能超过{max}个字符', '長度不能超過{max}個字元', 'must be at most {max} characters'),
  notExists: L('所选项不存在', '所選項不存在', 'the chosen item does not exist'),
  notExistsIds: L('所选项不存在：{ids}', '所選項不存在：{ids}', 'these do not exist: {ids}'),
  futureDate: L('不能晚于今天', '不能晚於今天', 'cannot be in the future'),
} as const;

export const ROLE_TEXT = {
  created: L('新建成功', '新建成功', 'Created'),
  notFound: L('角色不存在', '角色不存在', 'Role not found'),
  nameTaken: L('角色名称不能重复', '角色名稱不能重複', 'A role with this name already exists'),
  codeTaken: L('角色编码不能重复', '角色編碼不能重複', 'A role with this code already exists'),
  inUse: L('此记录被关联引用,不允许被删除', '此記錄被關聯引用,不允許被刪除', 'This record is referenced and cannot be deleted'),
  otherType: L('其他', '其他', 'Other'),
  badType: L('角色类型：取值必须是字典“角色类型”中启用的编码', '角色類型：取值必須是字典「角色類型」中啟用的編碼', 'Role type: must be the code of an enabled item of the dictionary "role type"'),
} as const;

/** "{label}不能为空" with the label in each language. */
export const requiredText = (label: Text): Text => withLabel(USER_TEXT.required, label);
