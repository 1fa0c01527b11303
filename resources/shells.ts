/**
 * Every definition's shell (define.ts ResourceShell), sorted by name, after checking the definitions' relations: what
 * the console is built with (scripts/resourceShells.ts loads this module when it builds the console).
 */
import { checkRelations, shellOf, type ResourceDefinition } from './define';

const modules = import.meta.glob<{ default: ResourceDefinition }>('./*/index.ts', { eager: true });

const definitions = Object.values(modules).map((m) => m.default);
checkRelations(definitions);

export const shells = definitions.map(shellOf).sort((a, b) => a.name.localeCompare(b.name));
