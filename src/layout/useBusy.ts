/**
 * Whether the console is loading or saving anything, for the top bar's progress indicator. react-admin's own
 * (useLoading) counts the fetching queries and pending saves on every cache event by walking the whole query
 * cache, which grows with every screen opened: the longer a session, the dearer each event. Here the caches'
 * events keep a set of what is fetching and what is saving, so that each event costs the same however large
 * the cache has grown.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

interface BusyStore {
  subscribe(listener: () => void): () => void;
  busy(): boolean;
}

const stores = new WeakMap<QueryClient, BusyStore>();

function busyStore(client: QueryClient): BusyStore {
  const fetching = new Set<string>();
  const saving = new Set<number>();
  const listeners = new Set<() => void>();
  let unsubscribe: (() => void) | undefined;
  const busy = () =>
    unsubscribe ? fetching.size > 0 || saving.size > 0 : client.isFetching() + client.isMutating() > 0;
  const changed = (before: boolean) => {
    if (busy() !== before) listeners.forEach((listener) => listener());
  };
  function start() {
    const queries = client.getQueryCache();
    const mutations = client.getMutationCache();
    for (const query of queries.findAll({ fetchStatus: 'fetching' })) fetching.add(query.queryHash);
    for (const mutation of mutations.findAll({ status: 'pending' })) saving.add(mutation.mutationId);
    const stopQueries = queries.subscribe(({ type, query }) => {
      const before = busy();
      if (type !== 'removed' && query.state.fetchStatus === 'fetching') fetching.add(query.queryHash);
      else fetching.delete(query.queryHash);
      changed(before);
    });
    const stopMutations = mutations.subscribe((event) => {
      if (!event.mutation) return;
      const before = busy();
      if (event.type !== 'removed' && event.mutation.state.status === 'pending') saving.add(event.mutation.mutationId);
      else saving.delete(event.mutation.mutationId);
      changed(before);
    });
    unsubscribe = () => {
      stopQueries();
      stopMutations();
      fetching.clear();
      saving.clear();
      unsubscribe = undefined;
    };
  }
  return {
    subscribe(listener) {
      if (!unsubscribe) start();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (!listeners.size) unsubscribe?.();
      };
    },
    busy,
  };
}

/** True while any query of the console is fetching or any save is pending. */
export function useBusy(): boolean {
  const client = useQueryClient();
  let store = stores.get(client);
  if (!store) stores.set(client, (store = busyStore(client)));
  return useSyncExternalStore(store.subscribe, store.busy);
}
