export * from './types';
export * from './text';
export { compileExpression, evaluateCondition, type CompiledExpression } from './expression';
export { migrateSchema } from './migrate';
export * from './page/group';
