import { DECORATION_KEYS } from '../../types';

/**
 * JNPF jnpfKey → our registry key (schemas/import/jnpf/README.md "Mapping choices"; docs/product.md#jnpf-designer-json).
 * Our keys keep JNPF's names except three: JNPFAmount, JNPFText and PsdInput (a comInput showing a
 * password box). Keys only our registry has (sign, qrcode, ...) map to themselves, so a schema
 * exported from here and imported again keeps them.
 */
const RENAMED: Record<string, string> = {
  JNPFAmount: 'amount',
  JNPFText: 'text',
  PsdInput: 'comInput',
};

/** Every key of the shared decisions list, plus the layout containers. */
export const OUR_WIDGET_KEYS = [
  'comInput', 'textarea', 'numInput', 'amount', 'select', 'treeSelect', 'cascader', 'radio', 'checkbox', 'date', 'time',
  'dateRange', 'timeRange', 'switch', 'rate', 'slider', 'colorPicker', 'editor', 'uploadFz', 'uploadImg', 'userSelect',
  'depSelect', 'posSelect', 'comSelect', 'dicSelect', 'address', 'billRule', 'relationForm', 'relationFormAttr',
  'popupSelect', 'popupAttr', 'relationFlow', 'relationFlowAttr', 'groupTitle', 'divider', 'text', 'button',
  'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currDept', 'currPosition', 'calculate',
  'table', 'sign', 'qrcode', 'barcode', 'scanInput', 'numberRange',
] as const;

const KNOWN = new Set<string>([...OUR_WIDGET_KEYS, 'row', 'card', 'tab', 'collapse']);
const DECORATIONS = new Set<string>(DECORATION_KEYS);

/** Our key for a JNPF key, or undefined when there is none. */
export function ourKey(jnpfKey: string): string | undefined {
  const key = RENAMED[jnpfKey] ?? jnpfKey;
  return KNOWN.has(key) ? key : undefined;
}

export type EntryKind = 'row' | 'card' | 'tab' | 'collapse' | 'table' | 'decoration' | 'value';

export function entryKind(key: string): EntryKind {
  if (key === 'row' || key === 'card' || key === 'tab' || key === 'collapse' || key === 'table') return key;
  return DECORATIONS.has(key) ? 'decoration' : 'value';
}

/** Controls whose options come from `__slot__.options` / `options`, a dictionary or a data interface. */
export const OPTION_KEYS: ReadonlySet<string> = new Set(['radio', 'checkbox', 'select', 'cascader', 'treeSelect']);
/** Option controls whose static options are a tree (top-level `options` with `props.props`). */
export const TREE_OPTION_KEYS: ReadonlySet<string> = new Set(['cascader', 'treeSelect']);
