/**
 * The server as deployed, alone in a process of its own (`node --import tsx server/main.ts`, as `npm start` runs it) on
 * the bench database, with its scheduler: what the reports bench asks and whose memory it reads (/proc/<pid>/status).
 */
import fs from 'node:fs';
import { startServerMain } from '../../tests/support/serverMain';

export async function startServerProcess(databaseUrl: string, dataDir: string, timeoutMs = 120_000) {
  const server = await startServerMain({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: '0' }, { timeoutMs });
  const child = server.process;
  const status = () => fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (text: string, field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    ...server,
    /** The process's resident memory now and its peak since the last reset (or its start), in MB. */
    memory() {
      const text = status();
      return { rssMb: kb(text, 'VmRSS') / 1024, peakMb: kb(text, 'VmHWM') / 1024 };
    },
    /** Starts the peak resident memory again from the present (Linux: 5 written to clear_refs). */
    resetPeak() {
      fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    },
  };
}
