/** Every family's full definition, sorted by name, for the console's tests (the console itself loads each lazily). */
import type { ResourceDefinition } from '../../resources/define';

const modules = import.meta.glob<{ default: ResourceDefinition }>('../../resources/*/index.ts', { eager: true });

export const fullDefinitions = Object.values(modules)
  .map((m) => m.default)
  .sort((a, b) => a.name.localeCompare(b.name));

export const fullDefinitionOf = (name: string) => fullDefinitions.find((d) => d.name === name);
