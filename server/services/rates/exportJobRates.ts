/**
 * POST /api/v3/export-job-rates (spec 7.5): the rates of a filtered shift list, or of the uplift list, as a
 * spreadsheet (XLSX, by exceljs) or CSV, handed out through a signed link: GET /api/v3/signedurls/{key} answers the
 * file until the link expires (EXPORT_LINK_MINUTES), to anyone holding the key (256 random bits, given to the
 * requester only), so that a browser downloads it by following the link. The rows are those the requester's role
 * reads from the list (the jobs service's and the uplift list's rules), at most EXPORT_MAX_ROWS.
 */
import { BadRequest, Forbidden, Gone, NotFound } from '@feathersjs/errors';
import type { HookContext } from '@feathersjs/feathers';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { checkAccess } from '../../../domain/access';
import { toCsv } from '../../../domain/csv';
import { ESCALATION_READ } from '../../../domain/rateEscalations';
import {
  EXPORT_FORMATS,
  EXPORT_LINK_MINUTES,
  EXPORT_MAX_ROWS,
  JOB_RATES_READ,
  type ExportFormat,
} from '../../../domain/rates';
import type { ShiftRate } from '../../../domain/shiftRate';
import {
  FULFILMENT_LABELS,
  RATE_ESCALATION_STATUS_LABELS,
  type Fulfilment,
  type RateEscalationStatus,
} from '../../../domain/shifts';
import { localDate } from '../../../domain/time';
import type { Application, Params } from '../../declarations';
import { badField } from '../../query';
import { sendAttachment, SPREADSHEET_TYPES } from '../attachment';
import type { ServiceEntry } from '../mount';
import { ratesOfShifts } from './shiftRates';
import { shiftListsOf, type UpliftRow } from './upliftList';
import type { Row } from '../../db/row';

type Column = [header: string, value: (row: Row, rate: ShiftRate, names: Names) => unknown, kind?: 'money' | 'number'];
interface Names {
  careLocations: Map<number, string>;
  departments: Map<number, string>;
}

const PAGE = 1000;
const CONTENT_TYPES: Record<ExportFormat, string> = SPREADSHEET_TYPES;

const SHIFT_COLUMNS: Column[] = [
  ['Shift', (j) => j.id, 'number'],
  ['Date', (j) => j.date],
  ['Start', (j) => j.startTime],
  ['End', (j) => j.endTime],
  ['Role title', (j) => j.title],
  ['Care location', (j, _, n) => n.careLocations.get(j.careLocationId)],
  ['Department', (j, _, n) => n.departments.get(j.departmentId)],
  ['Band from', (j) => j.gradeFrom],
  ['Band to', (j) => j.gradeTo],
  ['Vacancies', (j) => j.vacancies, 'number'],
  ['Confirmed', (j) => j.confirmedCount, 'number'],
  ['Fulfilment', (j) => FULFILMENT_LABELS[j.fulfilment as Fulfilment] ?? j.fulfilment],
  ['Rate status', (j) => RATE_ESCALATION_STATUS_LABELS[j.rateEscalationStatus as RateEscalationStatus]],
  ['Tier', (_, r) => r.tier, 'number'],
  ['Tier %', (_, r) => r.tierPercent, 'number'],
  ['Uplift per hour', (_, r) => r.uplift, 'money'],
  ['Automatic increase per hour', (_, r) => r.autoIncrease, 'money'],
  ['Hours', (_, r) => r.hours, 'number'],
  ['Pay (one person)', (_, r) => r.pay, 'money'],
  ['Average hourly rate', (_, r) => r.averageHourlyRate, 'money'],
];
/** The uplift list's own columns (spec 3 uplift table), after the shift's. */
const UPLIFT_COLUMNS: Column[] = [
  ['Fill risk', (j) => j.fillRisk, 'number'],
  ['Threshold factor', (j) => j.thresholdFactor, 'number'],
  ['Increase Value', (j) => j.escalation?.increaseValue, 'money'],
  ['Proposed tier', (j) => j.escalation?.proposedTier, 'number'],
  ['Comments', (j) => j.escalation?.comments],
  ['Suggest: tier', (j) => j.suggest?.tier, 'number'],
  ['Suggest: per hour', (j) => j.suggest?.perHour, 'money'],
];

export const EXPORT_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/export-job-rates',
    methods: { create: JOB_RATES_READ },
    what: 'rate exports',
    serve: (app) => {
      const exporter = new JobRatesExport(app);
      return { create: exporter.create.bind(exporter) };
    },
  },
  {
    path: 'api/v3/signedurls',
    methods: { get: 'anyone' },
    what: 'signed links',
    serve: (app) => ({ get: (key: unknown) => signedFile(app, key) }),
    // The file itself is the answer, with its type and its name for the browser to save it under.
    hooks: { after: { get: [sendFile] } },
  },
];

class JobRatesExport {
  private readonly lists: ReturnType<typeof shiftListsOf>;

  constructor(private readonly app: Application) {
    this.lists = shiftListsOf(app);
  }

