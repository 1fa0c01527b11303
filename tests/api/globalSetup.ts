/** The API suite's seeded database templates (tests/api/templates.ts), made once per run and removed after it. */
import type { TestProject } from 'vitest/node';
import { makeTemplates, type DatabaseTemplates } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject) {
  const made = await makeTemplates(process.env.TEST_DATABASE_URL || undefined);
  project.provide('databaseTemplates', made.templates);
  return () => made.remove();
}
