import { describe, expect, it } from 'vitest';
import { checkFlowDesign, type FlowProblem } from '../../../schemas/workflow/check';
import type { FlowNode } from '../../../schemas/workflow/design';
import { compileFlow, resolveTarget } from '../../../schemas/workflow/graph';
import { approver, branch, cond, design, FIELDS, group, timer } from './workflow-fixtures';

/** The design check on save and release: shape, then what the shape cannot say, each problem with its path. */

const amountGroup = (branches: FlowNode[]) => design(group('g', branches, approver('F')));
const good = amountGroup([
  branch('b1', { priority: 1, conditions: [cond('amount', '>=', '1000.50')] }, approver('A', { counterSign: 1, countersignRatio: 60 })),
  branch('b2', { isDefault: true }, timer('T', approver('B', { rejectStep: '0' }))),
]);

describe('checkFlowDesign', () => {
  it('accepts a good design', () => {
    expect(checkFlowDesign(good, FIELDS)).toEqual({ ok: true, design: good });
  });

  const problems = (doc: unknown): FlowProblem[] => {
    const result = checkFlowDesign(doc, FIELDS);
    return result.ok ? [] : result.problems.map(({ path, code }) => ({ path, code }));
  };

  it.each<[string, unknown, FlowProblem[]]>([
    ['an unknown node type', design({ type: 'robot' } as unknown as FlowNode), [{ path: '/childNode/type', code: 'shape' }]],
    ['a bad symbol', amountGroup([branch('b1', { conditions: [{ field: 'amount', symbol: '=~', filedValue: 1 } as never] }), branch('b2', { isDefault: true })]),
      [{ path: '/childNode/conditionNodes/0/properties/conditions/0/symbol', code: 'shape' }]],
    ['an approver without an assignee type', design({ type: 'approver', nodeId: 'A', properties: {} } as never), [{ path: '/childNode/properties', code: 'shape' }]],
    ['a root that is not a start', approver('A'), [{ path: '/type', code: 'rootNotStart' }]],
    ['a start inside', design({ ...design(), nodeId: 's2' }), [{ path: '/childNode', code: 'startNotRoot' }]],
    ['duplicate node ids', design(approver('A', {}, approver('A'))), [{ path: '/childNode/childNode/nodeId', code: 'duplicateNodeId' }]],
    ['no default branch', amountGroup([branch('b1', { conditions: [cond('amount', '>', 1)] }), branch('b2', { conditions: [cond('amount', '<=', 1)] })]),
      [{ path: '/childNode/conditionNodes', code: 'defaultMissing' }]],
    ['two default branches', amountGroup([branch('b1', { isDefault: true }), branch('b2', { isDefault: true })]), [{ path: '/childNode/conditionNodes', code: 'defaultNotUnique' }]],
    ['one branch', amountGroup([branch('b1', { isDefault: true })]), [{ path: '/childNode/conditionNodes', code: 'groupTooSmall' }]],
    ['parallel and exclusive mixed', amountGroup([branch('b1', { isInterflow: true }), branch('b2', { isDefault: true })]), [{ path: '/childNode/conditionNodes', code: 'mixedGroup' }]],
    ['a default in a parallel group', amountGroup([branch('b1', { isInterflow: true }), branch('b2', { isInterflow: true, isDefault: true })]),
      [{ path: '/childNode/conditionNodes', code: 'defaultInParallel' }]],
    ['a branch without conditions', amountGroup([branch('b1', {}), branch('b2', { isDefault: true })]), [{ path: '/childNode/conditionNodes/0/properties/conditions', code: 'conditionsMissing' }]],
    ['a condition on an unknown field', amountGroup([branch('b1', { conditions: [cond('price', '>', 1)] }), branch('b2', { isDefault: true })]),
      [{ path: '/childNode/conditionNodes/0/properties/conditions/0/field', code: 'unknownField' }]],
    ['a number field compared with text', amountGroup([branch('b1', { conditions: [cond('amount', '>', 'lots')] }), branch('b2', { isDefault: true })]),
      [{ path: '/childNode/conditionNodes/0/properties/conditions/0/filedValue', code: 'numberExpected' }]],
    ['a branch head in a chain', design(branch('b', {})), [{ path: '/childNode', code: 'branchOutsideGroup' }]],
    ['an approver in a branch list', amountGroup([approver('X'), branch('b2', { isDefault: true })]), [{ path: '/childNode/conditionNodes/0', code: 'notBranch' }]],
    ['specified users with nobody listed', design(approver('A', { approvers: [] })), [{ path: '/childNode/properties/assigneeType', code: 'assigneeRuleMissing' }]],
    ['a form-field assignee without the field', design(approver('A', { assigneeType: 4 })), [{ path: '/childNode/properties/assigneeType', code: 'assigneeRuleMissing' }]],
    ['a link assignee to an unknown node', design(approver('A', { assigneeType: 5, nodeId: 'Z' })), [{ path: '/childNode/properties/assigneeType', code: 'assigneeRuleMissing' }]],
    ['a service assignee without its address', design(approver('A', { assigneeType: 9 })), [{ path: '/childNode/properties/assigneeType', code: 'assigneeRuleMissing' }]],
    ['a reject step to an unknown node', design(approver('A', { rejectStep: 'Z' })), [{ path: '/childNode/properties/rejectStep', code: 'rejectTargetUnknown' }]],
    ['a timer of no time', design({ type: 'timer', nodeId: 'T', properties: {} }), [{ path: '/childNode/properties', code: 'timerEmpty' }]],
  ])('refuses %s', (_name, doc, expected) => {
    expect(problems(doc)).toEqual(expected);
  });

  it('compiles branches by priority with the default last, and routes the values through them', () => {
    const graph = compileFlow(good);
    const kindOf = (f: string) => (f === 'amount' ? 'number' as const : 'string' as const);
    expect(resolveTarget(graph.nodes.get('start')!.next, kindOf, { amount: '1000.50' })).toEqual(['A']);
    expect(resolveTarget(graph.nodes.get('start')!.next, kindOf, { amount: '1000.49' })).toEqual(['T']);
    expect(resolveTarget(graph.nodes.get('A')!.next, kindOf, {})).toEqual(['F']);
    expect(resolveTarget(graph.nodes.get('F')!.next, kindOf, {})).toEqual(['end']);
  });
});
