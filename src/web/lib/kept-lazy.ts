import { type ComponentType, createElement, lazy, useState } from 'react';

type ModuleLoader<P> = () => Promise<{ default: ComponentType<P> }>;

const kept = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A chunk loader that remembers what it loaded, so a screen whose module already arrived can be
 * drawn at once (`keptLazy`). Every caller of the same chunk must share the one returned loader.
 */
export function keeping<M>(load: () => Promise<M>): () => Promise<M> {
  const keep: () => Promise<M> = () =>
    load().then((module) => {
      kept.set(keep, module);
      return module;
    });
  return keep;
}

/** Whether this loader's module has already arrived. */
export const hasArrived = (load: () => Promise<unknown>) => kept.has(load);

/**
 * React.lazy that does not suspend when its module has already arrived. React.lazy suspends on
 * every first render — even of a module fetched long before — and each Suspense boundary that
 * shows its fallback holds the content back up to 300 ms (React 19's reveal throttle): a signed-in
 * start went shell → spinner → section → spinner → day. Decided once per mount, so a component
 * never switches between the two and loses its state.
 */
export function keptLazy<P extends object>(load: ModuleLoader<P>): ComponentType<P> {
  const Suspending = lazy(load);
  return function KeptLazy(props: P) {
    const [Ready] = useState(() => (kept.get(load) as { default: ComponentType<P> } | undefined)?.default);
    return createElement(Ready ?? Suspending, props);
  };
}
