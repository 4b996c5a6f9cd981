import type { CSSProperties, ReactNode } from 'react';

const style: CSSProperties = { padding: 16, minHeight: '100%', boxSizing: 'border-box' };
const box: CSSProperties = { background: 'var(--ant-color-bg-container, #fff)', borderRadius: 8, padding: 16 };

/** Padding and a white box around a page's content. */
export function Page({ children, plain }: { children: ReactNode; plain?: boolean }) {
  return (
    <div style={style}>
      {plain ? children : <div style={box}>{children}</div>}
    </div>
  );
}
