import { describe, expect, it } from 'vitest';
import { conditionsHold } from '../../../schemas/workflow/condition';
import { SYSTEM_ACTOR } from '../../../server/modules/workflow/engine';
import { approver, branch, cond, design, Driver, group, timer, usersOf } from './workflow-fixtures';

/** Condition routing, parallel joins, countersign ratios and or-sign, timers and sub-flows. */

describe('conditions', () => {
  const kindOf = (field: string) => (field === 'amount' ? 'number' as const : 'string' as const);
  it.each([
    ['10 > 9 as numbers', [cond('amount', '>', 9)], { amount: 10 }, true],
    ['"10" > 9 from a decimal text', [cond('amount', '>', '9')], { amount: '10.00' }, true],
    ['decimals exactly', [cond('amount', '==', '0.3')], { amount: '0.30' }, true],
    ['"10" > "9" as strings is false', [cond('code', '>', '9')], { code: '10' }, false],
    ['strings equal', [cond('kind', '==', 'gold')], { kind: 'gold' }, true],
    ['strings differ', [cond('kind', '<>', 'gold')], { kind: 'silver' }, true],
    ['a missing number matches only not-equal', [cond('amount', '>', 1)], {}, false],
    ['a missing number is not equal', [cond('amount', '!=', 1)], {}, true],
    ['&& left to right', [cond('amount', '>', 1, '&&'), cond('kind', '==', 'x')], { amount: 2, kind: 'y' }, false],
    ['|| left to right', [cond('amount', '>', 1, '||'), cond('kind', '==', 'x')], { amount: 0, kind: 'x' }, true],
    ['no conditions hold', [], {}, true],
  ] as const)('%s', (_name, conditions, form, expected) => {
    expect(conditionsHold([...conditions], kindOf, form)).toBe(expected);
  });
});

describe('exclusive branches', () => {
  // Priority 1 (amount > 1000) before priority 2 (amount > 100); the default otherwise; then F.
  const flow = design(group('g', [
    branch('dflt', { isDefault: true }, approver('D')),
    branch('big', { priority: 2, conditions: [cond('amount', '>', 100)] }, approver('M')),
    branch('huge', { priority: 1, conditions: [cond('amount', '>', 1000)] }, approver('H')),
  ], approver('F')));
  it.each([[5000, 'H'], ['150.50', 'M'], [100, 'D'], [null, 'D']])('amount %s goes to %s, then all merge into F', (amount, node) => {
    const d = new Driver(flow, usersOf(['D', 'M', 'H', 'F'], 1)).submit({ amount });
    expect(d.current).toEqual([node]);
    expect(Object.keys(d.task.plan!.next).sort()).toEqual([node, 'F', 'start'].sort());
    d.approve(`${node}1`);
    expect(d.current).toEqual(['F']);
    d.approve('F1');
    expect(d.task.status).toBe(2);
  });

  it('asks only for the assignees of the branch taken', () => {
    const d = new Driver(flow, { H: ['h'] }).submit({ amount: 5000 });
    expect(d.open).toEqual(['H:h']);
  });
});

describe('parallel branches', () => {
  // Two branches, one of two steps, join at J; a third branch with no node goes straight to J.
  const flow = design(group('p', [
    branch('b1', { isInterflow: true }, approver('P', {}, approver('Q'))),
    branch('b2', { isInterflow: true }, approver('R')),
    branch('b3', { isInterflow: true }),
  ], approver('J')));

  it('opens every branch and enters the join only when all have passed', () => {
    const d = new Driver(flow, usersOf(['P', 'Q', 'R', 'J'], 1)).submit();
    expect(d.current).toEqual(['P', 'R']);
    d.approve('R1');
    expect(d.current).toEqual(['P']);
    d.approve('P1');
    expect(d.current).toEqual(['Q']);
    d.approve('Q1');
    expect(d.current).toEqual(['J']);
    expect(d.task.plan!.level).toMatchObject({ start: 1, P: 2, R: 2, Q: 3, J: 4, end: 5 });
  });

  it('reject from the join to the previous step reopens both branch ends and the branch that had to restart', () => {
    const d = new Driver(flow, usersOf(['P', 'Q', 'R', 'J'], 1)).submit().approve('R1').approve('P1').approve('Q1').reject('J1', 'previous');
    // The previous steps are Q and R; from R's level on everything starts again: P and R are entered, Q after P.
    expect(d.current).toEqual(['P', 'R']);
    expect(d.task.status).toBe(1);
  });

  it('a reject in one branch to the start ends the sibling branch too', () => {
    const d = new Driver(flow, usersOf(['P', 'Q', 'R', 'J'], 1)).submit().reject('R1', 'start');
    expect(d.task.status).toBe(3);
    expect(d.open).toEqual([]);
  });
});

