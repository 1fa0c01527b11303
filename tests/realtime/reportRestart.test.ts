/**
 * A server killed with SIGKILL while it makes a manager report loses nothing (issue 15): the request stays PENDING,
 * and another instance on the same database and files, once the dead one's lease on the task has run out, makes the
 * report from the start (the task's second attempt) and its file downloads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../api/sockets';
import { scratchPostgres, type Scratch } from '../support/scratchPostgres';
import { signIn, startInstance, type Instance } from './instances';

const { TEST_DATABASE_URL } = process.env;
const LEASE_MS = 3000;

describe.skipIf(!TEST_DATABASE_URL)('a server killed while it makes a report', () => {
  let scratch: Scratch;
  let db: Knex;
  let dataDir: string;
  let shared: Record<string, string>;
  const instances: Instance[] = [];

  beforeAll(async () => {
    scratch = await scratchPostgres(TEST_DATABASE_URL!);
    db = knexFactory({ client: 'pg', connection: scratch.url, pool: { min: 0, max: 2 } });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankshift-report-restart-'));
    shared = {
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'report-restart-test',
      SCHEDULER_POLL_MS: '200',
      SCHEDULER_LEASE_MS: String(LEASE_MS),
    };
  });

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await db?.destroy();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Calls an instance's API as a demo user, under their first role. */
  const caller = async (url: string, email: string) => {
    const { token, roleId } = await signIn(url, email);
    return (method: string, path: string, body?: unknown) =>
      fetch(`${url}${path}${path.includes('?') ? '&' : '?'}role=${roleId}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
  };

  it('leaves the request PENDING, and another instance makes it once the lease runs out', async () => {
    const first = await startInstance({ ...shared, SEED_DEMO: '1' });
    instances.push(first);
    const place = await db('care_locations').where({ name: 'Northfield General Hospital' }).first('id');
    const call = await caller(first.url, 'opsmanager@bankshift.test');

    // The cancellations report reads the cancellation reasons, which nothing else reads in the background: locked,
    // they hold the report at its query, its task claimed and running.
    const holder = await db.transaction();
    await holder.raw('lock table reports_cancellation_reasons in access exclusive mode');
    const asked = await call('POST', '/api/v3/report-visualization-requests', {
      reportType: 'ManagerReport4',
      requestParams: { careLocationId: place.id, startDate: '2026-01-01', endDate: '2026-12-31' },
    });
    expect(asked.status).toBe(201);
    const request = await asked.json();
    const task = () =>
      db('scheduled_tasks')
        .where({ key: `managerReport:${request.id}` })
        .first('status', 'attempts', 'lockedUntil');
    await until(async () => (await task())?.status === 'running', 20_000);

    first.process.kill('SIGKILL');
    await first.stop();
    await holder.rollback();
    expect(await db('report_requests').where({ id: request.id }).first('status', 'progress')).toEqual({
      status: 'PENDING',
      progress: 0,
    });
    expect(new Date((await task()).lockedUntil).getTime()).toBeGreaterThan(Date.now() - LEASE_MS);

    const second = await startInstance({ ...shared, SEED_DEMO: '0' });
    instances.push(second);
    await until(
      async () => (await db('report_requests').where({ id: request.id }).first('status')).status === 'COMPLETED',
      30_000,
    );
    // The scheduler marks its task done once the report's work has returned, just after the request is COMPLETED.
    await until(async () => (await task()).status !== 'running', 10_000);
    expect(await task()).toMatchObject({ status: 'done', attempts: 2 });
    const callSecond = await caller(second.url, 'opsmanager@bankshift.test');
    const made = await (await callSecond('GET', `/api/v3/report-visualization-requests/${request.id}`)).json();
    expect(made).toMatchObject({ status: 'COMPLETED', progress: 100, reason: null });
    const file = await callSecond('GET', made.report_url);
    expect(file.status).toBe(200);
    // An XLSX workbook is a zip archive.
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  }, 120_000);
});
