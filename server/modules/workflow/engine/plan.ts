import { END, resolveTarget, type FlowGraph } from '../../../../schemas/workflow/graph';
import type { FlowFormField } from '../../../../schemas/workflow/design';
import type { Plan } from './types';

/**
 * The route for a submission: from the start, each node's next nodes for these form values (reference §6.3 step 3,
 * routing fixed at submit as in JNPF), and each node's level, the longest path from the start (so a join sits
 * after all its branches). Null when a branch group has no way for these values.
 */
export function planRoute(graph: FlowGraph, fields: readonly FlowFormField[], form: Record<string, unknown>): Plan | null {
  const kinds = new Map(fields.map((f) => [f.key, f.kind]));
  const kindOf = (field: string) => kinds.get(field) ?? 'string';
  const next: Record<string, string[]> = {};
  const queue = [graph.start];
  while (queue.length) {
    const id = queue.shift()!;
    if (id === END || next[id]) continue;
    const targets = resolveTarget(graph.nodes.get(id)!.next, kindOf, form);
    if (!targets.length) return null;
    next[id] = targets;
    queue.push(...targets);
  }
  // Longest path in topological order (Kahn): each node once, however many branches join.
  const incoming = new Map<string, number>();
  for (const targets of Object.values(next)) for (const t of targets) incoming.set(t, (incoming.get(t) ?? 0) + 1);
  const level: Record<string, number> = { [graph.start]: 1 };
  const ready = [graph.start];
  while (ready.length) {
    const id = ready.pop()!;
    for (const t of next[id] ?? []) {
      level[t] = Math.max(level[t] ?? 0, level[id] + 1);
      const left = incoming.get(t)! - 1;
      incoming.set(t, left);
      if (!left) ready.push(t);
    }
  }
  return { next, level };
}

export const predecessors = (plan: Plan, id: string) => Object.keys(plan.next).filter((p) => plan.next[p].includes(id));

/** Nodes from which `id` is reached on the route. */
export function ancestors(plan: Plan, id: string): Set<string> {
  const found = new Set<string>();
  const walk = (n: string) => { for (const p of predecessors(plan, n)) if (!found.has(p)) { found.add(p); walk(p); } };
  walk(id);
  return found;
}
