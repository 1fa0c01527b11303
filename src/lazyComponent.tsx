/**
 * A component whose code is fetched the first time it is shown, with the loading page until then. Bespoke screens
 * and generated views load this way, by route, so that the sign-in page and each role's landing page download only
 * what they show (the console's size budget, scripts/sizeBudget.ts). A part of the frame that shows nothing until it
 * is used passes a `fallback` of null. A fetch that fails is tried again for a while (loadChunk), and then the screen
 * says so and offers to reload (ChunkBoundary).
 */
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { ChunkBoundary } from './ChunkBoundary';
import { loadChunk } from './loadChunk';
import { LoadingPage } from './LoadingPage';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are kept by its module's type
export function lazyComponent<M extends { [name in K]: ComponentType<any> }, K extends string>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode = <LoadingPage />,
): M[K] {
  type P = ComponentProps<M[K]>;
  const Lazy = lazy<ComponentType<P>>(async () => ({ default: (await loadChunk(load))[name] }));
  const Loaded = (props: P) => (
    <ChunkBoundary>
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    </ChunkBoundary>
  );
  Loaded.displayName = `Lazy(${name})`;
  // The module's component, as its type says: the props it takes are the lazy one's.
  return Loaded as M[K];
}
