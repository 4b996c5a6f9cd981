import type { PickerNode } from '../../services';

/** antd TreeSelect / Tree data (text keys). */
export interface AntTreeNode {
  title: string;
  value: string;
  key: string;
  disabled?: boolean;
  selectable?: boolean;
  checkable?: boolean;
  isLeaf?: boolean;
  children?: AntTreeNode[];
}

/** Whether a node of a picker tree can be chosen. */
export type Choosable = (node: PickerNode) => boolean;

/** Nodes of one type, unless disabled (departments in a department picker, users in a user picker...). */
export const ofType =
  (type: string): Choosable =>
  (node) =>
    node.type === type && !node.disabled;

/**
 * Picker nodes as antd tree data. Nodes that cannot be chosen stay expandable (the way down to the
 * choosable ones) but do not select; disabled ones show greyed.
 */
export function toAntTree(nodes: readonly PickerNode[], choosable: Choosable): AntTreeNode[] {
  return nodes.map((node) => {
    const can = choosable(node);
    const children = node.children && node.children.length > 0 ? toAntTree(node.children, choosable) : undefined;
    return {
      title: node.fullName,
      value: node.id,
      key: node.id,
      disabled: node.disabled || undefined,
      selectable: can ? undefined : false,
      checkable: can ? undefined : false,
      isLeaf: children ? undefined : true,
      children,
    };
  });
}

/** Every node by id. */
export function indexNodes(nodes: readonly PickerNode[], into = new Map<string, PickerNode>()): Map<string, PickerNode> {
  for (const node of nodes) {
    into.set(node.id, node);
    if (node.children) indexNodes(node.children, into);
  }
  return into;
}

/** The stored ids of a value: comma-joined (multiple), or the one id. */
export function idsOf(value: unknown, multiple: boolean): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map(String).filter((id) => id !== '');
  const text = String(value);
  return multiple ? text.split(',').filter((id) => id !== '') : [text];
}
