import { useLingui } from '@lingui/react/macro';
import { NotAvailable } from './NotAvailable';

/** Placeholder for menu types 3, 4, 5 and 8 until their renderer is installed. */
export function RendererMissing({ title, view }: { title?: string; view: string }) {
  const { t } = useLingui();
  return <NotAvailable title={title} message={t`该页面的渲染器尚未安装（${view}）`} />;
}
