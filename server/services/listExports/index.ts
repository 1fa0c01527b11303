/**
 * List exports (domain/listExports.ts): `POST list-exports { resource, query }` checks the list's query as its find
 * would, as the caller's role, and answers a link signed for that user and role; `GET list-export-files/<token>.csv?
 * signature=` (no session: the link is the credential, so the browser follows it itself) re-checks the role and writes
 * the list's rows as CSV as it reads them through a cursor, a batch at a time: neither the server nor the browser holds
 * the whole list. The lists are in lists.ts.
 */
import { Readable } from 'node:stream';
import { MethodNotAllowed, NotFound } from '@feathersjs/errors';
import type { HookContext } from '@feathersjs/feathers';
import { checkAccess, isSuperAdmin, type ActingRole } from '../../../domain/access';
import { csvField } from '../../../domain/csv';
import { LIST_EXPORT_FILES_PATH, LIST_EXPORT_LINK_SECONDS, LIST_EXPORTS_PATH } from '../../../domain/listExports';
import { localDate } from '../../../domain/time';
import { openCursor, type Cursor } from '../../db/cursor';
import type { Application, Params } from '../../declarations';
import { refusal } from '../../hooks/authorize';
import { loadPrincipal } from '../../principal';
import { badField } from '../../query';
import { CSV_TYPE, sendAttachment } from '../attachment';
import type { ServiceEntry } from '../mount';
import { exportLinks, type Link } from './links';
import { exportedList, type ExportedList } from './lists';

/** Rows read from the cursor, and written, at a time. */
export const EXPORT_BATCH = 500;

export const LIST_EXPORT_SERVICES: ServiceEntry[] = [
  {
    path: `api/v3/${LIST_EXPORTS_PATH}`,
    what: 'list exports',
    // Any role: who may read the list asked for may export it (checked by askExport, as the list's find checks it).
    methods: { create: {} },
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

/** The list, if there is one of that name and `role` may read it; refused as its find would be. */
function listFor(app: Application, resource: unknown, role: ActingRole | undefined): ExportedList {
  const list = typeof resource === 'string' ? exportedList(app, resource) : undefined;
  if (!list) throw badField('resource', 'must be the name of a list (a resource that lists)');
  const decision = checkAccess(role, list.def.access.find);
  if (!decision.allowed) throw refusal(decision, `list ${list.def.label.many.toLowerCase()}`);
  return list;
}

async function askExport(app: Application, data: unknown, params: Params) {
  const { resource, query = {} } = (data ?? {}) as { resource?: unknown; query?: unknown };
  const list = listFor(app, resource, params.actingRole);
  if (!query || typeof query !== 'object' || Array.isArray(query))
    throw badField('query', "must be the list's query, as its find takes it");
  const { role: _, ...listQuery } = query as Record<string, unknown>;
  // Checked now, as the list's find checks it: a wrong filter is this ask's 400, not a broken download.
  list.statement({ user: params.user, actingRole: params.actingRole, query: listQuery }).toSQL();
  const now = app.get('clock').now();
  const role = params.actingRole!;
  const link: Link = {
    list: list.def.name,
    query: listQuery,
    userId: params.user!.id,
    roleId: role.roleId,
    ...(role.institutionId === undefined ? {} : { institutionId: role.institutionId }),
    expires: Math.floor(now.getTime() / 1000) + LIST_EXPORT_LINK_SECONDS,
  };
  return { url: linksOf(app).urlOf(link), expires: new Date(link.expires * 1000).toISOString() };
}

interface ExportFile {
  fileName: string;
  list: ExportedList;
  params: Params;
  cursor: Cursor;
}

async function exportFile(app: Application, file: unknown, params: Params): Promise<ExportFile> {
  if (params.provider !== 'rest') throw new MethodNotAllowed('A list export is downloaded over HTTP');
  const token = /^([A-Za-z0-9_-]{1,6000})\.csv$/.exec(String(file))?.[1];
  if (!token) throw new NotFound('No such export');
  const now = app.get('clock').now();
  const link = linksOf(app).verify(token, params.query?.signature, now);
  // The role it was asked under must still be held, and still read the list, in the trust it was narrowed to.
  const user = await loadPrincipal(app.get('database').knex, link.userId);
  const held = user?.isActive ? user.roles.find((r) => r.roleId === link.roleId && r.isActive) : undefined;
  const role =
    held && link.institutionId !== undefined && isSuperAdmin(held)
      ? { ...held, institutionId: link.institutionId }
      : held;
  const list = listFor(app, link.list, role);
  const read: Params = { user, actingRole: role, query: link.query };
  const { sql, bindings } = list.statement(read).toSQL();
  const cursor = await openCursor(app.get('database'), { sql, bindings }, EXPORT_BATCH);
  return { fileName: `${list.fileName}-${localDate(now)}.csv`, list, params: read, cursor };
}

/** The export's lines: its header, then a line a row, read a batch at a time; the cursor closed however it ends. */
async function* linesOf({ list, params, cursor }: ExportFile) {
  try {
    yield list.header.map(csvField).join(',');
    for (let rows = await cursor.next(); rows.length; rows = await cursor.next()) {
      const lines = await list.lines(rows, params);
      yield lines.map((line) => `\r\n${line.map(csvField).join(',')}`).join('');
    }
  } finally {
    await cursor.close();
  }
}

function streamCsv(context: HookContext) {
  const file = context.result as ExportFile;
  sendAttachment(context, { fileName: file.fileName, contentType: CSV_TYPE }, Readable.from(linesOf(file)));
}
