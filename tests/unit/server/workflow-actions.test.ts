import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR, type Action } from '../../../server/modules/workflow/engine';
import { approver, design, Driver, usersOf } from './workflow-fixtures';

/** Every action of reference §6.3/6.4: what it does when allowed, and its refusal code when not. */

const linear = () => design(approver('A', {}, approver('B', { counterSign: 1 }, approver('C'))));
const started = () => new Driver(linear(), usersOf(['A', 'B', 'C'])).submit({ amount: 10 });

describe('launch: save, submit, withdraw', () => {
  it('a draft is saved by its initiator only, and submitting opens the first node\'s to-dos', () => {
    const d = new Driver(linear(), usersOf(['A', 'B', 'C']));
    expect(d.refused('other', { type: 'save', form: { amount: 1 } })).toBe('notAllowed');
    d.act('init', { type: 'save', form: { amount: 1 } });
    expect(d.task.status).toBe(0);
    expect(d.task.form).toEqual({ amount: 1 });
    expect(d.refused('other', { type: 'submit' })).toBe('notAllowed');
    d.submit();
    expect(d.task.status).toBe(1);
    expect(d.current).toEqual(['A']);
    expect(d.open).toEqual(['A:A1', 'A:A2']);
    expect(d.effects.filter((e) => e.type === 'openTodo')).toHaveLength(2);
    expect(d.task.history.map((h) => h.kind)).toEqual(['submit']);
    expect(d.refused('init', { type: 'submit' })).toBe('wrongStatus');
    expect(d.refused('init', { type: 'save', form: {} })).toBe('wrongStatus');
  });

  it('asks for the assignees of the nodes it enters when the services did not give them', () => {
    const d = new Driver(linear(), {});
    expect(d.try('init', { type: 'submit' })).toEqual({ ok: false, error: { code: 'assigneesNeeded', nodeIds: ['A'] } });
  });

  it('gives a node nobody resolves to the flow administrator, marked', () => {
    const d = new Driver(linear(), { ...usersOf(['B', 'C']), A: [] }).submit();
    expect(d.task.todos).toMatchObject([{ nodeId: 'A', userId: 'admin', fallback: true, status: 'open' }]);
    expect(d.effects).toContainEqual({ type: 'openTodo', todoId: d.task.todos[0].id, nodeId: 'A', userId: 'admin', fallback: true });
  });

  it('a design whose start leads to the end approves at once', () => {
    const d = new Driver(design(), {}).submit();
    expect(d.task.status).toBe(2);
    expect(d.effects).toContainEqual({ type: 'ended', status: 2 });
  });

  it('withdraw: the initiator, while nobody has acted; then resubmit', () => {
    const d = started();
    expect(d.refused('A1', { type: 'withdraw' })).toBe('notAllowed');
    d.act('init', { type: 'withdraw' });
    expect(d.task.status).toBe(4);
    expect(d.open).toEqual([]);
    expect(d.current).toEqual([]);
    expect(d.refused('init', { type: 'withdraw' })).toBe('wrongStatus');
    d.submit();
    expect(d.task.status).toBe(1);
    expect(d.task.round).toBe(2);
    d.approve('A1');
    expect(d.refused('init', { type: 'withdraw' })).toBe('nextStepTouched');
  });
});

