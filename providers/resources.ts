/**
 * Every family's shell (resources/define.ts ResourceShell), sorted by name: the console's resources, menus, routes,
 * access checks and texts come from these. A family's full definition loads with its screens (./definitions.ts).
 */
import shells from 'virtual:resource-shells';
import type { ResourceShell } from '../resources/define';

export const definitions: ResourceShell[] = shells;

const byName = new Map(definitions.map((d) => [d.name, d]));
export const definitionOf = (name: string | undefined) => (name ? byName.get(name) : undefined);
