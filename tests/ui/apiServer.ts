/**
 * The UI tests' API, run by tests/ui/globalSetup.ts in a process of its own: on a database of its own
 * (tests/support/testDatabase.ts) seeded with the demo data, on a free port of 127.0.0.1.
 */
import type { Knex } from 'knex';
import { createServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { seedDemo } from '../../server/db/seed';
import { serveUntilClosed } from '../support/serverProcess';
import { testDatabase } from '../support/testDatabase';

/** A user of the UI tests only, beside the demo accounts, holding one new Northfield role of their own. */
async function addUser(
  knex: Knex,
  user: { email: string; firstname: string; lastname: string },
  role: { role: string; roleType: string; permissions: string[]; isDefault: boolean },
) {
  const { trustId } = await knex('trust_roles')
    .where({ roleType: role.roleType, isDefault: true })
    .orderBy('id')
    .first('trustId');
  const [{ id: trustRoleId }] = await knex('trust_roles')
    .insert({ trustId, ...role, permissions: JSON.stringify(role.permissions) })
    .returning('id');
  // The demo password, as the seed hashed it.
  const { password } = await knex('users').where({ email: 'shiftmanager@bankshift.test' }).first('password');
  const [{ id: userId }] = await knex('users')
    .insert({ ...user, password, isVerified: true })
    .returning('id');
  await knex('user_roles').insert({ userId, trustRoleId });
}

// The footer's store links as a deployment sets them (the Google Play one left unset: not shown).
const storeLinks = { appStore: 'https://apps.apple.com/gb/app/example/id1' };
const database = await testDatabase();
const server = await createServer({
  ...configFromEnv(),
  ...database.config,
  port: 0,
  consoleDir: '/nonexistent',
  storeLinks,
});
await seedDemo(server.database.knex, 'test', { files: server.app.get('files') });
// May see unfilled shifts and nothing else (every demo manager role may also edit them).
await addUser(
  server.database.knex,
  { email: 'viewer@bankshift.test', firstname: 'Vic', lastname: 'Viewer' },
  { role: 'Shift viewer', roleType: 'SHIFT-MANAGER', permissions: ['VIEW_UNFILLED_SHIFTS'], isDefault: true },
);
// Whose one permission tests/ui/accessLoss.test.tsx takes away and gives back (no other test uses the role).
await addUser(
  server.database.knex,
  { email: 'specialities@bankshift.test', firstname: 'Sam', lastname: 'Speciality' },
  {
    role: 'Speciality viewer',
    roleType: 'BANK-OFFICER-MANAGER',
    permissions: ['VIEW_TRUST_CARE_SPECIALITIES'],
    isDefault: false,
  },
);
// Whom tests/ui/managers.test.tsx deactivates and reactivates (no other test signs in as them).
await addUser(
  server.database.knex,
  { email: 'leaver@bankshift.test', firstname: 'Lee', lastname: 'Leaver' },
  {
    role: 'Night coordinator',
    roleType: 'OPERATIONAL-MANAGER',
    permissions: ['VIEW_UNFILLED_SHIFTS'],
    isDefault: false,
  },
);
const { http, port } = await server.listen(0, '127.0.0.1');

// The console gives up on an answer after HTTP_TIMEOUT_MS (5 s). Answers over 1 s, and moments the server could
// not answer at all, are listed when the suite ends: where a test timed out, they say whether the server was slow.
const slow: string[] = [];
http.on('request', (req, res) => {
  const started = performance.now();
  res.on('finish', () => {
    const ms = performance.now() - started;
    if (ms > 1000)
      slow.push(`${new Date().toISOString()} answered ${req.method} ${req.url?.split('?')[0]} in ${Math.round(ms)} ms`);
  });
});
let tick = performance.now();
const watchdog = setInterval(() => {
  const now = performance.now();
  if (now - tick > 1100)
    slow.push(`${new Date().toISOString()} the server's event loop stood still for ${Math.round(now - tick - 100)} ms`);
  tick = now;
}, 100);

serveUntilClosed({ apiOrigin: `http://127.0.0.1:${port}` }, async () => {
  clearInterval(watchdog);
  if (slow.length) console.log(["The UI suite's API was slow:", ...slow].join('\n  '));
  await server.close();
  await database.drop();
});
