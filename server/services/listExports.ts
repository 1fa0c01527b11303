/**
 * List exports (domain/listExports.ts): `POST list-exports { resource, query }` checks the list's query as its find
 * would, as the caller's role, and answers a link signed for that user and role; `GET list-export-files/<token>.csv?
 * signature=` (no session: the link is the credential, so the browser follows it itself) re-checks the role and writes
 * the list's rows as CSV as it reads them through a cursor, a batch at a time: neither the server nor the browser holds
 * the whole list. The statement is the list's own (ResourceService.exportQuery: its access, tenancy and conditions),
 * with the names of the places and titles it points at.
 */
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { Forbidden, Gone, MethodNotAllowed, NotFound } from '@feathersjs/errors';
import type { HookContext } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { checkAccess } from '../../domain/access';
import { csvField } from '../../domain/csv';
import { LIST_EXPORT_FILES_PATH, LIST_EXPORT_LINK_SECONDS, LIST_EXPORTS, LIST_EXPORTS_PATH, type ExportedList } from '../../domain/listExports';
import { currentRateOf } from '../../domain/shifts';
import { localDate } from '../../domain/time';
import jobs from '../../resources/jobs';
import { openCursor, type Cursor } from '../db/cursor';
import type { Application, Params } from '../declarations';
import { loadPrincipal } from '../principal';
import { badField } from '../query';
import { CSV_TYPE, sendAttachment } from './attachment';
import type { ServiceEntry } from './mount';
import type { ResourceService } from './resourceService';

type Row = Record<string, any>;

/** Rows read from the cursor, and written, at a time. */
export const EXPORT_BATCH = 500;

/** Each exported list: its definition, and the names its export adds to the list's rows. */
const LISTS = {
  jobs: {
    def: jobs,
    named: (qb: Knex.QueryBuilder) =>
      qb
        .leftJoin('care_locations as export_place', 'export_place.id', 'jobs.careLocationId')
        .leftJoin('departments as export_area', 'export_area.id', 'jobs.departmentId')
        .leftJoin('job_title_types as export_title', 'export_title.id', 'jobs.jobTitleTypeId')
        .select('export_place.name as careLocation', 'export_area.name as area', 'export_title.name as jobTitle'),
    value: (row: Row, key: string) => (key === 'rate' ? currentRateOf(row.rate) : row[key]),
  },
} satisfies Record<ExportedList, unknown>;

interface Link {
  /** The list, its query, the user and role it was asked for, and the expiry (unix seconds). */
  list: ExportedList;
  query: Record<string, unknown>;
  userId: number;
  roleId: number;
  expires: number;
}

/** Links signed with a key of their own, so that their signature stands for nothing else signed with the secret. */
function exportLinks(secret: string) {
  const key = crypto.createHmac('sha256', secret).update('bankshift list exports').digest();
  const sign = (token: string) => crypto.createHmac('sha256', key).update(token).digest('base64url');
  return {
    urlOf(link: Link) {
      const token = Buffer.from(JSON.stringify(link)).toString('base64url');
      return `/api/v3/${LIST_EXPORT_FILES_PATH}/${token}.csv?signature=${sign(token)}`;
    },
    verify(token: string, signature: unknown, now: Date): Link {
      const refused = () => new Forbidden('This export link is not one we made: export the list again', { missingPermissions: [] });
      const given = Buffer.from(typeof signature === 'string' ? signature : '');
      const expected = Buffer.from(sign(token));
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw refused();
      const link = JSON.parse(Buffer.from(token, 'base64url').toString()) as Link;
      if (link.expires * 1000 <= now.getTime()) throw new Gone('This export link has expired: export the list again');
      return link;
    },
  };
}

