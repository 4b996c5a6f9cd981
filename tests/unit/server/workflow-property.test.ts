import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFlowDesign } from '../../../schemas/workflow/check';
import type { FlowDesign, FlowNode } from '../../../schemas/workflow/design';
import { currentNodes, newTask, step, SYSTEM_ACTOR, type Action, type StepContext, type TaskState } from '../../../server/modules/workflow/engine';
import { approver, branch, cond, design, FIELDS, group, timer } from './workflow-fixtures';

/**
 * Random designs (valid by the schema and the check) and random sequences of actions keep the engine's invariants:
 * a task not handling has no open to-do and no current node; a handling one has current nodes, each approver among
 * them with an open to-do and every node before it passed, and every live to-do on a current node; every to-do belongs to a user the services
 * resolved for its node, the administrator, or someone an action named (transfer, added, reassigned).
 */

type Shape =
  | { k: 'approver'; sign: 0 | 1; ratio: number; next?: Shape }
  | { k: 'timer'; next?: Shape }
  | { k: 'excl' | 'par'; branches: (Shape | null)[]; next?: Shape };

const shapes = fc.letrec<{ shape: Shape }>((tie) => ({
  shape: fc.oneof(
    { maxDepth: 5, depthIdentifier: 'flow', withCrossShrink: true },
    fc.record({ k: fc.constant('approver' as const), sign: fc.constantFrom(0 as const, 1 as const), ratio: fc.constantFrom(50, 60, 100), next: fc.option(tie('shape'), { nil: undefined }) }),
    fc.record({ k: fc.constant('timer' as const), next: fc.option(tie('shape'), { nil: undefined }) }),
    fc.record({ k: fc.constantFrom('excl' as const, 'par' as const), branches: fc.array(fc.option(tie('shape'), { nil: null }), { minLength: 2, maxLength: 3 }), next: fc.option(tie('shape'), { nil: undefined }) }),
  ),
})).shape;

function build(shape: Shape): FlowDesign {
  let n = 0;
  const id = (p: string) => `${p}${(n += 1)}`;
  const node = (s: Shape | null | undefined): FlowNode | undefined => {
    if (!s) return undefined;
    if (s.k === 'approver') return approver(id('a'), { counterSign: s.sign, countersignRatio: s.ratio, rejectStep: s.ratio === 60 ? '1' : '0' }, node(s.next));
    if (s.k === 'timer') return timer(id('t'), node(s.next));
    const branches = s.branches.map((b, i) => branch(id('b'), s.k === 'par' ? { isInterflow: true } : i === 0 ? { isDefault: true } : { priority: i, conditions: [cond('amount', '>', i * 500)] }, node(b)));
    return group(id('g'), branches, node(s.next));
  };
  return design(node(shape));
}

const approverIds = (d: FlowNode, out: string[] = []): string[] => {
  if (d.type === 'approver') out.push(d.nodeId);
  d.conditionNodes?.forEach((b) => approverIds(b, out));
  if (d.childNode) approverIds(d.childNode, out);
  return out;
};

function candidates(task: TaskState, named: string): [string, Action, Partial<StepContext>][] {
  const list: [string, Action, Partial<StepContext>][] = [];
  const monitor = { isMonitor: true };
  if ([0, 3, 4].includes(task.status)) list.push(['init', { type: 'submit' }, {}]);
  if (task.status !== 1) return list;
  for (const t of task.todos.filter((x) => x.status === 'open')) {
    // Approvals weigh more, so that runs reach the end often.
    list.push([t.userId, { type: 'approve', todoId: t.id }, {}], [t.userId, { type: 'approve', todoId: t.id }, {}], [t.userId, { type: 'approve', todoId: t.id }, {}]);
    list.push([t.userId, { type: 'reject', todoId: t.id, target: 'previous' }, {}]);
    list.push([t.userId, { type: 'reject', todoId: t.id }, {}]);
    list.push([t.userId, { type: 'transfer', todoId: t.id, userId: `T${named}` }, {}]);
    list.push([t.userId, { type: 'addApprover', todoId: t.id, userId: `X${named}`, position: 'before' }, {}]);
    list.push([t.userId, { type: 'addApprover', todoId: t.id, userId: `X${named}`, position: 'after' }, {}]);
    list.push(['stranger', { type: 'approve', todoId: t.id }, {}]);
  }
  for (const h of task.history.filter((x) => x.kind === 'approve' && x.valid)) list.push([h.actor, { type: 'recall', recordSeq: h.seq }, {}]);
  for (const id of currentNodes(task)) {
    list.push([SYSTEM_ACTOR, { type: 'timerFired', nodeId: id }, {}]);
    list.push(['M', { type: 'reassign', nodeId: id, userId: `R${named}` }, monitor]);
  }
  list.push(['init', { type: 'withdraw' }, {}], ['init', { type: 'urge' }, {}], ['M', { type: 'cancel' }, monitor]);
  list.push(['M', { type: task.suspended ? 'resume' : 'suspend' }, monitor]);
  return list;
}

function checkInvariants(task: TaskState, approvers: Set<string>, assignees: Record<string, string[]>) {
  const current = new Set(currentNodes(task));
  const live = task.todos.filter((t) => t.status === 'open' || t.status === 'blocked');
  if (task.status !== 1) {
    expect(live).toEqual([]);
    expect([...current]).toEqual([]);
    expect(task.suspended).toBe(false);
    return;
  }
  expect(current.size).toBeGreaterThan(0);
  for (const t of live) expect(current.has(t.nodeId)).toBe(true);
  for (const id of current) {
    expect(task.plan!.next[id]).toBeDefined();
    // A node holds work only once everything before it on the route has passed (the parallel join).
    for (const p of Object.keys(task.plan!.next)) if (task.plan!.next[p].includes(id)) expect(task.nodes[p], `${p} before ${id}`).toBe('done');
    if (approvers.has(id)) expect(task.todos.some((t) => t.nodeId === id && t.status === 'open')).toBe(true);
  }
  for (const t of task.todos) {
    const named = /^[TXR]\d+$/.test(t.userId) || (t.fallback && t.userId === 'admin') || assignees[t.nodeId]?.includes(t.userId);
    expect(named, `${t.userId} on ${t.nodeId}`).toBe(true);
  }
}

describe('engine invariants under random designs and actions', () => {
  it('hold after every accepted action; a refused one changes nothing', () => {
    fc.assert(fc.property(
      shapes, fc.integer({ min: 0, max: 2000 }), fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 20, maxLength: 20 }),
      (shape, amount, choices, sizes) => {
        const flow = build(shape);
        expect(checkFlowDesign(flow, FIELDS)).toMatchObject({ ok: true });
        const assignees = Object.fromEntries(approverIds(flow).map((id, i) => [id, Array.from({ length: sizes[i % sizes.length] }, (_, j) => `${id}u${j}`)]));
        const approvers = new Set(Object.keys(assignees));
        let task = newTask('init', { amount });
        choices.forEach((choice, i) => {
          const list = candidates(task, String(i));
          if (!list.length) return;
          const [actor, action, extra] = list[choice % list.length];
          const before = JSON.stringify(task);
          const result = step(flow, task, action, { actor, assignees, fallbackAssignee: 'admin', formFields: FIELDS, now: 'now', ...extra });
          expect(JSON.stringify(task)).toBe(before);
          if (!result.ok) return;
          task = result.task;
          checkInvariants(task, approvers, assignees);
        });
      },
    ), { seed: 20261127, numRuns: 1000 });
  });
});
