/**
 * A Vite plugin giving the console its definitions' shells (resources/define.ts ResourceShell) as the module
 * `virtual:resource-shells`: computed from the definitions when the console is built, served or tested, so that its
 * first download holds what the menu, routes, access checks and texts need and no field, rule or action of any family.
 * Those load with the screens that use them (providers/definitions.ts).
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { ResourceShell } from '../resources/define.ts';

const ID = 'virtual:resource-shells';
const RESOLVED = `\0${ID}`;
const SOURCE = fileURLToPath(new URL('../resources/shells.ts', import.meta.url));

export function resourceShells(): Plugin {
  return {
    name: 'bankshift:resource-shells',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { module, dependencies } = await runnerImport<{ shells: ResourceShell[] }>(SOURCE);
      // A definition that changes while the console is served gives the module again.
      for (const file of [SOURCE, ...dependencies]) this.addWatchFile(file);
      return `export default ${JSON.stringify(module.shells)};`;
    },
  };
}
