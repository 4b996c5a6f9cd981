import { pickText, type Lang, type LocalText } from '../../schemas/text';
import { sameValue, splitValues, type OptionValue } from '../common/options';

/** A node ready to show: label in the UI language, the stored value, whether it can be chosen. */
export interface TreeOption {
  label: string;
  value: OptionValue;
  /** Shown greyed (disabledKey). */
  disabled: boolean;
  /** False for nodes of a type that is not selectable (shown normally, only for navigation). */
  selectable: boolean;
  children?: TreeOption[];
}

export type Row = Record<string, unknown>;

export interface TreeKeys {
  labelKey: string;
  valueKey: string;
  childrenKey: string;
  disabledKey?: string;
  typeKey?: string;
  selectableTypes?: readonly string[];
}

function isOptionValue(value: unknown): value is OptionValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * Rows (with their children under `childrenKey`) as tree options. A row without a usable value is
 * left out, but its children are kept at its place (they are still choices).
 */
export function rowsToTree(rows: readonly Row[], keys: TreeKeys, lang: Lang): TreeOption[] {
  const types = keys.selectableTypes && keys.selectableTypes.length > 0 ? keys.selectableTypes.map(String) : undefined;
  const visit = (list: readonly Row[]): TreeOption[] =>
    list.flatMap((row) => {
      const nested = row[keys.childrenKey];
      const children = Array.isArray(nested) && nested.length > 0 ? visit(nested as Row[]) : undefined;
      const value = row[keys.valueKey];
      if (!isOptionValue(value)) return children ?? [];
      const type = keys.typeKey ? row[keys.typeKey] : undefined;
      return [{
        label: labelOf(row[keys.labelKey], value, lang),
        value,
        disabled: keys.disabledKey ? Boolean(row[keys.disabledKey]) : false,
        selectable: types ? type !== undefined && type !== null && types.includes(String(type)) : true,
        children,
      }];
    });
  return visit(rows);
}

/** Static options carry schema texts ({zh, zhtw, en}); rows carry plain strings. */
function labelOf(label: unknown, value: OptionValue, lang: Lang): string {
  if (typeof label === 'string') return label;
  if (label && typeof label === 'object' && 'zh' in label) return pickText(label as LocalText, lang);
  return String(label ?? value);
}

/** Every node of the tree, depth first. */
export function walkTree(nodes: readonly TreeOption[], visit: (node: TreeOption) => void): void {
  for (const node of nodes) {
    visit(node);
    if (node.children) walkTree(node.children, visit);
  }
}

/** The node holding `value` anywhere in the tree (values compare as text). */
export function findNode(nodes: readonly TreeOption[], value: unknown): TreeOption | undefined {
  for (const node of nodes) {
    if (sameValue(node.value, value)) return node;
    const inner = node.children ? findNode(node.children, value) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** Whether the node can be chosen. */
export function isChoosable(node: TreeOption): boolean {
  return node.selectable && !node.disabled;
}

/** The stored values of a field value: comma-joined for multiple, one otherwise; `emptyValue` is none. */
export function storedValues(value: unknown, multiple: boolean, emptyValue?: string): unknown[] {
  const isEmpty = (item: unknown) => item === null || item === undefined || item === '' || (emptyValue !== undefined && String(item) === emptyValue);
  const values = multiple ? splitValues(value) : [value];
  return values.filter((item) => !isEmpty(item));
}

/** Labels of the stored values found in the tree; values not in the tree are left out. */
export function labelsOf(nodes: readonly TreeOption[], values: readonly unknown[]): string[] {
  return values.flatMap((value) => {
    const node = findNode(nodes, value);
    return node ? [node.label] : [];
  });
}
