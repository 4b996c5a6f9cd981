import { L, fieldText, withLabel } from '../../core/text';

/** Field labels of the organisation, department and position forms (messages name the field). */
export const ORG_LABELS = {
  companyName: L('公司名称', '公司名稱', 'Company name'),
  companyCode: L('公司编码', '公司編碼', 'Company code'),
  departmentName: L('部门名称', '部門名稱', 'Department name'),
  departmentCode: L('部门编码', '部門編碼', 'Department code'),
  positionName: L('岗位名称', '崗位名稱', 'Position name'),
  positionCode: L('岗位编码', '崗位編碼', 'Position code'),
  propertyJson: L('扩展属性', '擴展屬性', 'Extra properties'),
};

/** Texts of the organisation, department and position API (docs/product.md#jnpf-permission-tables), in the request's language. */
export const ORG_TEXT = {
  created: L('新建成功', '新建成功', 'Created'),
  companyNameTaken: L('公司名称不能重复', '公司名稱不能重複', 'The company name is already used'),
  companyCodeTaken: L('公司编码不能重复', '公司編碼不能重複', 'The company code is already used'),
  departmentNameTaken: L('部门名称不能重复', '部門名稱不能重複', 'This parent already has a department with this name'),
  departmentCodeTaken: L('部门编码不能重复', '部門編碼不能重複', 'The department code is already used'),
  positionNameTaken: L('岗位名称不能重复', '崗位名稱不能重複', 'The position name is already used'),
  positionCodeTaken: L('岗位编码不能重复', '崗位編碼不能重複', 'The position code is already used'),
  inUse: L('此记录被关联引用,不允许被删除', '此記錄被關聯引用,不允許被刪除', 'This record is referenced by other data and cannot be deleted'),
  companyNotFound: L('公司不存在', '公司不存在', 'Company not found'),
  departmentNotFound: L('部门不存在', '部門不存在', 'Department not found'),
  organizeNotFound: L('组织不存在', '組織不存在', 'Organisation not found'),
  positionNotFound: L('岗位不存在', '崗位不存在', 'Position not found'),
  parentCompanyMissing: L('上级公司不存在', '上級公司不存在', 'The parent company does not exist'),
  parentMissing: L('上级组织不存在', '上級組織不存在', 'The parent organisation does not exist'),
  parentCycle: L('上级不能是自己或自己的下级', '上級不能是自己或自己的下級', 'The parent cannot be the record itself or one of its descendants'),
  managerMissing: L('部门主管不存在', '部門主管不存在', 'The department manager does not exist'),
  departmentMissing: L('所属部门不存在', '所屬部門不存在', 'The department does not exist'),
  positionTypeMissing: L('岗位类型不存在', '崗位類型不存在', 'The position type does not exist'),
  // Field-level texts, composed with a label.
  required: L('{label}不能为空', '{label}不能為空', '{label} is required'),
  badJson: L('{label}：格式不正确', '{label}：格式不正確', '{label}: must be a JSON object'),
} as const;

export { withLabel };

export { fieldText as labelled };
