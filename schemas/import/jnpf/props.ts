import type { ImportContext } from './context';
import { camelCase, isRecord, meaningful, type Json, type JnpfField } from './source';

/**
 * The top-level element-ui attributes of a JNPF field → our widget `props` (schemas/import/jnpf/README.md "Mapping choices": our props
 * keep JNPF's names in camelCase). Per key: the props our widget reads (`keep`), JNPF names ours
 * spell differently (`rename`), and attributes that are layout or designer noise there (`ignore`).
 * Anything else is left out, with a warning when its value says something (not a default
 * false / '' / null / []).
 */
interface PropSpec {
  keep: readonly string[];
  rename?: Readonly<Record<string, string>>;
  ignore?: readonly string[];
}

/** Read elsewhere (label, vModel, options, readonly, disabled) or pure rendering detail. */
const NOISE = new Set([
  '__config__', '__vModel__', '__slot__', 'on', 'style', 'renderKey', 'prefixIcon', 'suffixIcon', 'size',
  'controlsPosition', 'tableConf', 'formData', 'disabled', 'readonly', 'activeColor', 'inactiveColor',
]);

const PICKER = ['placeholder', 'multiple', 'clearable', 'filterable'];
const SYSTEM: PropSpec = { keep: ['placeholder'] };
const ATTR: PropSpec = { keep: ['relationField', 'showField'] };

const SPECS: Readonly<Record<string, PropSpec>> = {
  comInput: { keep: ['placeholder', 'maxlength', 'showCount', 'clearable', 'showPassword'], rename: { showWordLimit: 'showCount' } },
  textarea: {
    keep: ['placeholder', 'maxlength', 'showCount', 'autoSize'],
    rename: { showWordLimit: 'showCount', autosize: 'autoSize' },
    ignore: ['type'],
  },
  numInput: { keep: ['placeholder', 'min', 'max', 'step', 'precision'] },
  // JNPF's amount always emits two decimals (toFixed(2)), as ours does: precision and step say nothing.
  amount: { keep: ['placeholder', 'min', 'max', 'showChinese'], ignore: ['step', 'stepStrictly', 'precision'] },
  switch: {
    keep: ['activeValue', 'inactiveValue', 'activeText', 'inactiveText'],
    rename: { activeTxt: 'activeText', inactiveTxt: 'inactiveText' },
  },
  radio: { keep: ['optionType'] },
  checkbox: { keep: ['max'] },
  select: { keep: PICKER },
  cascader: { keep: [...PICKER, 'showAllLevels', 'separator'], ignore: ['options', 'props'] },
  treeSelect: { keep: PICKER, ignore: ['options', 'props'] },
  date: { keep: ['type', 'format', 'valueFormat', 'placeholder', 'clearable'] },
  time: { keep: ['format', 'valueFormat', 'placeholder', 'clearable'], ignore: ['pickerOptions'] },
  dateRange: { keep: ['type', 'format', 'valueFormat', 'startPlaceholder', 'endPlaceholder', 'rangeSeparator', 'clearable'] },
  timeRange: {
    keep: ['format', 'valueFormat', 'startPlaceholder', 'endPlaceholder', 'rangeSeparator', 'clearable'],
    ignore: ['isRange', 'pickerOptions'],
  },
  uploadFz: { keep: ['accept', 'fileSize', 'sizeUnit', 'buttonText', 'showTip', 'limit'] },
  uploadImg: { keep: ['accept', 'fileSize', 'sizeUnit', 'showTip', 'limit'] },
  colorPicker: { keep: ['showAlpha', 'colorFormat'] },
  rate: { keep: ['max', 'allowHalf', 'showText', 'showScore'] },
  slider: { keep: ['min', 'max', 'step', 'showStops', 'range'] },
  editor: { keep: ['placeholder'] },
  divider: { keep: ['contentPosition'] },
  text: { keep: [], ignore: ['textStyle'] },
  button: { keep: ['align', 'buttonText', 'type'] },
  comSelect: { keep: PICKER },
  depSelect: { keep: PICKER },
  posSelect: { keep: PICKER },
  userSelect: { keep: PICKER },
  dicSelect: { keep: PICKER },
  address: { keep: [...PICKER, 'level'] },
  billRule: { keep: ['placeholder'] },
  relationForm: { keep: ['placeholder', 'modelId', 'relationField', 'hasPage', 'pageSize', 'columnOptions', 'clearable', 'filterable'] },
  relationFlow: { keep: ['placeholder', 'flowId', 'relationField', 'clearable', 'filterable'] },
  relationFormAttr: ATTR,
  relationFlowAttr: ATTR,
  popupAttr: ATTR,
  popupSelect: {
    keep: ['placeholder', 'interfaceId', 'hasPage', 'pageSize', 'columnOptions', 'propsValue', 'relationField', 'popupType', 'popupTitle', 'popupWidth', 'clearable'],
  },
  calculate: { keep: ['precision'], ignore: ['expression'] },
  qrcode: { keep: ['colorDark', 'colorLight', 'size', 'dataType', 'staticText', 'relationField'] },
  barcode: { keep: ['format', 'lineColor', 'background', 'width', 'height', 'dataType', 'staticText', 'relationField'] },
  createUser: SYSTEM,
  createTime: SYSTEM,
  modifyUser: SYSTEM,
  modifyTime: SYSTEM,
  currDept: SYSTEM,
  currPosition: SYSTEM,
  currOrganize: { keep: ['placeholder', 'showLevel'] },
  groupTitle: { keep: ['content', 'contentPosition'] },
  table: { keep: ['actionText', 'showSummary', 'summaryField'], ignore: ['defaultValue'] },
  row: { keep: [], ignore: ['type', 'justify', 'align', 'gutter'] },
  card: { keep: [], ignore: ['shadow', 'header'] },
  tab: { keep: [], ignore: ['type', 'tabPosition'] },
  collapse: { keep: ['accordion'] },
};

