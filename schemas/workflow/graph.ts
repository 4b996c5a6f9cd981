import { conditionsHold } from './condition';
import type { FlowCondition, FlowDesign, FlowFormField, FlowNode, FlowNodeOf } from './design';

/**
 * The design tree compiled to the nodes that hold work (start, approver, timer, sub-flow) and, for each, where
 * the flow goes after it: a target that branch groups make conditional or parallel. `empty` nodes and branch
 * heads hold no work; they only route. Shared by the checker, the engine and the designer's simulator.
 */

export type Branch = { id: string; priority: number; isDefault: boolean; conditions: FlowCondition[]; to: Target };
export type Target =
  | { kind: 'node'; id: string }
  | { kind: 'end' }
  | { kind: 'exclusive'; branches: Branch[] }
  | { kind: 'parallel'; branches: Branch[] };

export type WorkNode = FlowNodeOf<'start' | 'approver' | 'timer' | 'subFlow'>;
export type CompiledNode = { node: WorkNode; path: string; next: Target };
export type FlowGraph = { start: string; nodes: Map<string, CompiledNode> };

export const END = 'end';

export function compileFlow(design: FlowDesign): FlowGraph {
  const nodes = new Map<string, CompiledNode>();
  const after = (node: FlowNode, path: string, cont: Target): Target => {
    const join = chain(node.childNode, `${path}/childNode`, cont);
    if (!node.conditionNodes?.length) return join;
    const branches = node.conditionNodes.map((head, i): Branch => {
      const props = head.type === 'condition' ? head.properties : {};
      return {
        id: head.nodeId,
        priority: props.priority ?? i,
        isDefault: props.isDefault === true,
        conditions: props.conditions ?? [],
        to: after(head, `${path}/conditionNodes/${i}`, join),
      };
    });
    const parallel = node.conditionNodes.some((head) => head.type === 'condition' && head.isInterflow);
    if (parallel) return { kind: 'parallel', branches };
    return { kind: 'exclusive', branches: [...branches].sort((a, b) => Number(a.isDefault) - Number(b.isDefault) || a.priority - b.priority) };
  };
  const chain = (node: FlowNode | undefined, path: string, cont: Target): Target => {
    if (!node) return cont;
    if (node.type === 'empty' || node.type === 'condition' || node.type === 'start') return after(node, path, cont);
    const compiled: CompiledNode = { node, path, next: cont };
    nodes.set(node.nodeId, compiled);
    compiled.next = after(node, path, cont);
    return { kind: 'node', id: node.nodeId };
  };
  const start: CompiledNode = { node: design, path: '', next: { kind: 'end' } };
  nodes.set(design.nodeId, start);
  start.next = after(design, '', { kind: 'end' });
  return { start: design.nodeId, nodes };
}

/**
 * The node ids (or END) a target leads to for these form values; an exclusive group with no match and no default
 * leads nowhere. Targets are shared where branches merge, so each is resolved once.
 */
export function resolveTarget(target: Target, kindOf: (field: string) => FlowFormField['kind'], form: Record<string, unknown>, seen = new Map<Target, string[]>()): string[] {
  const known = seen.get(target);
  if (known) return known;
  let found: string[];
  switch (target.kind) {
    case 'node': found = [target.id]; break;
    case 'end': found = [END]; break;
    case 'parallel': found = [...new Set(target.branches.flatMap((b) => resolveTarget(b.to, kindOf, form, seen)))]; break;
    case 'exclusive': {
      const chosen = target.branches.find((b) => !b.isDefault && conditionsHold(b.conditions, kindOf, form)) ?? target.branches.find((b) => b.isDefault);
      found = chosen ? resolveTarget(chosen.to, kindOf, form, seen) : [];
    }
  }
  seen.set(target, found);
  return found;
}

/** Every target reachable for some form values (all branches of every group). */
export function possibleTargets(target: Target, seen = new Map<Target, string[]>()): string[] {
  const known = seen.get(target);
  if (known) return known;
  const found = target.kind === 'node' ? [target.id] : target.kind === 'end' ? [END]
    : [...new Set(target.branches.flatMap((b) => possibleTargets(b.to, seen)))];
  seen.set(target, found);
  return found;
}
