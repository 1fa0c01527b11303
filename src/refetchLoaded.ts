/**
 * What a page shows is read again when the realtime socket signs in (providers/realtime.ts): events sent before then
 * never reached it. Only what loaded is read again: a query that failed has missed nothing, and reading it again
 * would blank its error on screen while it runs (a query without data goes back to pending when it refetches).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const refetchLoaded = (queryClient: QueryClient, queryKey: QueryKey) =>
  queryClient.invalidateQueries({ queryKey, predicate: (query) => query.state.status === 'success' });
