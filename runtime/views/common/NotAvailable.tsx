import { Empty } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { Page } from './Page';

/** Honest empty state for a page this version does not ship yet; `message` says why when known. */
export function NotAvailable({ title, message }: { title?: string; message?: string }) {
  const { t } = useLingui();
  return (
    <Page>
      <Empty
        style={{ padding: '48px 0' }}
        description={
          <>
            {title ? <div style={{ fontWeight: 600, marginBottom: 4 }}>{title}</div> : null}
            <div>{message ?? t`此页面在当前版本中暂不可用`}</div>
          </>
        }
      />
    </Page>
  );
}
