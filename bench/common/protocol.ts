/** What a bench and its servers' child process (servers.ts) say to each other, and how a statement is told apart. */

export type VariantName = 'ours-nocache' | 'ours-cache' | 'plain';

export interface StatementCounts {
  /**
   * Checking the caller: loading the signed-in user and their roles (users, user_roles), and whether the token has
   * ended (ended_sessions).
   */
  auth: number;
  /** The page of rows. */
  page: number;
  /** COUNT for the total. */
  count: number;
  other: number;
}

export interface Captured {
  sql: string;
  bindings: unknown[];
}

/** What a server did since the last `take`: requests answered (2xx) and their statements by kind; requests in flight now. */
export interface Taken {
  /** Statements of the requests answered (2xx) since the last take, by kind. */
  counts: StatementCounts;
  requests: number;
  /** Every statement sent since the last take, answered or not (requests still waiting included). */
  issued: StatementCounts;
  inFlight: number;
  /** CPU time of the servers' process (user + system), in microseconds. */
  cpuMicros: number;
}

/** Each server's and the direct pools' PostgreSQL application_name, to cancel abandoned work by. */
export const APP_NAMES: Record<VariantName | 'direct', string> = {
  'ours-nocache': 'bench-ours-nocache',
  'ours-cache': 'bench-ours-cache',
  plain: 'bench-plain',
  direct: 'bench-direct',
};

export { withAppName } from './db';

export type ToChild =
  | { id: number; cmd: 'take'; variant: VariantName }
  | { id: number; cmd: 'inflight'; variant: VariantName }
  | { id: number; cmd: 'capture'; variant: VariantName }
  | { id: number; cmd: 'captured'; variant: VariantName }
  | { id: number; cmd: 'close' };

export type FromChild =
  | {
      ready: true;
      urls: Record<VariantName, string>;
      authUrl: string;
      defaultCacheSeconds: number;
      poolMax: number;
      /** One JWT verification by the server's authentication service: as configured, and given a KeyObject. */
      jwtVerifyMicros: { asConfigured: number; keyObject: number };
    }
  | { id: number; taken?: Taken; inFlight?: number; captured?: Captured[] };

export function classify(sql: string, list?: string): keyof StatementCounts {
  const s = sql.toLowerCase();
  // Given the list's table, a page or a count is a statement on it: a lookup of another table with a limit, sent
  // while the request ran, is not the page (one, taken for it, failed the skills smoke run on a loaded machine).
  const onList = !list || s.includes(`from "${list}"`);
  if (/\bcount\(/.test(s)) return onList ? 'count' : 'other';
  // The signed-in user and roles (server/principal.ts: users joined to their roles) and the session check; a list's
  // embedded people (select ... from "users" where "id" in ...) are the list's own work, not authentication.
  if (/from "users" as "u" left join "user_roles"|from "ended_sessions"/.test(s)) return 'auth';
  if (/^select\b/.test(s) && /\blimit\b/.test(s) && onList) return 'page';
  return 'other';
}
