/** Services that are not declared resources: mounted with the same sign-in, role and access hooks. */
import type { HookContext } from '@feathersjs/feathers';
import type { AccessRule } from '../../domain/access';
import type { Application } from '../declarations';
import { allowOnlyQuery } from '../query';
import { resolveActingRole } from '../hooks/actingRole';
import { requireSignIn } from '../hooks/authenticate';
import { authorize } from '../hooks/authorize';

export interface ServiceRules {
  path: string;
  /** What each method needs; the service offers exactly these methods. */
  methods: Partial<Record<'find' | 'get' | 'create' | 'patch' | 'remove', AccessRule>>;
  what: string;
  /** The query parameters find reads (the acting role aside); the other methods read none. Any other is a 400. */
  findQuery?: readonly string[];
  /** Events of its own, besides created, patched and removed. */
  events?: string[];
}

export function mountServices(app: Application, rules: ServiceRules[], handlers: Record<string, object>) {
  for (const s of rules) {
    app.use(s.path, handlers[s.path], { methods: Object.keys(s.methods), events: s.events ?? [] });
    const onlyDeclaredQuery = (context: HookContext) => {
      allowOnlyQuery(context.params.query ?? {}, context.method === 'find' ? (s.findQuery ?? []) : [], s.what);
    };
    app.service(s.path).hooks({ before: { all: [requireSignIn, resolveActingRole, authorize(s.methods, s.what), onlyDeclaredQuery] } });
  }
}
