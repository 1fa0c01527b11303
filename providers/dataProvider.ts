/** react-admin's DataProvider over the API's find/get/create/patch/remove (spec 7); filters as in filterQuery.ts. */
import { HttpError, type DataProvider, type RaRecord, type SortPayload } from 'react-admin';
import { LIST_EXPORTS_PATH } from '../domain/listExports';
import { SYSTEM_FIELDS, type ResourceShell } from '../resources/define';
import { filterQuery } from './filterQuery';
import { apiOrigin, http } from './httpClient';
import { definitionOf } from './resources';
import { AUTHENTICATED, realtime } from './realtime';

/** Ids per request of getMany, updateMany and deleteMany: keeps the URL well under Node's 16 KB header limit. */
export const ID_CHUNK = 500;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields a client may send: declared, not set by the server. */
function writable(def: ResourceShell | undefined, data: Record<string, unknown>, previous?: Record<string, unknown>) {
  const keep = ([name]: [string, unknown]) =>
    def ? def.writable.includes(name) : !(SYSTEM_FIELDS as readonly string[]).includes(name);
  const changed = ([name, value]: [string, unknown]) => !previous || !same(value, previous[name]);
  return Object.fromEntries(Object.entries(data).filter((e) => keep(e) && changed(e)));
}

/**
 * The API's 400/409 `errors: [{ field, message }]` by field, also once a write verb has made them form errors
 * (withFormErrors); null when the error names no field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const errors = error instanceof HttpError ? error.body?.errors : undefined;
  const named: [string, string][] = Array.isArray(errors)
    ? (errors as { field?: string; message: string }[]).filter((e) => e.field).map((e) => [e.field!, e.message])
    : errors && typeof errors === 'object'
      ? Object.entries(errors as Record<string, unknown>).filter(
          (e): e is [string, string] => e[0] !== 'root' && typeof e[1] === 'string',
        )
      : [];
  return named.length ? Object.fromEntries(named) : null;
}

/** The API's field errors as react-admin form errors, shown under each input. */
function withFormErrors(error: unknown): unknown {
  if (!(error instanceof HttpError) || !Array.isArray(error.body?.errors)) return error;
  return new HttpError(error.message, error.status, {
    ...error.body,
    errors: { ...fieldErrorsOf(error), root: { serverError: error.message } },
  });
}

const sortQuery = (sort: SortPayload | undefined) =>
  sort?.field ? { [sort.field]: sort.order === 'DESC' ? -1 : 1 } : undefined;

const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / ID_CHUNK) }, (_, i) => list.slice(i * ID_CHUNK, (i + 1) * ID_CHUNK));
const byIds = (ids: RaRecord['id'][]) => ({ id: { $in: ids } });

/** A paged find answer; an unpaged one is a plain array. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a service's rows, read by the definition that shows them
type Found = { total: number; data: any[] } | any[];

/** The verb of a declared action (resources/define.ts ActionDefinition): acts on one record, answers it as changed. */
export interface ActParams {
  id: RaRecord['id'];
  action: string;
  data?: Record<string, unknown>;
}

/** The verbs of the bespoke services the console writes through (spec 7.1, 7.5), beside react-admin's. */
interface CustomVerbs {
  act(resource: string, params: ActParams): Promise<{ data: RaRecord }>;
  /** Offers a shift to one nurse (POST jobs/offer-to-nurse): the application it makes. */
  offerToNurse(params: { jobId: number; userId: number }): Promise<{ data: RaRecord }>;
  /** Opens the shift's chat room with a nurse (POST /api/v1/users/add-to-chat): the room's id. */
  addToChat(params: { jobId: number; staffId: number }): Promise<{ data: { chatRoomId: string } }>;
  /** Exports the rates of a filtered list (POST export-job-rates): the signed link of its file. */
  exportJobRates(params: {
    format: 'xlsx' | 'csv';
    list: 'shifts' | 'uplifts';
    filter: Record<string, unknown>;
  }): Promise<{ data: ExportLink }>;
  /**
   * Exports every row a list's filter selects, in its order (POST list-exports, domain/listExports.ts): the signed
   * link the browser follows to download the CSV the server writes as it reads the rows.
   */
  exportList(
    resource: string,
    params: { filter: Record<string, unknown>; sort: SortPayload },
  ): Promise<{ data: { url: string } }>;
  /**
   * Calls back when a row of a family (topic `resource/<name>`) changes that the role may read (its created, patched
   * and removed events over the realtime connection: the server sends each only where a get of the row would answer
   * it), and when the connection signs in again (it may have missed some). react-admin's realtime convention.
   */
  subscribe(topic: string, callback: LiveCallback): Promise<{ data: null }>;
  unsubscribe(topic: string, callback: LiveCallback): Promise<{ data: null }>;
}

