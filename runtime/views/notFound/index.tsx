import { Button, Result } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../common/Page';

export function NotFoundPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Page>
      <Result
        status="404"
        title="404"
        subTitle={t`抱歉，您访问的页面不存在`}
        extra={<Button type="primary" onClick={() => void navigate({ to: '/home' })}>{t`返回首页`}</Button>}
      />
    </Page>
  );
}
