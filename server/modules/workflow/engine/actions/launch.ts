import { END } from '../../../../../schemas/workflow/graph';
import { enterReady, finish } from '../enter';
import { planRoute } from '../plan';
import { needInitiator, needStatus } from '../rights';
import { record, refuse, type Run } from '../run';
import type { Action } from '../types';

/** The initiator's actions: save a draft, submit (again after a reject or withdraw), withdraw (reference §6.3). */

export function save(run: Run, action: Extract<Action, { type: 'save' }>) {
  needInitiator(run);
  needStatus(run, 0, 3, 4);
  run.task.form = { ...action.form };
}

export function submit(run: Run, action: Extract<Action, { type: 'submit' }>) {
  needInitiator(run);
  needStatus(run, 0, 3, 4);
  const task = run.task;
  if (action.form) task.form = { ...action.form };
  const plan = planRoute(run.graph, run.ctx.formFields, task.form) ?? refuse('noRoute');
  task.round += 1;
  task.plan = plan;
  task.status = 1;
  task.suspended = false;
  task.nodes = Object.fromEntries([...Object.keys(plan.next), END].map((id) => [id, 'waiting' as const]));
  task.nodes[run.graph.start] = 'done';
  record(run, { kind: 'submit', nodeId: run.graph.start });
  enterReady(run, plan.next[run.graph.start]);
}

/** Allowed only while nobody has acted since the submit (design decision: "the next step is untouched"). */
export function withdraw(run: Run) {
  needInitiator(run);
  needStatus(run, 1);
  const acted = run.task.history.some((h) => h.round === run.task.round && h.valid && ['approve', 'reject', 'transfer', 'addApprover'].includes(h.kind));
  if (acted) refuse('nextStepTouched');
  finish(run, 4);
  record(run, { kind: 'withdraw', nodeId: run.graph.start });
  run.effects.push({ type: 'message', kind: 'revoked', to: [run.task.initiator] });
}
