/**
 * Making a manager report, as the scheduler's task (server/scheduler.ts): the report's query is read through a cursor a
 * batch at a time and each batch is written at once into both files, a streamed XLSX workbook (exceljs WorkbookWriter)
 * and a CSV, so memory stays flat whatever the report's size. Progress (5 once the query has been worked out, then
 * with the rows written, 100 when done) is saved on the request and pushed to the requester. The files are written
 * under temporary names and renamed once whole; a failure marks the request FAILED with progress back to 0 and the
 * reason, and leaves no file. A request no longer PENDING when its task runs (done, failed, removed) is left alone,
 * so the task may run twice (a server killed mid-report: the task is claimed again and starts over).
 */
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { csvField, percentText } from '../../../domain/csv';
import { MANAGER_REPORTS, type ReportColumn, type ReportParams, type ReportType } from '../../../domain/reports';
import { localDate } from '../../../domain/time';
import { openCursor } from '../../db/cursor';
import type { Application } from '../../declarations';
import { reportQuery } from './queries';
import { removeFiles } from './files';
import { publishRequest, REPORT_REQUESTS, type RequestRow } from './requests';

const BATCH = 1000;
/** Progress once the query has been worked out, before any row is written. */
const QUERIED = 5;

const NUMBER_FORMATS: Partial<Record<ReportColumn['kind'], string>> = {
  money: '"£"#,##0.00',
  percent: '0.0%',
  date: 'yyyy-mm-dd',
  number: '#,##0.##',
};

/** A cell of the workbook: days as dates (Excel sorts and filters them), the rest as the query answered. */
const cellOf = (value: unknown, column: ReportColumn) =>
  value == null ? null : column.kind === 'date' ? new Date(`${value}T00:00:00Z`) : value;
/** A field of the CSV: a fraction as a percentage, as a spreadsheet reads it back. */
const csvOf = (value: unknown, column: ReportColumn) =>
  csvField(value != null && column.kind === 'percent' ? percentText(Number(value)) : value);

/** Runs the request's report if it is still pending; never throws (a failure is the request's FAILED status). */
export async function runReport(app: Application, requestId: number) {
  const db = app.get('database').knex;
  const request: RequestRow | undefined = await db(REPORT_REQUESTS).where({ id: requestId, status: 'PENDING' }).first();
  if (!request) return;
  const directory = await app.get('files').directory('reports');
  const base = `${request.id}-${randomBytes(8).toString('hex')}`;
  const part = (format: string) => path.join(directory, `${base}.part.${format}`);
  try {
    const rowCount = await writeFiles(app, request, part('xlsx'), part('csv'));
    await fs.promises.rename(part('xlsx'), path.join(directory, `${base}.xlsx`));
    await fs.promises.rename(part('csv'), path.join(directory, `${base}.csv`));
    const done = await finish(app, request, {
      status: 'COMPLETED',
      progress: 100,
      rowCount,
      fileKey: `reports/${base}`,
      completedAt: app.get('clock').now(),
    });
    if (!done) await removeFiles(directory, base);
  } catch (error) {
    await Promise.all(['xlsx', 'csv'].map((f) => fs.promises.rm(part(f), { force: true })));
    console.error(`Report request #${request.id} (${request.reportType}) failed:`, error);
    await finish(app, request, {
      status: 'FAILED',
      progress: 0,
      reason: `The report could not be made: ${reasonOf(error)}`,
    });
  }
}

/** A failure as its requester reads it: a database error without the statement the driver puts before it (kept in the log). */
function reasonOf(error: unknown) {
  const message = String((error as Error)?.message ?? error);
  const sqlState = (error as { code?: unknown })?.code;
  return typeof sqlState === 'string' && /^[0-9A-Z]{5}$/.test(sqlState) && message.includes(' - ')
    ? message.slice(message.lastIndexOf(' - ') + 3)
    : message;
}

/** Saves the request's outcome while it is still pending, and pushes it; answers whether it was. */
async function finish(app: Application, request: RequestRow, change: Partial<RequestRow>) {
  const db = app.get('database').knex;
  const [row] = await db(REPORT_REQUESTS)
    .where({ id: request.id, status: 'PENDING' })
    .update({ ...change, updatedAt: db.fn.now() })
    .returning('*');
  if (row) publishRequest(app, row);
  return !!row;
}

async function writeFiles(app: Application, request: RequestRow, xlsxPath: string, csvPath: string): Promise<number> {
  const db = app.get('database').knex;
  const report = MANAGER_REPORTS[request.reportType as ReportType];
  const params = request.requestParams as ReportParams;
  const query = reportQuery(request.reportType as ReportType, {
    ...params,
    trustId: request.trustId,
    today: localDate(app.get('clock').now()),
  });
  const cursor = await openCursor(app.get('database'), query, BATCH);
  const csv = fs.createWriteStream(csvPath, { flags: 'wx' });
  const csvDone = once(csv, 'close');
  csvDone.catch(() => undefined); // a write failure is thrown where it is awaited
  try {
    let progress = QUERIED;
    const setProgress = async (value: number) => {
      if (value === progress && value !== QUERIED) return;
      progress = value;
      const [row] = await db(REPORT_REQUESTS)
        .where({ id: request.id, status: 'PENDING' })
        .update({ progress, updatedAt: db.fn.now() })
        .returning('*');
      if (!row) throw new Error('the request was removed while its report was being made');
      publishRequest(app, row);
    };
    await setProgress(QUERIED);

    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: xlsxPath,
      useStyles: true,
      useSharedStrings: false,
    });
    book.creator = 'Bankshift';
    const sheet = book.addWorksheet(report.title, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = report.columns.map((c) => ({
      header: c.header,
      key: c.key,
      width: Math.max(12, c.header.length + 2),
      style: NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    const write = (text: string) => (csv.write(text) ? undefined : once(csv, 'drain'));
    await write(report.columns.map((c) => csvField(c.header)).join(','));

    let written = 0;
    for (let rows = await cursor.next(); rows.length; rows = await cursor.next()) {
      let lines = '';
      for (const row of rows) {
        sheet.addRow(report.columns.map((c) => cellOf(row[c.key], c))).commit();
        lines += `\r\n${report.columns.map((c) => csvOf(row[c.key], c)).join(',')}`;
      }
      await write(lines);
      written += rows.length;
      await setProgress(QUERIED + Math.floor(((100 - QUERIED - 1) * written) / Math.max(1, cursor.total)));
    }
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: report.columns.length } };
    sheet.commit();
    await book.commit();
    csv.end();
    await csvDone;
    return written;
  } finally {
    if (!csv.closed) csv.destroy();
    await cursor.close();
  }
}
