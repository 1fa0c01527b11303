/** Builds the console if stale and serves it with a real API on an in-memory database seeded with the demo data. */
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { ensureConsoleBuilt } from '../../scripts/consoleBuild.mjs';
import { createServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { seedDemo } from '../../server/db/seed';
import { bookShiftsStartingSoon, type ShiftStartingSoon } from './shiftsApi';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Booked shifts starting shortly, for approve-all (tests/e2e/shifts.test.ts). */
    shiftsStartingSoon: ShiftStartingSoon[];
  }
}

export default async function setup(project: TestProject) {
  const consoleDir = ensureConsoleBuilt();
  const server = await createServer({ ...configFromEnv({}), inMemory: true, consoleDir, authSecret: 'e2e-secret' });
  await seedDemo(server.database.knex, 'e2e');
  const http = await server.app.listen(0, '127.0.0.1');
  if (!http.listening) await new Promise((resolve) => http.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  project.provide('baseUrl', baseUrl);
  project.provide('shiftsStartingSoon', await bookShiftsStartingSoon(baseUrl, 2));
  return () => server.close();
}
