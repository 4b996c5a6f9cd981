import { sql } from 'drizzle-orm';
import { pgTable, text, integer, timestamp, index, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { idColumn, auditColumns, sortColumn, enabledColumn, nameI18nColumn } from '../../db/columns';

/** Companies and departments share one tree (category 'company' | 'department'); root parent is '-1'. */
export const organizations = pgTable('organizations', {
  id: idColumn(),
  parentId: text('parent_id').notNull().default('-1'),
  category: text('category').notNull(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  nameI18n: nameI18nColumn(),
  managerId: text('manager_id'),
  description: text('description'),
  propertyJson: text('property_json'),
  sortCode: sortColumn(),
  enabledMark: enabledColumn(),
  ...auditColumns(),
}, (t) => [index('organizations_parent_idx').on(t.parentId)]);

export const positions = pgTable('positions', {
  id: idColumn(),
  fullName: text('full_name').notNull(),
  nameI18n: nameI18nColumn(),
  enCode: text('en_code').notNull(),
  type: text('type'),
  organizeId: text('organize_id'),
  description: text('description'),
  sortCode: sortColumn(),
  enabledMark: enabledColumn(),
  ...auditColumns(),
});

export const roles = pgTable('roles', {
  id: idColumn(),
  fullName: text('full_name').notNull(),
  nameI18n: nameI18nColumn(),
  enCode: text('en_code').notNull(),
  type: text('type'),
  description: text('description'),
  sortCode: sortColumn(),
  enabledMark: enabledColumn(),
  ...auditColumns(),
});

export const users = pgTable('users', {
  id: idColumn(),
  account: text('account').notNull(),
  realName: text('real_name').notNull(),
  nickName: text('nick_name'),
  headIcon: text('head_icon'),
  gender: integer('gender'),
  birthday: timestamp('birthday', { withTimezone: true }),
  mobilePhone: text('mobile_phone'),
  telePhone: text('tele_phone'),
  landline: text('landline'),
  email: text('email'),
  nation: text('nation'),
  nativePlace: text('native_place'),
  entryDate: timestamp('entry_date', { withTimezone: true }),
  certificatesType: text('certificates_type'),
  certificatesNumber: text('certificates_number'),
  education: text('education'),
  urgentContacts: text('urgent_contacts'),
  urgentTelePhone: text('urgent_tele_phone'),
  postalAddress: text('postal_address'),
  signature: text('signature'),
  description: text('description'),
  /** argon2id(md5hex(password)); md5 alone is never stored. */
  passwordHash: text('password_hash').notNull(),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  changePasswordAt: timestamp('change_password_at', { withTimezone: true }),
  firstLogTime: timestamp('first_log_time', { withTimezone: true }),
  firstLogIp: text('first_log_ip'),
  prevLogTime: timestamp('prev_log_time', { withTimezone: true }),
  prevLogIp: text('prev_log_ip'),
  lastLogTime: timestamp('last_log_time', { withTimezone: true }),
  lastLogIp: text('last_log_ip'),
  logSuccessCount: integer('log_success_count').notNull().default(0),
  logErrorCount: integer('log_error_count').notNull().default(0),
  language: text('language'),
  theme: text('theme'),
  isAdministrator: integer('is_administrator').notNull().default(0),
  managerId: text('manager_id'),
  /** Department (or company) the user belongs to. */
  organizeId: text('organize_id'),
  portalId: text('portal_id'),
  sortCode: sortColumn(),
  enabledMark: enabledColumn(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...auditColumns(),
}, (t) => [
  // Unique among live users: the account of a deleted user may be given to a new one.
  uniqueIndex('users_account_live_idx').on(t.account).where(sql`deleted_at is null`),
  index('users_account_idx').on(t.account),
  index('users_mobile_idx').on(t.mobilePhone),
]);

/** User -> role / position membership. */
export const userRelations = pgTable('user_relations', {
  id: idColumn(),
  userId: text('user_id').notNull(),
  objectType: text('object_type').notNull(), // 'Role' | 'Position'
  objectId: text('object_id').notNull(),
  sortCode: sortColumn(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('user_relations_user_idx').on(t.userId), index('user_relations_object_idx').on(t.objectId)]);

/** Menu entries (JNPF base_module), types 1-8, category 'Web' | 'App'. */
export const menus = pgTable('menus', {
  id: idColumn(),
  parentId: text('parent_id').notNull().default('-1'),
  type: integer('type').notNull(),
  fullName: text('full_name').notNull(),
  nameI18n: nameI18nColumn(),
  enCode: text('en_code').notNull(),
  icon: text('icon'),
  urlAddress: text('url_address'),
  linkTarget: text('link_target'),
  category: text('category').notNull().default('Web'),
  propertyJson: text('property_json'),
  isButtonAuthorize: integer('is_button_authorize').notNull().default(0),
  isColumnAuthorize: integer('is_column_authorize').notNull().default(0),
  isDataAuthorize: integer('is_data_authorize').notNull().default(0),
  isFormAuthorize: integer('is_form_authorize').notNull().default(0),
  description: text('description'),
  sortCode: sortColumn(),
  enabledMark: enabledColumn(),
  ...auditColumns(),
}, (t) => [index('menus_parent_idx').on(t.parentId), uniqueIndex('menus_category_code_idx').on(t.category, t.enCode)]);

const menuItemColumns = () => ({
  id: idColumn(),
  moduleId: text('module_id').notNull(),
  parentId: text('parent_id').notNull().default('-1'),
  fullName: text('full_name').notNull(),
  nameI18n: nameI18nColumn(),
  enCode: text('en_code').notNull(),
  sortCode: sortColumn(),
  enabledMark: enabledColumn(),
  ...auditColumns(),
});

export const menuButtons = pgTable('menu_buttons', {
  ...menuItemColumns(),
  icon: text('icon'),
  urlAddress: text('url_address'),
}, (t) => [index('menu_buttons_module_idx').on(t.moduleId)]);

export const menuColumns = pgTable('menu_columns', {
  ...menuItemColumns(),
  bindTable: text('bind_table'),
  bindTableName: text('bind_table_name'),
}, (t) => [index('menu_columns_module_idx').on(t.moduleId)]);

export const menuForms = pgTable('menu_forms', {
  ...menuItemColumns(),
  bindTable: text('bind_table'),
}, (t) => [index('menu_forms_module_idx').on(t.moduleId)]);

/** Data-rule schemes ("resource"): conditionJson is [{logic, groups:[{field, op, value}]}]. */
export const menuDataSchemes = pgTable('menu_data_schemes', {
  ...menuItemColumns(),
  conditionJson: text('condition_json').notNull().default('[]'),
  conditionText: text('condition_text'),
}, (t) => [index('menu_data_schemes_module_idx').on(t.moduleId)]);

/** Grants: itemType module|button|column|form|resource|portal to objectType Role|Position|User. */
export const authorizations = pgTable('authorizations', {
  id: idColumn(),
  itemType: text('item_type').notNull(),
  itemId: text('item_id').notNull(),
  objectType: text('object_type').notNull(),
  objectId: text('object_id').notNull(),
  sortCode: sortColumn(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by'),
}, (t) => [index('authorizations_object_idx').on(t.objectId, t.itemType), uniqueIndex('authorizations_unique_idx').on(t.objectType, t.objectId, t.itemType, t.itemId)]);
