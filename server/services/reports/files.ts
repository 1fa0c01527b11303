/**
 * A made report's files: <DATA_DIR>/files/reports/<request id>-<random>.xlsx and .csv (the request's fileKey is
 * 'reports/<that base>'), written first as .part files. Made files are kept REPORT_RETENTION_DAYS after they were made
 * (the request stays, saying so); a file no request names (a server killed mid-report, a request removed while made)
 * is deleted once a day old.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Application } from '../../declarations';
import { SPREADSHEET_TYPES } from '../attachment';

export const REPORT_FORMAT_TYPES = SPREADSHEET_TYPES;
const ORPHAN_AGE_MS = 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

export async function removeFiles(directory: string, base: string) {
  await Promise.all(
    Object.keys(REPORT_FORMAT_TYPES).map((f) => fs.promises.rm(path.join(directory, `${base}.${f}`), { force: true })),
  );
}

/** Deletes a request's made files (both formats). */
export async function removeMadeFiles(app: Application, fileKey: string | null) {
  if (!fileKey) return;
  await removeFiles(await app.get('files').directory('reports'), fileKey.replace(/^reports\//, ''));
}

/** The made file of a request's key in a format: its path. */
export async function madeFilePath(app: Application, fileKey: string, format: keyof typeof REPORT_FORMAT_TYPES) {
  return path.join(await app.get('files').directory('reports'), `${fileKey.replace(/^reports\//, '')}.${format}`);
}

/**
 * The retention (REPORT_RETENTION_DAYS): deletes the files of reports made longer ago, saying so on their requests, and
 * any file no request names once a day old. Answers how many requests lost their files.
 */
export async function sweepReports(app: Application): Promise<number> {
  const db = app.get('database').knex;
  const now = app.get('clock').now().getTime();
  const days = app.get('config').reportRetentionDays;
  const expired: { id: number; fileKey: string }[] = await db('report_requests')
    .whereNotNull('fileKey')
    .where('completedAt', '<', new Date(now - days * DAY_MS))
    .select('id', 'fileKey');
  if (expired.length) {
    const reason = `Its files were deleted ${days} days after they were made: ask for the report again`;
    await db('report_requests')
      .whereIn(
        'id',
        expired.map((r) => r.id),
      )
      .update({ fileKey: null, reason, updatedAt: db.fn.now() });
    for (const { fileKey } of expired) await removeMadeFiles(app, fileKey);
  }
  const directory = await app.get('files').directory('reports');
  const named = new Set(
    (await db('report_requests').whereNotNull('fileKey').pluck('fileKey')).map((k: string) =>
      k.replace(/^reports\//, ''),
    ),
  );
  for (const name of await fs.promises.readdir(directory)) {
    // A made file's base is its request's; a part file's ends '.part', which no request names.
    if (named.has(name.replace(/\.(xlsx|csv)$/, ''))) continue;
    const file = path.join(directory, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (stat?.isFile() && stat.mtimeMs + ORPHAN_AGE_MS <= now) await fs.promises.rm(file, { force: true });
  }
  return expired.length;
}
