import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { CopyOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { replaceDocument, type DesignEditor } from '../../core';
import { notify } from '../../../runtime/data';
import { WIDGETS } from '../../../widgets/registry';
import { importFormText } from './importForm';

const WIDGET_KEYS: ReadonlySet<string> = new Set(Object.keys(WIDGETS));

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** Saves `text` as `name` through a temporary link (no server round trip). */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The design's form as JSON, edited directly. Apply runs core's replace: a text that does not parse,
 * validate, keep the designer's structure or pass the lint is refused with every problem listed and
 * nothing changes; an accepted one is one undoable step. Import reads one of our form schemas or a
 * JNPF designer form (converted, with the importer's warnings) into the text, to be applied.
 */
export function JsonView({ editor, open, onClose }: { editor: DesignEditor; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const file = useRef<HTMLInputElement>(null);

  // Each opening shows the document as it is now.
  useEffect(() => {
    if (!open) return;
    setText(pretty(editor.document.form));
    setProblems([]);
    setWarnings([]);
  }, [open, editor]);

  const apply = () => {
    const result = replaceDocument(editor.document, text, WIDGET_KEYS);
    if (!result.ok) {
      setProblems(result.refusal.problems ?? [result.refusal.reason]);
      return;
    }
    const executed = editor.execute(result.step);
    if (!executed.ok) {
      setProblems(executed.refusal.problems ?? [executed.refusal.reason]);
      return;
    }
    notify.success(t`已应用 JSON`);
    onClose();
  };

  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => notify.success(t`已复制`),
      () => notify.error(t`复制失败`),
    );
  };

  const importFile = async (chosen: File) => {
    const imported = importFormText(await chosen.text(), editor.document.form);
    if (!imported.ok) {
      setProblems([t`无法导入 ${chosen.name}：${imported.error}`]);
      setWarnings([]);
      return;
    }
    setText(pretty(imported.form));
    setProblems([]);
    setWarnings(imported.warnings);
    notify.info(imported.jnpf ? t`已转换 JNPF 表单，检查后点击应用` : t`已读入表单，检查后点击应用`);
  };

  return (
    <Modal
      open={open}
      title={t`JSON 视图`}
      width={880}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'space-between', width: '100%' }}>
          <Space>
            <Button icon={<UploadOutlined />} onClick={() => file.current?.click()}>
              {t`导入`}
            </Button>
            <Button icon={<CopyOutlined />} onClick={copy}>
              {t`复制`}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => download(text, `${editor.document.form.id}.json`)}>
              {t`下载 .json`}
            </Button>
          </Space>
          <Space>
            <Button onClick={onClose}>{t`取消`}</Button>
            <Button type="primary" onClick={apply}>
              {t`应用`}
            </Button>
          </Space>
        </Space>
      }
    >
      <input
        ref={file}
        type="file"
        accept=".json,application/json"
        style={{ display: 'none' }}
        data-testid="json-import"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void importFile(chosen);
        }}
      />
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          title={t`未应用：请修正以下问题`}
          description={
            <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 160, overflow: 'auto' }} data-testid="json-problems">
              {problems.map((problem, i) => (
                <li key={i}>{problem}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {warnings.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={t`导入提示`}
          description={
            <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 160, overflow: 'auto' }} data-testid="json-warnings">
              {warnings.map((warning, i) => (
                <li key={i}>{warning}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Input.TextArea
        aria-label={t`表单 JSON`}
        value={text}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12, height: '60vh', resize: 'none' }}
      />
    </Modal>
  );
}
