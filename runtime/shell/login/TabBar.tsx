import type { CSSProperties } from 'react';

export interface TabItem { key: string; label: string }

const bar: CSSProperties = { display: 'flex', justifyContent: 'center', gap: 24, borderBottom: '1px solid #f0f0f0', marginBottom: 24 };
const tab = (active: boolean): CSSProperties => ({
  background: 'none', border: 0, borderBottom: `2px solid ${active ? 'var(--ant-color-primary, #1890ff)' : 'transparent'}`,
  color: active ? 'var(--ant-color-primary, #1890ff)' : 'inherit', padding: '8px 2px', marginBottom: -1,
  fontSize: 15, cursor: 'pointer',
});

/** A small tab bar (the sign-in page avoids antd Tabs and its dropdown to stay light). */
export function TabBar({ items, active, onChange }: { items: TabItem[]; active: string; onChange: (key: string) => void }) {
  const move = (delta: number) => {
    const i = items.findIndex((t) => t.key === active);
    onChange(items[(i + delta + items.length) % items.length].key);
  };
  return (
    <div role="tablist" style={bar}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          id={`login-tab-${item.key}`}
          aria-selected={item.key === active}
          aria-controls={`login-panel-${item.key}`}
          tabIndex={item.key === active ? 0 : -1}
          style={tab(item.key === active)}
          onClick={() => onChange(item.key)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(1);
            if (e.key === 'ArrowLeft') move(-1);
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
