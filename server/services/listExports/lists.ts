/**
 * The lists a list export writes (domain/listExports.ts): the jobs list with the columns of its own export, and every
 * other declared list as its generated list reads (readable.ts). Each is read by its service's own find statement
 * (ResourceService.exportQuery: its access, tenancy, conditions and order), a batch at a time.
 */
import type { Knex } from 'knex';
import { JOB_EXPORT_COLUMNS } from '../../../domain/listExports';
import { currentRateOf } from '../../../domain/shifts';
import { labelOf, type ResourceDefinition } from '../../../resources/define';
import type { Application, Params } from '../../declarations';
import { servicePath } from '../../resources';
import { ResourceService } from '../resourceService';
import { readableHeader, readableLines, type ServiceOf } from './readable';
import type { Row } from '../../db/row';

export interface ExportedList {
  def: ResourceDefinition;
  /** The file's name before its date. */
  fileName: string;
  header: string[];
  /** Every row the list's query selects, in its order. */
  statement(params: Params): Knex.QueryBuilder;
  /** A batch of the statement's rows as lines of the file. */
  lines(rows: Row[], params: Params): Promise<unknown[][]>;
}

function serviceOfApp(app: Application): ServiceOf {
  return (resource) => {
    const service = (app.services as Record<string, unknown>)[servicePath(resource)];
    return service instanceof ResourceService ? service : undefined;
  };
}

/** A column's value as people read it: a fixed value by its label (Ready for approval, not readyForApprove). */
function labelled(def: ResourceDefinition, key: string, row: Row): unknown {
  const field = def.fields[key];
  const value = row[key];
  return field?.type === 'enum' && typeof value === 'string' ? labelOf(field, value) : value;
}

/** The shifts of the jobs list, with the names of the places and titles they point at. */
function jobsList(service: ResourceService): ExportedList {
  return {
    def: service.def,
    fileName: 'shifts',
    header: JOB_EXPORT_COLUMNS.map((c) => c.header),
    statement: (params) =>
      service
        .exportQuery(params)
        .leftJoin('care_locations as export_place', 'export_place.id', 'jobs.careLocationId')
        .leftJoin('departments as export_area', 'export_area.id', 'jobs.departmentId')
        .leftJoin('job_title_types as export_title', 'export_title.id', 'jobs.jobTitleTypeId')
        .select('export_place.name as careLocation', 'export_area.name as area', 'export_title.name as jobTitle'),
    // Each shift's rate as the list answers it (the view of its one rate), not its stored terms.
    lines: async (rows) =>
      (await service.answerRows(rows)).map((row) =>
        JOB_EXPORT_COLUMNS.map((c) => (c.key === 'rate' ? currentRateOf(row.rate) : labelled(service.def, c.key, row))),
      ),
  };
}

/** The list of a declared resource that lists (find), or undefined. */
export function exportedList(app: Application, resource: string): ExportedList | undefined {
  const serviceOf = serviceOfApp(app);
  const service = serviceOf(resource);
  if (!service?.def.methods.includes('find')) return undefined;
  if (resource === 'jobs') return jobsList(service);
  return {
    def: service.def,
    fileName: resource,
    header: readableHeader(service.def),
    statement: (params) => service.exportQuery(params),
    lines: (rows, params) => readableLines(service, rows, params, serviceOf),
  };
}
