/**
 * Keeps a screen live: when a row of a family it watches changes (another manager's decision, a nurse's answer, the
 * system's own work), the queries of the families it shows are marked stale, and those on screen load again. The
 * server sends a change only where a get of the row would answer it (server/channels.ts), and a change of one row
 * tells what it changed beside it (a confirmation, the shift's counts: server/liveEvents.ts). A burst of changes
 * loads once, LIVE_RELOAD_MS after its first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { dataProvider } from '../providers/dataProvider';

export const LIVE_RELOAD_MS = 150;

export function useLiveUpdates(watched: readonly string[], shown: readonly string[] = watched) {
  const provider = useDataProvider<typeof dataProvider>();
  const queryClient = useQueryClient();
  const families = JSON.stringify([watched, shown]);
  useEffect(() => {
    const [watching, showing] = JSON.parse(families) as [string[], string[]];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        for (const resource of showing) void queryClient.invalidateQueries({ queryKey: [resource] });
      }, LIVE_RELOAD_MS);
    };
    for (const resource of watching) void provider.subscribe(`resource/${resource}`, reload);
    return () => {
      for (const resource of watching) void provider.unsubscribe(`resource/${resource}`, reload);
      clearTimeout(timer);
    };
  }, [families, provider, queryClient]);
}
