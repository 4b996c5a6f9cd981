import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, AutoComplete, Button, Empty, Input, Modal, Space, Spin, Tree } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../../runtime/data';
import type { CustomDialogProps } from '../../../runtime/views/screens';
import { areaNames, codePreview, downloadCode, type CodeForm, type PreviewFile, type PreviewFolder } from './codegenApi';
import { tokenize } from './highlight';
import './codegen.css';

/** The design code as a module name: "sales.order" → "salesOrder" (the server camel-cases it the same way). */
const defaultName = (enCode: unknown) =>
  String(enCode ?? '').split(/[^A-Za-z0-9]+/).filter(Boolean).map((w, i) => (i === 0 ? w[0].toLowerCase() + w.slice(1) : w[0].toUpperCase() + w.slice(1))).join('');

function Code({ file }: { file: PreviewFile }) {
  const tokens = useMemo(() => tokenize(file.fileContent, file.fileType), [file]);
  return (
    <pre className="vd-codegen-code" aria-label={file.path}>
      {tokens.map((tok, i) => (tok.kind === 'plain' ? tok.text : <span key={i} className={`vd-tok-${tok.kind}`}>{tok.text}</span>))}
    </pre>
  );
}

/**
 * 生成代码 of the 功能设计 list (custom dialog `visualdevCodePreview`, issue 17): the design's generated module —
 * model, table, resource with its hooks, pages, README and API test — as a file tree with the highlighted code of
 * the chosen file, for an area (所属模块) and a module name (功能名称); 下载代码 saves it as a .zip.
 */
export default function CodePreviewDialog({ row, onClose }: CustomDialogProps) {
  const { t } = useLingui();
  const id = String(row?.id ?? '');
  const [areas, setAreas] = useState<string[]>([]);
  const [form, setForm] = useState<CodeForm>({ module: '', className: defaultName(row?.enCode) });
  const [folders, setFolders] = useState<PreviewFolder[] | null>(null);
  const [selected, setSelected] = useState<string>('');
  const [loading, setLoading] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const preview = useCallback(async (values: CodeForm) => {
    if (!values.module) return;
    setLoading(true);
    try {
      const list = await codePreview(id, values);
      setFolders(list);
      setSelected((current) => (list.some((f) => f.children.some((c) => c.id === current)) ? current : list[0]?.children[0]?.id ?? ''));
    } catch {
      // The HTTP layer has shown the server's message (a bad name, a design that does not compile).
      setFolders(null);
    } finally {
      setLoading(false);
    }
  }, [id]);

  useEffect(() => {
    let live = true;
    areaNames().then((list) => {
      if (!live) return;
      setAreas(list);
      const first = { ...form, module: list[0] ?? '' };
      setForm(first);
      void preview(first);
    }).catch(() => undefined);
    return () => { live = false; };
    // Once on open: later previews follow the 预览 button.
  }, []);

  const files = useMemo(() => (folders ?? []).flatMap((f) => f.children), [folders]);
  const file = files.find((f) => f.id === selected);
  const treeData = useMemo(() => (folders ?? []).map((folder) => ({
    key: `folder:${folder.id}`,
    title: folder.fileName,
    selectable: false,
    children: folder.children.map((c) => ({ key: c.id, title: c.fileName, isLeaf: true })),
  })), [folders]);

  const save = async () => {
    setDownloading(true);
    try {
      await downloadCode(id, form);
      notify.success(t`代码已下载`);
    } catch {
      // download() has shown why.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      open
      width="80vw"
      title={t`生成代码`}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>{t`关闭`}</Button>,
        <Button key="download" type="primary" loading={downloading} disabled={!folders?.length} onClick={() => void save()}>{t`下载代码`}</Button>,
      ]}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <AutoComplete
          style={{ width: 180 }}
          value={form.module}
          options={areas.map((a) => ({ value: a }))}
          placeholder={t`所属模块`}
          aria-label={t`所属模块`}
          onChange={(module: string) => setForm((f) => ({ ...f, module }))}
        />
        <Input
          style={{ width: 220 }}
          value={form.className}
          placeholder={t`功能名称`}
          aria-label={t`功能名称`}
          onChange={(e) => setForm((f) => ({ ...f, className: e.target.value }))}
        />
        <Button onClick={() => void preview(form)} loading={loading}>{t`预览`}</Button>
      </Space>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={t`生成的模块按本仓库的目录放置：解压到仓库根目录，再按 README 注册模型、路由、菜单和页面。子表不在生成的模块中。`}
      />
      <Spin spinning={loading}>
        {folders && folders.length > 0 ? (
          <div className="vd-codegen-body">
            <Tree
              className="vd-codegen-tree"
              treeData={treeData}
              defaultExpandAll
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys) => { if (keys[0]) setSelected(String(keys[0])); }}
            />
            {file ? <Code file={file} /> : <Empty />}
          </div>
        ) : <Empty description={t`选择所属模块后预览`} />}
      </Spin>
    </Modal>
  );
}
