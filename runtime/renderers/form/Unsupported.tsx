import { useLingui } from '@lingui/react/macro';

const style = {
  display: 'inline-block',
  padding: '2px 8px',
  border: '1px dashed var(--ant-color-warning, #faad14)',
  borderRadius: 4,
  color: 'var(--ant-color-warning-text, #d48806)',
  fontSize: 12,
} as const;

/** Shown instead of a widget whose key is not registered: visible, never a blank box. */
export function Unsupported({ jnpfKey }: { jnpfKey: string }) {
  const { t } = useLingui();
  return (
    <span className="schema-unsupported" data-jnpf-key={jnpfKey} style={style}>
      {t`不支持的字段 ${jnpfKey}`}
    </span>
  );
}
