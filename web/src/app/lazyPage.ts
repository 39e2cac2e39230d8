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
 * app fetch the chunk before the page renders (e.g. while the session check runs); the render then reuses that
 * load. A failed load is not kept, so a later render tries again.
 */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    { preload },
  );
}
