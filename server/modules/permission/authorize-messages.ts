import { L, fillAll } from '../../core/text';

/** Texts of the authorisation API. */
export const AUTHORIZE_TEXT = {
  saved: L('保存成功', '保存成功', 'Saved'),
  objectNotFound: L('授权对象不存在', '授權對象不存在', 'The role, position or user does not exist'),
  adminHasAll: L('超级管理员拥有所有权限，无需授权', '超級管理員擁有所有權限，無需授權', 'The administrator has every right and needs no grants'),
  unknownItems: L('{kind}：包含不存在的项', '{kind}：包含不存在的項', '{kind}: contains ids that do not exist'),
  noObjects: L('请选择要授权的角色、岗位或用户', '請選擇要授權的角色、崗位或用戶', 'Choose the roles, positions or users to authorise'),
  noItems: L('请选择要授予的权限', '請選擇要授予的權限', 'Choose the rights to grant'),
} as const;

export { fillAll as fillText };
