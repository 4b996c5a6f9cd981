import { END } from '../../../../schemas/workflow/graph';
import { predecessors } from './plan';
import { closeTodo, liveTodos, openTodo, record, refuse, type Run } from './run';
import type { TaskStatus } from './types';

/**
 * Moving along the route: entering a node opens its work (to-dos, a timer, sub-flows), leaving it closes that
 * work, passing it enters every next node whose predecessors have all passed (the parallel join), and reaching
 * the end approves the task (reference §6.3 steps 5-8 and "Approve" 3-6).
 */

const TIMER_SECONDS = (p: { day?: number; hour?: number; minute?: number; second?: number }) =>
  (p.day ?? 0) * 86400 + (p.hour ?? 0) * 3600 + (p.minute ?? 0) * 60 + (p.second ?? 0);

function enterNode(run: Run, id: string) {
  if (id === END) return finish(run, 2);
  const { node } = run.graph.nodes.get(id)!;
  run.task.nodes[id] = 'current';
  if (node.type === 'approver') {
    const users = [...new Set(run.ctx.assignees![id])];
    if (!users.length) openTodo(run, id, run.ctx.fallbackAssignee, { fallback: true });
    for (const user of users) openTodo(run, id, user);
  } else if (node.type === 'timer') {
    run.effects.push({ type: 'scheduleTimer', nodeId: id, purpose: 'timer', afterSeconds: TIMER_SECONDS(node.properties) });
  } else if (node.type === 'subFlow') {
    const p = node.properties;
    const data = Object.fromEntries((p.assignList ?? []).map((m) => [m.childField, run.task.form[m.parentField]]));
    run.effects.push({
      type: 'startSubFlow', nodeId: id, flowId: p.flowId, initiateType: p.initiateType, data,
      initiators: { users: p.initiator ?? [], positions: p.initiatePos ?? [], roles: p.initiateRole ?? [] },
    });
  }
}

const ready = (run: Run, id: string) =>
  run.task.nodes[id] === 'waiting' && predecessors(run.task.plan!, id).every((p) => run.task.nodes[p] === 'done');

/** Enters every route node that waits with all its predecessors passed; refuses when an approver among them has no resolved users. */
export function enterReady(run: Run, candidates: readonly string[] = Object.keys(run.task.plan!.next).concat(END)) {
  const entering = [...new Set(candidates)].filter((id) => ready(run, id));
  const missing = entering.filter((id) => run.graph.nodes.get(id)?.node.type === 'approver' && !run.ctx.assignees?.[id]);
  if (missing.length) refuse('assigneesNeeded', missing);
  // The end last: parallel nodes entered in the same move keep the task handling.
  for (const id of entering.sort((a, b) => Number(a === END) - Number(b === END))) if (run.task.status === 1) enterNode(run, id);
}

/** Closes the work a node holds and sets its state. */
export function leaveNode(run: Run, id: string, state: 'waiting' | 'done') {
  if (run.task.nodes[id] === 'current') {
    for (const todo of liveTodos(run, id)) closeTodo(run, todo, 'closed');
    const type = run.graph.nodes.get(id)?.node.type;
    if (type === 'timer') run.effects.push({ type: 'cancelTimer', nodeId: id });
    if (type === 'subFlow' && state === 'waiting') run.effects.push({ type: 'cancelSubFlows', nodeId: id });
  }
  run.task.nodes[id] = state;
}

export function passNode(run: Run, id: string) {
  leaveNode(run, id, 'done');
  enterReady(run, run.task.plan!.next[id]);
  if (run.task.status === 1) run.effects.push({ type: 'message', kind: 'agreed', to: [run.task.initiator] });
}

/** Ends the task with a final status (or back to rejected / revoked): every node leaves, the route stays for the record. */
export function finish(run: Run, status: TaskStatus) {
  for (const id of Object.keys(run.task.nodes)) leaveNode(run, id, status === 2 ? 'done' : 'waiting');
  run.task.status = status;
  run.task.suspended = false;
  if (status === 2) {
    record(run, { kind: 'end' });
    run.effects.push({ type: 'message', kind: 'approved', to: [run.task.initiator] });
  }
  if (status === 2 || status === 5) run.effects.push({ type: 'ended', status });
}
