import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { Providers } from '../../../runtime/app/providers';

/** A stand-in for the system setting: a media query list whose answer the test flips. */
function fakeReducedMotion(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const list = {
    get matches() { return matches; },
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  } as unknown as MediaQueryList;
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => (query === list.media ? list : original(query))) as typeof window.matchMedia;
  return {
    set(next: boolean) { matches = next; listeners.forEach((listener) => listener()); },
    restore() { window.matchMedia = original; },
  };
}

function MotionToken() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

describe('prefers-reduced-motion', () => {
  let media: ReturnType<typeof fakeReducedMotion> | undefined;
  afterEach(() => { media?.restore(); vi.restoreAllMocks(); });

  it('keeps antd motion on by default and turns it off while the system asks for less', () => {
    media = fakeReducedMotion(false);
    render(<Providers><MotionToken /></Providers>);
    expect(screen.getByTestId('motion').textContent).toBe('true');
    act(() => media!.set(true));
    expect(screen.getByTestId('motion').textContent).toBe('false');
    act(() => media!.set(false));
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