/** What a live subscription is told: a row of its family created, patched or removed, or the connection back. */
export interface LiveEvent {
  topic: string;
  type: 'created' | 'patched' | 'removed' | 'reconnected';
  payload?: RaRecord;
}
type LiveCallback = (event: LiveEvent) => void;
/** The unsubscribe of each callback's topics. */
const liveStops = new Map<LiveCallback, Map<string, () => void>>();

/** A file the server made, at a signed link that expires (spec 7.5 signedurls). */
export interface ExportLink {
  url: string;
  fileName: string;
  rows: number;
  expiresAt: string;
}

export const dataProvider: DataProvider & CustomVerbs = {
  async subscribe(topic, callback) {
    const resource = topic.replace(/^resource\//, '');
    const stops = [
      ...(['created', 'patched', 'removed'] as const).map((type) =>
        realtime.subscribe(`api/v3/${resource} ${type}`, (payload) => callback({ topic, type, payload })),
      ),
      realtime.subscribe(AUTHENTICATED, () => callback({ topic, type: 'reconnected' })),
    ];
    if (!liveStops.has(callback)) liveStops.set(callback, new Map());
    liveStops.get(callback)!.set(topic, () => stops.forEach((stop) => stop()));
    return { data: null };
  },

  async unsubscribe(topic, callback) {
    liveStops.get(callback)?.get(topic)?.();
    liveStops.get(callback)?.delete(topic);
    if (!liveStops.get(callback)?.size) liveStops.delete(callback);
    return { data: null };
  },

  async act(resource, { id, action, data = {} }) {
    try {
      return { data: await http(resource, { method: 'POST', serviceMethod: action, body: { ...data, id } }) };
    } catch (error) {
      throw withFormErrors(error);
    }
  },

  async offerToNurse(body) {
    return { data: await http('jobs/offer-to-nurse', { method: 'POST', body }) };
  },

  async addToChat(body) {
    // A v1 call names no role by default; this one acts under the manager's chat permission.
    return { data: await http('users/add-to-chat', { apiVersion: 'v1', method: 'POST', body }) };
  },

  async exportJobRates({ format, list, filter }) {
    return {
      data: await http('export-job-rates', { method: 'POST', body: { format, list, query: filterQuery(filter) } }),
    };
  },

  async exportList(resource, { filter, sort }) {
    const query = { ...filterQuery(filter), $sort: sortQuery(sort) };
    const { url } = await http<{ url: string }>(LIST_EXPORTS_PATH, { method: 'POST', body: { resource, query } });
    return { data: { url: `${apiOrigin()}${url}` } };
  },

  async getList(resource, { pagination, sort, filter, signal }) {
    const perPage = pagination?.perPage ?? definitionOf(resource)?.pageSize;
    const page = pagination?.page ?? 1;
    const answer = await http<Found>(resource, {
      query: {
        ...filterQuery(filter),
        $limit: perPage,
        $skip: perPage ? (page - 1) * perPage : undefined,
        $sort: sortQuery(sort),
      },
      signal,
    });
    return Array.isArray(answer) ? { data: answer, total: answer.length } : { data: answer.data, total: answer.total };
  },

  async getOne(resource, { id, signal }) {
    return { data: await http(`${resource}/${id}`, { signal }) };
  },

  async getMany(resource, { ids, signal }) {
    const pages = await Promise.all(
      chunks([...new Set(ids)]).map((chunk) =>
        http<Found>(resource, { query: { ...byIds(chunk), $limit: chunk.length }, signal }),
      ),
    );
    return { data: pages.flatMap((p) => (Array.isArray(p) ? p : p.data)) };
  },

  getManyReference(resource, { target, id, filter, ...rest }) {
    return dataProvider.getList(resource, { ...rest, filter: { ...filter, [target]: id } });
  },

  async create(resource, { data }) {
    const def = definitionOf(resource);
    try {
      return {
        data: await http(resource, { method: 'POST', body: def?.creates === 'payload' ? data : writable(def, data) }),
      };
    } catch (error) {
      throw withFormErrors(error);
    }
  },

  async update(resource, { id, data, previousData }) {
    const changes = writable(definitionOf(resource), data, previousData);
    if (!Object.keys(changes).length) return { data: previousData };
    try {
      return { data: await http(`${resource}/${id}`, { method: 'PATCH', body: changes }) };
    } catch (error) {
      throw withFormErrors(error);
    }
  },

  async updateMany(resource, { ids, data }) {
    const body = writable(definitionOf(resource), data);
    const done = await Promise.all(
      chunks(ids).map((chunk) => http<RaRecord[]>(resource, { method: 'PATCH', query: byIds(chunk), body })),
    );
    return { data: done.flat().map((r) => r.id) };
  },

  async delete(resource, { id }) {
    return { data: await http(`${resource}/${id}`, { method: 'DELETE' }) };
  },

  async deleteMany(resource, { ids }) {
    const done = await Promise.all(
      chunks(ids).map((chunk) => http<RaRecord[]>(resource, { method: 'DELETE', query: byIds(chunk) })),
    );
    return { data: done.flat().map((r) => r.id) };
  },
};
