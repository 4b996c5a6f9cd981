import { describe, expect, it } from 'vitest';
import {
  ListEditor, addAction, addColumn, addSearch, applyListCommand, blankList, listFields, listProblems, moveItem, openList, removeItem,
  setDefaultSort, setGroupBy, setItemProperty, setPagination, setTree, treeSourceOf,
} from '../../../../designer/core/list';
import { checkColumnData } from '../../../../server/modules/visualdev/design-check';
import { sampleForm, WIDGET_KEYS } from './fixture';

const form = sampleForm();
const fields = Object.fromEntries(listFields(form).map((field) => [field.vModel, field]));

describe('list design: the default', () => {
  it('shows the main value fields as columns, add / edit / remove, 20 a page, with declared permissions', () => {
    const list = blankList(form);
    expect(listFields(form).map((f) => f.vModel)).toEqual(['name', 'qty', 'kind', 'day']);
    expect(list.columns.map((c) => c.prop)).toEqual(['name', 'qty', 'kind', 'day']);
    expect(list.columns[2]).toEqual({ prop: 'kind', label: '类别', jnpfKey: 'select', options: { dictionary: 'goodsKind' } });
    expect(list.toolbar).toEqual([{ action: 'add', permission: 'btn_add', form: 'design.form' }]);
    expect(list.rowActions?.map((a) => a.permission)).toEqual(['btn_edit', 'btn_remove']);
    expect(list.permissions).toEqual(['btn_add', 'btn_edit', 'btn_remove']);
    expect(list.api).toEqual({ list: { method: 'POST', url: '/api/_m/design/List' }, remove: { method: 'POST', url: '/api/_m/batchDelete/design', body: { ids: '{{ids}}' } } });
    expect(list.model).toEqual({ form: 'design.form' });
    expect(list.id).toBe('design.list');
    expect(list.pagination).toEqual({ pageSize: 20, pageSizes: [10, 20, 50, 100] });
    expect(listProblems(list, form, WIDGET_KEYS)).toEqual([]);
  });

  it('passes the server save check beside its form, whatever id the saved form has', () => {
    expect(checkColumnData(JSON.stringify(blankList(form)), form)).toEqual(blankList(form));
    // The form designer saves its form as visualdev.<record id>; the list names it by the placeholder.
    const saved = sampleForm('visualdev.0123456789abcdef0123456789abcdef');
    expect(checkColumnData(blankList(saved), saved)).toEqual(blankList(saved));
    // A column naming a field the form lacks is still refused.
    const wrong = { ...blankList(form), columns: [{ prop: 'nope', label: 'x' }] };
    expect(() => checkColumnData(wrong, saved)).toThrow(/nope/);
  });
});

