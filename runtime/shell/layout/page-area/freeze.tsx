import { Suspense, type ReactNode } from 'react';

const NEVER = new Promise<never>(() => {});

function Suspender({ frozen, children }: { frozen: boolean; children: ReactNode }) {
  // Thrown rather than passed to use(): a thrown promise unwinds to the boundary at once, while use()
  // would pause the whole render waiting for a promise that never settles.
  if (frozen) throw NEVER;
  return children;
}

/**
 * While frozen, the subtree keeps its state and DOM but does not re-render (it suspends on a promise
 * that never settles), so a hidden page's <Outlet /> does not follow the router to another page.
 */
export function Freeze({ frozen, children }: { frozen: boolean; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Suspender frozen={frozen}>{children}</Suspender>
    </Suspense>
  );
}
