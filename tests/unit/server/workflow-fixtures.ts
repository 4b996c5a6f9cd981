import { expect } from 'vitest';
import type { ApproverProperties, FlowCondition, FlowDesign, FlowFormField, FlowNode } from '../../../schemas/workflow/design';
import { currentNodes, newTask, step, type Action, type Effect, type StepContext, type TaskState } from '../../../server/modules/workflow/engine';

/** Builders of small flow designs and a driver that steps a task and fails loudly on a refusal. */

export const FIELDS: FlowFormField[] = [{ key: 'amount', kind: 'number' }, { key: 'kind', kind: 'string' }, { key: 'code', kind: 'string' }];

export const approver = (nodeId: string, props: Partial<ApproverProperties> = {}, childNode?: FlowNode): FlowNode =>
  ({ type: 'approver', nodeId, properties: { assigneeType: 6, approvers: ['x'], ...props }, ...(childNode ? { childNode } : {}) });
export const timer = (nodeId: string, childNode?: FlowNode): FlowNode => ({ type: 'timer', nodeId, properties: { minute: 5 }, ...(childNode ? { childNode } : {}) });
export const branch = (nodeId: string, props: { priority?: number; isDefault?: boolean; conditions?: FlowCondition[]; isInterflow?: boolean }, childNode?: FlowNode): FlowNode => {
  const { isInterflow, ...properties } = props;
  return { type: 'condition', nodeId, ...(isInterflow ? { isInterflow } : {}), properties, ...(childNode ? { childNode } : {}) };
};
export const cond = (field: string, symbol: FlowCondition['symbol'], filedValue: FlowCondition['filedValue'], logic?: '&&' | '||'): FlowCondition =>
  ({ field, symbol, filedValue, ...(logic ? { logic } : {}) });
/** A router node carrying branches that merge into `childNode`. */
export const group = (nodeId: string, branches: FlowNode[], childNode?: FlowNode): FlowNode =>
  ({ type: 'empty', nodeId, conditionNodes: branches, ...(childNode ? { childNode } : {}) });
export const design = (childNode?: FlowNode): FlowDesign => ({ type: 'start', nodeId: 'start', properties: {}, ...(childNode ? { childNode } : {}) });

/** Users per approver node: node `a` is handled by a1 and a2 unless given otherwise. */
export const usersOf = (ids: string[], per = 2) => Object.fromEntries(ids.map((id) => [id, Array.from({ length: per }, (_, i) => `${id}${i + 1}`)]));

export const ctxFor = (actor: string, assignees: Record<string, string[]>, extra: Partial<StepContext> = {}): StepContext =>
  ({ actor, assignees, fallbackAssignee: 'admin', formFields: FIELDS, now: '2026-11-27T12:00:00Z', ...extra });

export class Driver {
  task: TaskState;
  effects: Effect[] = [];
  constructor(readonly flow: FlowDesign, readonly assignees: Record<string, string[]>, form: Record<string, unknown> = {}) {
    this.task = newTask('init', form);
  }
  try(actor: string, action: Action, extra: Partial<StepContext> = {}) {
    return step(this.flow, this.task, action, ctxFor(actor, this.assignees, extra));
  }
  act(actor: string, action: Action, extra: Partial<StepContext> = {}) {
    const result = this.try(actor, action, extra);
    if (!result.ok) expect.fail(`${action.type} by ${actor} refused: ${result.error.code}`);
    this.task = result.task;
    this.effects = result.effects;
    return this;
  }
  refused(actor: string, action: Action, extra: Partial<StepContext> = {}) {
    const result = this.try(actor, action, extra);
    return result.ok ? 'accepted' : result.error.code;
  }
  submit(form?: Record<string, unknown>) { return this.act('init', { type: 'submit', ...(form ? { form } : {}) }); }
  /** The open to-do of a user (on a node when given). */
  todo(userId: string, nodeId?: string) {
    const todo = this.task.todos.find((t) => t.userId === userId && t.status === 'open' && (!nodeId || t.nodeId === nodeId));
    if (!todo) expect.fail(`no open to-do for ${userId}`);
    return todo.id;
  }
  approve(userId: string, extra: Partial<Extract<Action, { type: 'approve' }>> = {}) { return this.act(userId, { type: 'approve', todoId: this.todo(userId), ...extra }); }
  reject(userId: string, target?: string) { return this.act(userId, { type: 'reject', todoId: this.todo(userId), ...(target ? { target } : {}) }); }
  get current() { return currentNodes(this.task).sort(); }
  get open() { return this.task.todos.filter((t) => t.status === 'open').map((t) => `${t.nodeId}:${t.userId}`).sort(); }
}
