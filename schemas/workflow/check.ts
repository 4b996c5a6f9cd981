import Ajv from 'ajv';
import { asNumber } from './condition';
import { FLAT_NODE_SCHEMAS, NODE_TYPES, type FlowDesign, type FlowFormField, type FlowNode } from './design';
import { compileFlow, END, possibleTargets } from './graph';

/**
 * Checks a flow design on save and on release (docs/architecture.md#workflow-engine): its shape against
 * `design.ts`, then what the shape cannot say. Problems are codes with a JSON path, for the designer to place.
 */
export type FlowProblemCode =
  | 'shape' | 'rootNotStart' | 'startNotRoot' | 'duplicateNodeId' | 'branchOutsideGroup' | 'notBranch'
  | 'groupTooSmall' | 'mixedGroup' | 'defaultMissing' | 'defaultNotUnique' | 'defaultInParallel' | 'conditionsMissing'
  | 'unknownField' | 'numberExpected' | 'assigneeRuleMissing' | 'timerEmpty' | 'rejectTargetUnknown' | 'endUnreachable';
export type FlowProblem = { path: string; code: FlowProblemCode; detail?: string };
export type FlowDesignCheck = { ok: true; design: FlowDesign } | { ok: false; problems: FlowProblem[] };

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strict: false });
const validators = new Map(NODE_TYPES.map((type) => [type as string, ajv.compile(FLAT_NODE_SCHEMAS[type])]));

/** The shape of every node, one node at a time (linear in the tree). */
function shapeProblems(doc: unknown, path: string, problems: FlowProblem[]) {
  const type = (doc as { type?: unknown } | null)?.type;
  const validate = typeof type === 'string' ? validators.get(type) : undefined;
  if (!validate) return problems.push({ path: `${path}/type`, code: 'shape', detail: `must be one of ${NODE_TYPES.join(', ')}` });
  if (!validate(doc)) {
    // A union of literals fails once per member, then as a whole: one problem per path, the last (whole) message.
    const byPath = new Map((validate.errors ?? []).map((e) => [`${path}${e.instancePath}` || '/', e.message]));
    for (const [at, detail] of byPath) problems.push({ path: at, code: 'shape', detail });
  }
  const node = doc as { childNode?: unknown; conditionNodes?: unknown[] };
  if (node.childNode !== undefined) shapeProblems(node.childNode, `${path}/childNode`, problems);
  if (Array.isArray(node.conditionNodes)) node.conditionNodes.forEach((b, i) => shapeProblems(b, `${path}/conditionNodes/${i}`, problems));
}

