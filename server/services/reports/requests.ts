/**
 * report-visualization-requests (spec 7.4): a manager asks for a report of a care location (POST reportType,
 * requestParams) and is answered at once with the PENDING request; the scheduler makes it (generate.ts). A request is
 * its requester's alone: they list, read, retry (patch a FAILED one back to PENDING) and remove their own; anyone else
 * is answered 404. Changes are pushed to the requester's sockets as 'patched' events.
 */
import { BadRequest, Conflict, Forbidden, NotFound } from '@feathersjs/errors';
import {
  MANAGER_REPORTS,
  REPORT_STATUSES,
  REPORT_TYPES,
  reportFileName,
  reportParamsRefusal,
  TEMPLATE_REPORT_ACCESS,
  type ReportParams,
  type ReportStatus,
  type ReportType,
} from '../../../domain/reports';
import { checkAccess } from '../../../domain/access';
import { scopeOf } from '../../../domain/tenancy';
import type { Application, Params } from '../../declarations';
import { badField } from '../../query';
import { removeMadeFiles } from './files';
import { REPORT_FORMATS, type ReportLinks } from './links';

export const REPORT_REQUESTS = 'report_requests';
export const REPORT_REQUESTS_PATH = 'api/v3/report-visualization-requests';
export const REPORT_TASK = 'managerReport';
export const reportTaskKey = (id: number) => `${REPORT_TASK}:${id}`;

export interface RequestRow {
  id: number;
  userId: number;
  trustId: number;
  careLocationId: number;
  reportType: string;
  requestParams: ReportParams;
  status: ReportStatus;
  progress: number;
  rowCount: number | null;
  reason: string | null;
  fileKey: string | null;
  fileName: string | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A request as its requester reads it (spec 3): its parameters at the top level too, and fresh download links once made. */
export function viewOf(app: Application, row: RequestRow) {
  const { fileKey: _, requestParams, ...rest } = row;
  const links: ReportLinks = app.get('reportLinks');
  const made = row.status === 'COMPLETED' && row.fileKey;
  const now = app.get('clock').now();
  const urls = Object.fromEntries(
    REPORT_FORMATS.map((f) => [
      f === 'xlsx' ? 'report_url' : 'csv_url',
      made ? links.urlOf(row.id, f, row.userId, now) : null,
    ]),
  );
  return {
    ...rest,
    ...requestParams,
    requestParams,
    title: MANAGER_REPORTS[row.reportType as ReportType]?.title,
    ...urls,
  };
}

/** Pushes a request's change to its requester's sockets. */
export function publishRequest(app: Application, row: RequestRow) {
  app.service(REPORT_REQUESTS_PATH).emit('patched', viewOf(app, row));
}

/** A report's care location, if the acting role may see it: 403 otherwise (tenancy, spec 6); 400 if there is none. */
export async function careLocationFor(
  app: Application,
  id: number,
  params: Params,
  field = 'requestParams.careLocationId',
) {
  const place = await app.get('database').knex('care_locations').where('id', id).first('id', 'trustId', 'name');
  const scope = scopeOf(params.actingRole!);
  const within =
    place &&
    (scope.trustId === null || place.trustId === scope.trustId) &&
    (scope.careLocationId === null || place.id === scope.careLocationId);
  if (!place) throw badField(field, `there is no care location ${id}`);
  if (!within)
    throw new Forbidden('Your role does not cover this care location: ask for a report of your own', {
      missingPermissions: [],
    });
  return place as { id: number; trustId: number; name: string };
}

/** An id given in a query: a positive whole number within PostgreSQL's integer. */
export const idOf = (raw: unknown, field: string) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n >= 2 ** 31) throw badField(field, 'must be an id');
  return n;
};

export const pageOf = (raw: unknown, field: string, fallback: number, max: number) => {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (typeof raw !== 'string' && typeof raw !== 'number') throw badField(field, 'must be a whole number');
  if (!Number.isInteger(n) || n < 0 || n > max) throw badField(field, `must be a whole number from 0 to ${max}`);
  return n;
};

export class ReportRequests {
  constructor(private readonly app: Application) {}

  private get db() {
    return this.app.get('database').knex;
  }

  /** The caller's own requests, within their role's trust. */
  private own(params: Params) {
    const { trustId } = scopeOf(params.actingRole!);
    const q = this.db(REPORT_REQUESTS).where('userId', params.user!.id);
    return trustId === null ? q : q.where('trustId', trustId);
  }

  private async ownRow(id: unknown, params: Params): Promise<RequestRow> {
    const n = Number(id);
    const row = Number.isInteger(n) && n > 0 && n < 2 ** 31 ? await this.own(params).where('id', n).first() : undefined;
    if (!row) throw new NotFound(`No report request ${id} of yours`);
    return row;
  }

