/** Mounts every declared resource as a service at /api/v3/<name>, with its hooks. */
import type { ResourceDefinition } from '../resources/define';
import type { Application } from './declarations';
import { resolveActingRole } from './hooks/actingRole';
import { requireSignIn } from './hooks/authenticate';
import { authorize } from './hooks/authorize';
import { refuseQueryById } from './hooks/queryById';
import { loadResources } from './resourceRegistry';
import { ResourceService, type ResourceContext } from './services/resourceService';

export const API_PREFIX = 'api/v3';
export const servicePath = (name: string) => `${API_PREFIX}/${name}`;

/** A resource's own service class, where the generic one is not enough. */
export type ServiceClass = new (def: ResourceDefinition, context: ResourceContext) => ResourceService;

export async function mountResources(app: Application, custom: Record<string, ServiceClass> = {}): Promise<ResourceDefinition[]> {
  const defs = await loadResources();
  const registry = new Map(defs.map((d) => [d.name, d]));
  const db = app.get('database').knex;
  const context: ResourceContext = { app, db, registry, counts: app.get('caches').counts };
  for (const def of defs) {
    const Service = custom[def.name] ?? ResourceService;
    app.use(servicePath(def.name), new Service(def, context), { methods: [...def.methods], events: [] });
    app.service(servicePath(def.name)).hooks({
      before: { all: [requireSignIn, resolveActingRole, authorize(def.access, def.label.many.toLowerCase()), refuseQueryById] },
    });
  }
  return defs;
}
