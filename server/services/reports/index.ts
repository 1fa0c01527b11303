/**
 * Manager reports (issue 15): the requests (requests.ts), their making on the scheduler (generate.ts), their files'
 * downloads (links.ts) and retention (files.ts).
 */
import fs from 'node:fs';
import { Gone, NotFound } from '@feathersjs/errors';
import type { HookContext } from '@feathersjs/feathers';
import { CHART_REPORTS_ACCESS, CHART_REPORTS_PATH } from '../../../domain/chartReports';
import { LEARNING_JOURNEY_ACCESS, LEARNING_JOURNEY_PATH } from '../../../domain/learningJourney';
import { MANAGER_REPORTS_ACCESS } from '../../../domain/reports';
import type { Clock } from '../../clock';
import type { Application, Params } from '../../declarations';
import type { Scheduler } from '../../scheduler';
import { CSV_TYPE, sendAttachment } from '../attachment';
import type { ServiceEntry } from '../mount';
import { madeFilePath, REPORT_FORMAT_TYPES, sweepReports } from './files';
import { runReport } from './generate';
import { findCancellations } from './cancellations';
import { findChartReport } from './charts';
import { findLearningJourney, type JourneyFile } from './journey';
import { REPORT_FILES_PATH, type ReportFormat } from './links';
import { REPORT_REQUESTS, REPORT_REQUESTS_PATH, REPORT_TASK, ReportRequests } from './requests';

const SWEEP_TASK = 'reportRetention';
const HOUR_MS = 3_600_000;

export const REPORT_SERVICES: ServiceEntry[] = [
  {
    path: REPORT_REQUESTS_PATH,
    what: 'report requests',
    methods: {
      find: MANAGER_REPORTS_ACCESS,
      get: MANAGER_REPORTS_ACCESS,
      create: MANAGER_REPORTS_ACCESS,
      patch: MANAGER_REPORTS_ACCESS,
      remove: MANAGER_REPORTS_ACCESS,
    },
    query: { find: ['$limit', '$skip', 'status', 'reportType'] },
    serve: (app) => {
      const requests = new ReportRequests(app);
      return {
        find: (p: Params) => requests.find(p),
        get: (id: unknown, p: Params) => requests.get(id, p),
        create: (d: unknown, p: Params) => requests.create(d, p),
        patch: (id: unknown, d: unknown, p: Params) => requests.patch(id, d, p),
        remove: (id: unknown, p: Params) => requests.remove(id, p),
      };
    },
  },
  {
    path: 'api/v3/cancellation-reports',
    what: 'the cancellation report',
    methods: { find: MANAGER_REPORTS_ACCESS },
    query: { find: ['$limit', '$skip', 'careLocationId', 'startDate', 'endDate', 'what', 'reasonId'] },
    serve: (app) => ({ find: (p: Params) => findCancellations(app, p) }),
  },
  {
    path: `api/v3/${LEARNING_JOURNEY_PATH}`,
    what: 'the learning journey',
    methods: { find: LEARNING_JOURNEY_ACCESS },
    query: { find: ['$limit', '$skip', 'careLocationId', 'startDate', 'endDate', 'format'] },
    serve: (app) => ({ find: (p: Params) => findLearningJourney(app, p) }),
    // Over HTTP the CSV (format=csv) is the answer itself, named for the browser to save it.
    hooks: { after: { find: [sendCsv] } },
  },
  {
    path: `api/v3/${CHART_REPORTS_PATH}`,
    what: 'the chart reports',
    methods: { find: CHART_REPORTS_ACCESS },
    query: { find: ['careLocationId', 'startDate', 'endDate'] },
    serve: (app) => ({ find: (p: Params) => findChartReport(app, p) }),
  },
  {
    path: REPORT_FILES_PATH,
    what: 'report files',
    methods: { get: 'signed-in' },
    query: { get: ['expires', 'signature'] },
    serve: (app) => ({ get: (file: unknown, p: Params) => madeFile(app, file, p) }),
    // Over HTTP the file itself is the answer, streamed from disk, named for the browser to save it.
    hooks: { after: { get: [sendFile] } },
  },
];

interface MadeFile {
  fileName: string;
  contentType: string;
  size: number;
  path: string;
}

async function madeFile(app: Application, file: unknown, params: Params): Promise<MadeFile> {
  const match = /^(\d{1,9})\.(xlsx|csv)$/.exec(String(file));
  if (!match) throw new NotFound('No such report file');
  const now = app.get('clock').now();
  app.get('reportLinks').verify(String(file), params.user!.id, params.query ?? {}, now);
  const format = match[2] as ReportFormat;
  const row = await app
    .get('database')
    .knex(REPORT_REQUESTS)
    .where({ id: Number(match[1]), userId: params.user!.id, status: 'COMPLETED' })
    .first('fileKey', 'fileName', 'reason');
  if (!row) throw new NotFound('No made report of yours here');
  if (!row.fileKey) throw new Gone(row.reason ?? 'This report is no longer kept: ask for it again');
  const path = await madeFilePath(app, row.fileKey, format);
  const stat = await fs.promises.stat(path).catch(() => undefined);
  if (!stat?.isFile()) throw new Gone('This report is no longer kept: ask for it again');
  return { fileName: `${row.fileName}.${format}`, contentType: REPORT_FORMAT_TYPES[format], size: stat.size, path };
}

function sendFile(context: HookContext) {
  if (context.params.provider !== 'rest') return;
  const file = context.result as MadeFile;
  sendAttachment(context, file, fs.createReadStream(file.path));
}

function sendCsv(context: HookContext) {
  const file = context.result as JourneyFile;
  if (context.params.provider !== 'rest' || !('csv' in file)) return;
  sendAttachment(context, { fileName: file.fileName, contentType: CSV_TYPE }, file.csv);
}

/** The report task, and the hourly retention sweep on a server whose poller runs (tests sweep themselves). */
export async function registerReports(app: Application, scheduler: Scheduler, clock: Clock, polling: boolean) {
  scheduler.on(REPORT_TASK, ({ requestId }: { requestId: number }) => runReport(app, requestId));
  const scheduleSweep = () => {
    const hour = Math.floor(clock.now().getTime() / HOUR_MS) + 1;
    return scheduler.schedule(SWEEP_TASK, `${SWEEP_TASK}:${hour}`, new Date(hour * HOUR_MS), {});
  };
  scheduler.on(SWEEP_TASK, async () => {
    await sweepReports(app);
    await scheduleSweep();
  });
  if (polling) await scheduleSweep();
}
