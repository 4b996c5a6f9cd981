import type { FieldSchema } from '../../types';
import { VModelScope, type FieldImport } from './context';
import { convertProps } from './props';
import { isRecord, num, text, type JnpfField } from './source';

/** Converts a list of JNPF fields in a scope (field.ts's walker, passed in to avoid an import cycle). */
export type ChildWalker = (list: unknown, at: FieldImport, where: string) => FieldSchema[];

/**
 * tab / collapse: `__config__.children` are panes `{title, name?, __config__: {children, formId}}`,
 * which become tabItem / collapseItem entries (schemas/types.ts CONTAINER_KEYS; GridTree shows a
 * pane's label as its title). Their fields share the form's scope.
 */
export function convertPanes(field: JnpfField, base: FieldSchema, at: FieldImport, where: string, walk: ChildWalker): FieldSchema {
  const paneKey = base.jnpfKey === 'tab' ? 'tabItem' : 'collapseItem';
  const panes = Array.isArray(field.__config__.children) ? field.__config__.children : [];
  const children: FieldSchema[] = [];
  panes.forEach((pane, index) => {
    if (!isRecord(pane) || !isRecord(pane.__config__)) {
      at.context.warn(where, `child ${index} is not a ${base.jnpfKey} pane: dropped`);
      return;
    }
    const formId = num(pane.__config__.formId);
    const label = text(pane.title) ?? String(index + 1);
    const paneWhere = `${where} / ${label}`;
    children.push({
      jnpfKey: paneKey,
      label,
      ...(formId === undefined ? {} : { formId: String(formId) }),
      children: walk(pane.__config__.children, at, paneWhere),
    });
  });
  const props = convertProps(field, base.jnpfKey, where, at.context);
  // Only an accordion changes how the collapse behaves; `false` is GridTree's default.
  if (props.accordion !== true) delete props.accordion;
  return { ...base, ...(Object.keys(props).length > 0 ? { props } : {}), children };
}

/** row / card: a plain list of fields. A card's title is its V341 `header` (the label is the palette name). */
export function convertBox(field: JnpfField, base: FieldSchema, at: FieldImport, where: string, walk: ChildWalker): FieldSchema {
  convertProps(field, base.jnpfKey, where, at.context);
  const header = base.jnpfKey === 'card' ? text(field.header) : undefined;
  return { ...base, ...(header ? { label: header } : {}), children: walk(field.__config__.children, at, where) };
}

/**
 * A sub-table (`table`): its columns are `__config__.children`, a scope of their own; its value is
 * the array of rows keyed by the columns' vModels.
 */
export function convertTable(field: JnpfField, base: FieldSchema, vModel: string, at: FieldImport, where: string, walk: ChildWalker): FieldSchema {
  const props = convertProps(field, 'table', where, at.context);
  // The title bar shows unless the designer switched it off.
  if (field.__config__.showTitle === false) props.showTitle = false;
  const columns = walk(field.__config__.children, { ...at, scope: new VModelScope(), table: vModel }, where);
  const label = text(field.__config__.label);
  return {
    jnpfKey: 'table',
    vModel,
    ...(label ? { label } : {}),
    ...(field.__config__.required === true ? { required: true } : {}),
    ...(base.span === undefined ? {} : { span: base.span }),
    ...(Object.keys(props).length > 0 ? { props } : {}),
    ...(base.formId === undefined ? {} : { formId: base.formId }),
    ...(base.visibleOn === undefined ? {} : { visibleOn: base.visibleOn }),
    ...(field.disabled === true ? { disabledOn: 'true' } : {}),
    children: columns,
  };
}
