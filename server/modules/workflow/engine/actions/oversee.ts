import { finish, leaveNode } from '../enter';
import { needInitiator, needMonitor, needStatus } from '../rights';
import { currentNodes, liveTodos, openTodo, record, refuse, type Run } from '../run';
import type { Action } from '../types';

/** Monitors' and administrators' actions (cancel, suspend, resume, reassign), and urging and copying. */

export function cancel(run: Run, action: Extract<Action, { type: 'cancel' }>) {
  needMonitor(run);
  needStatus(run, 1);
  finish(run, 5);
  record(run, { kind: 'cancel', opinion: action.opinion });
  run.effects.push({ type: 'message', kind: 'cancelled', to: [run.task.initiator] });
}

export function suspend(run: Run) {
  needMonitor(run);
  needStatus(run, 1);
  if (run.task.suspended) refuse('suspended');
  run.task.suspended = true;
  record(run, { kind: 'suspend' });
}

export function resume(run: Run) {
  needMonitor(run);
  needStatus(run, 1);
  if (!run.task.suspended) refuse('wrongStatus');
  run.task.suspended = false;
  record(run, { kind: 'resume' });
}

/** The monitor gives a current approver node to one user: its live to-dos close, one opens (reference §6.3 "Assign"). */
export function reassign(run: Run, action: Extract<Action, { type: 'reassign' }>) {
  needMonitor(run);
  needStatus(run, 1);
  if (run.task.nodes[action.nodeId] !== 'current' || run.graph.nodes.get(action.nodeId)?.node.type !== 'approver') refuse('nodeNotCurrent');
  leaveNode(run, action.nodeId, 'waiting');
  run.task.nodes[action.nodeId] = 'current';
  openTodo(run, action.nodeId, action.userId);
  record(run, { kind: 'reassign', nodeId: action.nodeId, target: action.userId });
}

export function urge(run: Run) {
  if (run.ctx.actor !== run.task.initiator) needMonitor(run);
  needStatus(run, 1);
  const current = new Set(currentNodes(run.task));
  const to = [...new Set(liveTodos(run).filter((t) => t.status === 'open' && current.has(t.nodeId)).map((t) => t.userId))];
  if (!to.length) refuse('nobodyToUrge');
  run.effects.push({ type: 'message', kind: 'urge', to });
  record(run, { kind: 'urge' });
}

/** Copy to chosen users: by an approver holding an open to-do, or by the initiator. */
export function copy(run: Run, action: Extract<Action, { type: 'copy' }>) {
  needStatus(run, 1, 2);
  const holder = liveTodos(run).some((t) => t.status === 'open' && (t.userId === run.ctx.actor || run.ctx.actingFor?.includes(t.userId)));
  if (!holder) needInitiator(run);
  const users = [...new Set(action.userIds)];
  if (!users.length) refuse('notAllowed');
  run.effects.push({ type: 'copy', users, positions: [], roles: [] });
  record(run, { kind: 'copy', target: users.join(',') });
}

