import { needStatus, ownTodo } from '../rights';
import { approverProps, closeTodo, openTodo, record, refuse, type Run } from '../run';
import type { Action } from '../types';
import { approve } from './handle';

/** An approver hands their to-do on: transfer it, or add an approver before or after themselves (reference §6.3). */

export function transfer(run: Run, action: Extract<Action, { type: 'transfer' }>) {
  needStatus(run, 1);
  const todo = ownTodo(run, action.todoId);
  if (approverProps(run, todo.nodeId)?.hasTransferBtn === false) refuse('buttonOff');
  if (action.userId === todo.userId) refuse('sameUser');
  closeTodo(run, todo, 'closed');
  openTodo(run, todo.nodeId, action.userId, { kind: todo.kind });
  record(run, { kind: 'transfer', nodeId: todo.nodeId, todoId: todo.id, target: action.userId, opinion: action.opinion });
}

/**
 * After: the actor approves and the node waits for the added approver as well. Before: the added approver acts
 * first; the actor's to-do is blocked until they approve.
 */
export function addApprover(run: Run, action: Extract<Action, { type: 'addApprover' }>) {
  needStatus(run, 1);
  const todo = ownTodo(run, action.todoId);
  if (approverProps(run, todo.nodeId)?.hasFreeApprover === false) refuse('buttonOff');
  if (action.userId === todo.userId) refuse('sameUser');
  record(run, { kind: 'addApprover', nodeId: todo.nodeId, todoId: todo.id, target: action.userId, opinion: action.opinion });
  if (action.position === 'before') {
    closeTodo(run, todo, 'blocked');
    openTodo(run, todo.nodeId, action.userId, { kind: 'added', unblocks: todo.id });
    return;
  }
  openTodo(run, todo.nodeId, action.userId, { kind: 'added', addedFor: todo.id });
  approve(run, { type: 'approve', todoId: todo.id, opinion: action.opinion });
}
