import type { FlowGraph } from '../../../../schemas/workflow/graph';
import type { Effect, HistoryEntry, StepContext, StepError, TaskState, Todo } from './types';

/** One step in progress: a private copy of the task that actions change, and the effects they add. */
export type Run = { graph: FlowGraph; task: TaskState; ctx: StepContext; effects: Effect[] };

/** A refusal, thrown inside a step and returned by `step` as data (never past it). */
export class Refusal extends Error {
  constructor(readonly error: StepError) {
    super(error.code);
  }
}

export const refuse = (code: StepError['code'], nodeIds?: string[]): never => {
  throw new Refusal(nodeIds ? { code, nodeIds } : { code });
};

const nextId = (run: Run) => (run.task.seq += 1);

export function record(run: Run, entry: Omit<HistoryEntry, 'seq' | 'round' | 'actor' | 'valid' | 'at'> & { actor?: string }): HistoryEntry {
  const full: HistoryEntry = { seq: nextId(run), round: run.task.round, actor: run.ctx.actor, valid: true, at: run.ctx.now, ...entry };
  run.task.history.push(full);
  return full;
}

export function approverProps(run: Run, nodeId: string) {
  const node = run.graph.nodes.get(nodeId)?.node;
  return node?.type === 'approver' ? node.properties : undefined;
}

const TIMEOUT_SECONDS = { minute: 60, hour: 3600, day: 86400 } as const;

export function openTodo(run: Run, nodeId: string, userId: string, extra: Partial<Pick<Todo, 'kind' | 'fallback' | 'unblocks' | 'addedFor'>> = {}): Todo {
  const todo: Todo = { id: `t${nextId(run)}`, nodeId, userId, kind: 'assignee', status: 'open', round: run.task.round, ...extra };
  run.task.todos.push(todo);
  run.effects.push({ type: 'openTodo', todoId: todo.id, nodeId, userId, ...(todo.fallback ? { fallback: true } : {}) });
  scheduleTimeout(run, todo);
  return todo;
}

function scheduleTimeout(run: Run, todo: Todo) {
  const timeout = approverProps(run, todo.nodeId)?.timeoutConfig;
  if (timeout?.on) run.effects.push({ type: 'scheduleTimer', nodeId: todo.nodeId, todoId: todo.id, purpose: 'timeout', afterSeconds: timeout.quantity * TIMEOUT_SECONDS[timeout.type] });
}

export function closeTodo(run: Run, todo: Todo, outcome: Exclude<Todo['status'], 'open'>) {
  const wasOpen = todo.status === 'open';
  todo.status = outcome;
  run.effects.push({ type: 'closeTodo', todoId: todo.id, outcome });
  if (wasOpen && approverProps(run, todo.nodeId)?.timeoutConfig?.on) run.effects.push({ type: 'cancelTimer', nodeId: todo.nodeId, todoId: todo.id });
}

/** A blocked to-do opens again (its added approver approved). */
export function reopenTodo(run: Run, todo: Todo) {
  todo.status = 'open';
  run.effects.push({ type: 'openTodo', todoId: todo.id, nodeId: todo.nodeId, userId: todo.userId });
  scheduleTimeout(run, todo);
}

export const liveTodos = (run: Run, nodeId?: string) =>
  run.task.todos.filter((t) => (t.status === 'open' || t.status === 'blocked') && (nodeId === undefined || t.nodeId === nodeId));

export const currentNodes = (task: TaskState) => Object.keys(task.nodes).filter((id) => task.nodes[id] === 'current');