describe('list design: commands', () => {
  it('adds a column, reorders it, sets the sort and undoes back to the start; the result validates and lints', () => {
    const start = blankList(form);
    const editor = new ListEditor(start);
    expect(editor.execute(removeItem(editor.document, 'columns', 'day')).ok).toBe(true);
    expect(editor.execute(addColumn(editor.document, fields.day, 0)).ok).toBe(true);
    expect(editor.document.columns.map((c) => c.prop)).toEqual(['day', 'name', 'qty', 'kind']);
    expect(editor.execute(moveItem(editor.document, 'columns', 'day', 3)).ok).toBe(true);
    expect(editor.document.columns.map((c) => c.prop)).toEqual(['name', 'qty', 'kind', 'day']);
    expect(editor.execute(setDefaultSort({ prop: 'day', order: 'desc' })).ok).toBe(true);
    expect(editor.execute(setItemProperty(editor.document, 'columns', 'qty', 'width', 120)!).ok).toBe(true);
    expect(editor.execute(setItemProperty(editor.document, 'columns', 'qty', 'fixed', 'left')!).ok).toBe(true);
    expect(editor.document.defaultSort).toEqual({ prop: 'day', order: 'desc' });
    expect(editor.document.columns[1]).toMatchObject({ prop: 'qty', width: 120, fixed: 'left' });
    expect(listProblems(editor.document, form, WIDGET_KEYS)).toEqual([]);
    while (editor.undo());
    expect(editor.document).toStrictEqual(start);
    expect(JSON.stringify(editor.document)).toBe(JSON.stringify(start));
  });

  it('search fields take their match kind and widget from the field', () => {
    let list = blankList(form);
    for (const name of ['name', 'qty', 'kind', 'day']) {
      const result = applyListCommand(list, addSearch(list, fields[name]).command);
      if (!result.ok) throw new Error(result.refusal.reason);
      list = result.doc;
    }
    expect(list.search?.map((s) => [s.vModel, s.jnpfKey, s.match])).toEqual([
      ['name', 'comInput', 'like'], ['qty', 'numInput', 'range'], ['kind', 'select', 'equal'], ['day', 'date', 'range'],
    ]);
    expect(list.search?.[2].options).toEqual({ dictionary: 'goodsKind' });
    expect(listProblems(list, form, WIDGET_KEYS)).toEqual([]);
  });

  it('buttons bring their permissions and the calls they need, and take them away again', () => {
    const editor = new ListEditor(blankList(form));
    for (const kind of ['export', 'import', 'batchRemove'] as const) expect(editor.execute(addAction(editor.document, 'toolbar', kind)).ok).toBe(true);
    expect(editor.execute(addAction(editor.document, 'rowActions', 'detail')).ok).toBe(true);
    const list = editor.document;
    expect(list.permissions).toEqual(['btn_add', 'btn_download', 'btn_upload', 'btn_remove', 'btn_edit', 'btn_detail']);
    expect(list.api.export).toEqual({ method: 'POST', url: '/api/_m/design/Actions/Export' });
    expect(list.import?.columns.map((c) => c.prop)).toEqual(['name', 'qty', 'kind', 'day']);
    expect(list.selectable).toBe(true);
    expect(listProblems(list, form, WIDGET_KEYS)).toEqual([]);
    expect(checkColumnData(list, form)).toEqual(list);
    expect(editor.execute(removeItem(editor.document, 'toolbar', 'export')).ok).toBe(true);
    expect(editor.document.api.export).toBeUndefined();
    expect(editor.document.permissions).not.toContain('btn_download');
  });

  it('sets paging, the left tree and the group-by', () => {
    const editor = new ListEditor(blankList(form));
    expect(editor.execute(setPagination({ pageSize: 30, pageSizes: [10, 50] })).ok).toBe(true);
    expect(editor.document.pagination).toEqual({ pageSize: 30, pageSizes: [10, 30, 50] });
    expect(editor.execute(setPagination(false)).ok).toBe(true);
    expect(editor.document.pagination).toBe(false);
    expect(editor.execute(setTree({ title: '类别', source: { kind: 'dictionary', id: 'goodsKind' }, field: 'kind' })).ok).toBe(true);
    expect(editor.document.tree).toEqual({
      title: '类别', api: { method: 'GET', url: '/api/system/DictionaryData/goodsKind/Data/Selector' }, queryKey: 'kind', labelKey: 'fullName', valueKey: 'id',
    });
    expect(treeSourceOf(editor.document.tree)).toEqual({ kind: 'dictionary', id: 'goodsKind' });
    // JNPF's organize / department trees: the enabled organisation tree (companies; companies and departments).
    for (const [kind, url] of [['organize', '/api/permission/Organize/Selector'], ['department', '/api/permission/Organize/Department/Selector']] as const) {
      expect(editor.execute(setTree({ title: '组织', source: { kind, id: '' }, field: 'name' })).ok).toBe(true);
      expect(editor.document.tree).toMatchObject({ api: { method: 'GET', url }, queryKey: 'name', labelKey: 'fullName', valueKey: 'id' });
      expect(treeSourceOf(editor.document.tree)).toEqual({ kind, id: '' });
      expect(listProblems(editor.document, form, WIDGET_KEYS)).toEqual([]);
    }
    expect(editor.execute(setGroupBy('kind')).ok).toBe(true);
    expect(editor.document.groupBy).toEqual({ prop: 'kind' });
    expect(listProblems(editor.document, form, WIDGET_KEYS)).toEqual([]);
    expect(listProblems({ ...editor.document, groupBy: { prop: 'nope' } }, form, WIDGET_KEYS)).toEqual(["/groupBy/prop: 'nope' is not in the list's model"]);
  });

  it('refuses what would break the list, changing nothing', () => {
    const editor = new ListEditor(blankList({ ...form, fields: form.fields.slice(0, 1) }));
    const before = editor.getSnapshot();
    expect(editor.execute(removeItem(editor.document, 'columns', 'name'))).toEqual({ ok: false, refusal: { reason: 'lastColumn' } });
    expect(editor.execute(addColumn(editor.document, fields.name))).toEqual({ ok: false, refusal: { reason: 'duplicate' } });
    expect(editor.execute(setItemProperty(editor.document, 'columns', 'name', 'width', -3)!)).toMatchObject({ ok: false, refusal: { reason: 'invalid' } });
    expect(editor.execute(moveItem(editor.document, 'columns', 'name', 5))).toEqual({ ok: false, refusal: { reason: 'badIndex' } });
    expect(editor.getSnapshot()).toBe(before);
  });

  it('keeps the selection on an item while it exists', () => {
    const editor = new ListEditor(blankList(form));
    const step = addSearch(editor.document, fields.kind);
    editor.execute(step);
    editor.select(step.created!);
    expect(editor.getSnapshot().selection).toBe('search:kind');
    editor.undo();
    expect(editor.getSnapshot().selection).toBeNull();
  });

  it('opens a stored design in its canonical shape, and the form default for none', () => {
    const stored = blankList(form);
    const shuffled = Object.fromEntries(Object.entries(stored).reverse()) as typeof stored;
    expect(JSON.stringify(openList(form, shuffled))).toBe(JSON.stringify(stored));
    expect(openList(form, null)).toEqual(stored);
  });
});
