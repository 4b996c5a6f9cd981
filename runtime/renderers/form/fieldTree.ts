import { CONTAINER_KEYS, DECORATION_KEYS, type FieldSchema } from '../../../schemas';

/**
 * Walking the field tree of a form or detail schema: containers (row, card, tab, tabItem, collapse,
 * collapseItem) hold `children`; decorations hold nothing; every other entry with a `vModel` is a value.
 */

const containers = new Set<string>(CONTAINER_KEYS);
const decorations = new Set<string>(DECORATION_KEYS);

export function isContainer(node: FieldSchema): boolean {
  return containers.has(node.jnpfKey);
}

export function isDecoration(node: FieldSchema): boolean {
  return decorations.has(node.jnpfKey);
}

/** A value field with the `visibleOn` of the containers around it (outermost first). */
export interface ValueFieldEntry {
  field: FieldSchema;
  containerVisibleOn: string[];
}

/** The entries that hold a value, in the order they are shown, with their containers' conditions. */
export function valueFieldEntries(nodes: readonly FieldSchema[]): ValueFieldEntry[] {
  const out: ValueFieldEntry[] = [];
  const walk = (list: readonly FieldSchema[], conditions: string[]) => {
    for (const node of list) {
      if (isContainer(node)) walk(node.children ?? [], node.visibleOn ? [...conditions, node.visibleOn] : conditions);
      else if (!isDecoration(node) && node.vModel) out.push({ field: node, containerVisibleOn: conditions });
    }
  };
  walk(nodes, []);
  return out;
}

/** The entries that hold a value, in the order they are shown. */
export function valueFields(nodes: readonly FieldSchema[]): FieldSchema[] {
  return valueFieldEntries(nodes).map((entry) => entry.field);
}

/** Whether `node` is, or holds somewhere below it, the field `vModel`. */
export function containsField(node: FieldSchema, vModel: string): boolean {
  if (node.vModel === vModel && !isContainer(node)) return true;
  return (node.children ?? []).some((child) => containsField(child, vModel));
}