export const LIST_EXPORT_SERVICES: ServiceEntry[] = [
  {
    path: `api/v3/${LIST_EXPORTS_PATH}`,
    what: 'list exports',
    // Only the jobs list is exported this way so far: who reads it may export it.
    methods: { create: jobs.access.find },
    serve: (app) => ({ create: (data: unknown, params: Params) => askExport(app, data, params) }),
  },
  {
    path: `api/v3/${LIST_EXPORT_FILES_PATH}`,
    what: 'list export files',
    methods: { get: 'anyone' },
    query: { get: ['signature'] },
    serve: (app) => ({ get: (file: unknown, params: Params) => exportFile(app, file, params) }),
    hooks: { after: { get: [streamCsv] } },
  },
];

const linksOf = (app: Application) => exportLinks(app.get('authentication').secret as string);

async function askExport(app: Application, data: unknown, params: Params) {
  const { resource, query = {} } = (data ?? {}) as { resource?: unknown; query?: unknown };
  if (typeof resource !== 'string' || !(resource in LISTS)) throw badField('resource', `must be one of ${Object.keys(LISTS).join(', ')}`);
  if (!query || typeof query !== 'object' || Array.isArray(query)) throw badField('query', "must be the list's query, as its find takes it");
  const { role: _, ...listQuery } = query as Record<string, unknown>;
  // Checked now, as the list's find checks it: a wrong filter is this ask's 400, not a broken download.
  exportQuery(app, resource as ExportedList, { user: params.user, actingRole: params.actingRole, query: listQuery }).toSQL();
  const now = app.get('clock').now();
  const link: Link = { list: resource as ExportedList, query: listQuery, userId: params.user!.id, roleId: params.actingRole!.roleId, expires: Math.floor(now.getTime() / 1000) + LIST_EXPORT_LINK_SECONDS };
  return { url: linksOf(app).urlOf(link), expires: new Date(link.expires * 1000).toISOString() };
}

function exportQuery(app: Application, list: ExportedList, params: Params) {
  const service = app.service(`api/v3/${list}`) as unknown as ResourceService;
  return LISTS[list].named(service.exportQuery(params));
}

interface ExportFile {
  fileName: string;
  list: ExportedList;
  cursor: Cursor;
}

async function exportFile(app: Application, file: unknown, params: Params): Promise<ExportFile> {
  if (params.provider !== 'rest') throw new MethodNotAllowed('A list export is downloaded over HTTP');
  const token = /^([A-Za-z0-9_-]{1,6000})\.csv$/.exec(String(file))?.[1];
  if (!token) throw new NotFound('No such export');
  const now = app.get('clock').now();
  const link = linksOf(app).verify(token, params.query?.signature, now);
  // The role it was asked under must still read the list.
  const user = await loadPrincipal(app.get('database').knex, link.userId);
  const role = user?.isActive ? user.roles.find((r) => r.roleId === link.roleId && r.isActive) : undefined;
  const { def } = LISTS[link.list];
  if (!role || !checkAccess(role, def.access.find).allowed) throw new Forbidden(`Your role no longer reads ${def.label.many.toLowerCase()}`, { missingPermissions: [] });
  const { sql, bindings } = exportQuery(app, link.list, { user, actingRole: role, query: link.query }).toSQL();
  const cursor = await openCursor(app.get('database'), { sql, bindings }, EXPORT_BATCH);
  return { fileName: `${LIST_EXPORTS[link.list].fileName}-${localDate(now)}.csv`, list: link.list, cursor };
}

/** The export's lines: its header, then a line a row, read a batch at a time; the cursor closed however it ends. */
async function* linesOf({ list, cursor }: ExportFile) {
  const { columns } = LIST_EXPORTS[list];
  try {
    yield columns.map((c) => csvField(c.header)).join(',');
    for (let rows = await cursor.next(); rows.length; rows = await cursor.next()) {
      yield rows.map((row) => `\r\n${columns.map((c) => csvField(LISTS[list].value(row, c.key))).join(',')}`).join('');
    }
  } finally {
    await cursor.close();
  }
}

function streamCsv(context: HookContext) {
  const file = context.result as ExportFile;
  sendAttachment(context, { fileName: file.fileName, contentType: CSV_TYPE }, Readable.from(linesOf(file)));
}
