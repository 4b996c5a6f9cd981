import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';

/**
 * The flow design: the DingTalk-style tree the flow designer edits and the engine runs
 * (../shared/reference/jnpf-server-behaviour.md §6.2, docs/architecture.md#workflow-engine). Property names follow
 * JNPF's design JSON (even `filedValue`) so its designs import as they are. A node's `conditionNodes` are branches
 * taken after it; they merge into its `childNode`. Branch heads are `condition` nodes: `isInterflow` makes the group
 * parallel, else the first matching branch by `priority` wins, the `isDefault` one when none matches.
 * `properties` objects accept JNPF's further keys (webhooks, button texts) unchecked.
 */

const Opt = <T extends TSchema>(schema: T) => Type.Optional(schema);
const literals = <T extends readonly (string | number)[]>(values: T) => Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));
const Ids = Opt(Type.Array(Type.String()));

export const CONDITION_SYMBOLS = ['==', '!=', '<>', '>', '>=', '<', '<='] as const;
export type ConditionSymbol = (typeof CONDITION_SYMBOLS)[number];

export const FlowConditionSchema = Type.Object({
  field: Type.String({ minLength: 1, description: 'the form field compared' }),
  fieldName: Opt(Type.String()),
  symbol: literals(CONDITION_SYMBOLS),
  symbolName: Opt(Type.String()),
  filedValue: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
  /** Joins this condition to the next one; conditions combine left to right. Default `&&`. */
  logic: Opt(literals(['&&', '||'] as const)),
  logicName: Opt(Type.String()),
});
export type FlowCondition = Static<typeof FlowConditionSchema>;

/**
 * Assignee types (reference §6.2): 1 initiator's manager (`managerLevel` up), 2 head of the initiator's department,
 * 3 the initiator, 4 user ids in form field `formField`, 5 who approved node `nodeId`, 6 the listed users, positions
 * and roles, 7 added approver, 8 countersign, 9 service `getUserUrl`. Services resolve them; the engine takes ids.
 */
export const ASSIGNEE_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

const FormOperateSchema = Type.Object({ id: Type.String(), name: Opt(Type.String()), read: Type.Boolean(), write: Type.Boolean() });

export const TimeoutConfigSchema = Type.Object({
  on: Type.Boolean(),
  quantity: Type.Integer({ minimum: 1 }),
  type: literals(['minute', 'hour', 'day'] as const),
  /** What the timeout job does: 1 approve, 2 reject (reference §6.3 "Timeout"). */
  handler: literals([1, 2] as const),
});
export type TimeoutConfig = Static<typeof TimeoutConfigSchema>;

export const StartPropertiesSchema = Type.Object({
  initiator: Ids, initiatePos: Ids, initiateRole: Ids,
  formOperates: Opt(Type.Array(FormOperateSchema)),
});

export const ApproverPropertiesSchema = Type.Object({
  title: Opt(Type.String()),
  assigneeType: literals(ASSIGNEE_TYPES),
  approvers: Ids, approverPos: Ids, approverRole: Ids,
  managerLevel: Opt(Type.Integer({ minimum: 1 })),
  formField: Opt(Type.String()),
  nodeId: Opt(Type.String({ description: 'assignee type 5: the node whose approvers act here' })),
  getUserUrl: Opt(Type.String()),
  /** 0 or-sign (any one), 1 countersign (`countersignRatio` percent of the assignees, default 100). */
  counterSign: Opt(literals([0, 1] as const)),
  countersignRatio: Opt(Type.Integer({ minimum: 1, maximum: 100 })),
  /** Reject target: "0" the start, "1" the previous step, or a node id. */
  rejectStep: Opt(Type.String()),
  circulateUser: Ids, circulatePosition: Ids, circulateRole: Ids,
  isCustomCopy: Opt(Type.Boolean()),
  formOperates: Opt(Type.Array(FormOperateSchema)),
  hasAuditBtn: Opt(Type.Boolean()), hasRejectBtn: Opt(Type.Boolean()), hasRevokeBtn: Opt(Type.Boolean()),
  hasTransferBtn: Opt(Type.Boolean()), hasFreeApprover: Opt(Type.Boolean()),
  hasSign: Opt(Type.Boolean({ description: 'a handwritten signature is required to act' })),
  hasOpinion: Opt(Type.Boolean({ description: 'a comment is required to act' })),
  progress: Opt(Type.Integer({ minimum: 0, maximum: 100 })),
  messageType: Opt(Type.Array(Type.Integer())),
  timeoutConfig: Opt(TimeoutConfigSchema),
});
export type ApproverProperties = Static<typeof ApproverPropertiesSchema>;