/** element-ui (date-fns style) date tokens → dayjs: yyyy → YYYY, dd → DD; 'timestamp' stays. */
export function dayjsFormat(format: string): string {
  if (format === 'timestamp') return format;
  return format.replace(/y/g, 'Y').replace(/d/g, 'D');
}

const DATE_KEYS = new Set(['date', 'time', 'dateRange', 'timeRange']);

/** element-ui's range picker types → our dateRange's (a range of dates or of date-times). */
const RANGE_TYPES: Record<string, string> = { daterange: 'date', datetimerange: 'datetime' };

function convertValue(key: string, prop: string, value: unknown): unknown {
  if (key === 'dateRange' && prop === 'type' && typeof value === 'string') return RANGE_TYPES[value] ?? value;
  if (DATE_KEYS.has(key) && (prop === 'format' || prop === 'valueFormat') && typeof value === 'string') return dayjsFormat(value);
  return value;
}

/**
 * The props of a field of our key `key`. Unknown keys (ours only, e.g. sign) keep every camelCased
 * attribute but the noise.
 */
export function convertProps(field: JnpfField, key: string, where: string, context: ImportContext): Json {
  const spec = SPECS[key];
  const props: Json = {};
  for (const [name, value] of Object.entries(field)) {
    const camel = camelCase(name);
    const prop = spec?.rename?.[camel] ?? camel;
    if (spec ? spec.keep.includes(prop) : !NOISE.has(camel)) {
      // null / '' are JNPF's "not set": leaving them out lets the widget's defaults apply.
      if (value !== null && value !== undefined && value !== '') props[prop] = convertValue(key, prop, value);
    } else if (!NOISE.has(camel) && !spec?.ignore?.includes(camel) && meaningful(value)) {
      context.warn(where, `property '${name}' is not converted (our ${key} has no such prop)`);
    }
  }
  warnScripts(field.on, where, context);
  return props;
}

/** The empty bodies JNPF's script templates start with (beforeSubmit's resolves a Promise). */
const TEMPLATE_BODIES = new Set(['', 'returnnewPromise((resolve,reject)=>{resolve()})']);

/** Whether a script is still its template: a signature around an empty (or template) body. */
export function isEmptyScript(source: string): boolean {
  const body = /=>\s*\{([\s\S]*)\}\s*$/.exec(source)?.[1] ?? source;
  // Some stored copies lost the backslash of their newlines (a bare `n` where `\n` was): treat those as newlines.
  const lines = body.replace(/(^|\s|[{};])n(?=\s|$|\/\/)/g, '$1\n');
  return TEMPLATE_BODIES.has(lines.replace(/\/\/[^\n]*/g, '').replace(/\s+/g, ''));
}

/** Event scripts (V341 `on.change`, ...) do not run here: say so when one holds code. */
export function warnScripts(on: unknown, where: string, context: ImportContext): void {
  if (!isRecord(on)) return;
  for (const [event, source] of Object.entries(on)) {
    if (typeof source === 'string' && !isEmptyScript(source)) context.warn(where, `event script on.${event} is not converted`);
  }
}
