import { enterReady, finish, leaveNode, passNode } from '../enter';
import { ancestors, predecessors } from '../plan';
import { needStatus, ownTodo } from '../rights';
import { approverProps, closeTodo, liveTodos, record, refuse, reopenTodo, type Run } from '../run';
import type { Action, RejectTarget, Todo } from '../types';
import { nodePasses, rejectDecides } from '../votes';

/** An approver's vote on their to-do: approve or reject (reference §6.3 "Approve", "Reject"). */

type Vote = { opinion?: string; signImg?: string };

function needNodeRequirements(run: Run, todo: Todo, vote: Vote) {
  const p = approverProps(run, todo.nodeId);
  if (p?.hasOpinion && !vote.opinion?.trim()) refuse('opinionRequired');
  if (p?.hasSign && !vote.signImg) refuse('signatureRequired');
}

/** The delegators' to-dos on the node close with the actor's own (reference §6.3 "Entrust"). */
function closeDelegated(run: Run, todo: Todo, outcome: 'approved' | 'rejected') {
  if (todo.userId !== run.ctx.actor) return;
  for (const other of liveTodos(run, todo.nodeId)) if (other.status === 'open' && run.ctx.actingFor?.includes(other.userId)) closeTodo(run, other, outcome);
}

export function approve(run: Run, action: Extract<Action, { type: 'approve' }>, system = false) {
  needStatus(run, 1);
  const todo = system ? run.task.todos.find((t) => t.id === action.todoId)! : ownTodo(run, action.todoId);
  if (!system) needNodeRequirements(run, todo, action);
  const p = approverProps(run, todo.nodeId);
  if (action.form) {
    // An approver changes only the fields their node makes writable.
    const writable = new Set((p?.formOperates ?? []).filter((f) => f.write).map((f) => f.id));
    for (const [key, value] of Object.entries(action.form)) if (writable.has(key)) run.task.form[key] = value;
  }
  closeTodo(run, todo, 'approved');
  closeDelegated(run, todo, 'approved');
  record(run, { kind: 'approve', nodeId: todo.nodeId, todoId: todo.id, opinion: action.opinion, signImg: action.signImg });
  const blocked = todo.unblocks ? run.task.todos.find((t) => t.id === todo.unblocks && t.status === 'blocked') : undefined;
  if (blocked) reopenTodo(run, blocked);
  const users = [...new Set([...(p?.circulateUser ?? []), ...(action.copyIds ?? [])])];
  if (users.length || p?.circulatePosition?.length || p?.circulateRole?.length) {
    run.effects.push({ type: 'copy', nodeId: todo.nodeId, users, positions: p?.circulatePosition ?? [], roles: p?.circulateRole ?? [] });
  }
  if (nodePasses(run, todo.nodeId)) passNode(run, todo.nodeId);
}

export function reject(run: Run, action: Extract<Action, { type: 'reject' }>, system = false) {
  needStatus(run, 1);
  const todo = system ? run.task.todos.find((t) => t.id === action.todoId)! : ownTodo(run, action.todoId);
  const p = approverProps(run, todo.nodeId);
  if (!system) {
    if (p?.hasRejectBtn === false) refuse('buttonOff');
    needNodeRequirements(run, todo, action);
  }
  const targets = rejectTargets(run, todo.nodeId, action.target ?? rejectStepTarget(p?.rejectStep));
  closeTodo(run, todo, 'rejected');
  closeDelegated(run, todo, 'rejected');
  record(run, { kind: 'reject', nodeId: todo.nodeId, todoId: todo.id, opinion: action.opinion, signImg: action.signImg, target: targets?.join(',') ?? 'start' });
  if (!rejectDecides(run, todo.nodeId, todo.kind === 'added')) return;
  run.effects.push({ type: 'message', kind: 'rejected', to: [run.task.initiator] });
  if (!targets) return finish(run, 3);
  // Back to the targets: every node from their level on starts again, and what was done there no longer counts.
  const plan = run.task.plan!;
  const from = Math.min(...targets.map((t) => plan.level[t]));
  const again = Object.keys(run.task.nodes).filter((id) => (plan.level[id] ?? Infinity) >= from);
  for (const id of again) leaveNode(run, id, 'waiting');
  for (const h of run.task.history) if (h.round === run.task.round && h.nodeId && again.includes(h.nodeId) && h.kind !== 'reject') h.valid = false;
  enterReady(run);
}

const rejectStepTarget = (step: string | undefined): RejectTarget => (step === undefined || step === '0' ? 'start' : step === '1' ? 'previous' : step);

/** The nodes a reject goes back to, or null for the start (the task becomes rejected). */
function rejectTargets(run: Run, nodeId: string, target: RejectTarget): string[] | null {
  const plan = run.task.plan!;
  const start = run.graph.start;
  if (target === 'start' || target === start) return null;
  if (target === 'previous') {
    // The approvers before this node; timers and sub-flows in between are passed over (a sub-flow is never a
    // target). The start counts only when no approver precedes (an empty parallel branch leads from it).
    const found = new Set<string>();
    const passed = new Set<string>();
    const back = (id: string) => {
      for (const p of predecessors(plan, id)) {
        if (passed.has(p)) continue;
        passed.add(p);
        if (p !== start && run.graph.nodes.get(p)!.node.type === 'approver') found.add(p);
        else if (p !== start) back(p);
      }
    };
    back(nodeId);
    return found.size ? [...found] : null;
  }
  const type = run.graph.nodes.get(target)?.node.type;
  if (type !== 'approver' || !ancestors(plan, nodeId).has(target)) refuse('badRejectTarget');
  return [target];
}
