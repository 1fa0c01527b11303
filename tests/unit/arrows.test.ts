/**
 * The architecture's arrows (ARCHITECTURE.md): the console (src, customRoutes, providers) and the server meet only in
 * resources/ and domain/; domain/ imports nothing of ours and nothing with I/O or a UI; the server never imports
 * React; providers never import the screens. An import against an arrow fails here, naming the file.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderOf, packageOf, projectImports, type Import } from './imports';

const CONSOLE = ['src', 'customRoutes', 'providers', 'views'];
const UI_PACKAGES =
  /^(react|react-dom|react-admin|ra-.*|@mui\/.*|@emotion\/.*|react-router.*|react-idle-timer|@tanstack\/.*)$/;
const SERVER_PACKAGES =
  /^(@feathersjs\/.*|knex.*|pg|@electric-sql\/pglite|bcryptjs|nodemailer|feathers-sync|socket\.io|koa.*)$/;

const imports = projectImports();
/** A family's views.tsx is console code beside its definition: it counts with the console. */
const isViews = (file: string) => /^resources\/[^/]+\/views\.tsx$/.test(file);
const from = (folder: string) =>
  imports.filter((i) => (folder === 'views' ? isViews(i.file) : i.file.startsWith(`${folder}/`) && !isViews(i.file)));
/** The folder an import lands in, a family's views counting as 'views'. */
const targetOf = (i: Import) => (isViews(resolved(i)) ? 'views' : folderOf(i));
const resolved = (i: Import) =>
  `${path.normalize(path.join(path.dirname(i.file), i.specifier))}${i.specifier.endsWith('.tsx') ? '' : '.tsx'}`;
const describeImport = (i: Import) => `${i.file} imports ${i.specifier}`;

/** The imports of `folders` that break a rule. */
function breaking(folders: string[], rule: { folders?: string[]; packages?: RegExp; nodeBuiltins?: boolean }) {
  return folders
    .flatMap(from)
    .filter((i) => {
      const folder = targetOf(i);
      if (folder) return rule.folders?.includes(folder) ?? false;
      if (i.specifier.startsWith('node:')) return !!rule.nodeBuiltins;
      const name = packageOf(i.specifier);
      return !!name && !!rule.packages?.test(name);
    })
    .map(describeImport);
}

describe('the arrows of the architecture', () => {
  it('finds the imports it checks', () => {
    // A scanner that read nothing would pass every rule below.
    expect(from('domain').length).toBeGreaterThan(20);
    expect(from('server').filter((i) => folderOf(i) === 'domain').length).toBeGreaterThan(20);
    expect(breaking(['src'], { folders: ['providers'] }).length).toBeGreaterThan(0);
  });

  it('domain/ imports nothing of ours, nor anything with I/O or a UI', () => {
    const outside = from('domain').filter((i) => targetOf(i) !== undefined && targetOf(i) !== 'domain');
    expect(outside.map(describeImport)).toEqual([]);
    expect(
      breaking(['domain'], {
        packages: new RegExp(`${UI_PACKAGES.source}|${SERVER_PACKAGES.source}`),
        nodeBuiltins: true,
      }),
    ).toEqual([]);
  });

  it('resources/ (the definitions) imports only domain/ and itself, and no UI or server package', () => {
    expect(breaking(['resources'], { folders: ['server', ...CONSOLE, 'tests', 'bench', 'scripts'] })).toEqual([]);
    expect(
      breaking(['resources'], { packages: new RegExp(`${UI_PACKAGES.source}|${SERVER_PACKAGES.source}`) }),
    ).toEqual([]);
  });

  it('the server never imports the console or React', () => {
    expect(breaking(['server'], { folders: [...CONSOLE, 'tests', 'bench'], packages: UI_PACKAGES })).toEqual([]);
  });

  it('the console never imports the server or its packages', () => {
    expect(
      breaking(CONSOLE, {
        folders: ['server', 'tests', 'bench', 'scripts'],
        packages: SERVER_PACKAGES,
        nodeBuiltins: true,
      }),
    ).toEqual([]);
  });

  it('providers never import the screens or the shell', () => {
    expect(breaking(['providers'], { folders: ['customRoutes', 'src', 'views'] })).toEqual([]);
  });
});
