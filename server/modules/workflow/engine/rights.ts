import { refuse, type Run } from './run';
import { SYSTEM_ACTOR, type Todo } from './types';

/** Who may act (reference §6.3, design decisions in ../shared/design/workflow-engine.md). Each check refuses with a code. */

export function ownTodo(run: Run, todoId: string): Todo {
  const todo = run.task.todos.find((t) => t.id === todoId) ?? refuse('todoNotFound');
  if (todo.status !== 'open') refuse('todoNotOpen');
  const { actor, actingFor = [] } = run.ctx;
  if (todo.userId !== actor && !actingFor.includes(todo.userId)) refuse('notAllowed');
  return todo;
}

export const needStatus = (run: Run, ...allowed: number[]) => { if (!allowed.includes(run.task.status)) refuse('wrongStatus'); };
export const needInitiator = (run: Run) => { if (run.ctx.actor !== run.task.initiator) refuse('notAllowed'); };
export const needMonitor = (run: Run) => { if (!run.ctx.isMonitor) refuse('notAllowed'); };
export const needSystem = (run: Run) => { if (run.ctx.actor !== SYSTEM_ACTOR) refuse('notAllowed'); };