describe('approve and reject', () => {
  it('or-sign: one approval passes the node and closes the others; the initiator hears of it', () => {
    const d = started().approve('A2');
    expect(d.current).toEqual(['B']);
    expect(d.task.todos.find((t) => t.userId === 'A1')?.status).toBe('closed');
    expect(d.effects).toContainEqual({ type: 'message', kind: 'agreed', to: ['init'] });
    expect(d.task.history.map((h) => h.kind)).toEqual(['submit', 'approve']);
  });

  it('refuses a to-do that is not the actor\'s, closed, or unknown; a delegate may act', () => {
    const d = started();
    const a1 = d.todo('A1');
    expect(d.refused('A2', { type: 'approve', todoId: a1 })).toBe('notAllowed');
    expect(d.refused('X', { type: 'approve', todoId: 'nope' })).toBe('todoNotFound');
    expect(d.refused('D', { type: 'approve', todoId: a1 }, { actingFor: ['A1'] })).toBe('accepted');
    d.approve('A2');
    expect(d.refused('A1', { type: 'approve', todoId: a1 })).toBe('todoNotOpen');
  });

  it('acting on one\'s own to-do closes the delegators\' to-dos of the node', () => {
    const d = started();
    d.act('A2', { type: 'reject', todoId: d.todo('A2'), target: 'start' }, { actingFor: ['A1'] });
    expect(d.task.todos.find((t) => t.userId === 'A1')?.status).toBe('rejected');
  });

  it('a comment and a signature where the node asks for them', () => {
    const d = new Driver(design(approver('A', { hasOpinion: true, hasSign: true })), usersOf(['A'])).submit();
    const todoId = d.todo('A1');
    expect(d.refused('A1', { type: 'approve', todoId })).toBe('opinionRequired');
    expect(d.refused('A1', { type: 'approve', todoId, opinion: '  ' })).toBe('opinionRequired');
    expect(d.refused('A1', { type: 'approve', todoId, opinion: 'ok' })).toBe('signatureRequired');
    d.act('A1', { type: 'approve', todoId, opinion: 'ok', signImg: 'data:image/png;base64,xx' });
    expect(d.task.status).toBe(2);
    expect(d.effects).toContainEqual({ type: 'message', kind: 'approved', to: ['init'] });
    expect(d.task.history.at(-1)?.kind).toBe('end');
  });

  it('an approver changes only the fields their node makes writable', () => {
    const flow = design(approver('A', { formOperates: [{ id: 'amount', read: true, write: true }, { id: 'kind', read: true, write: false }] }));
    const d = new Driver(flow, usersOf(['A']), { amount: 1, kind: 'x' }).submit();
    d.approve('A1', { form: { amount: 2, kind: 'y', code: 'z' } });
    expect(d.task.form).toEqual({ amount: 2, kind: 'x' });
  });

  it('copy-to of the node and chosen while approving', () => {
    const flow = design(approver('A', { circulateUser: ['c1'], circulateRole: ['r1'] }));
    const d = new Driver(flow, usersOf(['A'])).submit().approve('A1', { copyIds: ['c2', 'c1'] });
    expect(d.effects).toContainEqual({ type: 'copy', nodeId: 'A', users: ['c1', 'c2'], positions: [], roles: ['r1'] });
  });

  it.each([
    ['start', 3, [], [], [true, true, true]],
    ['previous', 1, ['B'], ['B:B1', 'B:B2'], [true, false, false]],
    ['A', 1, ['A'], ['A:A1', 'A:A2'], [false, false, false]],
  ] as const)('reject from C to %s', (target, status, current, open, valid) => {
    const d = started().approve('A1').approve('B1').approve('B2');
    expect(d.current).toEqual(['C']);
    d.reject('C1', target);
    expect(d.task.status).toBe(status);
    expect(d.current).toEqual(current);
    expect(d.open).toEqual(open);
    expect(d.effects).toContainEqual({ type: 'message', kind: 'rejected', to: ['init'] });
    expect(d.task.history.filter((h) => h.kind === 'approve').map((h) => h.valid)).toEqual(valid);
  });

  it('reject to the previous step of the first node is the start; the design\'s reject step is the default', () => {
    expect(started().reject('A1', 'previous').task.status).toBe(3);
    const flow = design(approver('A', {}, approver('B', { rejectStep: '1' })));
    const d = new Driver(flow, usersOf(['A', 'B'])).submit().approve('A1').reject('B1');
    expect(d.current).toEqual(['A']);
    expect(d.task.status).toBe(1);
  });

  it('refuses a reject target that is not an earlier approver on the route, and a reject button turned off', () => {
    const d = started().approve('A1');
    expect(d.refused('B1', { type: 'reject', todoId: d.todo('B1'), target: 'C' })).toBe('badRejectTarget');
    expect(d.refused('B1', { type: 'reject', todoId: d.todo('B1'), target: 'nowhere' })).toBe('badRejectTarget');
    const off = new Driver(design(approver('A', { hasRejectBtn: false })), usersOf(['A'])).submit();
    expect(off.refused('A1', { type: 'reject', todoId: off.todo('A1') })).toBe('buttonOff');
  });

  it('a task rejected to the start is resubmitted as a new round', () => {
    const d = started().approve('A1').reject('B1', 'start');
    expect(d.task.status).toBe(3);
    d.submit({ amount: 5 });
    expect(d.task.status).toBe(1);
    expect(d.open).toEqual(['A:A1', 'A:A2']);
    expect(d.task.todos.filter((t) => t.round === 2)).toHaveLength(2);
  });
});

