import { useMemo, useRef, useState } from 'react';
import { Button, Form, Modal, Segmented, Space } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { RequestError, notify } from '../../../runtime/data';
import type { ListSchema } from '../../../schemas/types';
import { DesignEditor, type DesignDocument } from '../../core';
import { isDeepStrictEqual } from '../../core/equal';
import { FormDesigner } from '../form/FormDesigner';
import { ListDesigner } from '../list/ListDesigner';
import { useEditorSelector } from '../useEditor';
import { BasicSettings } from './BasicSettings';
import { releaseDesign, saveDesign, type BasicValues, type DesignRecord, type SaveBody } from './designApi';
import { ParentMenuDialog } from './ParentMenuDialog';
import type { OpenedDesign } from './useDesignRecord';

type Step = 'basic' | 'form' | 'list';

const isList = (value: unknown): value is ListSchema => typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'list';

const basicOf = (record: DesignRecord | undefined): BasicValues => ({
  fullName: record?.fullName ?? '',
  enCode: record?.enCode ?? '',
  category: record?.category ?? undefined,
  webType: record?.webType ?? '2',
  type: record?.type ?? 1,
});

/** The page id the stored form carries (`visualdev.<record id>`, as the server names imported forms). */
const formWithId = (doc: DesignDocument, id: string | undefined) => (id === undefined ? doc.form : { ...doc.form, id: `visualdev.${id}` });

export interface DesignWorkspaceProps {
  opened: OpenedDesign;
  /** A save or a publish happened (the list reloads when the dialog closes). */
  onChanged: () => void;
  /** Open the stored design `id` again (after someone else saved it). */
  onReload: (id: string) => void;
  /** Close the dialog; `changed`: something was saved. */
  onLeave: (changed: boolean) => void;
}

/**
 * One open design: the header (name, steps, 保存 / 发布 / 关闭) over the three steps. The form step edits
 * one DesignEditor; the list step a ListSchema; the basic step an antd form. Unsaved changes: the editor's
 * document differs from the one last saved, or the list or the basic settings changed since.
 */
