/**
 * A component whose code is fetched the first time it is shown, with the loading page until then. Bespoke screens
 * and generated views load this way, by route, so that the sign-in page and each role's landing page download only
 * what they show (the console's size budget, scripts/sizeBudget.ts). A part of the frame that shows nothing until it
 * is used passes a `fallback` of null. A fetch that fails is tried again for a while (loadChunk), and then the screen
 * says so and offers to reload (ChunkBoundary). What is likely to be asked for next may fetch its code ahead (preload,
 * preloadWhenIdle) and then shows without the loading page.
 */
import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { ChunkBoundary } from './ChunkBoundary';
import { loadChunk } from './loadChunk';
import { LoadingPage } from './LoadingPage';

/** A lazily loaded component that can fetch its code ahead of its first showing. */
export type Preloadable = { preload(): Promise<unknown> };

/**
 * Fetches the code of each component given when the browser is next idle (a shift's other tabs, the bell's panel),
 * so that it shows at once when asked for; answers how to call that off.
 */
export function preloadWhenIdle(...components: Preloadable[]): () => void {
  const preload = () => components.forEach((c) => void c.preload().catch(() => undefined));
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(preload, 200);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(preload, { timeout: 2_000 });
  return () => window.cancelIdleCallback(idle);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are kept by its module's type
export function lazyComponent<M extends { [name in K]: ComponentType<any> }, K extends string>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode = <LoadingPage />,
): M[K] & Preloadable {
  type P = ComponentProps<M[K]>;
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= loadChunk(load).then(
      (module) => ((loaded = module[name]), module),
      (failure) => {
        loading = undefined;
        throw failure;
      },
    ));
  const Lazy = lazy<ComponentType<P>>(async () => ({ default: (await preload())[name] }));
  const Loaded = (props: P) => {
    // Code already here shows at once. A component that suspends shows its fallback, and React then holds its content
    // back until 300 ms after the fallback appeared: the wait a preloaded screen or panel no longer has.
    const [Shown] = useState(() => loaded ?? Lazy);
    return (
      <ChunkBoundary>
        <Suspense fallback={fallback}>
          <Shown {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  };
  Loaded.displayName = `Lazy(${name})`;
  // The module's component, as its type says: the props it takes are the lazy one's.
  return Object.assign(Loaded, { preload }) as unknown as M[K] & Preloadable;
}
