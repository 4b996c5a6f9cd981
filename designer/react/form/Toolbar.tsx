import { memo, useState, type ReactNode } from 'react';
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

function Tool({ title, icon, onClick, disabled, label }: { title: string; icon: ReactNode; onClick: () => void; disabled?: boolean; label?: string }) {
  return (
    <Tooltip title={title}>
      <Button type="text" icon={icon} onClick={onClick} disabled={disabled} aria-label={label ?? title} />
    </Tooltip>
  );
}

/*
 * The toolbar is cut into groups that each subscribe to what they show (can undo, has a selection, is
 * empty), so a step or a selection re-renders only the group whose state changed, never the whole bar.
 */

const HistoryTools = memo(function HistoryTools() {
  const { t } = useLingui();
  const { editor } = useDesigner();
  const canUndo = useEditorSelector(editor, (s) => s.canUndo);
  const canRedo = useEditorSelector(editor, (s) => s.canRedo);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tool title={t`撤销 (${MOD}+Z)`} label={t`撤销`} icon={<UndoOutlined />} disabled={!canUndo} onClick={() => editor.undo()} />
      <Tool title={t`重做 (${MOD}+Shift+Z / ${MOD}+Y)`} label={t`重做`} icon={<RedoOutlined />} disabled={!canRedo} onClick={() => editor.redo()} />
      <Popover open={open} onOpenChange={setOpen} trigger="click" title={t`历史记录`} content={open ? <HistoryList onJump={() => setOpen(false)} /> : null} placement="bottomLeft">
        <Tooltip title={t`历史记录`}>
          <Button type="text" icon={<HistoryOutlined />} aria-label={t`历史记录`} />
        </Tooltip>
      </Popover>
    </>
  );
});

const EditTools = memo(function EditTools() {
  const { t } = useLingui();
  const { editor, actions } = useDesigner();
  const selected = useEditorSelector(editor, (s) => s.selection !== null);
  const empty = useEditorSelector(editor, (s) => s.document.form.fields.length === 0);
  // Paste is possible once something was copied; the clipboard lives in the actions, so copy re-renders this group.
  const [, bump] = useState(0);
  return (
    <>
      <Tool title={t`复制到剪贴板 (${MOD}+C)`} label={t`拷贝`} icon={<CopyOutlined />} disabled={!selected} onClick={() => { actions.copy(); bump((n) => n + 1); }} />
      <Tool title={t`粘贴 (${MOD}+V)`} label={t`粘贴`} icon={<SnippetsOutlined />} disabled={!actions.canPaste} onClick={() => actions.paste()} />
      <Tool title={t`复制一份 (${MOD}+D)`} label={t`复制一份`} icon={<BlockOutlined />} disabled={!selected} onClick={() => actions.duplicate()} />
      <Tool title={t`删除 (Delete)`} label={t`删除选中`} icon={<DeleteOutlined />} disabled={!selected} onClick={() => actions.remove()} />
      <Tool title={t`清空`} icon={<ClearOutlined />} disabled={empty} onClick={() => actions.clear()} />
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
