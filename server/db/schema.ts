// Every table of every module, for Drizzle and drizzle-kit. Modules own their tables.
export * from '../modules/permission/tables';
export * from '../modules/auth/tables';
export * from '../modules/system/tables';
export * from '../modules/system/catalogue-tables';
export * from '../modules/gold/tables';
export * from '../modules/gold/finance-tables';
export * from '../resource/tables';
export * from '../modules/jobs/tables';
export * from '../modules/file/tables';
export * from '../modules/message/tables';
export * from '../modules/visualdev/tables';
export * from '../modules/visualdev/published-tables';
export * from '../modules/visualdev/share/tables';
