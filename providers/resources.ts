/** Every resource definition of resources/, sorted by name: the console's resources, menus and messages come from these. */
import { checkRelations, type ResourceDefinition } from '../resources/define';

const modules = import.meta.glob<{ default: ResourceDefinition }>('../resources/*/index.ts', { eager: true });

export const definitions: ResourceDefinition[] = Object.values(modules)
  .map((m) => m.default)
  .sort((a, b) => a.name.localeCompare(b.name));
checkRelations(definitions);

const byName = new Map(definitions.map((d) => [d.name, d]));
export const definitionOf = (name: string | undefined) => (name ? byName.get(name) : undefined);