describe('recall (an approver takes back an approval)', () => {
  it('while the next step is untouched: the node is current again with the approver\'s to-do', () => {
    const d = started().approve('A1');
    const seq = d.task.history.find((h) => h.kind === 'approve')!.seq;
    expect(d.refused('A2', { type: 'recall', recordSeq: seq })).toBe('notAllowed');
    d.act('A1', { type: 'recall', recordSeq: seq });
    expect(d.current).toEqual(['A']);
    expect(d.open).toEqual(['A:A1']);
    expect(d.task.history.find((h) => h.seq === seq)?.valid).toBe(false);
    expect(d.refused('A1', { type: 'recall', recordSeq: seq })).toBe('recordNotFound');
  });

  it('refused once the next step acted, and for an unknown record', () => {
    const d = started().approve('A1').approve('B1');
    const seq = d.task.history.find((h) => h.kind === 'approve')!.seq;
    expect(d.refused('A1', { type: 'recall', recordSeq: seq })).toBe('nextStepTouched');
    expect(d.refused('A1', { type: 'recall', recordSeq: 999 })).toBe('recordNotFound');
  });

  it('a countersign vote before the node passed is taken back alone', () => {
    const d = started().approve('A1').approve('B1');
    const seq = d.task.history.filter((h) => h.kind === 'approve')[1].seq;
    d.act('B1', { type: 'recall', recordSeq: seq });
    expect(d.open).toEqual(['B:B1', 'B:B2']);
  });
});

describe('transfer and added approvers', () => {
  it('transfer hands the to-do to another user', () => {
    const d = started();
    const todoId = d.todo('A1');
    expect(d.refused('A1', { type: 'transfer', todoId, userId: 'A1' })).toBe('sameUser');
    expect(d.refused('A2', { type: 'transfer', todoId, userId: 'T' })).toBe('notAllowed');
    d.act('A1', { type: 'transfer', todoId, userId: 'T' });
    expect(d.open).toEqual(['A:A2', 'A:T']);
    expect(d.task.history.at(-1)).toMatchObject({ kind: 'transfer', target: 'T', actor: 'A1' });
  });

  it('after: the actor approves and the node waits for the added approver', () => {
    const d = started();
    d.act('A1', { type: 'addApprover', todoId: d.todo('A1'), userId: 'P', position: 'after' });
    expect(d.current).toEqual(['A']);
    expect(d.open).toEqual(['A:A2', 'A:P']);
    d.approve('P');
    expect(d.current).toEqual(['B']);
  });

  it('before: the actor\'s to-do waits until the added approver approves', () => {
    const d = started();
    const mine = d.todo('A1');
    d.act('A1', { type: 'addApprover', todoId: mine, userId: 'P', position: 'before' });
    expect(d.task.todos.find((t) => t.id === mine)?.status).toBe('blocked');
    expect(d.refused('A1', { type: 'approve', todoId: mine })).toBe('todoNotOpen');
    d.approve('P');
    expect(d.current).toEqual(['A']);
    expect(d.open).toEqual(['A:A1', 'A:A2']);
    d.approve('A1');
    expect(d.current).toEqual(['B']);
  });

  it('an added approver\'s reject decides at once', () => {
    const d = started().approve('A1');
    d.act('B1', { type: 'addApprover', todoId: d.todo('B1'), userId: 'P', position: 'after' });
    d.reject('P', 'start');
    expect(d.task.status).toBe(3);
  });
});

