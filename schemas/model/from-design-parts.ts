import type { ColumnSchema, FieldSchema, ListSchema } from '../types';
import { SCHEMA_VERSION } from '../types';
import { pickText, type LocalText } from '../text';
import type { Model, ModelText } from './types';

/** Pieces of compileDesign (from-design.ts): texts in three languages and the default list of a design without one. */

/** A schema text in all three languages (one string thrice; missing languages fall back as pickText does). */
export function all3(t: LocalText | undefined, fallback: string): ModelText {
  const source = t ?? fallback;
  return { zh: pickText(source, 'zh') || fallback, zhtw: pickText(source, 'zhtw') || fallback, en: pickText(source, 'en') || fallback };
}

/** Keys a published list row may carry besides the form's fields (audit times and names). */
export const SYSTEM_COLUMNS: ReadonlySet<string> = new Set(['createdAt', 'createdByName', 'updatedAt', 'updatedByName']);

/** Names of the usual button codes, for buttons whose action has no label. */
export const ITEM_NAMES: Record<string, ModelText> = {
  btn_add: { zh: '新增', zhtw: '新增', en: 'Add' },
  btn_edit: { zh: '编辑', zhtw: '編輯', en: 'Edit' },
  btn_remove: { zh: '删除', zhtw: '刪除', en: 'Delete' },
  btn_download: { zh: '导出', zhtw: '匯出', en: 'Export' },
  btn_upload: { zh: '导入', zhtw: '匯入', en: 'Import' },
  btn_detail: { zh: '详情', zhtw: '詳情', en: 'Details' },
};

/** Every main field that shows as text in a cell (not JSON values), in form order. */
export function defaultColumns(fields: readonly FieldSchema[], model: Model): ColumnSchema[] {
  const byKey = new Map(model.fields.map((f) => [f.key, f]));
  return fields.flatMap((field) => {
    const f = byKey.get(field.vModel!);
    if (!f || f.type === 'json') return [];
    return [{ prop: f.key, label: field.label ?? f.label, ...(f.sort ? { sortable: true } : {}) }];
  });
}

/** The list of a design without a list design: its columns, add / edit / remove / batch remove / export. */
export function defaultList(columns: ColumnSchema[]): ListSchema {
  return {
    schemaVersion: SCHEMA_VERSION,
    id: 'default',
    type: 'list',
    api: { list: { method: 'POST', url: '/' } },
    model: {},
    columns,
    selectable: true,
    toolbar: [
      { action: 'add', permission: 'btn_add' },
      { action: 'batchRemove', permission: 'btn_remove' },
      { action: 'export', permission: 'btn_download' },
    ],
    rowActions: [
      { action: 'edit', permission: 'btn_edit' },
      { action: 'remove', permission: 'btn_remove' },
    ],
    pagination: { pageSize: 20, pageSizes: [20, 50, 100] },
  };
}
