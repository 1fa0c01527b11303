/** Services that are not declared resources: mounted with the same sign-in, role and access hooks. */
import type { AccessRule } from '../../domain/access';
import type { Application } from '../declarations';
import { resolveActingRole } from '../hooks/actingRole';
import { requireSignIn } from '../hooks/authenticate';
import { authorize } from '../hooks/authorize';

export interface ServiceRules {
  path: string;
  /** What each method needs; the service offers exactly these methods. */
  methods: Partial<Record<'find' | 'get' | 'create' | 'patch' | 'remove', AccessRule>>;
  what: string;
  /** Events of its own, besides created, patched and removed. */
  events?: string[];
}

export function mountServices(app: Application, rules: ServiceRules[], handlers: Record<string, object>) {
  for (const s of rules) {
    app.use(s.path, handlers[s.path], { methods: Object.keys(s.methods), events: s.events ?? [] });
    app.service(s.path).hooks({ before: { all: [requireSignIn, resolveActingRole, authorize(s.methods, s.what)] } });
  }
}