export function checkFlowDesign(doc: unknown, formFields: readonly FlowFormField[]): FlowDesignCheck {
  const shape: FlowProblem[] = [];
  shapeProblems(doc, '', shape);
  if (shape.length) return { ok: false, problems: shape };
  const design = doc as FlowNode;
  const problems: FlowProblem[] = [];
  if (design.type !== 'start') return { ok: false, problems: [{ path: '/type', code: 'rootNotStart' }] };
  const fields = new Map(formFields.map((f) => [f.key, f.kind]));
  const ids = new Map<string, FlowNode>();
  const nodes: [FlowNode, string][] = [];
  const walk = (node: FlowNode, path: string, inGroup: boolean) => {
    nodes.push([node, path]);
    if (ids.has(node.nodeId)) problems.push({ path: `${path}/nodeId`, code: 'duplicateNodeId', detail: node.nodeId });
    ids.set(node.nodeId, node);
    if (node.type === 'start' && path !== '') problems.push({ path, code: 'startNotRoot' });
    if (node.type === 'condition' && !inGroup) problems.push({ path, code: 'branchOutsideGroup' });
    if (node.conditionNodes) checkGroup(node.conditionNodes, `${path}/conditionNodes`);
    node.conditionNodes?.forEach((b, i) => walk(b, `${path}/conditionNodes/${i}`, true));
    if (node.childNode) walk(node.childNode, `${path}/childNode`, false);
  };
  const checkGroup = (group: FlowNode[], path: string) => {
    if (group.length < 2) problems.push({ path, code: 'groupTooSmall' });
    group.forEach((b, i) => { if (b.type !== 'condition') problems.push({ path: `${path}/${i}`, code: 'notBranch' }); });
    const heads = group.filter((b) => b.type === 'condition');
    const parallel = heads.filter((b) => b.isInterflow).length;
    if (parallel && parallel !== heads.length) problems.push({ path, code: 'mixedGroup' });
    const defaults = heads.filter((b) => b.properties.isDefault).length;
    if (parallel === heads.length && defaults) problems.push({ path, code: 'defaultInParallel' });
    if (!parallel && defaults === 0) problems.push({ path, code: 'defaultMissing' });
    if (!parallel && defaults > 1) problems.push({ path, code: 'defaultNotUnique' });
    group.forEach((b, i) => {
      if (b.type !== 'condition' || parallel || b.properties.isDefault) return;
      const conditions = b.properties.conditions ?? [];
      if (!conditions.length) problems.push({ path: `${path}/${i}/properties/conditions`, code: 'conditionsMissing' });
      conditions.forEach((c, j) => {
        const at = `${path}/${i}/properties/conditions/${j}`;
        const kind = fields.get(c.field);
        if (!kind) problems.push({ path: `${at}/field`, code: 'unknownField', detail: c.field });
        else if (kind === 'number' && !asNumber(c.filedValue)) problems.push({ path: `${at}/filedValue`, code: 'numberExpected' });
      });
    });
  };
  walk(design, '', false);
  for (const [node, path] of nodes) checkNode(node, path, ids, problems);
  if (!problems.length) checkReachesEnd(design, problems);
  return problems.length ? { ok: false, problems } : { ok: true, design };
}

function checkNode(node: FlowNode, path: string, ids: Map<string, FlowNode>, problems: FlowProblem[]) {
  if (node.type === 'timer') {
    const p = node.properties;
    if (!(p.day || p.hour || p.minute || p.second)) problems.push({ path: `${path}/properties`, code: 'timerEmpty' });
  }
  if (node.type !== 'approver') return;
  const p = node.properties;
  const at = `${path}/properties`;
  const listed = (p.approvers?.length ?? 0) + (p.approverPos?.length ?? 0) + (p.approverRole?.length ?? 0);
  const missing = (p.assigneeType === 6 && !listed) || (p.assigneeType === 4 && !p.formField)
    || (p.assigneeType === 5 && (!p.nodeId || ids.get(p.nodeId)?.type !== 'approver')) || (p.assigneeType === 9 && !p.getUserUrl);
  if (missing) problems.push({ path: `${at}/assigneeType`, code: 'assigneeRuleMissing' });
  const target = p.rejectStep;
  if (target !== undefined && target !== '0' && target !== '1') {
    const type = ids.get(target)?.type;
    if (type !== 'approver' && type !== 'start') problems.push({ path: `${at}/rejectStep`, code: 'rejectTargetUnknown', detail: target });
  }
}

/** Every node the compiled graph holds leads to the end along every branch (a guard on the tree as compiled). */
function checkReachesEnd(design: FlowDesign, problems: FlowProblem[]) {
  const graph = compileFlow(design);
  const reaches = new Map<string, boolean>([[END, true]]);
  const visit = (id: string, trail: Set<string>): boolean => {
    const known = reaches.get(id);
    if (known !== undefined) return known;
    if (trail.has(id)) return false;
    trail.add(id);
    const targets = possibleTargets(graph.nodes.get(id)!.next);
    const ok = targets.length > 0 && targets.every((t) => visit(t, trail));
    reaches.set(id, ok);
    return ok;
  };
  for (const [id, compiled] of graph.nodes) if (!visit(id, new Set())) problems.push({ path: compiled.path || '/', code: 'endUnreachable', detail: id });
}
