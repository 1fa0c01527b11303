/**
 * Several API instances share their realtime events through Redis (REDIS_URL), with feathers-sync: every
 * service event goes through Redis and each instance sends it to its own sockets, by its own channels. So a
 * message sent through instance A reaches a socket on instance B exactly once. (The socket.io Redis adapter
 * would not do: Feathers picks recipients per connection on the instance where the event happened, which
 * knows only its own connections.)
 */
import type { HookContext } from '@feathersjs/feathers';
import sync from 'feathers-sync';
import { AUTH_PATH } from './authentication';
import type { Application } from './declarations';

/** Services whose events no channel sends anywhere: a sign-in's 'created' carries the new token and the account. */
const LOCAL_ONLY = new Set([AUTH_PATH]);
/** Set to false on a hook context, its event stays on this instance (feathers-sync's CommonJS export). */
const SYNC = (sync as unknown as { SYNC: symbol }).SYNC;

/** What feathers-sync hands over for one event: the hook context is the request's, whole. */
interface OutgoingEvent {
  event: string;
  path: string;
  data: unknown;
  context?: { path?: string; method?: string; params?: { user?: { id?: unknown } } };
}

/** What crosses Redis: the event, its data, and of the request only what the channel publishers read. */
interface SyncedEvent {
  event: string;
  path: string;
  data: unknown;
  context?: { path?: string; method?: string; params: { user?: { id: number } } };
}

/**
 * Never the request itself: its params hold the caller's account and access token, its result may be a whole
 * batch (a notification to 99 people carried all 99 in each of the 99 events). The publishers need the event's
 * own data and, at most, who made the request.
 */
function serializeEvent({ event, path, data, context }: OutgoingEvent): string {
  const userId = context?.params?.user?.id;
  const synced: SyncedEvent = {
    event,
    path,
    data,
    context: context && {
      path: context.path,
      method: context.method,
      params: typeof userId === 'number' ? { user: { id: userId } } : {},
    },
  };
  return JSON.stringify(synced);
}

/** The event as the receiving instance's publishers and dispatcher read it: the data is what each socket gets. */
function deserializeEvent(raw: string | Buffer): SyncedEvent & { context?: { result?: unknown } } {
  const synced = JSON.parse(String(raw)) as SyncedEvent;
  return synced.context ? { ...synced, context: { ...synced.context, result: synced.data } } : synced;
}

export async function configureSync(app: Application, redisUrl: string | undefined, key: string) {
  if (!redisUrl) return;
  app.configure(sync({ uri: redisUrl, key, serialize: serializeEvent, deserialize: deserializeEvent }));
  app.mixins.push((service, path) => {
    if (!LOCAL_ONLY.has(path)) return;
    (service as { hooks(h: object): void }).hooks({
      before: {
        all: [
          (context: HookContext) => {
            (context as unknown as Record<symbol, boolean>)[SYNC] = false;
          },
        ],
      },
    });
  });
  await (app as unknown as { sync: { ready: Promise<void> } }).sync.ready;
}

/** Closes the Redis connections of the sync, when it was configured. */
export async function closeSync(app: Application) {
  const s = (app as unknown as { sync?: { pub: { quit(): Promise<unknown> }; sub: { quit(): Promise<unknown> } } })
    .sync;
  if (s) await Promise.all([s.pub.quit(), s.sub.quit()]);
}
