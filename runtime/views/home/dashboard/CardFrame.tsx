import type { ReactNode } from 'react';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { CallState } from './useHomeCall';

interface CardFrameProps<T> {
  title: ReactNode;
  state: CallState<T>;
  retry: () => void;
  /** Nothing to show (no sales, no stock, no shops): the card says so instead of drawing zeros. */
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
  extra?: ReactNode;
  /** Height of the body while loading, so the page does not jump when the figures arrive. */
  height?: number;
}

/** A dashboard card: a skeleton while its call runs, the failure with a retry, an empty state, or its content. */
export function CardFrame<T>({ title, state, retry, isEmpty, children, extra, height = 280 }: CardFrameProps<T>) {
  const { t } = useLingui();
  let body: ReactNode;
  if (state.status === 'loading') body = <div style={{ minHeight: height }}><Skeleton active paragraph={{ rows: 6 }} /></div>;
  else if (state.status === 'failed') {
    body = (
      <Alert type="error" showIcon message={t`加载失败`} description={state.message}
        action={<Button size="small" onClick={retry}>{t`重试`}</Button>} />
    );
  } else if (isEmpty(state.data)) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`暂无数据`} style={{ minHeight: height - 60 }} />;
  else body = children(state.data);
  return (
    <Card title={title} extra={extra} style={{ marginBottom: 16, height: 'calc(100% - 16px)' }} aria-busy={state.status === 'loading'}>
      {body}
    </Card>
  );
}
