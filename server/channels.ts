/**
 * Realtime: a signed-in socket receives a resource's created/patched/removed events only for rows one of
 * its roles may read, under the same access and tenancy rules as a find.
 */
import type { RealTimeConnection } from '@feathersjs/feathers';
import { checkAccess, type ActingRole } from '../domain/access';
import { rowInScope, scopeOf } from '../domain/tenancy';
import type { ResourceDefinition } from '../resources/define';
import { actingRoleOf, type Account } from '../domain/account';
import type { Application } from './declarations';
import { servicePath } from './resources';
import { ACCOUNT_PATH } from './services/account';
import { NOTIFICATIONS_PATH, type Notification } from './services/notifications';

type Row = Record<string, unknown>;

/** The channel of one user's signed-in sockets: their notifications and account changes go there only. */
export const userChannel = (userId: number) => `users/${userId}`;

export function roleMaySee(def: ResourceDefinition, role: ActingRole, row: Row): boolean {
  if (!checkAccess(role, def.access.get ?? def.access.find).allowed) return false;
  // Rows hidden by a definition's own rule are filtered in SQL on reads; events to such roles are simply not sent.
  if (def.hiddenRows?.(role)) return false;
  if (def.tenancy === 'global') return true;
  const t = def.tenancy;
  return rowInScope(
    scopeOf(role),
    {
      trustId: row[t.trust] as number | null,
      careLocationId: t.careLocation ? (row[t.careLocation] as number | null) : undefined,
    },
    { sharedWhenNull: t.sharedWhenNull },
  );
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
  const toRecipient = (n: Notification) => app.channel(userChannel(n.userId));
  // A silent notification (recipient snoozed) is stored, not pushed.
  app.service(NOTIFICATIONS_PATH).publish('created', (n: Notification) => (n.silent ? undefined : toRecipient(n)));
  app.service(NOTIFICATIONS_PATH).publish('patched', toRecipient);
  app.service(NOTIFICATIONS_PATH).publish('removed', toRecipient);
  app.service(ACCOUNT_PATH).publish('patched', (account: Account) => app.channel(userChannel(account.id)));
  for (const def of defs) {
    app.service(servicePath(def.name)).publish((row: Row) =>
      app.channel('authenticated').filter((connection) => {
        // The connection keeps the account it signed in with (its roles, permissions and features).
        const account = connection.user as Account | undefined;
        return !!account?.newUserRoles.some((r) => {
          const role = actingRoleOf(account, r.roleId);
          return !!role?.isActive && roleMaySee(def, role, row);
        });
      }),
    );
  }
}
