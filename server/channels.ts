/**
 * Realtime: a signed-in socket receives a resource's created/patched/removed events only for rows one of its
 * roles may read: the same access and tenancy rules as a find, then the service's own row rule (whoSees, the
 * event form of its restrict), so that an event reaches a socket only when a get of that row would answer it.
 */
import type { RealTimeConnection } from '@feathersjs/feathers';
import { checkAccess, type ActingRole } from '../domain/access';
import { rowInTenancy } from '../domain/tenancy';
import type { ResourceDefinition } from '../resources/define';
import { actingRoleOf, type Account } from '../domain/account';
import { buildAccount } from './account';
import { sendToConnections } from './dispatch';
import type { Application } from './declarations';
import { loadPrincipal, PRINCIPAL_TABLES } from './principal';
import { servicePath } from './resources';
import { ACCOUNT_PATH } from './services/account';
import { NOTIFICATIONS_PATH, type Notification } from './services/notifications';
import { REPORT_REQUESTS_PATH } from './services/reports/requests';
import { ResourceService } from './services/resourceService';

type Row = Record<string, unknown>;

/** The channel of one user's signed-in sockets: their notifications and account changes go there only. */
export const userChannel = (userId: number) => `users/${userId}`;

/** Whether a connection's account changes to this one, which it then keeps (it is sent the change). */
function takesAccount(connection: RealTimeConnection, account: Account): boolean {
  if (JSON.stringify(connection.user) === JSON.stringify(account)) return false;
  connection.user = account;
  return true;
}

export function roleMaySee(def: ResourceDefinition, role: ActingRole, row: Row): boolean {
  if (!checkAccess(role, def.access.get ?? def.access.find).allowed) return false;
  // Rows hidden by a definition's own rule are filtered in SQL on reads; events to such roles are simply not sent.
  if (def.hiddenRows?.(role)) return false;
  return rowInTenancy(def.tenancy, role, row);
}

export function configureChannels(app: Application, defs: ResourceDefinition[]) {
  app.on('connection', (connection: RealTimeConnection) => app.channel('anonymous').join(connection));
  const leaveUserChannels = (connection: RealTimeConnection) =>
    app.channels.filter((name) => name.startsWith('users/')).forEach((name) => app.channel(name).leave(connection));
  app.on('login', (result: { user?: { id: number } }, { connection }: { connection?: RealTimeConnection }) => {
    if (!connection) return;
    app.channel('anonymous').leave(connection);
    app.channel('authenticated').join(connection);
    // A socket that signs in again, perhaps as someone else, belongs to that user only.
    leaveUserChannels(connection);
    if (result.user) app.channel(userChannel(result.user.id)).join(connection);
  });
  app.on('logout', (_result: unknown, { connection }: { connection?: RealTimeConnection }) => {
    if (!connection) return;
    app.channel('authenticated').leave(connection);
    leaveUserChannels(connection);
  });
  const accountsCurrent = keepAccountsCurrent(app, leaveUserChannels);
  const toRecipient = (n: Notification) => app.channel(userChannel(n.userId));
  // A silent notification (recipient snoozed) is stored, not pushed.
  app.service(NOTIFICATIONS_PATH).publish('created', (n: Notification) => (n.silent ? undefined : toRecipient(n)));
  app.service(NOTIFICATIONS_PATH).publish('patched', toRecipient);
  app.service(NOTIFICATIONS_PATH).publish('removed', toRecipient);
  // A report request's every change (made, progress, done, removed) goes to its requester alone.
  app.service(REPORT_REQUESTS_PATH).publish((r: { userId: number }) => app.channel(userChannel(r.userId)));
  // Whichever comes first, the service's event or the re-read of keepAccountsCurrent, sends it; the other sends nothing.
  app
    .service(ACCOUNT_PATH)
    .publish('patched', (account: Account) =>
      app.channel(userChannel(account.id)).filter((connection) => takesAccount(connection, account)),
    );
  for (const def of defs) {
    const service = app.service(servicePath(def.name));
    const rowRules = service as unknown as Partial<ResourceService>;
    if (!ResourceService.rowRulesPaired(service))
      throw new Error(`${def.name}: a service that restricts its rows must say who sees their events (whoSees)`);
    service.publish(async (row: Row) => {
      await accountsCurrent();
      // The roles of each connection that the access and tenancy rules let read the row (the connection keeps the
      // account it signed in with: its roles, permissions and features). The row rule's facts are read only when
      // some connection gets that far.
      const readers = new Map<RealTimeConnection, ActingRole[]>();
      for (const connection of app.channel('authenticated').connections) {
        const account = connection.user as Account | undefined;
        const roles = (account?.newUserRoles ?? [])
          .map((r) => actingRoleOf(account!, r.roleId))
          .filter((role): role is ActingRole => !!role?.isActive && roleMaySee(def, role, row));
        if (roles.length) readers.set(connection, roles);
      }
      const sees = readers.size ? ((await rowRules.whoSees?.(row)) ?? (() => true)) : () => false;
      // A personal family's row goes to its user alone.
      const owner = def.owner ? row[def.owner] : undefined;
      return app.channel('authenticated').filter((connection) => {
        const userId = (connection.user as Account).id;
        return (
          (owner === undefined || owner === userId) && !!readers.get(connection)?.some((role) => sees(role, userId))
        );
      });
    });
  }
}

/**
 * A connection keeps the account it signed in with, and what it is sent is decided by that account's roles. A change
 * to any table an account is read off (PRINCIPAL_TABLES: a membership given or taken away, a ban, a care location
 * changed, a role deactivated or its permissions cut, a trust or its features, a user disabled or deleted), made
 * through this instance or, with REDIS_URL, another (server/caches.ts), makes every instance read again the accounts
 * of its signed-in connections, each user's once. Until that read is done no resource event is published: none
 * leaves on an account that no longer holds. A connection whose account changed is sent it as 'account patched'
 * (the console's live update); a disabled or deleted user's socket is signed out. Changes that come while a read
 * runs are read once more after it, so reads never overlap. Answers what a publisher waits on.
 */
function keepAccountsCurrent(
  app: Application,
  leaveUserChannels: (connection: RealTimeConnection) => void,
): () => Promise<void> {
  const reread = async () => {
    const db = app.get('database').knex;
    const accounts = new Map<number, Promise<Account | undefined>>();
    const accountOf = (userId: number) => {
      if (!accounts.has(userId))
        accounts.set(
          userId,
          loadPrincipal(db, userId).then((p) => (p?.isActive ? buildAccount(app, p) : undefined)),
        );
      return accounts.get(userId)!;
    };
    await Promise.all(
      app.channel('authenticated').connections.map(async (connection) => {
        const userId = (connection.user as Account | undefined)?.id;
        if (userId === undefined) return;
        const account = await accountOf(userId);
        if (!account) {
          app.channel('authenticated').leave(connection);
          leaveUserChannels(connection);
        } else if (takesAccount(connection, account)) {
          sendToConnections(app, [connection], ACCOUNT_PATH, 'patched', account);
        }
      }),
    );
  };
  let current: Promise<void> = Promise.resolve();
  let queued = false;
  app.on('tables changed', (tables: string[]) => {
    // A read queued and not yet started will see this change too.
    if (queued || !tables.some((t) => PRINCIPAL_TABLES.includes(t))) return;
    queued = true;
    current = current.then(() => {
      queued = false;
      return reread().catch((error) => console.error('Re-reading the accounts of the open sockets failed:', error));
    });
  });
  return () => current;
}
