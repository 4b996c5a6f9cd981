import { lazy, useState, type ComponentType } from 'react';

/** A module loader that remembers the module once loaded (`loaded`), so a component can render it without waiting. */
export interface ModuleLoader<M> {
  (): Promise<M>;
  loaded?: M;
}

export function rememberModule<M>(load: () => Promise<M>): ModuleLoader<M> {
  const loader: ModuleLoader<M> = () => load().then((module) => (loader.loaded = module));
  return loader;
}

/**
 * React.lazy over a remembered loader, except when the module is already loaded (the shell's idle prefetch): then
 * the component renders at once. A lazy component suspends on its first render even when its module is there, and
 * React keeps the fallback it shows for at least 300 ms.
 */
export function lazyModule<M, P extends object>(loader: ModuleLoader<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => loader().then((module) => ({ default: pick(module) })));
  return function LazyModule(props: P) {
    // Chosen once per mount: switching from the lazy component to the loaded one later would remount the page.
    const [Component] = useState<ComponentType<P>>(() => (loader.loaded ? pick(loader.loaded) : Lazy));
    return <Component {...props} />;
  };
}
