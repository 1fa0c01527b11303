/**
 * The one way a service that is not a declared resource is mounted (declared resources are mounted from their
 * definitions, server/resources.ts). An entry says, with its path written once: who may call each method, the
 * query parameters each reads, its events, and how its handlers are made. Every entry gets the same hooks: sign-in
 * and the acting role where a method needs them, the access check of the method, and a 400 for a query parameter
 * the method does not read.
 */
import type { HookContext } from '@feathersjs/feathers';
import type { AccessRule } from '../../domain/access';
import type { Method } from '../../resources/define';
import type { Application } from '../declarations';
import { actingRoleFor } from '../hooks/actingRole';
import { requireSignIn } from '../hooks/authenticate';
import { authorize } from '../hooks/authorize';
import { allowOnlyQuery } from '../query';

/**
 * Who may call a method: a role holding an access rule (the call names it, ?role=); 'signed-in', any signed-in
 * user, for what is their own (their account); 'anyone', before sign-in. Both let a role parameter by, unread.
 */
export type Caller = AccessRule | 'signed-in' | 'anyone';

export interface ServiceEntry {
  path: string;
  /** What the service serves, for messages ('chat rooms'). */
  what: string;
  methods: Partial<Record<Method, Caller>>;
  /**
   * The query parameters each method reads (the acting role aside); any other is a 400. 'service': the service
   * reads and checks its query itself, method by method.
   */
  query?: Partial<Record<Method, readonly string[]>> | 'service';
  /** Events of its own, besides created, patched and removed. */
  events?: string[];
  /** Its handlers, made once the app is configured. */
  serve(app: Application): object;
  /** Hooks of its own, registered after the shared ones (Feathers' hooks object: before, after, by method). */
  hooks?: Record<string, Partial<Record<Method | 'all', ((context: HookContext) => unknown)[]>>>;
}

/**
 * A call that acts under no role (the caller's own account, or before sign-in): the role parameter a client sends on
 * its calls (spec 7) is let by, and read by nobody.
 */
function dropRole(context: HookContext) {
  const { role: _, ...query } = context.params.query ?? {};
  context.params.query = query;
}

export function mountServices(app: Application, entries: readonly ServiceEntry[]) {
  for (const entry of entries) {
    const methods = Object.keys(entry.methods) as Method[];
    app.use(entry.path, entry.serve(app), { methods, events: entry.events ?? [] });
    const rules = Object.fromEntries(
      methods.flatMap((m) => (typeof entry.methods[m] === 'object' ? [[m, entry.methods[m] as AccessRule]] : [])),
    );
    const before = Object.fromEntries(
      methods.map((method) => {
        const caller = entry.methods[method]!;
        const who =
          caller === 'anyone'
            ? [dropRole]
            : caller === 'signed-in'
              ? [requireSignIn, dropRole]
              : [requireSignIn, actingRoleFor(rules), authorize(rules, entry.what)];
        const onlyItsQuery = (context: HookContext) => {
          if (!context.params.provider || entry.query === 'service') return;
          allowOnlyQuery(context.params.query ?? {}, entry.query?.[method] ?? [], entry.what);
        };
        return [method, [...who, onlyItsQuery]];
      }),
    );
    app.service(entry.path).hooks({ before });
    if (entry.hooks) app.service(entry.path).hooks(entry.hooks as never);
  }
}

/** A service's methods as an object's own methods, bound to it: { find: 'groupedByDate' } answers find with that. */
export function bound<T extends object>(target: T, methods: Partial<Record<Method, keyof T & string>>): object {
  return Object.fromEntries(
    Object.entries(methods).map(([method, name]) => [
      method,
      (target[name as keyof T] as (...args: unknown[]) => unknown).bind(target),
    ]),
  );
}
