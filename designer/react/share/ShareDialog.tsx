import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, DatePicker, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import dayjs, { type Dayjs } from 'dayjs';
import { notify } from '../../../runtime/data';
import type { CustomDialogProps } from '../../../runtime/views/screens';
import { absoluteUrl, createShare, listShares, revokeShare, unfillableFields, type ShareLink, type UnfillableField } from './shareApi';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // no clipboard (insecure origin, refused): the link stays visible to copy by hand
  }
}

const time = (ms: number | null) => (ms === null ? '' : dayjs(ms).format('YYYY-MM-DD HH:mm'));

/**
 * 分享 of the 功能设计 list (custom dialog `visualdevShare`, issue 17): public links to a published design's form —
 * create one (copied to the clipboard; until revoked or until a chosen time), see the links with who made them, their
 * expiry and whether they still work, revoke one. Before creating, it names the fields a stranger cannot fill (the
 * shared form leaves them out: schemas/share.ts).
 */
export default function ShareDialog({ row, onClose }: CustomDialogProps) {
  const { t } = useLingui();
  const id = String(row?.id ?? '');
  const published = Number(row?.state) === 1;
  const [links, setLinks] = useState<ShareLink[] | null>(null);
  const [busy, setBusy] = useState(false);
  // None: the link works until it is revoked.
  const [expiry, setExpiry] = useState<Dayjs | null>(null);
  const [unfillable, setUnfillable] = useState<UnfillableField[]>([]);

  const reload = useCallback(async () => {
    try {
      setLinks(await listShares(id));
    } catch {
      setLinks([]);
    }
  }, [id]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (!published) return;
    let live = true;
    unfillableFields(id).then((list) => live && setUnfillable(list), () => undefined);
    return () => {
      live = false;
    };
  }, [id, published]);

  const create = async () => {
    setBusy(true);
    try {
      const link = await createShare(id, expiry ? expiry.valueOf() : undefined);
      if (await copy(absoluteUrl(link.url))) notify.success(t`分享链接已创建并复制`);
      else notify.success(t`分享链接已创建`);
      setExpiry(null);
      await reload();
    } catch {
      // the request showed the server's message
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (token: string) => {
    try {
      await revokeShare(token);
      await reload();
    } catch {
      // the request showed the server's message
    }
  };

  const status = (link: ShareLink) =>
    link.active ? <Tag color="green">{t`有效`}</Tag> : link.revokedAt ? <Tag>{t`已撤销`}</Tag> : <Tag>{t`已过期`}</Tag>;

  return (
    <Modal open title={t`分享`} width={960} onCancel={onClose} footer={<Button onClick={onClose}>{t`关闭`}</Button>}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {published ? (
          <Alert type="info" showIcon message={t`持有链接的任何人都可以填写此表单（无需登录），提交的数据标记为分享；撤销后链接立即失效。`} />
        ) : (
          <Alert type="warning" showIcon message={t`发布后才能分享此表单`} />
        )}
        {published && unfillable.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            data-testid="share-unfillable"
            message={t`以下字段需要登录才能填写，分享的表单中不显示：`}
            description={unfillable.map((f) => (f.required ? t`${f.label}（必填，提交将失败）` : f.label)).join('、')}
          />
        ) : null}
        <Space wrap>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={expiry}
            onChange={(value) => setExpiry(value)}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            placeholder={t`永久有效`}
            aria-label={t`有效期至`}
            disabled={!published}
          />
          <Button type="primary" loading={busy} disabled={!published} onClick={() => void create()}>{t`创建分享链接`}</Button>
        </Space>
        <Table<ShareLink>
          rowKey="id"
          size="small"
          loading={links === null}
          dataSource={links ?? []}
          pagination={false}
          locale={{ emptyText: t`暂无分享链接` }}
          columns={[
            {
              title: t`链接`,
              dataIndex: 'url',
              render: (_: unknown, link) => (
                <Typography.Text copyable={link.active ? { text: absoluteUrl(link.url) } : false} delete={!link.active} style={{ wordBreak: 'break-all' }}>
                  {absoluteUrl(link.url)}
                </Typography.Text>
              ),
            },
            { title: t`创建人`, dataIndex: 'creatorUser', width: 110 },
            { title: t`创建时间`, dataIndex: 'creatorTime', width: 150, render: (v: number | null) => time(v) },
            { title: t`有效期至`, dataIndex: 'expiresAt', width: 150, render: (v: number | null) => (v === null ? t`永久有效` : time(v)) },
            { title: t`状态`, key: 'status', width: 90, render: (_: unknown, link) => status(link) },
            {
              title: t`操作`,
              key: 'actions',
              width: 96,
              render: (_: unknown, link) =>
                link.active ? (
                  <Popconfirm title={t`撤销后此链接立即失效，确定撤销？`} onConfirm={() => revoke(link.token)}>
                    <Button type="link" size="small" danger>{t`撤销链接`}</Button>
                  </Popconfirm>
                ) : null,
            },
          ]}
        />
      </Space>
    </Modal>
  );
}