describe('countersign and or-sign', () => {
  const flow = (ratio?: number) => design(approver('A', { counterSign: 1, ...(ratio ? { countersignRatio: ratio } : {}) }, approver('B')));
  it.each([
    ['all: three approvals of three', undefined, ['A1', 'A2'], 'A', ['A3'], 'B'],
    ['60%: two of three are 66%', 60, ['A1'], 'A', ['A2'], 'B'],
    ['50%: two of four', 50, ['A1'], 'A', ['A3'], 'B'],
  ] as const)('%s', (_name, ratio, first, after, then, finally_) => {
    const d = new Driver(flow(ratio), { ...usersOf(['B']), A: ratio === 50 ? ['A1', 'A2', 'A3', 'A4'] : ['A1', 'A2', 'A3'] }).submit();
    for (const u of first) d.approve(u);
    expect(d.current).toEqual([after]);
    for (const u of then) d.approve(u);
    expect(d.current).toEqual([finally_]);
    expect(d.open.filter((t) => t.startsWith('A:'))).toEqual([]);
  });

  it.each([
    ['all: one reject decides', undefined, 1, 3],
    ['60% of three: one reject of three is 33% < 40%', 60, 1, 1],
    ['60% of three: two rejects decide', 60, 2, 3],
  ] as const)('%s', (_name, ratio, rejects, status) => {
    const d = new Driver(flow(ratio), { ...usersOf(['B']), A: ['A1', 'A2', 'A3'] }).submit();
    for (let i = 1; i <= rejects; i += 1) d.reject(`A${i}`, 'start');
    expect(d.task.status).toBe(status);
  });

  it('a vote after the node passed is refused', () => {
    const d = new Driver(flow(50), { ...usersOf(['B']), A: ['A1', 'A2'] }).submit();
    const a2 = d.todo('A2');
    d.approve('A1');
    expect(d.refused('A2', { type: 'approve', todoId: a2 })).toBe('todoNotOpen');
  });
});

describe('timers and sub-flows', () => {
  it('a timer node waits for the job runner, then goes on', () => {
    const d = new Driver(design(timer('T', approver('A'))), usersOf(['A'])).submit();
    expect(d.current).toEqual(['T']);
    expect(d.effects).toContainEqual({ type: 'scheduleTimer', nodeId: 'T', purpose: 'timer', afterSeconds: 300 });
    d.act(SYSTEM_ACTOR, { type: 'timerFired', nodeId: 'T' });
    expect(d.current).toEqual(['A']);
  });

  it('a sub-flow node starts its flow with mapped fields and waits for it', () => {
    const flow = design({
      type: 'subFlow', nodeId: 'S', properties: { flowId: 'f2', initiateType: 4, assignList: [{ parentField: 'amount', childField: 'total' }] },
      childNode: approver('A'),
    });
    const d = new Driver(flow, usersOf(['A']), { amount: '12.50' }).submit();
    expect(d.effects).toContainEqual({ type: 'startSubFlow', nodeId: 'S', flowId: 'f2', initiateType: 4, initiators: { users: [], positions: [], roles: [] }, data: { total: '12.50' } });
    expect(d.refused('A1', { type: 'subFlowDone', nodeId: 'S' })).toBe('notAllowed');
    d.act(SYSTEM_ACTOR, { type: 'subFlowDone', nodeId: 'S' });
    expect(d.current).toEqual(['A']);
  });

  it('reject to the previous step passes over a timer to the approver before it', () => {
    const d = new Driver(design(approver('A', {}, timer('T', approver('B', { rejectStep: '1' })))), usersOf(['A', 'B'])).submit().approve('A1');
    d.act(SYSTEM_ACTOR, { type: 'timerFired', nodeId: 'T' }).reject('B1');
    expect(d.current).toEqual(['A']);
    expect(d.effects).not.toContainEqual(expect.objectContaining({ type: 'scheduleTimer', nodeId: 'T' }));
  });

  it('withdraw cancels the timers and sub-flows it leaves', () => {
    const d = new Driver(design(timer('T')), {}).submit().act('init', { type: 'withdraw' });
    expect(d.effects).toContainEqual({ type: 'cancelTimer', nodeId: 'T' });
  });
});
