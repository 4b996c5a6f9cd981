import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Alert, Button, Modal, Pagination, Space, theme } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { RowSelectionState } from '@tanstack/react-table';
import { pickText, type ActionSchema, type ListSchema } from '../../../schemas';
import { usePermission } from '../../permission/Permission';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../views/common/paging';
import { FormDialog } from '../form/FormDialog';
import { useLang } from '../SchemaServices';
import { actionName, isPermitted, visibleForRow } from './actions';
import { ColumnSettings } from './ColumnSettings';
import { CustomDialogHost } from './CustomDialogHost';
import { buildColumns, reservedWidth, type CellHandlers } from './columns';
import { useFittedVisibility } from './fitColumns';
import { defaultSearchValues, toSearchQuery } from './searchParams';
import { SearchForm } from './SearchForm';
import { ImportWizard } from './import/ImportWizard';
import { ListChart } from './ListChart';
import { ListSummaryBar } from './ListSummaryBar';
import { DataTable } from './table';
import { Toolbar } from './Toolbar';
import { TreePanel } from './TreePanel';
import { useActionRunner } from './useActionRunner';
import { useColumnVisibility } from './useColumnVisibility';
import { useGroupRows } from './useGroupRows';
import { useListData, type Row } from './useListData';
import { useTreeRows } from './useTreeRows';
import './list.css';

export interface ListRendererProps {
  schema: ListSchema;
  /** Route parameters (`{{route.<name>}}` in API calls and link targets). */
  routeParams?: Record<string, string>;
  /** Inside a detail tab: no page title. */
  embedded?: boolean;
}

const NO_SELECTION: RowSelectionState = {};

/** A record compared by value, so a host passing a fresh object each render does not reload the list. */
function useStableRecord(record: Record<string, string> | undefined): Record<string, string> {
  const key = JSON.stringify(record ?? {});
  return useMemo(() => JSON.parse(key) as Record<string, string>, [key]);
}

/** `items` filtered by `allowed`, the same array as long as the outcome does not change. */
function useFiltered<T>(items: readonly T[] | undefined, allowed: (item: T) => boolean): T[] {
  const list = items ?? [];
  const mask = list.map((item) => (allowed(item) ? '1' : '0')).join('');
  return useMemo(() => list.filter((_, i) => mask[i] === '1'), [items, mask]);
}

/** antd theme tokens as the CSS variables list.css reads. */
function useTokenVars(): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(() => ({
    '--gl-border': token.colorBorderSecondary,
    '--gl-bg': token.colorBgContainer,
    '--gl-header-bg': token.colorFillAlter,
    '--gl-hover': token.controlItemBgHover,
    '--gl-selected': token.controlItemBgActive,
    '--gl-primary': token.colorPrimary,
    '--gl-danger': token.colorError,
    '--gl-text': token.colorText,
    '--gl-text-tertiary': token.colorTextTertiary,
    '--gl-radius': `${token.borderRadiusLG}px`,
    '--gl-font-size': `${token.fontSize}px`,
  }) as CSSProperties, [token]);
}

/**
 * A list page from its schema (schemas/types.ts ListSchema): search form, toolbar, server-sorted and
 * paged grid, row actions and the form dialog of add/edit. Buttons and columns follow the permission
 * list of the current route (docs/product.md#permissions).
 */