export const TimerPropertiesSchema = Type.Object({
  day: Opt(Type.Integer({ minimum: 0 })), hour: Opt(Type.Integer({ minimum: 0 })),
  minute: Opt(Type.Integer({ minimum: 0 })), second: Opt(Type.Integer({ minimum: 0 })),
});

export const SubFlowPropertiesSchema = Type.Object({
  flowId: Type.String({ minLength: 1 }),
  /** 1 specified users, 2 department head, 3 the initiator's manager, 4 the initiator. */
  initiateType: literals([1, 2, 3, 4] as const),
  initiator: Ids, initiatePos: Ids, initiateRole: Ids,
  assignList: Opt(Type.Array(Type.Object({ parentField: Type.String(), childField: Type.String() }))),
});

export const BranchPropertiesSchema = Type.Object({
  isDefault: Opt(Type.Boolean()),
  priority: Opt(Type.Integer({ minimum: 0 })),
  conditions: Opt(Type.Array(FlowConditionSchema)),
});

const common = { nodeId: Type.String({ minLength: 1 }), prevId: Opt(Type.String()), content: Opt(Type.String()) };

/** Each node type's own members, without its links (childNode, conditionNodes). */
const MEMBERS = {
  start: { properties: StartPropertiesSchema },
  approver: { properties: ApproverPropertiesSchema },
  timer: { properties: TimerPropertiesSchema },
  subFlow: { properties: SubFlowPropertiesSchema },
  empty: { properties: Opt(Type.Object({})) },
  condition: { isInterflow: Opt(Type.Boolean()), properties: BranchPropertiesSchema },
} as const;
export const NODE_TYPES = Object.keys(MEMBERS) as (keyof typeof MEMBERS)[];

const nodeSchema = <T extends keyof typeof MEMBERS, M extends TProperties, L extends TSchema>(type: T, members: M, link: L) =>
  Type.Object({ type: Type.Literal(type), ...common, ...members, childNode: Opt(link), conditionNodes: Opt(Type.Array(link)) });

export const FlowNodeSchema = Type.Recursive((Self) => Type.Union([
  nodeSchema('start', MEMBERS.start, Self), nodeSchema('approver', MEMBERS.approver, Self), nodeSchema('timer', MEMBERS.timer, Self),
  nodeSchema('subFlow', MEMBERS.subFlow, Self), nodeSchema('empty', MEMBERS.empty, Self), nodeSchema('condition', MEMBERS.condition, Self),
]), { $id: 'FlowNode' });

/**
 * One node's shape with its links only required to be objects: the checker validates node by node, since a
 * recursive union makes ajv try every member at every depth (exponential in the tree's depth).
 */
export const FLAT_NODE_SCHEMAS = Object.fromEntries(NODE_TYPES.map((type): [string, TSchema] => [type, nodeSchema(type, MEMBERS[type], Type.Object({}))])) as Record<keyof typeof MEMBERS, TSchema>;

export type FlowNode = Static<typeof FlowNodeSchema>;
export type FlowNodeOf<K extends FlowNode['type']> = Extract<FlowNode, { type: K }>;
/** A design is its start node. */
export type FlowDesign = FlowNodeOf<'start'>;

/** A form field as conditions see it: numbers compare as numbers (decimals exactly), the rest as strings. */
export type FlowFormField = { key: string; kind: 'number' | 'string' };
