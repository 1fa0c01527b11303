/**
 * With REDIS_URL, instances tell each other which tables they changed, so a value kept by one (a list total, a
 * signed-in user's roles: server/caches.ts) is not served stale after another changed it. The message goes on its
 * own Redis channel, over feathers-sync's connections; an instance ignores its own. The tables changed within
 * BATCH_MS go in one message.
 */
import crypto from 'node:crypto';
import type { Application } from './declarations';

const BATCH_MS = 20;

interface RedisPubSub {
  pub: { publish(channel: string, message: string): Promise<unknown> };
  sub: { subscribe(channel: string, listener: (message: string) => void): Promise<unknown> };
}

/** Hands other instances' changes to `drop`; answers how to tell them of this one's (nothing to do without Redis). */
export async function shareTableChanges(
  app: Application,
  drop: (tables: string[]) => void,
): Promise<(tables: string[]) => void> {
  const sync = (app as unknown as { sync?: RedisPubSub }).sync;
  if (!sync) return () => {};
  const channel = `${app.get('config').redisSyncKey}:tables`;
  const instance = crypto.randomUUID();
  await sync.sub.subscribe(channel, (message) => {
    const { from, tables } = JSON.parse(message) as { from: string; tables: string[] };
    if (from !== instance) drop(tables);
  });
  const changed = new Set<string>();
  const send = () => {
    const tables = [...changed];
    changed.clear();
    sync.pub
      .publish(channel, JSON.stringify({ from: instance, tables }))
      .catch((error) => console.warn('Could not share changed tables', error));
  };
  return (tables) => {
    if (!changed.size) setTimeout(send, BATCH_MS).unref();
    for (const table of tables) changed.add(table);
  };
}
