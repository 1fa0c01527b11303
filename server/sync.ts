/**
 * Several API instances share their realtime events through Redis (REDIS_URL), with feathers-sync: every
 * service event goes through Redis and each instance sends it to its own sockets, by its own channels. So a
 * message sent through instance A reaches a socket on instance B exactly once. (The socket.io Redis adapter
 * would not do: Feathers picks recipients per connection on the instance where the event happened, which
 * knows only its own connections.)
 */
import sync from 'feathers-sync';
import type { Application } from './declarations';

/** Request details that stay on the instance: the socket's connection is not data. */
const serialize = (payload: unknown) => JSON.stringify(payload, (key, value) => (key === 'connection' || key === 'headers' ? undefined : value));

export async function configureSync(app: Application, redisUrl: string | undefined, key: string) {
  if (!redisUrl) return;
  app.configure(sync({ uri: redisUrl, key, serialize }));
  await (app as unknown as { sync: { ready: Promise<void> } }).sync.ready;
}

/** Closes the Redis connections of the sync, when it was configured. */
export async function closeSync(app: Application) {
  const s = (app as unknown as { sync?: { pub: { quit(): Promise<unknown> }; sub: { quit(): Promise<unknown> } } }).sync;
  if (s) await Promise.all([s.pub.quit(), s.sub.quit()]);
}
