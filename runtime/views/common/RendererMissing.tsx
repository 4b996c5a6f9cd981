import { Empty } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { Page } from './Page';

/** Placeholder for menu types 3, 4, 5 and 8 until their renderer is installed. */
export function RendererMissing({ title, view }: { title?: string; view: string }) {
  const { t } = useLingui();
  return (
    <Page>
      <Empty
        style={{ padding: '48px 0' }}
        description={
          <>
            {title ? <div style={{ fontWeight: 600, marginBottom: 4 }}>{title}</div> : null}
            <div>{t`该页面的渲染器尚未安装（${view}）`}</div>
          </>
        }
      />
    </Page>
  );
}
