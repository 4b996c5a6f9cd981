import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dictionaryData } from '../system/catalogue-tables';
import { pickText, type Lang } from '../../../schemas/text';
import type { FieldSchema, FormSchema } from '../../../schemas/types';
import { findDesign } from './design-service';
import { visualdev } from './tables';
import { VISUALDEV_TEXT } from './texts';

/** Fields a relation picks from: not the sub-table itself, nor a relation to yet another form (JNPF FormDataFields). */
const NOT_PICKED = new Set(['table', 'relationForm']);

/** The main-table fields of a form: layout containers are walked through, sub-tables are not entered. */
export function mainFields(fields: readonly FieldSchema[], lang: Lang): Array<{ label: string; vmodel: string }> {
  return fields.flatMap((f) => {
    if (f.vModel !== undefined) return NOT_PICKED.has(f.jnpfKey) ? [] : [{ label: pickText(f.label, lang), vmodel: f.vModel }];
    return f.children ? mainFields(f.children, lang) : [];
  });
}

/** GET /{id}/FormDataFields: `[{label, vmodel}]` of the design's form; empty before a form is designed. */
export async function formDataFields(db: DbOrTx, id: string, lang: Lang) {
  const row = await findDesign(db, id);
  const form = row.formData as FormSchema | null;
  return form ? mainFields(form.fields, lang) : [];
}

export interface SelectorNode {
  id: string;
  fullName: string;
  hasChildren: true;
  children: Array<{ id: string; fullName: string; enCode: string; type: number; webType: string; parentId: string }>;
}

/**
 * GET /Selector: published designs (state 1), optionally of one type, under their category (JNPF groups by the
 * category's dictionary item; a category that is no item id shows as itself, none as 未分类).
 */
export async function designSelector(db: DbOrTx, type: number | undefined, lang: Lang): Promise<SelectorNode[]> {
  const rows = await db.select({
    id: visualdev.id, fullName: visualdev.fullName, enCode: visualdev.enCode, type: visualdev.type, webType: visualdev.webType, category: visualdev.category,
  }).from(visualdev)
    .where(and(isNull(visualdev.deletedAt), eq(visualdev.state, 1), type ? eq(visualdev.type, type) : undefined))
    .orderBy(asc(visualdev.sortCode), desc(visualdev.createdAt), asc(visualdev.id));
  const categories = [...new Set(rows.map((r) => r.category).filter((c): c is string => !!c))];
  const names = new Map<string, string>(categories.length
    ? (await db.select({ id: dictionaryData.id, fullName: dictionaryData.fullName }).from(dictionaryData).where(inArray(dictionaryData.id, categories)))
      .map((d) => [d.id, d.fullName])
    : []);
  const nodes = new Map<string, SelectorNode>();
  for (const r of rows) {
    const key = r.category ?? '';
    let node = nodes.get(key);
    if (!node) {
      node = { id: key, fullName: key ? names.get(key) ?? key : VISUALDEV_TEXT.uncategorised[lang], hasChildren: true, children: [] };
      nodes.set(key, node);
    }
    node.children.push({ id: r.id, fullName: r.fullName, enCode: r.enCode, type: r.type, webType: r.webType, parentId: key });
  }
  return [...nodes.values()];
}
