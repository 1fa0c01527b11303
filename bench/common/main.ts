/**
 * The frame of a benchmark's run: the admin connection to PostgreSQL, the clean-up (servers stopped, scratch
 * database dropped) however the run ends, Ctrl-C included, and the exit status: 1 when the run fails or some of its
 * runs had wrong answers or errors (`body` answers how many).
 */
import type pg from 'pg';
import { connectAdmin } from './db';
import { log } from './log';

export interface Bench {
  admin: pg.Client;
  /** Work to undo when the run ends, undone last first. */
  onCleanup(undo: () => Promise<unknown>): void;
}

export function benchMain(command: string, results: string, body: (bench: Bench) => Promise<number>) {
  const run = async () => {
    const admin = await connectAdmin(command);
    const undos: (() => Promise<unknown>)[] = [];
    const cleanup = async () => {
      for (const undo of undos.splice(0).reverse())
        await undo().catch((e) => console.error(`clean-up: ${(e as Error).message}`));
      await admin.end().catch(() => undefined);
    };
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: stopping the servers and dropping the bench database`);
        void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
      });
    }
    let invalid: number;
    try {
      invalid = await body({ admin, onCleanup: (undo) => undos.push(undo) });
    } finally {
      log('stopping the servers and dropping the bench database');
      await cleanup();
    }
    if (invalid) {
      console.error(
        `\n${command}: ${invalid} run(s) had non-2xx answers, wrong answers or errors; their figures are marked in ${results}.`,
      );
      process.exit(1);
    }
    log('done');
  };
  run().catch((error) => {
    console.error(`\n${command} failed:`, error);
    process.exit(1);
  });
}
