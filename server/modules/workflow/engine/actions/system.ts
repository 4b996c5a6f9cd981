import { passNode } from '../enter';
import { needStatus, needSystem } from '../rights';
import { approverProps, record, refuse, type Run } from '../run';
import type { Action } from '../types';
import { approve, reject } from './handle';

/** What the job runner reports: a timer node's time came, a sub-flow node's children ended, a to-do timed out. */

function currentOfType(run: Run, nodeId: string, type: 'timer' | 'subFlow') {
  needSystem(run);
  needStatus(run, 1);
  if (run.task.nodes[nodeId] !== 'current' || run.graph.nodes.get(nodeId)?.node.type !== type) refuse('nodeNotCurrent');
}

export function timerFired(run: Run, action: Extract<Action, { type: 'timerFired' }>) {
  currentOfType(run, action.nodeId, 'timer');
  record(run, { kind: 'timer', nodeId: action.nodeId });
  passNode(run, action.nodeId);
}

export function subFlowDone(run: Run, action: Extract<Action, { type: 'subFlowDone' }>) {
  currentOfType(run, action.nodeId, 'subFlow');
  record(run, { kind: 'subFlow', nodeId: action.nodeId });
  passNode(run, action.nodeId);
}

/** The node's `timeoutConfig.handler`: 1 approves, 2 rejects to the node's reject step; no comment or signature asked. */
export function timeout(run: Run, action: Extract<Action, { type: 'timeout' }>) {
  needSystem(run);
  needStatus(run, 1);
  const todo = run.task.todos.find((t) => t.id === action.todoId) ?? refuse('todoNotFound');
  if (todo.status !== 'open') refuse('todoNotOpen');
  const config = approverProps(run, todo.nodeId)?.timeoutConfig;
  if (!config?.on) refuse('notAllowed');
  if (config!.handler === 1) approve(run, { type: 'approve', todoId: todo.id }, true);
  else reject(run, { type: 'reject', todoId: todo.id }, true);
}
