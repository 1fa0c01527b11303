/** Runs the real API for the UI tests in a process of its own (tests/ui/apiServer.ts). */
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../support/serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    apiOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServerProcess<{ apiOrigin: string }>(new URL('./apiServer.ts', import.meta.url).href);
  project.provide('apiOrigin', server.ready.apiOrigin);
  return () => server.close();
}
