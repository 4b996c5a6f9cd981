import type { OptionsSource, StaticOption } from '../../types';
import type { ImportContext } from './context';
import { TREE_OPTION_KEYS } from './keys';
import { isRecord, text, type Json, type JnpfField } from './source';

/**
 * Where an option control's options come from (docs/product.md#jnpf-designer-json, options):
 * `dataType` static (`__slot__.options`, or the top-level `options` tree for cascader/treeSelect,
 * read through the `props` label/value keys), dictionary (`dictionaryType`) or dynamic (a data
 * interface, `propsUrl`). Row keys other than our defaults go to props.labelKey / valueKey, which
 * widgets/common/useOptions reads.
 */
export interface ConvertedOptions {
  options?: OptionsSource;
  /** labelKey / valueKey / childrenKey (and cascader's multiple) for the widget's props. */
  props: Json;
}

interface Keys {
  label: string;
  value: string;
  children: string;
}

/** The row keys: `__config__.props` (radio/checkbox/select) or `props.props` (cascader/treeSelect). */
function rowKeys(field: JnpfField, tree: boolean): Keys & { multiple?: unknown } {
  const source = tree ? (isRecord(field.props) ? field.props.props : undefined) : field.__config__.props;
  const keys = isRecord(source) ? source : {};
  return {
    label: text(keys.label) ?? 'fullName',
    value: text(keys.value) ?? 'id',
    children: text(keys.children) ?? 'children',
    multiple: keys.multiple,
  };
}

function isOptionValue(value: unknown): value is StaticOption['value'] {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * Static rows → `{label, value}`. A tree is flattened depth first with path labels ("a / b"):
 * StaticOption has no `children` in the schema language (see the importer's README note).
 */
function staticOptions(rows: unknown, keys: Keys, tree: boolean, where: string, context: ImportContext): StaticOption[] {
  const out: StaticOption[] = [];
  let skipped = 0;
  let nested = false;
  const visit = (list: unknown, path: string[]) => {
    if (!Array.isArray(list)) return;
    for (const row of list) {
      if (!isRecord(row)) {
        skipped += 1;
        continue;
      }
      const label = row[keys.label];
      const value = row[keys.value];
      const name = typeof label === 'string' || typeof label === 'number' ? String(label) : String(value ?? '');
      if (isOptionValue(value)) out.push({ label: [...path, name].join(' / '), value });
      else skipped += 1;
      const children = tree ? row[keys.children] : undefined;
      if (Array.isArray(children) && children.length > 0) {
        nested = true;
        visit(children, [...path, name]);
      }
    }
  };
  visit(rows, []);
  if (skipped > 0) context.warn(where, `${skipped} option(s) without a usable '${keys.value}' value were dropped`);
  if (nested) context.warn(where, 'the option tree is flattened (static options have no children): labels show the path');
  return out;
}

export function convertOptions(field: JnpfField, key: string, where: string, context: ImportContext): ConvertedOptions {
  const config = field.__config__;
  const tree = TREE_OPTION_KEYS.has(key);
  const keys = rowKeys(field, tree);
  const props: Json = {};
  if (tree && keys.multiple === true) props.multiple = true;
  const dataType = text(config.dataType) ?? 'static';

  if (dataType === 'dictionary') {
    const dictionary = text(config.dictionaryType);
    // Dictionary rows are shown by fullName; what is stored is id, enCode or fullName.
    if (keys.value !== 'id') props.valueKey = keys.value;
    if (!dictionary) {
      context.warn(where, 'dictionary options without a dictionaryType: no options');
      return { props };
    }
    return { options: { dictionary }, props };
  }
  if (dataType === 'dynamic') {
    const dataInterface = text(config.propsUrl);
    if (keys.label !== 'fullName') props.labelKey = keys.label;
    if (keys.value !== 'id') props.valueKey = keys.value;
    if (tree && keys.children !== 'children') props.childrenKey = keys.children;
    if (!dataInterface) {
      context.warn(where, 'data-interface options without a propsUrl: no options');
      return { props };
    }
    return { options: { dataInterface }, props };
  }
  if (dataType !== 'static') context.warn(where, `unknown options dataType '${dataType}': read as static`);
  const slot = isRecord(field.__slot__) ? field.__slot__.options : undefined;
  const rows = tree ? field.options : slot;
  return { options: staticOptions(rows, keys, tree, where, context), props };
}
