import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Divider, Modal, Space, TreeSelect, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import type { CustomDialogProps } from '../../runtime/views/screens';
import { download, http, notify, request } from '../../runtime/data';
import { usePermission } from '../../runtime/permission/Permission';
import { parseDictionaryFile, type DictionaryFile } from './dictionaryFile';

interface TypeNode {
  id: string;
  fullName: string;
  enCode?: string;
  children?: TypeNode[];
}

interface TreeNode {
  title: string;
  value: string;
  children?: TreeNode[];
}

const toTree = (nodes: TypeNode[]): TreeNode[] =>
  nodes.map((node) => ({
    title: node.enCode ? `${node.fullName}（${node.enCode}）` : node.fullName,
    value: node.id,
    children: node.children?.length ? toTree(node.children) : undefined,
  }));

const fullWidth = { width: '100%' } as const;

/** Export: one dictionary type with its items as a JSON file. */
function ExportPart() {
  const { t } = useLingui();
  const [types, setTypes] = useState<TypeNode[] | null>(null);
  const [typeId, setTypeId] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    http.get<{ list: TypeNode[] }>('/api/system/DictionaryType').then(
      (data) => live && setTypes(data?.list ?? []),
      () => live && setTypes([]),
    );
    return () => { live = false; };
  }, []);

  const treeData = useMemo(() => toTree(types ?? []), [types]);

  const run = () => {
    if (!typeId) return;
    setBusy(true);
    // A failed export was shown by the download helper (文件下载（导出）失败 or the server's message).
    download({ url: `/api/system/DictionaryData/${encodeURIComponent(typeId)}/Action/Export` })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Space orientation="vertical" style={fullWidth}>
      <Typography.Text strong>{t`导出字典`}</Typography.Text>
      <TreeSelect<string>
        aria-label={t`字典分类`}
        style={fullWidth}
        value={typeId}
        onChange={setTypeId}
        treeData={treeData}
        loading={types === null}
        placeholder={t`请选择要导出的字典分类`}
        showSearch={{ treeNodeFilterProp: 'title' }}
        treeDefaultExpandAll
        allowClear
      />
      <Button icon={<DownloadOutlined />} disabled={!typeId} loading={busy} onClick={run}>{t`导出`}</Button>
    </Space>
  );
}

/** Import: a JSON file of the export format creates the type and its items. */
function ImportPart({ onDone }: { onDone(): void }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<{ name: string; file?: DictionaryFile; error?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const read = (file: File) => {
    file.text().then(
      (text) => {
        const parsed = parseDictionaryFile(text);
        setChosen(parsed.ok ? { name: file.name, file: parsed.file } : { name: file.name, error: parsed.error });
      },
      () => setChosen({ name: file.name, error: t`无法读取所选文件` }),
    );
    // Read here; nothing is uploaded by the Upload control itself.
    return false;
  };

  const run = async () => {
    if (!chosen?.file) return;
    setBusy(true);
    try {
      const reply = await request({ url: '/api/system/DictionaryData/Action/Import', method: 'POST', data: chosen.file as unknown as Record<string, unknown> });
      notify.success(reply.msg || t`导入成功`);
      onDone();
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const count = chosen?.file?.data.length ?? 0;
  const typeName = chosen?.file ? `${chosen.file.type.fullName}（${chosen.file.type.enCode}）` : '';
  return (
    <Space orientation="vertical" style={fullWidth}>
      <Typography.Text strong>{t`导入字典`}</Typography.Text>
      <Upload accept=".json,application/json" maxCount={1} showUploadList={false} beforeUpload={read}>
        <Button icon={<UploadOutlined />}>{t`选择 JSON 文件`}</Button>
      </Upload>
      {chosen ? <Typography.Text type="secondary">{chosen.name}</Typography.Text> : null}
      {chosen?.error ? <Alert type="error" showIcon title={chosen.error} /> : null}
      {chosen?.file ? <Alert type="info" showIcon title={t`字典分类 ${typeName}，共 ${count} 条数据`} /> : null}
      <Button type="primary" disabled={!chosen?.file} loading={busy} onClick={() => void run()}>{t`导入`}</Button>
    </Space>
  );
}

/**
 * Dictionary import/export (toolbar action of the dictionary list, btn_download): exports one type as
 * JSON; with btn_upload also imports such a file as a new type.
 */
export default function DictionaryTransfer({ onClose, onDone }: CustomDialogProps) {
  const { t } = useLingui();
  const { has } = usePermission();
  return (
    <Modal open title={t`字典导入导出`} width={560} onCancel={onClose} footer={<Button onClick={onClose}>{t`关闭`}</Button>} destroyOnHidden>
      {has('btn_download') ? <ExportPart /> : null}
      {has('btn_download') && has('btn_upload') ? <Divider /> : null}
      {has('btn_upload') ? <ImportPart onDone={onDone} /> : null}
    </Modal>
  );
}
