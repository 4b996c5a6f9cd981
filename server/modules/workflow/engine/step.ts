import { compileFlow, type FlowGraph } from '../../../../schemas/workflow/graph';
import type { FlowDesign } from '../../../../schemas/workflow/design';
import { addApprover, transfer } from './actions/hand-over';
import { approve, reject } from './actions/handle';
import { save, submit, withdraw } from './actions/launch';
import { cancel, copy, reassign, resume, suspend, urge } from './actions/oversee';
import { recall } from './actions/recall';
import { subFlowDone, timeout, timerFired } from './actions/system';
import { Refusal, refuse, type Run } from './run';
import type { Action, StepContext, StepResult, TaskState } from './types';

/**
 * The workflow engine's one entry (docs/architecture.md#workflow-engine): a pure function of the design, the
 * task's state, the action and its context. It returns the new state and the effects for the services to
 * persist in one transaction, or a refusal code; the state given is never changed.
 */

/** A new task, a draft of the initiator's. */
export const newTask = (initiator: string, form: Record<string, unknown> = {}): TaskState => ({
  status: 0, initiator, form, suspended: false, round: 0, plan: null, nodes: {}, todos: [], history: [], seq: 0,
});

const graphs = new WeakMap<FlowDesign, FlowGraph>();
const graphOf = (design: FlowDesign) => {
  let graph = graphs.get(design);
  if (!graph) graphs.set(design, (graph = compileFlow(design)));
  return graph;
};

/** While suspended only the monitor's resume and cancel go through. */
const WHILE_SUSPENDED = new Set<Action['type']>(['resume', 'cancel']);

function apply(run: Run, action: Action) {
  switch (action.type) {
    case 'save': return save(run, action);
    case 'submit': return submit(run, action);
    case 'withdraw': return withdraw(run);
    case 'approve': return approve(run, action);
    case 'reject': return reject(run, action);
    case 'recall': return recall(run, action);
    case 'transfer': return transfer(run, action);
    case 'addApprover': return addApprover(run, action);
    case 'copy': return copy(run, action);
    case 'urge': return urge(run);
    case 'cancel': return cancel(run, action);
    case 'suspend': return suspend(run);
    case 'resume': return resume(run);
    case 'reassign': return reassign(run, action);
    case 'timerFired': return timerFired(run, action);
    case 'subFlowDone': return subFlowDone(run, action);
    case 'timeout': return timeout(run, action);
  }
}

export function step(design: FlowDesign, task: TaskState, action: Action, ctx: StepContext): StepResult {
  const run: Run = { graph: graphOf(design), task: structuredClone(task), ctx, effects: [] };
  try {
    if (task.suspended && !WHILE_SUSPENDED.has(action.type)) refuse('suspended');
    apply(run, action);
    return { ok: true, task: run.task, effects: run.effects };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.error };
    throw error;
  }
}
