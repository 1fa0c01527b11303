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
import { loadPrincipal } from './principal';
import { servicePath } from './resources';
import { ACCOUNT_PATH } from './services/account';
import { NOTIFICATIONS_PATH, type Notification } from './services/notifications';
import { REPORT_REQUESTS_PATH } from './services/reports/requests';
import { ResourceService } from './services/resourceService';

type Row = Record<string, unknown>;

/** The channel of one user's signed-in sockets: their notifications and account changes go there only. */
export const userChannel = (userId: number) => `users/${userId}`;

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
  keepAccountsCurrent(app, leaveUserChannels);
  const toRecipient = (n: Notification) => app.channel(userChannel(n.userId));
  // A silent notification (recipient snoozed) is stored, not pushed.
  app.service(NOTIFICATIONS_PATH).publish('created', (n: Notification) => (n.silent ? undefined : toRecipient(n)));
  app.service(NOTIFICATIONS_PATH).publish('patched', toRecipient);
  app.service(NOTIFICATIONS_PATH).publish('removed', toRecipient);
  // A report request's every change (made, progress, done, removed) goes to its requester alone.
  app.service(REPORT_REQUESTS_PATH).publish((r: { userId: number }) => app.channel(userChannel(r.userId)));
  app.service(ACCOUNT_PATH).publish('patched', (account: Account) => app.channel(userChannel(account.id)));
  for (const def of defs) {
    const service = app.service(servicePath(def.name));
    const rowRules = service as unknown as Partial<ResourceService>;
    if (!ResourceService.rowRulesPaired(service))
      throw new Error(`${def.name}: a service that restricts its rows must say who sees their events (whoSees)`);
    service.publish(async (row: Row) => {
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
 * A connection keeps the account it signed in with, and what it is sent is decided by that account's roles. When
 * a trust role changes (its permissions, or it is deactivated), or a trust or its features do, every instance
 * reads again the accounts of its connections that it touches, so that they are sent only what they may now
 * read, and sends each connection whose account changed that account as 'account patched' (the console's live
 * update); a disabled user's socket is signed out. Of two re-reads of a connection, the later one's answer stands.
 */
function keepAccountsCurrent(app: Application, leaveUserChannels: (connection: RealTimeConnection) => void) {
  const latest = new WeakMap<RealTimeConnection, number>();
  let rereads = 0;
  const reread = async (touches: (role: Account['newUserRoles'][number]) => boolean) => {
    const turn = ++rereads;
    const holders = app
      .channel('authenticated')
      .connections.filter((c) => (c.user as Account | undefined)?.newUserRoles.some(touches));
    holders.forEach((c) => latest.set(c, turn));
    const accounts = new Map<number, Promise<Account | undefined>>();
    for (const connection of holders) {
      const userId = (connection.user as Account).id;
      if (!accounts.has(userId)) {
        accounts.set(
          userId,
          loadPrincipal(app.get('database').knex, userId).then((p) => (p?.isActive ? buildAccount(app, p) : undefined)),
        );
      }
      const account = await accounts.get(userId)!;
      if (latest.get(connection) !== turn) continue;
      if (account) {
        const changed = JSON.stringify(connection.user) !== JSON.stringify(account);
        connection.user = account;
        if (changed) sendToConnections(app, [connection], ACCOUNT_PATH, 'patched', account);
      } else {
        app.channel('authenticated').leave(connection);
        leaveUserChannels(connection);
      }
    }
  };
  const follow = (
    resource: string,
    events: string[],
    touches: (row: Row) => (role: Account['newUserRoles'][number]) => boolean,
  ) => {
    const service = app.service(servicePath(resource));
    for (const event of events) {
      service.on(event, (row: Row) =>
        reread(touches(row)).catch((error) =>
          console.error(`Re-reading the accounts touched by ${resource} ${row.id} failed:`, error),
        ),
      );
    }
  };
  const changed = ['patched', 'updated', 'removed'];
  follow('trust-roles', changed, (row) => (r) => r.role.some((tr) => tr.id === row.id));
  follow('trusts', changed, (row) => (r) => r.trustId === row.id);
  follow('feature-lists', ['created', ...changed], (row) => (r) => r.trustId === row.trustId);
  follow('trust-feature-settings', changed, (row) => (r) => r.trustId === row.trustId);
  follow(
    'carelocation-feature-configurations',
    ['created', ...changed],
    (row) => (r) => r.careLocationId === row.careLocationId,
  );
}
