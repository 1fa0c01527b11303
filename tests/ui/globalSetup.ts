/** Runs the real API once for the UI tests: in memory, seeded with the demo data, on a free port of 127.0.0.1. */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import type { TestProject } from 'vitest/node';
import { createServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { seedDemo } from '../../server/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    apiOrigin: string;
  }
}

/**
 * A user of the UI tests only, beside the demo accounts: viewer@bankshift.test, whose Northfield role may see
 * unfilled shifts and nothing else (every demo manager role may also edit them).
 */
async function addShiftViewer(knex: Knex) {
  const { trustId } = await knex('trust_roles').where({ roleType: 'SHIFT-MANAGER', isDefault: true }).orderBy('id').first('trustId');
  const [{ id: trustRoleId }] = await knex('trust_roles')
    .insert({ trustId, role: 'Shift viewer', roleType: 'SHIFT-MANAGER', permissions: JSON.stringify(['VIEW_UNFILLED_SHIFTS']), isDefault: true })
    .returning('id');
  // The demo password, as the seed hashed it.
  const { password } = await knex('users').where({ email: 'shiftmanager@bankshift.test' }).first('password');
  const [{ id: userId }] = await knex('users')
    .insert({ email: 'viewer@bankshift.test', password, firstname: 'Vic', lastname: 'Viewer', isVerified: true })
    .returning('id');
  await knex('user_roles').insert({ userId, trustRoleId });
}

export default async function setup(project: TestProject) {
  const server = await createServer({ ...configFromEnv(), inMemory: true, port: 0, consoleDir: '/nonexistent' });
  await seedDemo(server.database.knex, 'test');
  await addShiftViewer(server.database.knex);
  const http = await server.app.listen(0, '127.0.0.1');
  if (!http.listening) await once(http, 'listening');
  project.provide('apiOrigin', `http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  return () => server.close();
}
