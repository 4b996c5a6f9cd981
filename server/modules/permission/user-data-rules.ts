import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { columnCompiler, dataRuleFilter, registerRuleFields, type FieldCompiler } from './data-rules';
import { ADMIN_MENUS } from './seed';
import { users } from './tables';

/**
 * Data rules of the user list: a department head may be limited to their organisation
 * (@organizeId), a manager to their subordinates (@subordinateId), anyone to what they created.
 */
export const USER_RULE_FIELDS: Readonly<Record<string, FieldCompiler>> = {
  organizeId: columnCompiler(users.organizeId),
  id: columnCompiler(users.id),
  managerId: columnCompiler(users.managerId),
  createdBy: columnCompiler(users.createdBy),
  gender: columnCompiler(users.gender, 'number'),
};

registerRuleFields([ADMIN_MENUS.user], [
  { field: 'organizeId', label: { zh: '所属组织', zhtw: '所屬組織', en: 'Organisation' }, type: 'text', ops: ['Equal', 'NotEqual'], placeholders: ['@organizeId'] },
  { field: 'id', label: { zh: '用户', zhtw: '用戶', en: 'User' }, type: 'text', ops: ['Equal', 'NotEqual'], placeholders: ['@userId', '@subordinateId'] },
  { field: 'managerId', label: { zh: '直属主管', zhtw: '直屬主管', en: 'Manager' }, type: 'text', ops: ['Equal', 'NotEqual'], placeholders: ['@userId'] },
  { field: 'createdBy', label: { zh: '创建人', zhtw: '建立人', en: 'Created by' }, type: 'text', ops: ['Equal', 'NotEqual'], placeholders: ['@userId', '@subordinateId'] },
  { field: 'gender', label: { zh: '性别', zhtw: '性別', en: 'Gender' }, type: 'number', ops: ['Equal', 'NotEqual'], placeholders: [] },
]);

/** The users the caller may see and manage through the user page (undefined: all); every route that takes a user id applies it. */
export const userScope = (request: FastifyRequest, db: DbOrTx): Promise<SQL | undefined> =>
  dataRuleFilter(request, db, ADMIN_MENUS.user, USER_RULE_FIELDS);
