/** What a result was measured on: the commit, the machine, PostgreSQL and its settings. */
import { execSync } from 'node:child_process';
import os from 'node:os';
import type pg from 'pg';

export interface Facts {
  date: string;
  commit: string;
  cpu: string;
  nproc: number;
  memory: string;
  os: string;
  node: string;
  postgres: string;
  pgSettings: string;
}

/**
 * The commit the servers run, read when they start (tsx loads the working tree's files then); `paths`, the folders
 * whose uncommitted changes it says (a bench of the console adds the console's).
 */
export function gitCommit(paths = ['server', 'resources', 'domain']): string {
  try {
    const git = (args: string) =>
      execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    const commit = git('rev-parse --short HEAD');
    // The server measured is the working tree's: say so when it differs from the commit.
    const folders = paths.map((p) => `${p}/`);
    return git(`status --porcelain -- ${paths.join(' ')}`)
      ? `${commit} with uncommitted changes in ${folders.slice(0, -1).join(', ')} or ${folders.at(-1)}`
      : commit;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

export async function machineFacts(pool: pg.Pool | pg.Client, commit: string): Promise<Facts> {
  const setting = async (name: string) =>
    (await pool.query(`select current_setting($1) as v`, [name])).rows[0].v as string;
  return {
    date: new Date()
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, ' UTC'),
    commit,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    nproc: os.cpus().length,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: await setting('server_version'),
    pgSettings: (
      await Promise.all(
        ['shared_buffers', 'work_mem', 'max_parallel_workers_per_gather', 'max_connections'].map(
          async (n) => `${n}=${await setting(n)}`,
        ),
      )
    ).join(', '),
  };
}

/** The lines every section starts with: date, commit, machine, database. */
export function factLines(facts: Facts, totalSeconds: number): string[] {
  return [
    `- Date: ${facts.date}, commit ${facts.commit}; the whole run took ${(totalSeconds / 60).toFixed(1)} min`,
    `- Machine: ${facts.nproc} cores (${facts.cpu}), ${facts.memory} memory, ${facts.os}`,
    `- PostgreSQL ${facts.postgres} on 127.0.0.1 (${facts.pgSettings}); Node ${facts.node}`,
  ];
}
