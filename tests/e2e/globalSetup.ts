/** Builds the console if stale and serves it with a real API on an in-memory database seeded with the demo data,
 *  in a process of its own (tests/e2e/server.ts). */
import type { TestProject } from 'vitest/node';
import { ensureConsoleBuilt } from '../../scripts/consoleBuild.mjs';
import { startServerProcess } from '../support/serverProcess';
import { bookShiftsStartingSoon, type ShiftStartingSoon } from './shiftsApi';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Booked shifts starting shortly, for approve-all (tests/e2e/shifts.test.ts). */
    shiftsStartingSoon: ShiftStartingSoon[];
  }
}

export default async function setup(project: TestProject) {
  const server = await startServerProcess<{ baseUrl: string }>(new URL('./server.ts', import.meta.url).href, { CONSOLE_DIR: ensureConsoleBuilt() });
  const { baseUrl } = server.ready;
  project.provide('baseUrl', baseUrl);
  project.provide('shiftsStartingSoon', await bookShiftsStartingSoon(baseUrl, 2));
  return () => server.close();
}
