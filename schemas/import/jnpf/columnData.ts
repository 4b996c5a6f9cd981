import type { ColumnSchema, ListSchema, SearchField } from '../../types';
import { ImportContext, VModelScope } from './context';
import { ourKey } from './keys';
import { convertField } from './walk';
import { isJnpfField, isRecord, num, text, type Json } from './source';

/**
 * The parts of a JNPF list config (`columnData` / `appColumnData`, docs/product.md#jnpf-list-config) that
 * are field lists: the columns, the search fields, the default sort and paging. What is not carried
 * over, and why:
 * - buttons (`btnsList`, `columnBtnsList`, `customBtnsList`): our actions name a form schema, an
 *   api call and permission codes the list config does not hold; the caller builds them;
 * - left tree (`type` 2) and group table (`type` 3): they need a data source of their own (reported);
 * - the `use*Permission` flags: permissions are declared per page here.
 * The whole page (api, model) is the caller's: a ListSchema needs at least one column, and JNPF's
 * defaults have none.
 */
export interface ImportedColumnData {
  columns: ColumnSchema[];
  search: SearchField[];
  defaultSort?: NonNullable<ListSchema['defaultSort']>;
  pagination?: ListSchema['pagination'];
  warnings: string[];
}

const PAGE_SIZES = [20, 50, 100];
const SEARCH_KEYS = new Set(['label', 'prop', 'jnpfKey', 'value', 'searchType']);
const MATCH: Record<number, SearchField['match']> = { 1: 'equal', 2: 'like', 3: 'range' };

function column(item: Json, index: number, context: ImportContext): ColumnSchema | null {
  const prop = text(item.prop) ?? text(item.__vModel__);
  if (!prop) {
    context.warn(`columnList[${index}]`, 'no prop: dropped');
    return null;
  }
  const out: ColumnSchema = { prop, label: text(item.label) ?? prop };
  const widthValue = num(item.width);
  if (widthValue !== undefined && widthValue > 0) out.width = widthValue;
  if (item.align === 'left' || item.align === 'center' || item.align === 'right') out.align = item.align;
  if (item.sortable === true) out.sortable = true;
  const key = text(item.jnpfKey);
  const mapped = key === undefined ? undefined : ourKey(key);
  if (mapped) out.jnpfKey = mapped;
  return out;
}

/** A search item is the whole form field plus {label, prop, jnpfKey, searchType}: convert the field, keep what a search field has. */
function searchField(item: Json, index: number, context: ImportContext): SearchField | null {
  const where = `searchList[${index}]`;
  // The search item's own keys are not element-ui attributes of the field.
  const source = Object.fromEntries(Object.entries(item).filter(([name]) => !SEARCH_KEYS.has(name)));
  const field = isJnpfField(source) ? convertField(source, { context, scope: new VModelScope() }, where) : null;
  const vModel = text(item.prop) ?? field?.vModel;
  if (!field || !vModel) {
    context.warn(where, 'not a form field with a prop: dropped');
    return null;
  }
  const match = MATCH[num(item.searchType) ?? 1] ?? 'equal';
  const out: SearchField = { vModel, jnpfKey: field.jnpfKey, label: text(item.label) ?? field.label ?? vModel, match };
  if (field.options !== undefined) out.options = field.options;
  if (field.props !== undefined) out.props = field.props;
  return out;
}

export function importJnpfColumnData(json: unknown): ImportedColumnData {
  const doc = typeof json === 'string' ? (JSON.parse(json) as unknown) : json;
  if (!isRecord(doc)) throw new Error('not a JNPF list config: expected an object');
  const context = new ImportContext();
  const columns = (Array.isArray(doc.columnList) ? doc.columnList : [])
    .map((item, i) => (isRecord(item) ? column(item, i, context) : null))
    .filter((item): item is ColumnSchema => item !== null);
  const search = (Array.isArray(doc.searchList) ? doc.searchList : [])
    .map((item, i) => (isRecord(item) ? searchField(item, i, context) : null))
    .filter((item): item is SearchField => item !== null);

  const out: ImportedColumnData = { columns, search, warnings: context.warnings };
  const sortProp = text(doc.defaultSidx);
  if (sortProp) out.defaultSort = { prop: sortProp, order: doc.sort === 'asc' ? 'asc' : 'desc' };
  if (doc.hasPage === false) out.pagination = false;
  else {
    const pageSize = num(doc.pageSize);
    if (pageSize !== undefined && Number.isInteger(pageSize) && pageSize > 0) {
      out.pagination = { pageSize, pageSizes: [...new Set([pageSize, ...PAGE_SIZES])].sort((a, b) => a - b) };
    }
  }
  const type = num(doc.type);
  if (type === 2) context.warn('columnData', 'the left tree (type 2) is not converted');
  if (type === 3) context.warn('columnData', `the group table (type 3, groupField '${String(doc.groupField ?? '')}') is not converted`);
  return out;
}
