import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { HookAPI } from 'antd/es/modal/useModal';
import { useLingui } from '@lingui/react/macro';
import { pickText, type ActionSchema, type Lang, type ListSchema } from '../../../schemas';
import { navigateTo, notify } from '../../data';
import { callApi, downloadApi } from '../api';
import { resolveTemplate } from '../template';
import { hasCustomDialog } from '../../views/screens';
import { actionName } from './actions';
import { exportParams, type ListData, type Row } from './useListData';

/** The form host to show (FormDialogProps without onClose). */
export interface DialogRequest {
  schemaId: string;
  recordId?: string;
  context: Record<string, unknown>;
  /** False once closed: the host stays mounted with the last request so the popup can animate out. */
  open: boolean;
}

/** The import wizard to show. */
export interface ImportRequest {
  action: ActionSchema;
  /** False once closed: the wizard stays mounted so the dialog can animate out. */
  open: boolean;
  /** A new number each time it opens: the wizard starts afresh. */
  seq: number;
}

export interface ActionRunnerOptions {
  schema: ListSchema;
  rowKey: string;
  route: Record<string, string>;
  lang: Lang;
  data: ListData;
  /** Row keys ticked in the grid (batch remove). */
  selectedIds: string[];
  clearSelection(): void;
  modal: HookAPI;
}

export interface ActionRunner {
  run(action: ActionSchema, row?: Row): void;
  /** The form dialog an add/edit/form action opened. */
  dialog: DialogRequest | null;
  /** The form host closed; `saved` reloads the current page. */
  closeDialog(saved: boolean): void;
  /** Name of the toolbar action whose call is running (export). */
  busy: string | null;
  /** The import wizard an import action opened. */
  importer: ImportRequest | null;
  /** The wizard closed; `saved` reloads the current page. */
  closeImport(saved: boolean): void;
  /** The dialog of a `custom` action (mounted while open). */
  custom: CustomRequest | null;
  /** The custom dialog closed; `done` reloads the current page. */
  closeCustom(done: boolean): void;
}

/** The registered dialog a `custom` action opened (runtime/views/screens.ts dialogs). */
export interface CustomRequest {
  /** The action's `component` name. */
  name: string;
  row?: Row;
  /** A new number each time it opens: the dialog starts afresh. */
  seq: number;
}

/** What each action kind does (schemas/types.ts ActionKind). */
export function useActionRunner(options: ActionRunnerOptions): ActionRunner {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [importer, setImporter] = useState<ImportRequest | null>(null);
  const [custom, setCustom] = useState<CustomRequest | null>(null);
  // Read at call time, so `run` can stay the same function for the memoised cells.
  const latest = useRef(options);
  useLayoutEffect(() => { latest.current = options; });

  const confirmRemove = useCallback((ids: string[], row?: Row, confirm?: string) => {
    const { schema, route, modal, data, clearSelection } = latest.current;
    const remove = schema.api.remove;
    if (!remove) return;
    void modal.confirm({
      title: t`提示`,
      // The action's own text says what else a deletion does (sold items going back to stock).
      content: confirm ?? t`此操作将永久删除该数据, 是否继续?`,
      onOk: async () => {
        try {
          const reply = await callApi(remove, { ids, id: ids[0], row, route }, { ids });
          notify.success(reply.msg || t`删除成功`);
          clearSelection();
          data.reloadAfterRemove(ids.length);
        } catch {
          // The HTTP layer has shown the server's message.
        }
      },
    });
  }, [t]);

  const callAction = useCallback(async (action: ActionSchema, row?: Row, ids?: string[]) => {
    const { rowKey, route, data } = latest.current;
    if (!action.api) return;
    try {
      const reply = await callApi(action.api, { row, id: row?.[rowKey], ids, route });
      if (reply.msg) notify.success(reply.msg);
      data.reload();
    } catch {
      // Shown by the HTTP layer.
    }
  }, []);

  const run = useCallback((action: ActionSchema, row?: Row) => {
    const { schema, rowKey, route, lang, data, selectedIds, modal } = latest.current;
    const id = row === undefined ? undefined : row[rowKey];
    // `{{ids}}`: a row action's own row, or the ticked rows of a toolbar action with `selection`.
    const ids = id !== undefined ? [String(id)] : action.selection ? selectedIds : undefined;
    if (action.selection && row === undefined && selectedIds.length === 0) {
      notify.warning(t`请选择数据`);
      return;
    }
    const confirmText = action.confirm ? pickText(action.confirm, lang) : undefined;
    switch (action.action) {
      case 'add':
        if (action.form) setDialog({ schemaId: action.form, context: { route }, open: true });
        return;
      case 'edit':
        if (action.form && id !== undefined) setDialog({ schemaId: action.form, recordId: String(id), context: { row, route }, open: true });
        return;
      case 'form':
        if (action.form) setDialog({ schemaId: action.form, context: { ...(row ? { row } : {}), ...(ids ? { ids } : {}), route }, open: true });
        return;
      case 'remove':
        if (id !== undefined) confirmRemove([String(id)], row, confirmText);
        return;
      case 'batchRemove':
        if (selectedIds.length === 0) notify.warning(t`请选择要删除的数据`);
        else confirmRemove(selectedIds, undefined, confirmText);
        return;
      case 'export': {
        const call = schema.api.export;
        if (!call) return;
        const name = actionName(action);
        setBusy(name);
        // An empty or failed export rejects after the data layer showed 文件下载（导出）失败.
        downloadApi(call, { route }, exportParams(data.query)).catch(() => undefined).finally(() => setBusy(null));
        return;
      }
      case 'import':
        if (schema.import) setImporter((current) => ({ action, open: true, seq: (current?.seq ?? 0) + 1 }));
        return;
      case 'detail':
      case 'history':
      case 'link':
        if (action.to) navigateTo(resolveTemplate(action.to, { row, id, route }, true) as string);
        return;
      case 'custom': {
        const name = action.component;
        if (!name || !hasCustomDialog(name)) {
          // The lint requires `component`; an unregistered name is a build mistake, said plainly.
          notify.error(t`未找到对话框组件：${name ?? ''}`);
          return;
        }
        setCustom((current) => ({ name, row, seq: (current?.seq ?? 0) + 1 }));
        return;
      }
      case 'api':
        if (confirmText) {
          void modal.confirm({ title: t`提示`, content: confirmText, onOk: () => callAction(action, row, ids) });
        } else {
          void callAction(action, row, ids);
        }
        return;
    }
  }, [t, confirmRemove, callAction]);

  const closeDialog = useCallback((saved: boolean) => {
    setDialog((d) => (d ? { ...d, open: false } : d));
    if (saved) latest.current.data.reload();
  }, []);

  const closeImport = useCallback((saved: boolean) => {
    setImporter((current) => (current ? { ...current, open: false } : current));
    if (saved) latest.current.data.reload();
  }, []);

  const closeCustom = useCallback((done: boolean) => {
    setCustom(null);
    if (done) latest.current.data.reload();
  }, []);

  return { run, dialog, closeDialog, busy, importer, closeImport, custom, closeCustom };
}