export function ListRenderer({ schema, routeParams, embedded }: ListRendererProps) {
  const { t } = useLingui();
  const lang = useLang();
  const permission = usePermission();
  const route = useStableRecord(routeParams);
  const rowKey = schema.rowKey ?? 'id';
  const [modal, modalHolder] = Modal.useModal();
  const tokenVars = useTokenVars();

  const searchDefaults = useMemo(() => defaultSearchValues(schema.search), [schema.search]);
  const initialSearch = useMemo(() => toSearchQuery(schema.search, searchDefaults), [schema.search, searchDefaults]);
  const data = useListData(schema, route, initialSearch);
  const treeView = useTreeRows({ config: schema.treeRows, rows: data.rows, query: data.query, rowKey, route });
  // Group-by lists (JNPF type 3): rows under a header row per group, the group's column not shown.
  const groups = useGroupRows({ schema, rows: data.rows, total: data.total, query: data.query, lang });
  const rowView = groups ?? treeView;
  const rows = rowView ? rowView.rows : data.rows;
  const groupProp = groups ? schema.groupBy?.prop : undefined;

  const columns = useFiltered(schema.columns, (c) => c.prop !== groupProp && (!schema.columnPermission || permission.hasColumn(c.prop)));
  const toolbar = useFiltered(schema.toolbar, (a) => isPermitted(a, permission.has));
  const rowActions = useFiltered(schema.rowActions, (a) => isPermitted(a, permission.has));
  const { visibility: chosenVisibility, chosen, setVisible, reset: resetColumns } = useColumnVisibility(schema.id, columns);

  // A batch action needs the checkbox column; without the permission for it the column goes too.
  const batchDeclared = (schema.toolbar ?? []).some((a) => a.action === 'batchRemove');
  const batchAllowed = toolbar.some((a) => a.action === 'batchRemove');
  const selectable = batchAllowed || toolbar.some((a) => a.selection) || (!!schema.selectable && !batchDeclared);

  // Selection belongs to the rows it was made on: a new page starts with none.
  const [picked, setPicked] = useState<{ rows: Row[]; value: RowSelectionState }>({ rows: data.rows, value: NO_SELECTION });
  const selection = picked.rows === data.rows ? picked.value : NO_SELECTION;
  const selectedIds = useMemo(() => Object.keys(selection).filter((id) => selection[id]), [selection]);

  const runner = useActionRunner({
    schema, rowKey, route, lang, data, selectedIds, modal,
    clearSelection: () => setPicked({ rows: data.rows, value: NO_SELECTION }),
  });

  // Cells call back through a ref, so the column definitions survive re-renders.
  const handlers = useRef<CellHandlers>({ runAction: () => {}, runLink: () => {} });
  useLayoutEffect(() => {
    handlers.current = {
      runAction: runner.run,
      runLink: (name, row) => {
        const action = rowActions.find((a: ActionSchema) => actionName(a) === name);
        if (action && visibleForRow(action, row)) runner.run(action, row);
      },
    };
  });

  const importContext = useMemo(() => ({ route }), [route]);
  const importing = runner.importer;

  const linkable = useMemo(() => new Set(rowActions.map(actionName)), [rowActions]);
  const labels = useMemo(() => ({ actions: t`操作`, selectAll: t`全选`, selectRow: t`选择` }), [t]);
  const treeRows = !!schema.treeRows;
  const groupLabelProp = groups?.labelProp;
  const emptyGroup = t`（空）`;
  const group = useMemo(() => (groupLabelProp ? { labelProp: groupLabelProp, emptyLabel: emptyGroup } : undefined), [groupLabelProp, emptyGroup]);
  const columnDefs = useMemo(
    () => buildColumns({ columns, lang, selectable, rowActions, handlers, labels, linkable, tree: treeRows, group }),
    [columns, lang, selectable, rowActions, labels, linkable, treeRows, group],
  );
  // The columns that fit the list's width, the `priority` ones kept (fitColumns.ts).
  const fit = useFittedVisibility<HTMLDivElement>({ columns, visibility: chosenVisibility, chosen, reserved: reservedWidth(columnDefs) });
  const { visibility } = fit;

  // A tree list shows all its rows, and so does a list the server answered in groups: no pager.
  const paging = schema.pagination === false || treeRows || groups?.serverGrouped ? null : {
    pageSize: schema.pagination?.pageSize ?? DEFAULT_PAGE_SIZE,
    pageSizes: schema.pagination?.pageSizes ?? PAGE_SIZES,
  };

  const list = (
    <div ref={fit.ref} className="gl-list" style={tokenVars}>
      {modalHolder}
      {schema.search?.length ? (
        <SearchForm
          fields={schema.search}
          lang={lang}
          defaults={searchDefaults}
          onSearch={(values) => data.search(toSearchQuery(schema.search, values))}
        />
      ) : null}
      {schema.chart ? <ListChart chart={schema.chart} columns={schema.columns} lang={lang} query={data.query} rows={data.rows} loading={data.loading} route={route} /> : null}
      {schema.summary ? <ListSummaryBar items={schema.summary} lang={lang} query={data.query} rows={data.rows} loading={data.loading} route={route} /> : null}
      <Toolbar
        actions={toolbar}
        lang={lang}
        title={embedded ? undefined : data.title ?? (pickText(schema.title, lang) || undefined)}
        busy={runner.busy}
        onRun={(action) => runner.run(action)}
        onRefresh={data.reload}
        settings={(
          <>
            {groups ? (
              <Space size={4}>
                <Button size="small" onClick={groups.expandAll}>{t`展开全部`}</Button>
                <Button size="small" onClick={groups.collapseAll}>{t`折叠全部`}</Button>
              </Space>
            ) : null}
            <ColumnSettings columns={columns} visibility={visibility} lang={lang} onChange={setVisible} onReset={resetColumns} />
          </>
        )}
      />
      {groups?.capped ? <Alert className="gl-group-note" type="warning" showIcon title={t`记录过多，仅分组显示前 ${groups.shown} 条，共 ${data.total} 条；请缩小查询范围`} /> : null}
      <DataTable
        columns={columnDefs}
        rows={rows}
        rowKey={rowKey}
        sort={data.query.sort}
        onSort={data.setSort}
        selectable={selectable}
        selection={selection}
        onSelectionChange={(value) => setPicked({ rows: data.rows, value })}
        visibility={visibility}
        loading={data.loading}
        error={data.error}
        onRetry={data.reload}
        tree={rowView}
      />
      {paging ? (
        <Pagination
          className="gl-pager"
          current={data.query.currentPage}
          pageSize={data.query.pageSize}
          total={data.total}
          pageSizeOptions={paging.pageSizes.map(String)}
          showSizeChanger
          showQuickJumper
          showTotal={(n) => t`共 ${n} 条`}
          onChange={data.setPage}
        />
      ) : null}
      {runner.dialog ? (
        <FormDialog
          open={runner.dialog.open}
          schemaId={runner.dialog.schemaId}
          recordId={runner.dialog.recordId}
          context={runner.dialog.context}
          onClose={runner.closeDialog}
        />
      ) : null}
      {importing && schema.import ? (
        <ImportWizard
          key={importing.seq}
          open={importing.open}
          config={schema.import}
          context={importContext}
          lang={lang}
          title={importing.action.label ? pickText(importing.action.label, lang) : undefined}
          onClose={runner.closeImport}
        />
      ) : null}
      {runner.custom ? <CustomDialogHost request={runner.custom} route={route} onClose={runner.closeCustom} /> : null}
    </div>
  );

  if (!schema.tree) return list;
  const tree = schema.tree;
  return (
    <div className="gl-list-tree">
      <TreePanel
        tree={tree}
        lang={lang}
        routeParams={route}
        onSelect={(value) => data.filterBy(value === undefined ? {} : { [tree.queryKey]: value })}
      />
      {list}
    </div>
  );
}
