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
const port = await listen();

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL (PGlite) in ${config.dataDir}`;
console.log(`Bankshift ${version} is running on http://localhost:${port}`);
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

/**
 * Listens, and answers the port once it is bound: a port in use was once said only after "is running" (and the
 * process then died). PORT=0 takes any free port, the one printed (and the links in emails, unless PUBLIC_URL says
 * otherwise).
 */
async function listen(): Promise<number> {
  try {
    const { port } = await server.listen(config.port, config.host);
    if (!process.env.PUBLIC_URL) server.app.get('config').publicUrl = `http://localhost:${port}`;
    return port;
  } catch (error) {
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    console.error(
      inUse
        ? `Port ${config.port} is in use: stop what holds it, or set PORT to another port (0 takes any free one).`
        : `Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    );
    await server.close();
    process.exit(1);
  }
}
