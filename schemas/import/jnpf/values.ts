import type { FieldSchema } from '../../types';
import { convertDefault } from './defaults';
import { convertExpression } from './formula';
import { OPTION_KEYS } from './keys';
import { convertOptions } from './options';
import { convertProps } from './props';
import { convertRegList } from './rules';
import { camelCase, isRecord, num, text, type Json, type JnpfField } from './source';
import type { FieldImport } from './context';

/** JNPF `textStyle` (CSS names) → the text widget's `style` (camelCase, widgets/text/props.ts). */
function textStyle(style: unknown): Json | undefined {
  if (!isRecord(style)) return undefined;
  const out: Json = {};
  for (const [name, value] of Object.entries(style)) if (value !== null && value !== '') out[camelCase(name)] = value;
  return Object.keys(out).length > 0 ? out : undefined;
}

const WHOLE_DAY = '00:00:00-23:59:59';

/** Props JNPF keeps outside the top-level attributes: slots and `__config__` entries. */
function specialProps(field: JnpfField, jnpfKey: string, key: string, props: Json): void {
  const config = field.__config__;
  const slot = isRecord(field.__slot__) ? field.__slot__ : {};
  if (jnpfKey === 'PsdInput') props.showPassword = true;
  if (key === 'comInput') {
    if (text(slot.prepend)) props.prefix = slot.prepend;
    if (text(slot.append)) props.suffix = slot.append;
  }
  if (key === 'divider' && text(slot.default)) props.text = slot.default;
  if (key === 'text') {
    // JNPFText keeps its text in defaultValue.
    if (typeof config.defaultValue === 'string') props.text = config.defaultValue;
    const style = textStyle(field.textStyle);
    if (style) props.style = style;
  }
  if (key === 'billRule' && text(config.rule)) props.rule = config.rule;
  const picker = field['picker-options'];
  // The whole day is the time picker's default; only a narrower range says something.
  if (key === 'time' && isRecord(picker) && text(picker.selectableRange) && picker.selectableRange !== WHOLE_DAY) {
    props.selectableRange = picker.selectableRange;
  }
  if ((key === 'radio' || key === 'checkbox') && config.optionType === 'button') props.optionType = 'button';
}

/**
 * A value field (with `vModel`) or a decoration (without). Labels stay the designer's plain
 * strings; a decoration keeps its label only where JNPF shows it (`showLabel`), a value field always
 * keeps it (required and pattern messages name the field).
 */
export function convertValueOrDecoration(
  field: JnpfField,
  jnpfKey: string,
  base: FieldSchema,
  vModel: string | undefined,
  at: FieldImport,
  where: string,
): FieldSchema {
  const config = field.__config__;
  const key = base.jnpfKey;
  const label = text(config.label);
  const props = convertProps(field, key, where, at.context);
  specialProps(field, jnpfKey, key, props);

  const out: FieldSchema = { jnpfKey: key };
  if (vModel !== undefined) out.vModel = vModel;
  if (label && (vModel !== undefined || config.showLabel !== false)) out.label = label;
  if (vModel !== undefined && config.required === true) out.required = true;
  if (base.span !== undefined) out.span = base.span;

  if (key === 'calculate') {
    const expression = convertExpression(field.expression, at.known, where, at.context);
    if (expression !== undefined) props.expression = expression;
  }
  if (OPTION_KEYS.has(key)) {
    const converted = convertOptions(field, key, where, at.context);
    Object.assign(props, converted.props);
    if (converted.options !== undefined) out.options = converted.options;
  }
  if (Object.keys(props).length > 0) out.props = props;

  if (vModel !== undefined) {
    // V34 `unique` is a server-side duplicate check on save; the schema language has no such rule.
    if (config.unique === true) at.context.warn(where, 'the unique check (unique: true) is not converted');
    const rules = convertRegList(config.regList, config.trigger, label ?? vModel, where, at.context);
    if (rules.length > 0) out.rules = rules;
    const value = convertDefault(config.defaultValue, key, props, where, at.context);
    if (value !== undefined) out.defaultValue = value;
  }
  if (base.formId !== undefined) out.formId = base.formId;
  const columnWidth = num(config.columnWidth);
  if (at.table !== undefined && columnWidth !== undefined && columnWidth > 0) out.columnWidth = columnWidth;
  if (base.visibleOn !== undefined) out.visibleOn = base.visibleOn;
  if (field.disabled === true) out.disabledOn = 'true';
  if (vModel !== undefined && field.readonly === true) out.readonly = true;
  return out;
}
