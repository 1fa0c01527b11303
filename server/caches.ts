/**
 * What the server keeps between requests, each value until a table it was read off changes (services/tableCache.ts):
 * list totals (COUNT_CACHE_SECONDS at most), the signed-in users with their roles, permissions and features, and
 * whether a token was ended by logging out (PRINCIPAL_CACHE_SECONDS at most). A write through this instance drops
 * them at once, here and, with REDIS_URL, on every other instance, and is told there as the app's 'tables changed'
 * (the open sockets' accounts are read again: server/channels.ts). A change to ended_sessions or users also signs
 * out the sockets whose sessions it ended (server/endedSessions.ts).
 */
import type { Application, Principal } from './declarations';
import { ENDED_SESSIONS, signOutEndedSockets } from './endedSessions';
import { shareTableChanges } from './tableSharing';
import { TableCache, watchWrites } from './services/tableCache';

export interface Caches {
  counts: TableCache<number>;
  principals: TableCache<Principal | undefined>;
  endedSessions: TableCache<boolean>;
}

export async function configureCaches(app: Application): Promise<Caches> {
  const config = app.get('config');
  const caches: Caches = {
    counts: new TableCache(config.countCacheSeconds * 1000),
    principals: new TableCache(config.principalCacheSeconds * 1000),
    endedSessions: new TableCache(config.principalCacheSeconds * 1000),
  };
  const signOutEnded = signOutEndedSockets(app);
  const drop = (tables: string[]) => {
    for (const table of tables) for (const cache of Object.values(caches)) cache.invalidate(table);
    app.emit('tables changed', tables);
    if (tables.includes(ENDED_SESSIONS) || tables.includes('users'))
      signOutEnded().catch((error) => console.error('Signing out the sockets of ended sessions failed:', error));
  };
  const tell = await shareTableChanges(app, drop);
  watchWrites(app.get('database').knex, (tables) => {
    drop(tables);
    tell(tables);
  });
  app.set('caches', caches);
  return caches;
}
