import { sameValue, type OptionValue } from '../common/options';
import type { TreeOption } from '../treeSelect/tree';

/** One chosen path: the ids from the top level down. */
export type CascaderPath = OptionValue[];

function isScalar(value: unknown): value is OptionValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * The stored paths of a value: `['44','4403']` (single) or `[['44','4403'], ['11']]` (multiple).
 * Older records may hold the array as JSON text or as comma-joined ids; both are read.
 */
export function storedPaths(value: unknown, multiple: boolean): CascaderPath[] {
  let list: unknown = value;
  if (typeof list === 'string') {
    const text = list.trim();
    if (text === '') return [];
    try {
      list = text.startsWith('[') ? JSON.parse(text) : text.split(',');
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list) || list.length === 0) return [];
  if (multiple) {
    return list
      .map((path) => (Array.isArray(path) ? path.filter(isScalar) : isScalar(path) ? [path] : []))
      .filter((path) => path.length > 0);
  }
  const path = list.filter(isScalar);
  return path.length > 0 ? [path] : [];
}

/**
 * The tree nodes along a stored path (values compare as text, so a stored "1" finds the option 1).
 * Stops where the tree has no such node; `rest` holds the ids not found.
 */
export function nodesOnPath(nodes: readonly TreeOption[], path: readonly unknown[]): { found: TreeOption[]; rest: unknown[] } {
  const found: TreeOption[] = [];
  let level: readonly TreeOption[] | undefined = nodes;
  for (let i = 0; i < path.length; i += 1) {
    const node: TreeOption | undefined = level?.find((option) => sameValue(option.value, path[i]));
    if (!node) return { found, rest: path.slice(i) };
    found.push(node);
    level = node.children;
  }
  return { found, rest: [] };
}

/** The labels of a path; ids the tree does not know show as stored. */
export function pathLabels(nodes: readonly TreeOption[], path: readonly unknown[]): string[] {
  const { found, rest } = nodesOnPath(nodes, path);
  return [...found.map((node) => node.label), ...rest.map(String)];
}

/** A path as one text: all levels joined by the separator, or only the last level. */
export function pathText(labels: readonly string[], showAllLevels: boolean, separator: string): string {
  return showAllLevels ? labels.join(separator) : (labels.at(-1) ?? '');
}
