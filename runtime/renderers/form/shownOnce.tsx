import { Modal, Typography } from 'antd';
import { t } from '@lingui/core/macro';

export interface ShownOnce {
  label: string;
  value: string;
  note?: string;
}

/**
 * A value the server hands out once and never again (a generated initial password): shown in a dialog that stays
 * until closed, with a copy button, so whoever set it can pass it on (docs/architecture.md#access-rules).
 */
export function showOnce({ label, value, note }: ShownOnce): void {
  Modal.info({
    title: label,
    width: 420,
    okText: t`我已记下`,
    content: (
      <>
        <Typography.Paragraph copyable={{ text: value }} data-testid="shown-once-value">
          <Typography.Text code strong style={{ fontSize: 18 }}>{value}</Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{note ?? t`此内容只显示这一次，关闭后无法再次查看。`}</Typography.Paragraph>
      </>
    ),
  });
}
