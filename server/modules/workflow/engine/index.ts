/** The workflow engine: a pure state machine (docs/architecture.md#workflow-engine). */
export { newTask, step } from './step';
export { currentNodes } from './run';
export * from './types';
