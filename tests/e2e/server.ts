/** The browser suites' server, run by tests/e2e/globalSetup.ts in a process of its own: the built console and the
 *  real API on a database of its own (tests/support/testDatabase.ts) seeded with the demo data. */
import type { AddressInfo } from 'node:net';
import { createServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { seedDemo } from '../../server/db/seed';
import { serveUntilClosed } from '../support/serverProcess';
import { testDatabase } from '../support/testDatabase';

const database = await testDatabase();
const server = await createServer({
  ...configFromEnv({}),
  ...database.config,
  consoleDir: process.env.CONSOLE_DIR!,
  authSecret: 'e2e-secret',
  smtpUrl: process.env.SMTP_URL,
});
await seedDemo(server.database.knex, 'e2e', { files: server.app.get('files') });
const http = await server.app.listen(0, '127.0.0.1');
if (!http.listening) await new Promise((resolve) => http.once('listening', resolve));
serveUntilClosed({ baseUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}` }, async () => {
  await server.close();
  await database.drop();
});
