import type { PickerNode } from '../services';

/** The names from the root down to the node `id` ("金源集团/华南公司/财务部"); empty when not found. */
export function namePath(nodes: readonly PickerNode[], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [node.fullName];
    const inner = node.children ? namePath(node.children, id) : [];
    if (inner.length > 0) return [node.fullName, ...inner];
  }
  return [];
}
