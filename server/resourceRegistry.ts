/** Every resource definition: each folder of resources/ with an index.ts is one. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkRelations, type ResourceDefinition } from '../resources/define';

const resourcesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../resources');
let loaded: Promise<ResourceDefinition[]> | undefined;

export function loadResources(): Promise<ResourceDefinition[]> {
  loaded ??= (async () => {
    const folders = fs
      .readdirSync(resourcesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(resourcesDir, d.name, 'index.ts')))
      .map((d) => d.name)
      .sort();
    const defs = await Promise.all(
      folders.map(
        async (f) =>
          (await import(pathToFileURL(path.join(resourcesDir, f, 'index.ts')).href)).default as ResourceDefinition,
      ),
    );
    for (const [i, def] of defs.entries()) {
      if (def?.name !== folders[i])
        throw new Error(`resources/${folders[i]}/index.ts must export the definition named ${folders[i]}`);
      if (def.view)
        viewSelects.set(
          def,
          checkedSelect(
            def.name,
            (await import(pathToFileURL(path.join(resourcesDir, folders[i], 'view.ts')).href)).default,
          ),
        );
    }
    checkRelations(defs);
    return defs;
  })();
  return loaded;
}

const viewSelects = new WeakMap<ResourceDefinition, string>();

/** A view's select (resources/<name>/view.ts), checked to be one. */
export function checkedSelect(name: string, select: unknown): string {
  if (typeof select !== 'string' || !/^\s*select\b/i.test(select))
    throw new Error(`Resource ${name}: its view.ts must export a select`);
  return select;
}

/** The select behind a read-only family (resources/define.ts view), loaded with the definitions. */
export function viewSelect(def: ResourceDefinition): string {
  const select = viewSelects.get(def);
  if (select === undefined) throw new Error(`Resource ${def.name} is not a view loaded by loadResources`);
  return select;
}

export async function resourceByName(name: string): Promise<ResourceDefinition | undefined> {
  return (await loadResources()).find((d) => d.name === name);
}
