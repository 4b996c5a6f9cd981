import type { LocalText } from '../../schemas/text';
import type { SystemFieldKey } from '../../schemas/system-fields';
import type { CurrentUserInfo, PickerKind } from '../services';
import type { ValueType } from '../types';

/** What a system field stores: a user id, a time, or an organisation, department or position id. */
export type SystemKind = 'user' | 'time' | 'organize' | 'department' | 'position';

export interface SystemFieldInfo {
  label: LocalText;
  kind: SystemKind;
  valueType: ValueType;
  /**
   * What an empty field shows before the first save: the signed-in user's data that the server will
   * store. Times show nothing; modifyUser neither, since creating a record leaves it empty.
   */
  preview?: (user: CurrentUserInfo) => string | undefined;
}

export const SYSTEM_FIELDS: Record<SystemFieldKey, SystemFieldInfo> = {
  createUser: {
    label: { zh: '创建用户', zhtw: '創建用戶', en: 'Created by' },
    kind: 'user',
    valueType: 'string',
    preview: (user) => user.userName,
  },
  createTime: { label: { zh: '创建时间', zhtw: '創建時間', en: 'Created at' }, kind: 'time', valueType: 'date' },
  modifyUser: { label: { zh: '修改用户', zhtw: '修改用戶', en: 'Modified by' }, kind: 'user', valueType: 'string' },
  modifyTime: { label: { zh: '修改时间', zhtw: '修改時間', en: 'Modified at' }, kind: 'time', valueType: 'date' },
  currOrganize: {
    label: { zh: '所属组织', zhtw: '所屬組織', en: 'Organisation' },
    kind: 'organize',
    valueType: 'string',
    preview: (user) => user.organizeName,
  },
  currDept: {
    label: { zh: '所属部门', zhtw: '所屬部門', en: 'Department' },
    kind: 'department',
    valueType: 'string',
    preview: (user) => user.departmentName,
  },
  currPosition: {
    label: { zh: '所属岗位', zhtw: '所屬崗位', en: 'Position' },
    kind: 'position',
    valueType: 'string',
    preview: (user) => user.positionName,
  },
};

/**
 * The picker tree whose names a stored id is looked up in. Organisations include departments (a
 * user's organisation may be a department), so both read the department tree (companies with their
 * departments); positions their own.
 */
export const NAME_TREE: Record<Exclude<SystemKind, 'time'>, PickerKind> = {
  user: 'user',
  organize: 'department',
  department: 'department',
  position: 'position',
};
