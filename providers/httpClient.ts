/**
 * The one HTTP client of the console (spec 7): JSON over fetch to /api/v3, with the version and bearer token
 * headers, the acting role as the `role` query parameter, x-institutionid on legacy /old/ pages, a 5 second
 * timeout, and API errors turned into react-admin HttpErrors.
 */
import { HttpError } from 'react-admin';
import { HTTP_TIMEOUT_MS, isRolelessPath } from '../domain/constants';
import { session } from './session';

export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };
export type Query = Record<string, QueryValue>;

let origin = '';

/** Sends calls to the API at another origin (the UI tests run the server on its own port). */
export function setApiOrigin(apiOrigin: string) {
  origin = apiOrigin.replace(/\/$/, '');
}

/** Where the API and its socket live: the page's own origin unless set. */
export const apiOrigin = () => origin || window.location.origin;

const encode = (s: string) => encodeURIComponent(s).replace(/%24/g, '$');
const isEmpty = (v: QueryValue) => v === undefined || v === null || v === '';

/**
 * The query string of an object: arrays repeat the key, empty values are skipped, nested objects use brackets
 * ({ $sort: { name: 1 } } gives $sort[name]=1; { id: { $in: [1, 2] } } gives id[$in]=1&id[$in]=2).
 */
export function queryString(query: Query): string {
  const parts: string[] = [];
  const add = (key: string, value: QueryValue) => {
    if (isEmpty(value)) return;
    if (Array.isArray(value)) {
      value.forEach((v, i) => add(v !== null && typeof v === 'object' && !Array.isArray(v) ? `${key}[${i}]` : key, v));
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value!)) add(`${key}[${encode(k)}]`, v);
    } else {
      parts.push(`${key}=${encode(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) add(encode(key), value);
  return parts.join('&');
}

/**
 * An API refusal carries the session token its call was sent under: a refusal of another session's call says
 * nothing of this one. (HttpError resets its prototype, so this is a property rather than a subclass.)
 */
export type ApiError = HttpError & { sentToken: string | null };
export const isApiError = (error: unknown): error is ApiError => error instanceof HttpError && 'sentToken' in error;

function headers(jsonBody: boolean, token: string | null): Headers {
  const h = new Headers({ Accept: 'application/json', version: __APP_VERSION__ });
  if (jsonBody) h.set('Content-Type', 'application/json');
  if (token) h.set('Authorization', `Bearer ${token}`);
  const institutionId = window.location.pathname.startsWith('/old/') ? session.legacyInstitutionId() : null;
  if (institutionId !== null) h.set('x-institutionid', String(institutionId));
  return h;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any JSON a service answers; http<T> says what it is
async function readBody(response: Response): Promise<any> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Sent as JSON, or as multipart for a FormData. */
  body?: unknown;
  /** Cancels the call (react-query passes one). */
  signal?: AbortSignal;
  /** The few older calls the spec names live under /api/v1 (spec 7.1); like the others they act under the role. */
  apiVersion?: 'v1' | 'v3';
  /** A service's own method, for a declared action (POSTed with x-service-method). */
  serviceMethod?: string;
}

/** Ends a token on the server when its user logs out. Nothing waits for it: a failure leaves the user logged out here. */
export function endSession(token: string) {
  fetch(`${origin}/api/v3/authentication`, { method: 'DELETE', headers: headers(false, token), keepalive: true }).catch(
    () => {},
  );
}

/** Fetches a file the API serves at `path` (from the origin, as a signed link gives it) with the client's headers. */
export async function fetchFile(path: string): Promise<Blob> {
  const response = await fetch(`${origin}${path}`, { headers: headers(false, session.token()) });
  if (!response.ok) throw new HttpError(`The file could not be fetched (HTTP ${response.status})`, response.status);
  return response.blob();
}

/** Calls `path` under /api/v3 ('skills', 'skills/3', 'authentication') and answers the JSON body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a caller that names no type reads the body field by field
export async function http<T = any>(
  path: string,
  { method = 'GET', query = {}, body, signal, apiVersion = 'v3', serviceMethod }: HttpRequest = {},
): Promise<T> {
  const search = queryString(isRolelessPath(path) ? query : { ...query, role: session.roleId() });
  const json = body !== undefined && !(body instanceof FormData);
  const token = session.token();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), HTTP_TIMEOUT_MS);
  const sent = headers(json, token);
  if (serviceMethod) sent.set('x-service-method', serviceMethod);
  try {
    const response = await fetch(`${origin}/api/${apiVersion}/${path}${search ? `?${search}` : ''}`, {
      method,
      headers: sent,
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    });
    const answer = await readBody(response);
    if (!response.ok) {
      const message =
        typeof answer?.message === 'string' && answer.message ? answer.message : 'bankshift.something_went_wrong';
      throw Object.assign(new HttpError(message, response.status, answer), { sentToken: token });
    }
    return answer as T;
  } catch (error) {
    if (error instanceof HttpError || signal?.aborted) throw error;
    throw new HttpError(timeout.signal.aborted ? 'bankshift.http.timeout' : 'bankshift.http.unreachable', 0);
  } finally {
    clearTimeout(timer);
  }
}