describe('urge, copy, monitor and system actions', () => {
  const cases: [string, string, Action, Record<string, unknown>, string][] = [
    ['urge by the initiator', 'init', { type: 'urge' }, {}, 'accepted'],
    ['urge by a stranger', 'X', { type: 'urge' }, {}, 'notAllowed'],
    ['urge by a monitor', 'M', { type: 'urge' }, { isMonitor: true }, 'accepted'],
    ['copy by an approver', 'A1', { type: 'copy', userIds: ['c'] }, {}, 'accepted'],
    ['copy by a stranger', 'X', { type: 'copy', userIds: ['c'] }, {}, 'notAllowed'],
    ['cancel by the initiator', 'init', { type: 'cancel' }, {}, 'notAllowed'],
    ['cancel by a monitor', 'M', { type: 'cancel' }, { isMonitor: true }, 'accepted'],
    ['suspend by an approver', 'A1', { type: 'suspend' }, {}, 'notAllowed'],
    ['resume while running', 'M', { type: 'resume' }, { isMonitor: true }, 'wrongStatus'],
    ['reassign by a stranger', 'X', { type: 'reassign', nodeId: 'A', userId: 'R' }, {}, 'notAllowed'],
    ['reassign a waiting node', 'M', { type: 'reassign', nodeId: 'B', userId: 'R' }, { isMonitor: true }, 'nodeNotCurrent'],
    ['a timer fired by a user', 'A1', { type: 'timerFired', nodeId: 'A' }, {}, 'notAllowed'],
    ['a timer fired on an approver', SYSTEM_ACTOR, { type: 'timerFired', nodeId: 'A' }, {}, 'nodeNotCurrent'],
    ['a timeout on a node without one', SYSTEM_ACTOR, { type: 'timeout', todoId: 't2' /* A1's */ }, {}, 'notAllowed'],
  ];
  it.each(cases)('%s', (_name, actor, action, extra, expected) => {
    expect(started().refused(actor, action, extra)).toBe(expected);
  });

  it('urge messages the holders of open to-dos', () => {
    const d = started().act('init', { type: 'urge' });
    expect(d.effects).toEqual([{ type: 'message', kind: 'urge', to: ['A1', 'A2'] }]);
  });

  it('cancel ends the task with nothing open', () => {
    const d = started().act('M', { type: 'cancel' }, { isMonitor: true });
    expect(d.task.status).toBe(5);
    expect(d.open).toEqual([]);
    expect(d.effects).toContainEqual({ type: 'ended', status: 5 });
    expect(d.refused('M', { type: 'cancel' }, { isMonitor: true })).toBe('wrongStatus');
  });

  it('a suspended task refuses everything but resume and cancel', () => {
    const d = started().act('M', { type: 'suspend' }, { isMonitor: true });
    expect(d.refused('A1', { type: 'approve', todoId: d.todo('A1') })).toBe('suspended');
    expect(d.refused('init', { type: 'urge' })).toBe('suspended');
    d.act('M', { type: 'resume' }, { isMonitor: true }).approve('A1');
    expect(d.current).toEqual(['B']);
  });

  it('reassign gives the node to one user', () => {
    const d = started().act('M', { type: 'reassign', nodeId: 'A', userId: 'R' }, { isMonitor: true });
    expect(d.open).toEqual(['A:R']);
    d.approve('R');
    expect(d.current).toEqual(['B']);
  });

  it('a timeout approves or rejects as the node says', () => {
    const on = (handler: 1 | 2) => new Driver(design(approver('A', { timeoutConfig: { on: true, quantity: 2, type: 'hour', handler } }, approver('B'))), usersOf(['A', 'B'])).submit();
    const d = on(1);
    expect(d.effects).toContainEqual({ type: 'scheduleTimer', nodeId: 'A', todoId: d.todo('A1'), purpose: 'timeout', afterSeconds: 7200 });
    d.act(SYSTEM_ACTOR, { type: 'timeout', todoId: d.todo('A1') });
    expect(d.current).toEqual(['B']);
    const r = on(2);
    r.act(SYSTEM_ACTOR, { type: 'timeout', todoId: r.todo('A1') });
    expect(r.task.status).toBe(3);
  });
});
