import { useLingui } from '@lingui/react/macro';

/** A link menu opened inside the app (type 7, target _self). */
export function ExternalLink({ url, title }: { url: string; title?: string }) {
  const { t } = useLingui();
  return (
    <iframe
      src={url}
      title={title || t`外部链接`}
      style={{ border: 0, width: '100%', height: '100%', minHeight: 'calc(100vh - 120px)', display: 'block' }}
    />
  );
}
