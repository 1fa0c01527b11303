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
  /** Marks a query or a save as under way or not, and tells the listeners when that turns the console busy or idle. */
  const mark = <K>(set: Set<K>, key: K, underWay: boolean) => {
    const before = busy();
    if (underWay) set.add(key);
    else set.delete(key);
    if (busy() !== before) listeners.forEach((listener) => listener());
  };
  function start() {
    const queries = client.getQueryCache();
    const mutations = client.getMutationCache();
    for (const query of queries.findAll({ fetchStatus: 'fetching' })) fetching.add(query.queryHash);
    for (const mutation of mutations.findAll({ status: 'pending' })) saving.add(mutation.mutationId);
    const stopQueries = queries.subscribe(({ type, query }) =>
      mark(fetching, query.queryHash, type !== 'removed' && query.state.fetchStatus === 'fetching'),
    );
    const stopMutations = mutations.subscribe(
      ({ type, mutation }) =>
        mutation && mark(saving, mutation.mutationId, type !== 'removed' && mutation.state.status === 'pending'),
    );
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
