import { leaveNode } from '../enter';
import { needStatus } from '../rights';
import { closeTodo, liveTodos, openTodo, record, refuse, type Run } from '../run';
import type { Action } from '../types';

/**
 * An approver takes back their own approval while the next step is untouched (reference §6.3 "Recall"): their
 * to-do opens again; if the approval had passed the node, the next nodes go back to waiting and the node is
 * current again.
 */
export function recall(run: Run, action: Extract<Action, { type: 'recall' }>) {
  needStatus(run, 1);
  const task = run.task;
  const entry = task.history.find((h) => h.seq === action.recordSeq) ?? refuse('recordNotFound');
  if (entry.kind !== 'approve' || !entry.valid || entry.round !== task.round || !entry.nodeId) refuse('recordNotFound');
  if (entry.actor !== run.ctx.actor) refuse('notAllowed');
  const nodeId = entry.nodeId!;
  const todo = task.todos.find((t) => t.id === entry.todoId)!;
  if (task.nodes[nodeId] === 'done') {
    const next = task.plan!.next[nodeId];
    const touched = next.some((id) => task.nodes[id] === 'done'
      || task.todos.some((t) => t.nodeId === id && t.round === task.round && (t.status === 'approved' || t.status === 'rejected')));
    if (touched) refuse('nextStepTouched');
    for (const id of next) leaveNode(run, id, 'waiting');
    task.nodes[nodeId] = 'current';
  } else if (task.nodes[nodeId] !== 'current') {
    refuse('nextStepTouched');
  }
  // Added approvers the recalled approval brought in go with it.
  for (const t of liveTodos(run, nodeId)) if (t.addedFor === todo.id) closeTodo(run, t, 'closed');
  todo.status = 'closed';
  entry.valid = false;
  openTodo(run, nodeId, todo.userId, { kind: todo.kind, ...(todo.fallback ? { fallback: true } : {}) });
  record(run, { kind: 'recall', nodeId, todoId: todo.id });
}