export function DesignWorkspace({ opened, onChanged, onReload, onLeave }: DesignWorkspaceProps) {
  const { t } = useLingui();
  const [modal, modalHolder] = Modal.useModal();
  const editor = useMemo(() => new DesignEditor(opened.document), [opened]);
  const document = useEditorSelector(editor, (s) => s.document);
  const [record, setRecord] = useState<DesignRecord | undefined>(opened.record);
  const [basicForm] = Form.useForm<BasicValues>();
  const initialBasic = useMemo(() => basicOf(opened.record), [opened]);
  const name = Form.useWatch('fullName', basicForm);
  const webType = Form.useWatch('webType', basicForm) ?? initialBasic.webType;
  const [step, setStep] = useState<Step>(opened.record ? 'form' : 'basic');
  const [visited, setVisited] = useState<ReadonlySet<Step>>(() => new Set([opened.record ? 'form' : 'basic']));
  const [list, setList] = useState<ListSchema | null>(() => (isList(opened.record?.columnData) ? opened.record.columnData : null));
  const [listDirty, setListDirty] = useState(false);
  const [basicDirty, setBasicDirty] = useState(false);
  const [saved, setSaved] = useState<DesignDocument>(opened.document);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [askParent, setAskParent] = useState<((parentId: string | undefined) => void) | null>(null);
  const changed = useRef(false);

  // Identity first (cheap on every keystroke); deep only when it differs, so an undo back to the saved form is clean.
  const formDirty = useMemo(
    () => document !== saved && !(isDeepStrictEqual(document.form, saved.form) && isDeepStrictEqual(document.settings, saved.settings)),
    [document, saved],
  );
  const dirty = record === undefined || formDirty || listDirty || basicDirty;

  const go = (next: Step) => {
    setStep(next);
    setVisited((seen) => (seen.has(next) ? seen : new Set([...seen, next])));
  };

  const markChanged = () => {
    changed.current = true;
    onChanged();
  };

  const stale = (id: string) => {
    modal.confirm({
      title: t`此设计已被他人修改`,
      content: t`其他人在你打开之后保存了此设计。重新加载会放弃你未保存的修改；取消则保留你的修改（暂时无法保存）。`,
      okText: t`重新加载`,
      cancelText: t`取消`,
      onOk: () => onReload(id),
    });
  };

  /** Saves (POST a new design, PUT with the loaded version); the saved record, or null when refused. */
  const save = async (): Promise<DesignRecord | null> => {
    let values: BasicValues;
    try {
      values = await basicForm.validateFields();
    } catch {
      go('basic');
      return null;
    }
    const current = editor.document;
    const body: SaveBody = {
      fullName: values.fullName.trim(),
      enCode: values.enCode.trim(),
      category: values.category || null,
      webType: values.webType,
      type: values.type,
      formData: formWithId(current, record?.id),
      ...(listDirty ? { columnData: list } : {}),
      ...(record ? { version: record.version } : {}),
    };
    try {
      const reply = await saveDesign(body, record?.id);
      setRecord((before) => ({ ...before, ...reply }));
      setSaved(current);
      setListDirty(false);
      setBasicDirty(false);
      markChanged();
      if (reply.warnings?.length) notify.warning(reply.warnings.join('; '), { duration: 5 });
      else notify.success(t`保存成功`);
      return reply;
    } catch (error) {
      if (error instanceof RequestError && error.code === 409 && error.field === 'version' && record) {
        stale(record.id);
        return null;
      }
      const message = error instanceof Error ? error.message : String(error);
      notify.error(message, { duration: 4 });
      if (error instanceof RequestError && (error.field === 'fullName' || error.field === 'enCode' || error.field === 'category')) {
        go('basic');
        basicForm.setFields([{ name: error.field, errors: [message] }]);
      }
      return null;
    }
  };

  const chooseParent = () => new Promise<string | undefined>((resolve) => setAskParent(() => resolve));

  /** Save, then publish; the first publish asks for the menu directory. */
  const publish = async () => {
    setBusy('publish');
    try {
      const current = dirty ? await save() : record;
      if (!current) return;
      let parentId: string | undefined;
      if (current.state !== 1 && !current.menuId) {
        parentId = await chooseParent();
        if (parentId === undefined) return;
      }
      let reply;
      try {
        reply = await releaseDesign(current.id, parentId);
      } catch (error) {
        // The server knows best whether the menu exists yet: when it asks for the directory, ask once and retry.
        if (!(error instanceof RequestError && error.field === 'parentId' && parentId === undefined)) throw error;
        parentId = await chooseParent();
        if (parentId === undefined) return;
        reply = await releaseDesign(current.id, parentId);
      }
      setRecord((before) => (before ? { ...before, state: 1, menuId: reply.menuId } : before));
      markChanged();
      const added = reply.added ?? [];
      modal.success({
        title: t`发布成功`,
        content: added.length > 0 ? t`新增的列：${added.join(', ')}` : reply.created ? t`已创建数据表和菜单` : t`数据表没有新增的列`,
      });
    } catch {
      // The HTTP layer showed the server's message (the problems of the design, a refused column change).
    } finally {
      setBusy(null);
    }
  };

  const runSave = async () => {
    setBusy('save');
    try {
      await save();
    } finally {
      setBusy(null);
    }
  };

  const close = () => {
    if (!dirty || (record === undefined && !formDirty && !basicDirty && !listDirty)) return onLeave(changed.current);
    modal.confirm({
      title: t`有未保存的修改`,
      content: t`关闭后未保存的修改将丢失，确定关闭吗？`,
      okText: t`关闭`,
      cancelText: t`取消`,
      onOk: () => onLeave(changed.current),
    });
  };

  const steps = [
    { value: 'basic', label: t`基础设置` },
    { value: 'form', label: t`表单设计` },
    { value: 'list', label: t`列表设计`, disabled: webType === '1' },
  ];

  return (
    <div className="designer-dialog-frame" style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      {modalHolder}
      <header className="designer-dialog-head">
        <span className="designer-dialog-name">{name || record?.fullName || t`新建功能`}</span>
        <div className="designer-dialog-steps">
          <Segmented value={step} options={steps} onChange={(value) => go(value as Step)} />
        </div>
        <Space>
          <Button onClick={runSave} loading={busy === 'save'} disabled={busy !== null}>{t`保存`}</Button>
          <Button type="primary" onClick={publish} loading={busy === 'publish'} disabled={busy !== null}>{t`发布`}</Button>
          <Button onClick={close}>{t`关闭`}</Button>
        </Space>
      </header>
      <div className="designer-dialog-body" hidden={step !== 'basic'}>
        <BasicSettings form={basicForm} initial={initialBasic} onChange={() => setBasicDirty(true)} />
      </div>
      {visited.has('form') ? (
        <div className="designer-dialog-body" hidden={step !== 'form'}>
          <FormDesigner editor={editor} />
        </div>
      ) : null}
      {visited.has('list') ? (
        <div className="designer-dialog-body" hidden={step !== 'list'}>
          <ListDesigner
            form={document.form}
            value={list}
            onChange={(next) => {
              setList(next);
              setListDirty(true);
            }}
          />
        </div>
      ) : null}
      <ParentMenuDialog
        open={askParent !== null}
        onOk={(parentId) => {
          askParent?.(parentId);
          setAskParent(null);
        }}
        onCancel={() => {
          askParent?.(undefined);
          setAskParent(null);
        }}
      />
    </div>
  );
}
