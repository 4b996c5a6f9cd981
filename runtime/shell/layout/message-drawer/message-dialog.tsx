import { lazy, Suspense } from 'react';
import { Modal, Skeleton, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { MessageInfo } from '../../../data/api/message';
import { formatDateTime } from '../../../views/common/format';

// DOMPurify loads with the first message shown (the editor widget's sanitising view).
const HtmlView = lazy(() => import('../../../../widgets/editor/HtmlView'));

/** The view-message dialog of the drawer and the message centre: title, date, creator, sanitised body. */
export function MessageDialog({ info, onClose }: { info: MessageInfo | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      title={t`查看消息`}
      open={info !== null}
      onCancel={onClose}
      footer={null}
      width={800}
      destroyOnHidden
      className="message-view-dialog"
    >
      {info ? (
        <article aria-label={info.title}>
          <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>{info.title}</Typography.Title>
          <div className="message-view-dialog__meta" style={{ textAlign: 'center', color: 'var(--ant-color-text-secondary, #888)', marginBottom: 16 }}>
            <span>{formatDateTime(info.lastModifyTime)}</span>
            {info.creatorUser ? <span style={{ marginLeft: 16 }}>{info.creatorUser}</span> : null}
          </div>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} title={false} />}>
            <HtmlView html={info.bodyText ?? ''} />
          </Suspense>
        </article>
      ) : null}
    </Modal>
  );
}
