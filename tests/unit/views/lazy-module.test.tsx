import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyModule, rememberModule } from '../../../runtime/views/common/lazyModule';

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;
const load = () => Promise.resolve({ Hello });

function show(Component: React.ComponentType<{ name: string }>) {
  return render(<Suspense fallback={<p>loading</p>}><Component name="gold" /></Suspense>);
}

describe('lazyModule', () => {
  it('waits for a module not loaded yet, showing the fallback, and remembers it', async () => {
    const loader = rememberModule(load);
    const view = show(lazyModule(loader, (m) => m.Hello));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('hello gold')).toBeTruthy();
    expect(loader.loaded?.Hello).toBe(Hello);
    view.unmount();
  });

  it('renders a module loaded before (the idle prefetch) in the same render, with no fallback', async () => {
    const loader = rememberModule(load);
    await loader();
    show(lazyModule(loader, (m) => m.Hello));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('hello gold')).toBeTruthy();
  });
});
