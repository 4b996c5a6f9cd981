import { placeholderVerbOf, type PlaceholderVerb } from '../schemas/placeholder-wording';
import type { LocalText } from '../schemas/text';
import type { WidgetDefinition } from './types';
import { billRuleWidget } from './billRule';
import { buttonWidget } from './button';
import { cascaderWidget } from './cascader';
import { colorPickerWidget } from './colorPicker';
import { dateRangeWidget } from './dateRange';
import { numberRangeWidget } from './numberRange';
import { rateWidget } from './rate';
import { sliderWidget } from './slider';
import {
  createTimeWidget, createUserWidget, currDeptWidget, currOrganizeWidget, currPositionWidget, modifyTimeWidget, modifyUserWidget,
} from './systemField';
import { timeWidget } from './time';
import { timeRangeWidget } from './timeRange';
import { addressWidget } from './address';
import { amountWidget } from './amount';
import { checkboxWidget } from './checkbox';
import { comInputWidget } from './comInput';
import { dateWidget } from './date';
import { barcodeWidget } from './barcode';
import { calculateWidget } from './calculate';
import { registerCellLookup } from './cells';
import { comSelectWidget } from './comSelect';
import { depSelectWidget } from './depSelect';
import { dicSelectWidget } from './dicSelect';
import { popupAttrWidget } from './popupAttr';
import { popupSelectWidget } from './popupSelect';
import { posSelectWidget } from './posSelect';
import { relationFlowAttrWidget } from './relationFlowAttr';
import { relationFlowWidget } from './relationFlow';
import { relationFormAttrWidget } from './relationFormAttr';
import { relationFormWidget } from './relationForm';
import { userSelectWidget } from './userSelect';
import { dividerWidget } from './divider';
import { editorWidget } from './editor';
import { groupTitleWidget } from './groupTitle';
import { numInputWidget } from './numInput';
import { qrcodeWidget } from './qrcode';
import { radioWidget } from './radio';
import { scanInputWidget } from './scanInput';
import { selectWidget } from './select';
import { signWidget } from './sign';
import { switchWidget } from './switch';
import { tableWidget } from './table';
import { textWidget } from './text';
import { textareaWidget } from './textarea';
import { treeSelectWidget } from './treeSelect';
import { uploadFzWidget } from './uploadFz';
import { uploadImgWidget } from './uploadImg';

/** A new widget: add its folder (index.ts, Component.tsx, Display.tsx), then list it here. */
const ALL: WidgetDefinition[] = [
  comInputWidget,
  textareaWidget,
  numInputWidget,
  amountWidget,
  selectWidget,
  treeSelectWidget,
  radioWidget,
  checkboxWidget,
  dateWidget,
  timeWidget,
  dateRangeWidget,
  timeRangeWidget,
  cascaderWidget,
  rateWidget,
  sliderWidget,
  colorPickerWidget,
  numberRangeWidget,
  buttonWidget,
  billRuleWidget,
  createUserWidget,
  createTimeWidget,
  modifyUserWidget,
  modifyTimeWidget,
  currOrganizeWidget,
  currDeptWidget,
  currPositionWidget,
  switchWidget,
  addressWidget,
  userSelectWidget,
  depSelectWidget,
  posSelectWidget,
  comSelectWidget,
  dicSelectWidget,
  relationFormWidget,
  relationFormAttrWidget,
  popupSelectWidget,
  popupAttrWidget,
  relationFlowWidget,
  relationFlowAttrWidget,
  calculateWidget,
  tableWidget,
  uploadFzWidget,
  uploadImgWidget,
  editorWidget,
  signWidget,
  scanInputWidget,
  qrcodeWidget,
  barcodeWidget,
  groupTitleWidget,
  dividerWidget,
  textWidget,
];

/**
 * Every widget by key (docs/architecture.md#widgets). The runtime and the designer look widgets up
 * only here; `npm run schemas:check` rejects schema keys that are not registered.
 */
export const WIDGETS: Record<string, WidgetDefinition> = Object.fromEntries(ALL.map((widget) => [widget.key, widget]));

export function widgetFor(key: string): WidgetDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(WIDGETS, key) ? WIDGETS[key] : undefined;
}

export const WIDGET_KEYS = (): string[] => Object.keys(WIDGETS);

/**
 * The placeholder verb of each widget that asks for input (请输入 / 请选择): the lead of its default placeholder
 * (schemas/placeholder-wording.ts). Read-only system fields have none.
 */
export const PLACEHOLDER_VERBS: ReadonlyMap<string, PlaceholderVerb> = new Map(
  ALL.flatMap((widget) => {
    const verb = placeholderVerbOf(widget.defaults.placeholder as LocalText | undefined);
    return verb ? [[widget.key, verb] as const] : [];
  }),
);

// The sub-table renders its cells through the registry without importing it (no import cycle).
registerCellLookup(widgetFor);
