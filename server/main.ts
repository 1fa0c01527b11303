/** Starts the API and the console: migrates, seeds the demo data where asked, listens. */
import fs from 'node:fs';
import { createServer } from './app';
import { configFromEnv } from './config';
import { seedDemo } from './db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demoAccounts';

const { version } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const config = configFromEnv();
const server = await createServer(config);
const seeded = config.seedDemo && (await seedDemo(server.database.knex, version, { files: server.app.get('files') }));
await server.app.listen(config.port, config.host);

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL (PGlite) in ${config.dataDir}`;
console.log(`Bankshift ${version} is running on http://localhost:${config.port}`);
console.log(`  database: ${where}${seeded ? ', demo data seeded' : ''}`);
if (!fs.existsSync(`${config.consoleDir}/index.html`)) console.log('  console not built: run `npm run build`');
if (config.seedDemo) {
  console.log(`  demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`    ${a.email.padEnd(48)} ${a.roles}`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping...');
    await server.close();
    process.exit(0);
  });
}
