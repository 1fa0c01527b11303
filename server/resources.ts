/** Mounts every declared resource as a service at /api/v3/<name>, with its hooks. */
import type { ResourceDefinition } from '../resources/define';
import type { Application, Params } from './declarations';
import { actingRoleFor } from './hooks/actingRole';
import { requireSignIn } from './hooks/authenticate';
import { authorize } from './hooks/authorize';
import { refuseQueryById } from './hooks/queryById';
import { loadResources } from './resourceRegistry';
import { ResourceService, type ResourceContext } from './services/resourceService';

export const API_PREFIX = 'api/v3';
export const servicePath = (name: string) => `${API_PREFIX}/${name}`;

/** A resource's own service class, where the generic one is not enough. */
export type ServiceClass = new (def: ResourceDefinition, context: ResourceContext) => ResourceService;

export async function mountResources(
  app: Application,
  custom: Record<string, ServiceClass> = {},
): Promise<ResourceDefinition[]> {
  const defs = await loadResources();
  const registry = new Map(defs.map((d) => [d.name, d]));
  const db = app.get('database').knex;
  const context: ResourceContext = { app, db, registry, counts: app.get('caches').counts };
  for (const def of defs) {
    const Service = custom[def.name] ?? ResourceService;
    if (
      def.view !== undefined &&
      (Object.keys(def.actions).length || def.methods.includes('create')) &&
      Service === ResourceService
    ) {
      throw new Error(
        `${def.name}: a view's actions and creation need a service of its own to write the tables behind it`,
      );
    }
    const service = new Service(def, context);
    // Each declared action is a custom method of the service (x-service-method), answered by act.
    const actions = Object.keys(def.actions);
    // `this` is the service as mounted (Feathers' wrapper with its hooks): act runs the action's command
    // (server/commands.ts).
    for (const name of actions) {
      // An action named like one of the service's own methods (validate, change...) would replace it.
      if (name in service) throw new Error(`${def.name}: the action ${name} is named like a method of its service`);
      if (!service.runsCommand(name)) throw new Error(`${def.name}: the action ${name} has no command in its service`);
      Object.assign(service, {
        [name](this: ResourceService, data: unknown, params: Params) {
          return this.act(name, data, params);
        },
      });
    }
    const rules = {
      ...def.access,
      ...Object.fromEntries(Object.entries(def.actions).map(([name, a]) => [name, a.access])),
    };
    app.use(servicePath(def.name), service, { methods: [...def.methods, ...actions], events: [] });
    app.service(servicePath(def.name)).hooks({
      before: {
        all: [requireSignIn, actingRoleFor(rules), authorize(rules, def.label.many.toLowerCase()), refuseQueryById],
      },
    });
  }
  return defs;
}
