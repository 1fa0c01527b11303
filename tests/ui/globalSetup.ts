/** Runs the real API once for the UI tests: in memory, seeded with the demo data, on a free port of 127.0.0.1. */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { seedDemo } from '../../server/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    apiOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await createServer({ ...configFromEnv(), inMemory: true, port: 0, consoleDir: '/nonexistent' });
  await seedDemo(server.database.knex, 'test');
  const http = await server.app.listen(0, '127.0.0.1');
  if (!http.listening) await once(http, 'listening');
  project.provide('apiOrigin', `http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  return () => server.close();
}
