import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, Divider, Popover, Tooltip } from 'antd';
import {
  ApartmentOutlined, BlockOutlined, ClearOutlined, CodeOutlined, CopyOutlined, DeleteOutlined, DesktopOutlined, HistoryOutlined, MobileOutlined,
  RedoOutlined, SnippetsOutlined, UndoOutlined,
} from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { JsonView } from '../json/JsonView';
import { Preview } from '../preview/Preview';
import { useEditorSelector } from '../useEditor';
import { useDesigner } from './context';
import { HistoryList } from './HistoryList';
import { OutlineDrawer } from './OutlineDrawer';
import { ProblemsButton } from './ProblemsButton';

/** A mod key name for the tooltips: ⌘ on Apple systems, Ctrl elsewhere. */
const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

/** One tool button; memoised, so a group re-renders only the tools whose state changed (an undo enables redo only). */
const Tool = memo(function Tool({ title, icon, onClick, disabled, label }: { title: string; icon: ReactNode; onClick: () => void; disabled?: boolean; label?: string }) {
  return (
    <Tooltip title={title}>
      <Button type="text" icon={icon} onClick={onClick} disabled={disabled} aria-label={label ?? title} />
    </Tooltip>
  );
});

/* Icons made once: a new icon element would re-render its tool every time. */
const ICONS = {
  undo: <UndoOutlined />, redo: <RedoOutlined />, copy: <CopyOutlined />, paste: <SnippetsOutlined />, duplicate: <BlockOutlined />,
  remove: <DeleteOutlined />, clear: <ClearOutlined />, history: <HistoryOutlined />,
};

/*
 * The toolbar is cut into groups that each subscribe to what they show (can undo, has a selection, is
 * empty), so a step or a selection re-renders only the group whose state changed, never the whole bar.
 */

const HistoryTools = memo(function HistoryTools() {
  const { t } = useLingui();
  const { editor } = useDesigner();
  const canUndo = useEditorSelector(editor, (s) => s.canUndo);
  const canRedo = useEditorSelector(editor, (s) => s.canRedo);
  const undo = useCallback(() => editor.undo(), [editor]);
  const redo = useCallback(() => editor.redo(), [editor]);
  return (
    <>
      <Tool title={t`撤销 (${MOD}+Z)`} label={t`撤销`} icon={ICONS.undo} disabled={!canUndo} onClick={undo} />
      <Tool title={t`重做 (${MOD}+Shift+Z / ${MOD}+Y)`} label={t`重做`} icon={ICONS.redo} disabled={!canRedo} onClick={redo} />
      <HistoryButton />
    </>
  );
});

/** The history list's button: no props, so a step leaves it alone (the list reads the history only while open). */
const HistoryButton = memo(function HistoryButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" title={t`历史记录`} content={open ? <HistoryList onJump={close} /> : null} placement="bottomLeft">
      <Tooltip title={t`历史记录`}>
        <Button type="text" icon={ICONS.history} aria-label={t`历史记录`} />
      </Tooltip>
    </Popover>
  );
});

const EditTools = memo(function EditTools() {
  const { t } = useLingui();
  const { editor, actions } = useDesigner();
  const selected = useEditorSelector(editor, (s) => s.selection !== null);
  const empty = useEditorSelector(editor, (s) => s.document.form.fields.length === 0);
  // Paste is possible once something was copied; the clipboard lives in the actions, so copy re-renders this group.
  const [, bump] = useState(0);
  const on = useMemo(() => ({
    copy: () => { actions.copy(); bump((n) => n + 1); },
    paste: () => actions.paste(),
    duplicate: () => actions.duplicate(),
    remove: () => actions.remove(),
    clear: () => actions.clear(),
  }), [actions]);
  return (
    <>
      <Tool title={t`复制到剪贴板 (${MOD}+C)`} label={t`拷贝`} icon={ICONS.copy} disabled={!selected} onClick={on.copy} />
      <Tool title={t`粘贴 (${MOD}+V)`} label={t`粘贴`} icon={ICONS.paste} disabled={!actions.canPaste} onClick={on.paste} />
      <Tool title={t`复制一份 (${MOD}+D)`} label={t`复制一份`} icon={ICONS.duplicate} disabled={!selected} onClick={on.duplicate} />
      <Tool title={t`删除 (Delete)`} label={t`删除选中`} icon={ICONS.remove} disabled={!selected} onClick={on.remove} />
      <Tool title={t`清空`} icon={ICONS.clear} disabled={empty} onClick={on.clear} />
    </>
  );
});

/** The preview reads the form only while it is open. */
function PreviewHost({ device, onClose }: { device: 'desktop' | 'phone'; onClose: () => void }) {
  const { editor } = useDesigner();
  const form = useEditorSelector(editor, (s) => s.document.form);
  return <Preview form={form} device={device} open onClose={onClose} />;
}

/** Above the canvas: undo, redo and the history list, clipboard and delete, clear, preview, JSON, problems and the outline. */
export const Toolbar = memo(function Toolbar() {
  const { t } = useLingui();
  const { editor } = useDesigner();
  const [preview, setPreview] = useState<'desktop' | 'phone' | null>(null);
  const [json, setJson] = useState(false);
  const [outline, setOutline] = useState(false);
  return (
    <div className="designer-toolbar" role="toolbar" aria-label={t`设计工具栏`}>
      <HistoryTools />
      <Divider orientation="vertical" />
      <EditTools />
      <Divider orientation="vertical" />
      <Tool title={t`预览 (桌面)`} icon={<DesktopOutlined />} onClick={() => setPreview('desktop')} />
      <Tool title={t`预览 (手机)`} icon={<MobileOutlined />} onClick={() => setPreview('phone')} />
      <Tool title={t`JSON`} icon={<CodeOutlined />} onClick={() => setJson(true)} />
      <span className="designer-toolbar-fill" />
      <ProblemsButton />
      <Tool title={t`大纲`} icon={<ApartmentOutlined />} onClick={() => setOutline(true)} />
      {preview !== null ? <PreviewHost device={preview} onClose={() => setPreview(null)} /> : null}
      <JsonView editor={editor} open={json} onClose={() => setJson(false)} />
      {outline ? <OutlineDrawer open onClose={() => setOutline(false)} /> : null}
    </div>
  );
});
