/** The browser suites' server, run by tests/e2e/globalSetup.ts in a process of its own: the built console and the
 *  real API on a database of its own (tests/support/testDatabase.ts) seeded with the demo data. */
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
const { port } = await server.listen(0, '127.0.0.1');
serveUntilClosed({ baseUrl: `http://127.0.0.1:${port}` }, async () => {
  await server.close();
  await database.drop();
});
