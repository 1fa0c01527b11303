/**
 * What a benchmark of one API list starts from: its scratch database (dropped when the run ends), the real server in
 * a child process serving `resource` with the demo data but no demo shifts, and a small pool for seeding.
 */
import pg from 'pg';
import { Servers } from './children';
import { ADMIN_URL, quiet, redact, scratchDatabase } from './db';
import { log } from './log';
import { gitCommit } from './machine';
import type { Bench } from './main';
import { withAppName } from './protocol';

export async function scratchServers({ admin, onCleanup }: Bench, name: string, resource: string) {
  log(`PostgreSQL reachable at ${redact(ADMIN_URL)}; (re)creating database ${name}`);
  const db = await scratchDatabase(admin, name);
  onCleanup(() => db.drop());
  const commit = gitCommit();
  const servers = await Servers.start(db.url, { resource, plain: false, shifts: false });
  onCleanup(() => servers.close());
  const setup = quiet(new pg.Pool({ connectionString: withAppName(db.url, 'bench-setup'), max: 4 }));
  onCleanup(() => setup.end());
  return { db, commit, servers, setup };
}
