import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// `any` as in React's own lazy(): the page's props type is kept through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** React.lazy for a module that exports its page by name: each page becomes its own chunk. */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
