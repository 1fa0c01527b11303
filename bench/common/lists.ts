/**
 * What the list benchmarks (skills, jobs) share: signing in over HTTP, checking an answer against the direct
 * SQL, cancelling abandoned work between runs, statements per request, and the progress line of a run.
 */
import type pg from 'pg';
import type { Servers } from './children';
import type { Measured } from './load';
import { log, sleep } from './log';
import { APP_NAMES, type StatementCounts, type VariantName } from './protocol';
import { BENCH_PASSWORD } from './users';

export interface Session {
  token: string;
  roleId: number;
  trustId: number | null;
  userId: number;
}

export async function signIn(authUrl: string, email: string, password = BENCH_PASSWORD): Promise<Session> {
  const res = await fetch(authUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email, password }),
  });
  const body = (await res.json()) as any;
  if (res.status !== 201) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  const role = body.user.newUserRoles[0];
  return { token: body.accessToken, roleId: role.roleId, trustId: role.trustId ?? null, userId: body.user.id };
}

export interface Expected {
  total: number;
  rows: number;
  firstId: number | undefined;
}

/** Every 2xx answer must hold the total, row count and first id that the direct SQL gave. */
export function checker(expected: Expected) {
  return (body: any): string | undefined => {
    if (!body || !Array.isArray(body.data)) return `no data array: ${JSON.stringify(body).slice(0, 200)}`;
    if (body.total !== expected.total) return `total ${body.total}, expected ${expected.total}`;
    if (body.data.length !== expected.rows) return `${body.data.length} rows, expected ${expected.rows}`;
    if (body.data[0]?.id !== expected.firstId) return `first id ${body.data[0]?.id}, expected ${expected.firstId}`;
    return undefined;
  };
}

export const perRequest = (c: StatementCounts, requests: number): StatementCounts => ({
  auth: c.auth / requests,
  page: c.page / requests,
  count: c.count / requests,
  other: c.other / requests,
});

export const say = (label: string, m: Measured, extra = '') =>
  log(
    `    ${label.padEnd(26)} p50 ${m.p50.toFixed(2)} ms  p95 ${m.p95.toFixed(2)} ms  ${m.rps.toFixed(1)} req/s  (${m.ok} in ${m.seconds.toFixed(1)} s after ${m.warmupSeconds.toFixed(1)} s warm-up)` +
      `${m.non2xx || m.mismatches || m.errors || m.timeouts ? `  !! non-2xx ${m.non2xx}, wrong ${m.mismatches}, errors ${m.errors}, timeouts ${m.timeouts}: ${m.sample}` : ''}${extra}`,
  );

/** Cancelling the queries of one server or of the direct pools, and waiting for a server to be idle. */
export function canceller(admin: pg.Client, servers: () => Servers | undefined) {
  /** Cancels the running queries of one server or of the direct pools: work for answers nobody waits for. */
  const cancel = async (appName: string) => {
    await admin.query(
      `select pg_cancel_backend(pid) from pg_stat_activity where application_name = $1 and state = 'active' and pid <> pg_backend_pid()`,
      [appName],
    );
  };
  /**
   * After a window closes, the server still works on the requests autocannon abandoned (and on queries
   * those started): cancel until it has no request in flight and no query running, so the next run starts clean.
   */
  const settle = async (variant: VariantName) => {
    for (let i = 0; i < 1200; i++) {
      const running = Number(
        (
          await admin.query(
            `select count(*) as n from pg_stat_activity where application_name = $1 and state = 'active'`,
            [APP_NAMES[variant]],
          )
        ).rows[0].n,
      );
      if (running === 0 && (await servers()!.inFlight(variant)) === 0) return;
      await cancel(APP_NAMES[variant]);
      await sleep(50);
    }
    throw new Error(`${variant} was still busy 60 s after its window closed`);
  };
  return { cancel, settle };
}