  async create(data: unknown, params: Params) {
    const { format, list, query } = readRequest(data);
    if (list === 'uplifts' && !checkAccess(params.actingRole, ESCALATION_READ).allowed) {
      throw new Forbidden('The uplift list is for those who raise, decide or review escalations', {
        missingPermissions: ESCALATION_READ.anyOf,
      });
    }
    const source = list === 'uplifts' ? this.lists.uplifts : this.lists.shifts;
    const rows: Row[] = [];
    for (let skip = 0; ; skip += PAGE) {
      const page = (await source.find({
        ...params,
        query: { ...query, $sort: { startsAt: 1, id: 1 }, $limit: PAGE, $skip: skip },
      })) as { total: number; data: Row[] };
      if (page.total > EXPORT_MAX_ROWS) {
        throw new BadRequest(
          `The list holds ${page.total} shifts; an export holds at most ${EXPORT_MAX_ROWS}: narrow it with the filters`,
        );
      }
      rows.push(...page.data);
      if (skip + PAGE >= page.total) break;
    }
    const columns = list === 'uplifts' ? [...SHIFT_COLUMNS, ...UPLIFT_COLUMNS] : SHIFT_COLUMNS;
    const content = await fileOf(format, columns, rows, await ratesOfShifts(this.db, rows), await this.namesOf(rows));
    const now = this.app.get('clock').now();
    const key = randomBytes(32).toString('hex');
    const expiresAt = new Date(now.getTime() + EXPORT_LINK_MINUTES * 60_000);
    const fileName = `${list === 'uplifts' ? 'uplifts' : 'shift-rates'}-${localDate(now)}.${format}`;
    await this.db('signed_urls').where('expiresAt', '<', now).delete();
    await this.db('signed_urls').insert({
      key,
      userId: params.user!.id,
      fileName,
      contentType: CONTENT_TYPES[format],
      content,
      expiresAt,
    });
    return { key, url: `/api/v3/signedurls/${key}`, fileName, rows: rows.length, expiresAt: expiresAt.toISOString() };
  }

  private get db() {
    return this.app.get('database').knex;
  }

  private async namesOf(rows: Row[]): Promise<Names> {
    const ids = (column: string) => [...new Set(rows.map((r) => r[column] as number))];
    const [careLocations, departments] = await Promise.all([
      this.db('care_locations').whereIn('id', ids('careLocationId')).select('id', 'name'),
      this.db('departments').whereIn('id', ids('departmentId')).select('id', 'name'),
    ]);
    const byId = (found: { id: number; name: string }[]) => new Map(found.map((r) => [r.id, r.name]));
    return { careLocations: byId(careLocations), departments: byId(departments) };
  }
}

/** The request: a format, which list (the shift list by default) and its query, without paging or projection. */
function readRequest(data: unknown): {
  format: ExportFormat;
  list: 'shifts' | 'uplifts';
  query: Record<string, unknown>;
} {
  const body = (data ?? {}) as Record<string, unknown>;
  if (typeof data !== 'object' || Array.isArray(data)) throw new BadRequest('Send { format, list, query }');
  if (!EXPORT_FORMATS.includes(body.format as ExportFormat))
    throw badField('format', `must be one of ${EXPORT_FORMATS.join(', ')}`);
  const list = body.list ?? 'shifts';
  if (list !== 'shifts' && list !== 'uplifts') throw badField('list', 'must be shifts or uplifts');
  const query = body.query ?? {};
  if (typeof query !== 'object' || query === null || Array.isArray(query))
    throw badField('query', "must be the list's query, as an object");
  const paging = Object.keys(query).find((k) => ['$limit', '$skip', '$select', '$sort'].includes(k));
  if (paging) throw badField('query', `${paging} is the export's own: it holds the whole list, in start order`);
  return { format: body.format as ExportFormat, list, query: query as Record<string, unknown> };
}

async function fileOf(
  format: ExportFormat,
  columns: Column[],
  rows: Row[],
  rates: ShiftRate[],
  names: Names,
): Promise<Buffer> {
  const values = rows.map((row, i) => columns.map(([, value]) => value(row as UpliftRow, rates[i], names) ?? null));
  if (format === 'csv')
    return Buffer.from(
      toCsv(
        columns.map(([header]) => header),
        values,
      ),
      'utf8',
    );
  const book = new ExcelJS.Workbook();
  book.creator = 'Bankshift';
  const sheet = book.addWorksheet('Shift rates', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(([header, , kind]) => ({
    header,
    width: Math.max(10, header.length + 2),
    style: kind === 'money' ? { numFmt: '"£"#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(values);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function signedFile(app: Application, key: unknown) {
  if (typeof key !== 'string' || !/^[0-9a-f]{64}$/.test(key)) throw new NotFound('No such download link');
  const file = await app
    .get('database')
    .knex('signed_urls')
    .where({ key })
    .first('fileName', 'contentType', 'content', 'expiresAt');
  if (!file) throw new NotFound('No such download link');
  if (new Date(file.expiresAt).getTime() <= app.get('clock').now().getTime())
    throw new Gone('This download link has expired: export the list again');
  // PGlite answers bytea as a Uint8Array, PostgreSQL as a Buffer: a Buffer either way, which Koa sends as it is.
  return {
    fileName: file.fileName as string,
    contentType: file.contentType as string,
    content: Buffer.from(file.content),
  };
}

function sendFile(context: HookContext) {
  if (!context.params.provider || context.params.provider === 'socketio') return;
  const file = context.result as { fileName: string; contentType: string; content: Buffer };
  sendAttachment(context, file, file.content);
}