  async find(params: Params) {
    const { $limit, $skip, status, reportType } = (params.query ?? {}) as Record<string, unknown>;
    const limit = pageOf($limit, '$limit', 10, 100);
    const skip = pageOf($skip, '$skip', 0, 1_000_000);
    if (status !== undefined && !REPORT_STATUSES.includes(status as ReportStatus))
      throw badField('status', `must be one of ${REPORT_STATUSES.join(', ')}`);
    if (reportType !== undefined && !REPORT_TYPES.includes(reportType as ReportType))
      throw badField('reportType', `must be one of ${REPORT_TYPES.join(', ')}`);
    const filtered = () => {
      const q = this.own(params);
      if (status) q.where('status', status);
      if (reportType) q.where('reportType', reportType);
      return q;
    };
    const [counted, rows] = await Promise.all([
      filtered().count({ total: '*' }).first(),
      filtered()
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit)
        .offset(skip),
    ]);
    return { total: Number(counted?.total ?? 0), limit, skip, data: rows.map((r: RequestRow) => viewOf(this.app, r)) };
  }

  async get(id: unknown, params: Params) {
    return viewOf(this.app, await this.ownRow(id, params));
  }

  async create(data: unknown, params: Params) {
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      throw new BadRequest('Send { reportType, requestParams }');
    const { reportType, requestParams = {}, ...other } = data as Record<string, unknown>;
    const stray = Object.keys(other)[0];
    if (stray) throw badField(stray, 'is not part of a report request: send reportType and requestParams');
    if (typeof requestParams !== 'object' || requestParams === null || Array.isArray(requestParams))
      throw badField('requestParams', 'must be an object');
    const refusal = reportParamsRefusal(reportType, requestParams as Record<string, unknown>);
    if (refusal) throw badField(refusal.field, refusal.message);
    const request = requestParams as ReportParams;
    const templates = checkAccess(params.actingRole, TEMPLATE_REPORT_ACCESS);
    if (MANAGER_REPORTS[reportType as ReportType].needsJobTemplate && !templates.allowed) {
      throw new Forbidden(
        `${MANAGER_REPORTS[reportType as ReportType].title} reads job templates, which your role may not`,
        {
          missingPermissions: templates.missingPermissions,
          missingFeatures: templates.missingFeatures,
        },
      );
    }
    const careLocation = await careLocationFor(this.app, request.careLocationId, params);
    if (request.jobTemplateId !== undefined) await this.checkTemplate(request.jobTemplateId, careLocation.trustId);
    const type = reportType as ReportType;
    const clock = this.app.get('clock');
    const row: RequestRow = await this.db.transaction(async (trx) => {
      const [made] = await trx(REPORT_REQUESTS)
        .insert({
          userId: params.user!.id,
          trustId: careLocation.trustId,
          careLocationId: careLocation.id,
          reportType: type,
          requestParams: JSON.stringify(request),
          fileName: reportFileName(type, careLocation.name, request, 'xlsx').replace(/\.xlsx$/, ''),
        })
        .returning('*');
      await this.app
        .get('scheduler')
        .schedule(REPORT_TASK, reportTaskKey(made.id), clock.now(), { requestId: made.id }, trx);
      return made;
    });
    this.startSoon();
    return viewOf(this.app, row);
  }

  /** Retry (spec 4): a FAILED request patched back to PENDING is made again from the start. */
  async patch(id: unknown, data: unknown, params: Params) {
    const row = await this.ownRow(id, params);
    const { status, ...other } = (data ?? {}) as Record<string, unknown>;
    const stray = Object.keys(other)[0];
    if (stray) throw badField(stray, 'a report request only takes status PENDING, to retry it');
    if (status !== 'PENDING') throw badField('status', 'only PENDING, to retry a failed report');
    if (row.status !== 'FAILED')
      throw new Conflict(
        row.status === 'PENDING'
          ? 'This report is being made already'
          : 'This report is made: ask for a new one to cover changes since',
      );
    const clock = this.app.get('clock');
    const retried: RequestRow = await this.db.transaction(async (trx) => {
      const [updated] = await trx(REPORT_REQUESTS)
        .where({ id: row.id, status: 'FAILED' })
        .update({ status: 'PENDING', progress: 0, reason: null, updatedAt: trx.fn.now() })
        .returning('*');
      if (!updated) throw new Conflict('This report was retried already');
      await this.app
        .get('scheduler')
        .schedule(REPORT_TASK, reportTaskKey(row.id), clock.now(), { requestId: row.id }, trx);
      return updated;
    });
    this.startSoon();
    return viewOf(this.app, retried);
  }

  /** Removes a request and its files; one still being made stops at its next batch. */
  async remove(id: unknown, params: Params) {
    const row = await this.ownRow(id, params);
    await this.db(REPORT_REQUESTS).where('id', row.id).delete();
    await this.app.get('scheduler').cancel(reportTaskKey(row.id));
    await removeMadeFiles(this.app, row.fileKey);
    return viewOf(this.app, row);
  }

  private async checkTemplate(id: number, trustId: number) {
    const template = await this.db('jobtemplates').where('id', id).first('trustId');
    if (!template || (template.trustId !== null && template.trustId !== trustId))
      throw badField('requestParams.jobTemplateId', `there is no job template ${id} of this trust`);
  }

  /** Starts the report now rather than at the next poll, on a server whose poller runs (tests run it themselves). */
  private startSoon() {
    if (this.app.get('config').schedulerPollMs > 0)
      void this.app
        .get('scheduler')
        .runDue()
        .catch((e) => console.error('Starting a report failed:', e));
  }
}
