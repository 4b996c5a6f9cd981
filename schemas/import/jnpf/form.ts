import { SCHEMA_VERSION, type FieldSchema, type FormSchema } from '../../types';
import type { LocalText } from '../../text';
import { ImportContext, VModelScope } from './context';
import { warnScripts } from './props';
import { isJnpfField, isRecord, num, text, width, type Json } from './source';
import { convertField, walkFields } from './walk';

export interface ImportJnpfFormOptions {
  id?: string;
  title?: LocalText;
  /** Load and save calls; by default the OnlineDev mirror of the model (`/api/_m/{{route.modelId}}`, docs/product.md#visual-development-and-dynamic-models). */
  api?: FormSchema['api'];
}

export interface ImportResult<T> {
  schema: T;
  /** What was not converted, or converted with a choice the reader should know about. */
  warnings: string[];
}

const DEFAULT_ID = 'jnpf.import';

/** JNPF's OnlineDev calls (docs/product.md#jnpf-onlinedev-api), on the app's `/api/_m` mirror. */
function defaultApi(): FormSchema['api'] {
  const base = '/api/_m/{{route.modelId}}';
  return {
    get: { method: 'GET', url: `${base}/{{id}}` },
    save: [
      { method: 'PUT', url: `${base}/{{id}}`, when: 'id' },
      { method: 'POST', url: base },
    ],
  };
}

/** The stored formData is a JSON string on the VisualDev entity; accept it as such too. */
function parse(json: unknown): unknown {
  if (typeof json !== 'string') return json;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw new Error('JNPF form JSON does not parse');
  }
}

interface SourceScan {
  /** The vModels a formula may read: value fields anywhere, sub-table columns as `table.column` (2.5). */
  vModels: Set<string>;
  /** The highest formId, so ids given to palette objects never clash with later ones. */
  maxFormId: number;
}

/** Panes (tab / collapse children) have a `__config__` too, so one walk covers every level. */
function scanSource(list: unknown, table: string | undefined, scan: SourceScan): SourceScan {
  if (!Array.isArray(list)) return scan;
  for (const field of list) {
    if (!isJnpfField(field)) continue;
    const config = field.__config__;
    scan.maxFormId = Math.max(scan.maxFormId, num(config.formId) ?? 0);
    const vModel = text(field.__vModel__);
    if (vModel) scan.vModels.add(table ? `${table}.${vModel}` : vModel);
    scanSource(config.children, config.jnpfKey === 'table' ? (vModel ?? '') : table, scan);
  }
  return scan;
}

const DEFAULT_SUBMIT = new Set(['确定', '提交']);

/** formConf (docs/product.md#jnpf-designer-json) → the form's page settings. */
function formSettings(conf: Json, context: ImportContext): Partial<FormSchema> {
  const out: Partial<FormSchema> = {};
  const labelWidth = num(conf.labelWidth);
  if (labelWidth !== undefined && labelWidth > 0) out.labelWidth = labelWidth;
  if (conf.labelPosition === 'left' || conf.labelPosition === 'right' || conf.labelPosition === 'top') out.labelPosition = conf.labelPosition;
  if (conf.popupType === 'fullScreen') out.popup = { kind: 'page' };
  else if (conf.popupType === 'drawer') out.popup = withWidth('drawer', width(conf.drawerWidth));
  else if (conf.popupType === 'general' || conf.popupType === undefined) {
    const general = width(conf.generalWidth);
    if (general !== undefined) out.popup = withWidth('dialog', general);
  }
  // element-ui spaces two-character button texts ('保 存'); antd does that by itself.
  const submit = text(conf.confirmButtonText)?.replace(/(\S)\s+(?=\S)/gu, '$1');
  if (submit && !DEFAULT_SUBMIT.has(submit)) out.submitLabel = submit;
  if (conf.disabled === true) context.warn('form', 'formConf.disabled (the whole form read-only) is not converted');
  if (isRecord(conf.funcs)) warnScripts(conf.funcs, 'form', context);
  return out;
}

function withWidth(kind: 'dialog' | 'drawer', size: number | string | undefined): NonNullable<FormSchema['popup']> {
  return size === undefined ? { kind } : { kind, width: size };
}

/**
 * A JNPF designer form (the saved `formData` object `{...formConf, fields}`, its JSON string, or a
 * bare fields array) → our form schema, plus what could not be carried over.
 */
export function importJnpfForm(json: unknown, options: ImportJnpfFormOptions = {}): ImportResult<FormSchema> {
  const doc = parse(json);
  const conf: Json = Array.isArray(doc) ? {} : isRecord(doc) ? doc : {};
  const fields = Array.isArray(doc) ? doc : conf.fields;
  if (!Array.isArray(fields)) throw new Error('not a JNPF form: expected { fields: [...] } or a fields array');

  const scan = scanSource(fields, undefined, { vModels: new Set(), maxFormId: 0 });
  const context = new ImportContext(Math.max(num(conf.idGlobal) ?? 100, scan.maxFormId));
  const at = { context, scope: new VModelScope(), known: scan.vModels };
  const schema: FormSchema = {
    schemaVersion: SCHEMA_VERSION,
    type: 'form',
    id: options.id ?? DEFAULT_ID,
    ...(options.title === undefined ? {} : { title: options.title }),
    ...formSettings(conf, context),
    api: options.api ?? defaultApi(),
    fields: walkFields(fields, at, ''),
  };
  return { schema, warnings: context.warnings };
}

/**
 * One JNPF field (or container with its children) → our field; null when it cannot be converted.
 * Warnings go to `warnings` when given. Formula references are checked for arithmetic only (the
 * rest of the form is not known here).
 */
export function importJnpfField(field: unknown, warnings?: string[]): FieldSchema | null {
  const context = new ImportContext();
  const converted = convertField(field, { context, scope: new VModelScope() });
  warnings?.push(...context.warnings);
  return converted;
}
