import type { FlowFormField } from '../../../../schemas/workflow/design';

/**
 * The engine's contract (docs/architecture.md#workflow-engine): plain, serialisable data in and out.
 * `step(design, task, action, ctx)` never throws for a refused action; it returns a `StepError` code.
 */

/** 0 draft, 1 handling, 2 approved, 3 rejected, 4 revoked (withdrawn), 5 cancelled (reference §6.1). */
export type TaskStatus = 0 | 1 | 2 | 3 | 4 | 5;
/** A node on the route: not reached yet, holding work now, or passed. */
export type NodeState = 'waiting' | 'current' | 'done';
/** `blocked`: an approver who added someone before themselves waits for them; `closed`: ended without a vote. */
export type TodoStatus = 'open' | 'blocked' | 'approved' | 'rejected' | 'closed';

export type Todo = {
  id: string;
  nodeId: string;
  userId: string;
  /** `added`: an approver added by another (加签), not counted in the countersign ratio but required. */
  kind: 'assignee' | 'added';
  status: TodoStatus;
  round: number;
  /** Nobody resolved for the node: the flow's administrator holds it (the monitor shows it). */
  fallback?: boolean;
  /** Added before an approver: that approver's to-do reopens when this one approves. */
  unblocks?: string;
  /** Added after an approver: the to-do whose approval brought them in (a recall of it closes this one). */
  addedFor?: string;
};

export type HistoryKind =
  | 'submit' | 'approve' | 'reject' | 'withdraw' | 'recall' | 'cancel' | 'reassign' | 'addApprover' | 'transfer'
  | 'copy' | 'urge' | 'suspend' | 'resume' | 'timer' | 'subFlow' | 'end';

export type HistoryEntry = {
  seq: number;
  round: number;
  kind: HistoryKind;
  actor: string;
  nodeId?: string;
  todoId?: string;
  /** The user a transfer, reassignment or added approver goes to, or the reject target. */
  target?: string;
  opinion?: string;
  signImg?: string;
  /** False once a reject back past it or a recall undoes it (JNPF record status -2). */
  valid: boolean;
  at: string;
};

/** The route fixed at submit from the form values (as JNPF does): each node's next nodes and its level. */
export type Plan = { next: Record<string, string[]>; level: Record<string, number> };

export type TaskState = {
  status: TaskStatus;
  initiator: string;
  form: Record<string, unknown>;
  suspended: boolean;
  /** Submissions so far; to-dos and history carry the round they belong to. */
  round: number;
  plan: Plan | null;
  nodes: Record<string, NodeState>;
  todos: Todo[];
  history: HistoryEntry[];
  /** Counter for to-do ids and history sequence numbers. */
  seq: number;
};

export type RejectTarget = 'start' | 'previous' | (string & {});

export type Action =
  | { type: 'save'; form: Record<string, unknown> }
  | { type: 'submit'; form?: Record<string, unknown> }
  | { type: 'approve'; todoId: string; opinion?: string; signImg?: string; copyIds?: string[]; form?: Record<string, unknown> }
  | { type: 'reject'; todoId: string; opinion?: string; signImg?: string; target?: RejectTarget }
  | { type: 'withdraw' }
  | { type: 'recall'; recordSeq: number }
  | { type: 'transfer'; todoId: string; userId: string; opinion?: string }
  | { type: 'addApprover'; todoId: string; userId: string; position: 'before' | 'after'; opinion?: string }
  | { type: 'copy'; userIds: string[] }
  | { type: 'urge' }
  | { type: 'cancel'; opinion?: string }
  | { type: 'suspend' }
  | { type: 'resume' }
  | { type: 'reassign'; nodeId: string; userId: string }
  | { type: 'timerFired'; nodeId: string }
  | { type: 'subFlowDone'; nodeId: string }
  | { type: 'timeout'; todoId: string };

/** The job runner's actor for timers, timeouts and finished sub-flows. */
export const SYSTEM_ACTOR = 'system';

export type StepContext = {
  /** The acting user's id, or SYSTEM_ACTOR. */
  actor: string;
  /** A monitor of the flow or an administrator (cancel, suspend, resume, reassign, urge). */
  isMonitor?: boolean;
  /** Delegators whose to-dos the actor may handle now (FlowDelegate). */
  actingFor?: string[];
  /**
   * The users of each approver node this step may enter, resolved by the services (the nine assignee types need the
   * database). A node entered without an entry refuses the step with `assigneesNeeded` naming the nodes; an empty
   * list gives the node to `fallbackAssignee`.
   */
  assignees?: Record<string, string[]>;
  fallbackAssignee: string;
  /** The flow form's fields, for conditions (numbers compare as numbers). */
  formFields: readonly FlowFormField[];
  /** ISO time of the step, written into history. */
  now: string;
};

export type Effect =
  | { type: 'openTodo'; todoId: string; nodeId: string; userId: string; fallback?: boolean }
  | { type: 'closeTodo'; todoId: string; outcome: Exclude<TodoStatus, 'open'> }
  /** Copy-to: users are final; positions and roles are for the services to expand. */
  | { type: 'copy'; nodeId?: string; users: string[]; positions: string[]; roles: string[] }
  | { type: 'message'; kind: 'agreed' | 'approved' | 'rejected' | 'revoked' | 'cancelled' | 'urge'; to: string[] }
  | { type: 'scheduleTimer'; nodeId: string; todoId?: string; purpose: 'timer' | 'timeout'; afterSeconds: number }
  | { type: 'cancelTimer'; nodeId: string; todoId?: string }
  | { type: 'startSubFlow'; nodeId: string; flowId: string; initiateType: 1 | 2 | 3 | 4; initiators: { users: string[]; positions: string[]; roles: string[] }; data: Record<string, unknown> }
  | { type: 'cancelSubFlows'; nodeId: string }
  /** The task reached a final status (webhooks, a parent waiting on this sub-flow). */
  | { type: 'ended'; status: TaskStatus };

export type StepErrorCode =
  | 'wrongStatus' | 'notAllowed' | 'suspended' | 'todoNotFound' | 'todoNotOpen' | 'nodeNotCurrent' | 'recordNotFound'
  | 'nextStepTouched' | 'assigneesNeeded' | 'opinionRequired' | 'signatureRequired' | 'badRejectTarget' | 'noRoute'
  | 'nobodyToUrge' | 'buttonOff' | 'sameUser';
export type StepError = { code: StepErrorCode; nodeIds?: string[] };

export type StepResult = { ok: true; task: TaskState; effects: Effect[] } | { ok: false; error: StepError };

/** JNPF's `handleStatus` for each history kind, for services that keep its record codes (reference §6.4). */
export const HANDLE_STATUS: Partial<Record<HistoryKind, number>> = {
  reject: 0, approve: 1, submit: 2, withdraw: 3, recall: 3, cancel: 4, reassign: 5, addApprover: 6, transfer: 7, end: 100,
};
