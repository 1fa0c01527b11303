/**
 * npm run bench:prediction: the fill prediction's calibration on the demo's history (issue 13; the method:
 * domain/fillPrediction.ts). Seeds the demo (shifts included) on embedded PGlite, as `npm start` does, then predicts
 * each past shift of each live trust as it would have been predicted when it was posted: from the shifts that had
 * started by then, within its configuration's history days, by its configuration's threshold. Compares the predictions
 * with what happened (filled by its start or not), by decile of the likelihood, and against a baseline measured in the
 * same run: the trust's own fill rate so far (the method's first step alone), by the Brier score. A shift posted while
 * its trust's history was too short (MIN_HISTORY) has no likelihood, and is counted apart. Writes the prediction
 * section of bench/RESULTS.md (BENCH_RESULTS to write elsewhere).
 */
import os from 'node:os';
import { calibration, filledByStart, isHardToFill, predictFill, type HistoryCell } from '../../domain/fillPrediction';
import { createServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { openDatabase } from '../../server/db/connection';
import { seedDemo } from '../../server/db/seed';
import { predictionSettings, shiftFeatures } from '../../server/services/matching/fillPrediction';
import { elapsedSeconds, log } from '../common/log';
import { gitCommit } from '../common/machine';
import { defaultResultsFile } from '../common/results';
import { writePredictionResults, type Judged } from './report';
import type { Row } from '../../server/db/row';

const DAY_MS = 86_400_000;

async function main() {
  const config = {
    ...configFromEnv({}),
    inMemory: true,
    consoleDir: '/nonexistent',
    schedulerPollMs: 0,
    databaseUrl: undefined,
  };
  const database = await openDatabase(config);
  const server = await createServer(config, { database });
  const seeded = performance.now();
  await seedDemo(database.knex, 'bench', { shifts: true });
  log(`demo seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const db = database.knex;
  const now = new Date();
  const judged: Judged[] = [];
  let unpredicted = 0;
  for (const trust of await db('trusts').where({ isLive: true }).orderBy('id').select('id', 'name')) {
    const shifts: (Row & { filledAt: Date | null; startsAt: Date })[] = await db('jobs')
      .where({ trustId: trust.id })
      .whereNotIn('status', ['DRAFT', 'CANCELLED'])
      .orderBy('startsAt');
    const known = shifts.map((job) => ({
      job,
      cell: { ...shiftFeatures(job), shifts: 1, filled: filledByStart(job) ? 1 : 0 } as HistoryCell,
    }));
    for (const { job, cell } of known) {
      const startsAt = new Date(job.startsAt);
      if (startsAt >= now) continue;
      const settings = await predictionSettings(db, trust.id, job.careLocationId);
      const postedAt = new Date(job.createdAt);
      const from = postedAt.getTime() - settings.historyDays * DAY_MS;
      // What had happened when it was posted: the shifts that had started by then.
      const history = known
        .filter((k) => new Date(k.job.startsAt) < postedAt && new Date(k.job.startsAt).getTime() >= from)
        .map((k) => k.cell);
      const prediction = predictFill(shiftFeatures(job), history);
      if (prediction.likelihood === null) {
        unpredicted++; // the trust's history too short yet: the product says so rather than guess
        continue;
      }
      judged.push({
        trust: trust.name,
        predicted: prediction.likelihood,
        baseline: prediction.basis[0].likelihood,
        filled: cell.filled === 1,
        history: history.length,
        hardToFill: isHardToFill(prediction.likelihood, settings.threshold),
      });
    }
  }
  await server.close();
  await database.close();
  log(`${judged.length} past shifts predicted as when they were posted, ${unpredicted} on too short a history`);
  writePredictionResults(defaultResultsFile(), {
    command: 'npm run bench:prediction',
    commit: gitCommit(),
    date: new Date().toISOString().replace('T', ' ').slice(0, 19) + ' UTC',
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}`,
    judged,
    unpredicted,
    deciles: calibration(judged.map((j) => ({ predicted: j.predicted, filled: j.filled }))),
    totalSeconds: elapsedSeconds(),
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
