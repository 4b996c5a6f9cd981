import { badRequest } from '../../core/errors';
import { fillAll, withLabel } from '../../core/text';
import type { Text } from '../../core/i18n';
import { importJnpfForm, OUR_WIDGET_KEYS } from '../../../schemas/import/jnpf';
import { lintSchemas } from '../../../schemas/lint';
import type { FormSchema, ListSchema, PageSchema } from '../../../schemas/types';
import { validateSchemaDocument } from '../../../schemas/validate';
import { VISUALDEV_LABELS, VISUALDEV_TEXT } from './texts';

/*
 * The check every save of a design passes (docs/product.md#visual-development): the form must be a page-schema form
 * (schemas/page/language.ts) that the lint accepts with the registered widget keys; JNPF designer JSON is converted
 * first (schemas/import/jnpf). The server cannot load widgets/ (React): OUR_WIDGET_KEYS is the registry's key list
 * kept in schemas/, held to widgets/registry.ts by tests/unit/schemas/widget-keys.test.ts.
 */

const WIDGET_KEYS: ReadonlySet<string> = new Set(OUR_WIDGET_KEYS);
/** The form id the list designer's output names (designer/core/list/document.ts DESIGN_FORM_ID; server/ may not import designer/). */
const DESIGN_FORM_ID = 'design.form';
/** Problems quoted in the 400 message; the rest are counted. */
const SHOWN_PROBLEMS = 5;
/** Nesting deeper than this is refused before any recursive walk (a hostile body must not exhaust the stack). */
const MAX_DEPTH = 64;

type Field = keyof typeof VISUALDEV_LABELS;

function refuse(field: Field, problems: readonly string[]): never {
  const shown = problems.slice(0, SHOWN_PROBLEMS).join('; ') + (problems.length > SHOWN_PROBLEMS ? ` (+${problems.length - SHOWN_PROBLEMS})` : '');
  throw badRequest(fillAll(withLabel(VISUALDEV_TEXT.invalidDesign, VISUALDEV_LABELS[field]), { problems: shown }), field);
}

/** A per-language reason, filled into the message in each language. */
function refuseText(field: Field, reason: Text): never {
  const label = VISUALDEV_LABELS[field];
  const base = withLabel(VISUALDEV_TEXT.invalidDesign, label);
  throw badRequest({
    zh: base.zh.replace('{problems}', reason.zh), zhtw: base.zhtw.replace('{problems}', reason.zhtw), en: base.en.replace('{problems}', reason.en),
  }, field);
}

function depthWithin(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return false;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return true;
}

/** JNPF sends the three designs as JSON text (docs/product.md#jnpf-online-forms); objects are taken as they are. */
function parsed(field: Field, value: unknown): unknown {
  let out = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    try {
      out = JSON.parse(value) as unknown;
    } catch {
      refuseText(field, VISUALDEV_TEXT.notJson);
    }
  }
  if (!depthWithin(out, MAX_DEPTH)) refuse(field, [`nested deeper than ${MAX_DEPTH} levels`]);
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasJnpfFields = (list: unknown) => Array.isArray(list) && list.some((f) => isRecord(f) && isRecord(f.__config__));

/** JNPF designer output: `{ ...formConf, fields: [{ __config__, __vModel__ }] }` or a bare fields array. */
export const isJnpfForm = (doc: unknown): boolean => hasJnpfFields(doc) || (isRecord(doc) && hasJnpfFields(doc.fields));

export interface CheckedForm {
  schema: FormSchema | null;
  /** What the JNPF conversion dropped or changed (empty for our own schemas). */
  warnings: string[];
}

/**
 * The stored form of a save: null clears it; JNPF JSON is converted (its page id `visualdev.<record id>`, its title
 * the record's name); then shape and lint. Any problem refuses the save (400 naming formData).
 */
export function checkFormData(raw: unknown, context: { id: string; title: string }): CheckedForm {
  const doc = parsed('formData', raw);
  if (doc === null) return { schema: null, warnings: [] };
  let candidate = doc;
  let warnings: string[] = [];
  if (isJnpfForm(doc)) {
    try {
      ({ schema: candidate, warnings } = importJnpfForm(doc, { id: `visualdev.${context.id}`, title: context.title }));
    } catch (error) {
      refuse('formData', [error instanceof Error ? error.message : String(error)]);
    }
  }
  if (!isRecord(candidate) || candidate.type !== 'form') refuseText('formData', VISUALDEV_TEXT.notForm);
  const validated = validateSchemaDocument(candidate);
  if (!validated.ok) refuse('formData', validated.errors);
  const issues = lintSchemas([validated.schema], { widgetKeys: WIDGET_KEYS });
  if (issues.length) refuse('formData', issues.map((i) => `${i.path}: ${i.message}`));
  return { schema: validated.schema as FormSchema, warnings };
}

/**
 * The list design: an object (JNPF columnData or the list designer's output), or null. When it is a list page
 * schema (`type: 'list'`) it is validated and linted beside the form, so its columns and search name real fields.
 */
export function checkColumnData(raw: unknown, form: FormSchema | null): Record<string, unknown> | null {
  const doc = parsed('columnData', raw);
  if (doc === null) return null;
  if (!isRecord(doc)) refuse('columnData', ['/: must be an object']);
  if (doc.type !== 'list') return doc;
  const validated = validateSchemaDocument(doc);
  if (!validated.ok) refuse('columnData', validated.errors);
  // The list designer names the design's form by a placeholder (designer/core/list DESIGN_FORM_ID; the publish
  // compiler puts the real id in): the form is checked under that id, whatever id the saved form has.
  const list = validated.schema as ListSchema;
  const beside = form && list.model.form === DESIGN_FORM_ID ? { ...form, id: DESIGN_FORM_ID } : form;
  const set: PageSchema[] = beside ? [beside, validated.schema] : [validated.schema];
  const issues = lintSchemas(set, { widgetKeys: WIDGET_KEYS }).filter((i) => i.schemaId === validated.schema.id && i.index === set.length - 1);
  if (issues.length) refuse('columnData', issues.map((i) => `${i.path}: ${i.message}`));
  return doc;
}

const TABLE_TEXT_KEYS = ['typeId', 'table', 'tableName', 'tableKey', 'tableField', 'relationTable', 'relationField'] as const;

/** JNPF TableModel[]: `{ typeId: '1' main | '0' child, table, tableName, tableKey, tableField, relationTable, relationField, fields }`. */
export function checkTables(raw: unknown): Record<string, unknown>[] {
  const doc = parsed('tables', raw);
  if (doc === null) return [];
  if (!Array.isArray(doc)) refuse('tables', ['/: must be an array']);
  const problems: string[] = [];
  doc.forEach((t, i) => {
    if (!isRecord(t)) return problems.push(`/${i}: must be an object`);
    for (const key of TABLE_TEXT_KEYS) {
      if (t[key] !== undefined && t[key] !== null && typeof t[key] !== 'string') problems.push(`/${i}/${key}: must be a string`);
    }
    if (t.typeId !== undefined && t.typeId !== '0' && t.typeId !== '1') problems.push(`/${i}/typeId: must be '1' (main) or '0' (child)`);
    if (t.fields !== undefined && !Array.isArray(t.fields)) problems.push(`/${i}/fields: must be an array`);
    return undefined;
  });
  if (problems.length) refuse('tables', problems);
  return doc as Record<string, unknown>[];
}
