import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// `any` as in React's own lazy(): the page's props type is kept through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type LazyPage<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Starts loading the page's code (and its chunk's imports) without rendering it; safe to call many times. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy for a module that exports its page by name: each page becomes its own chunk. `preload()` lets the
 * app fetch the chunk before the page renders (e.g. while the session check runs). A page whose code has already
 * arrived renders at once: lazy() gets a thenable that answers synchronously, so React does not show the
 * Suspense fallback for it (and does not hold the page back for the fallback's minimum time). A failed load is
 * not kept, so a later render tries again.
 */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const page = lazy(() => {
    if (!loaded) return preload().then((module) => ({ default: module[name] }));
    const module = loaded;
    // React reads a thenable's result synchronously when its then() calls back at once.
    return { then: (resolve: (value: { default: M[K] }) => void) => resolve({ default: module[name] }) } as Promise<{
      default: M[K];
    }>;
  });
  return Object.assign(page, { preload });
}
