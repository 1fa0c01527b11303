import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };
import { precompress } from './scripts/precompress.ts';
import { resourceShells } from './scripts/resourceShells.ts';
import { ClockLastSequencer } from './tests/support/sequencer.ts';

const apiPort = Number(process.env.PORT ?? 3030);
// Test runs (and the servers they start, which inherit it) hash passwords at bcrypt's least cost: see
// PASSWORD_HASH_ROUNDS in server/authentication.ts.
if (process.env.VITEST) process.env.PASSWORD_HASH_ROUNDS ??= '4';

export default defineConfig({
  plugins: [react(), resourceShells(), precompress()],
  resolve: {
    alias: [
      { find: 'object.entries', replacement: fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) },
      {
        find: /^jsonexport\/dist\/index\.js$/,
        replacement: fileURLToPath(new URL('./src/shims/jsonexport.js', import.meta.url)),
      },
    ],
  },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/socket.io': { target: `ws://localhost:${apiPort}`, ws: true },
    },
  },
  // The manifest tells the size budget (scripts/sizeBudget.ts) which chunks each page needs.
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // What the entry needs before any screen (react, MUI, react-admin's shell, the console's frame) goes in one
      // chunk rather than the score of small shared chunks it was split into: each file is compressed on its own and
      // carries its own imports and exports, which cost the sign-in page 13 KB gzip (scripts/sizeBudget.ts).
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
    },
  },
  test: {
    sequence: { sequencer: ClockLastSequencer },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/globalSetup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own server on its own database, so the files share the server's modules rather
          // than loading them again each (which took a tenth of the suite).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'realtime',
          include: ['tests/realtime/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          globalSetup: ['tests/ui/globalSetup.ts'],
          testTimeout: 30_000,
          // The files share one jsdom and the console's modules rather than loading them again each (a quarter of
          // the suite's time); setup.ts clears what a test leaves (the rendered page, storage) after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A page or a push may take seconds on a loaded CI machine; Vitest's default of 1 s made such polls flaky.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The accessibility sweep: the e2e suite's server and browser, in a project of its own so that it runs
          // beside the e2e suite (both spend their time waiting on pages).
          name: 'a11y',
          include: ['tests/a11y/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // The sweep's tests run two at a time, each in a browser of its own: alone, one test's page left a core
          // idle while it waited on the API and on its quiet check (tests/a11y/accessibility.test.ts).
          maxConcurrency: 2,
        },
      },
    ],
  },
});
