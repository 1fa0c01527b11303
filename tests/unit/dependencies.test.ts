/**
 * package.json says exactly what the code needs: every package imported at run time is declared (one that only
 * arrives as another package's dependency can go away, or change version, with that package, as `redis` could with
 * feathers-sync), and every declared package is imported, or is listed below with what needs it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { packageOf, projectImports, root } from './imports';

const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const declared = new Set<string>([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

/** Declared packages the code does not import by name, and why each is still needed. */
const NEEDED_WITHOUT_IMPORT: Record<string, string> = {
  'axe-core': 'injected into Chromium by the accessibility sweep (its file is resolved by path)',
  '@emotion/styled': 'peer dependency of @mui/material, which styles every component with it',
  helmet: 'peer dependency of koa-helmet, which sets the security headers with it (server/securityHeaders.ts)',
  'react-router': 'peer dependency of react-admin (react-router-dom re-exports it)',
  '@testing-library/dom': 'peer dependency of @testing-library/react',
  '@types/autocannon': "autocannon's types, for bench/common",
  '@types/node': "Node's types, for the server and scripts",
  '@types/node-polyglot': "node-polyglot's types, for providers/i18nProvider.ts",
  '@types/nodemailer': "nodemailer's types, for server/mail.ts",
  '@types/pg': "pg's types, for server/db",
  '@types/react': "React's types",
  '@types/react-dom': "react-dom's types",
  '@types/smtp-server': "smtp-server's types, for the tests' mailbox",
  eslint: 'the lint suite (scripts/lint.mjs runs it with eslint.config.js)',
  prettier: 'formats the tree and checks it in the lint suite (npx prettier --write .; scripts/lint.mjs)',
  jsdom: "the UI suite's environment (vite.config.ts names it as 'jsdom')",
  tsx: 'runs the server and scripts from TypeScript (scripts/start.mjs, scripts/test.mjs, npm run bench)',
  typescript: 'npm run typecheck',
};

it('declares every package imported at run time', () => {
  const undeclared = projectImports()
    .filter((i) => !i.typeOnly)
    .map((i) => ({ file: i.file, name: packageOf(i.specifier) }))
    .filter((i): i is { file: string; name: string } => !!i.name && !declared.has(i.name))
    .map((i) => `${i.name} (${i.file})`);
  expect(undeclared).toEqual([]);
});

it('uses every package it declares', () => {
  const imported = new Set(projectImports().map((i) => packageOf(i.specifier)));
  const unused = [...declared].filter((name) => !imported.has(name) && !NEEDED_WITHOUT_IMPORT[name]);
  expect(unused).toEqual([]);
  // And the list above names only packages still declared and still not imported.
  expect(Object.keys(NEEDED_WITHOUT_IMPORT).filter((name) => !declared.has(name) || imported.has(name))).toEqual([]);
});
