/** The one way every Display shows "no value": a dim em dash. */
export const EMPTY_TEXT = '—';

const style = { color: 'var(--ant-color-text-quaternary, rgba(0, 0, 0, 0.25))' } as const;

export function EmptyDisplay() {
  return (
    <span className="widget-empty" style={style}>
      {EMPTY_TEXT}
    </span>
  );
}
