/**
 * List exports (list-exports, list-export-files; issue 15): the jobs list's every shift its query selects, in its
 * order, as the list's own pages give them (more than a page, more than a batch of the cursor); names for places and
 * titles; another trust's shifts never in it; the link signed for its user and role: followed without a session,
 * refused changed, expired, or once the role no longer reads shifts; the query checked when the link is asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAND_LABELS, type Band } from '../../domain/bands';
import { LIST_EXPORT_LINK_SECONDS } from '../../domain/listExports';
import { addDays } from '../../domain/time';
import { EXPORT_BATCH } from '../../server/services/listExports';
import {
  FULFILMENT_LABELS,
  JOB_STATUS_LABELS,
  PROGRESS_LABELS,
  RATE_ESCALATION_STATUS_LABELS,
  type Fulfilment,
  type JobStatus,
  type Progress,
  type RateEscalationStatus,
} from '../../domain/shifts';
import { csvRecords } from '../support/csv';
import { startHarness, type Harness, type Session } from './harness';
import { advance, dayFrom, grantRole, placesOf, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let admin: Session;

beforeAll(async () => {
  h = await startHarness({}, { withShifts: true });
  p = await placesOf(h);
  admin = await h.signIn('trustadmin@bankshift.test');
});
afterAll(() => h?.close());

const db = () => h.server.database.knex;
const ask = (
  who: Session,
  query: Record<string, unknown>,
  resource = 'jobs',
  opts: { role?: number; headers?: Record<string, string> } = {},
) => who.call('POST', 'list-exports', { ...opts, body: { resource, query } });
const follow = (url: string) => fetch(`${h.url}${url}`);

/** Every shift the list gives for `query`, page by page, in its order. */
async function listed(who: Session, query: string) {
  const rows: any[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = (await who.call('GET', 'jobs', { query: `${query}&$limit=100&$skip=${skip}` })).body;
    rows.push(...page.data);
    if (rows.length >= page.total) return rows;
  }
}

async function exported(who: Session, query: Record<string, unknown>) {
  const link = await ask(who, query);
  expect(link.status, JSON.stringify(link.body)).toBe(201);
  const response = await follow(link.body.url);
  expect(response.status, await response.clone().text()).toBe(200);
  return { response, lines: (await response.text()).split('\r\n') };
}

describe('the jobs list export', () => {
  it("writes every shift the list's query selects, in its order, with names for places and job titles", async () => {
    const range = { startDate: dayFrom(h, -180), endDate: dayFrom(h, 60) };
    const query = { date: { $gte: range.startDate, $lte: range.endDate }, $sort: { startsAt: 1 } };
    const { response, lines } = await exported(admin, query);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="shifts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(lines[0]).toBe(
      'Shift id,Date,Start,End,Day or night,Title,Job title,Care location,Area,Band from,Band to,Vacancies,Confirmed,Progress,Status,Fulfilment,Tier,Rate (£/h),Rate status',
    );
    const shifts = await listed(admin, `date[$gte]=${range.startDate}&date[$lte]=${range.endDate}&$sort[startsAt]=1`);
    // More than a batch of the cursor: the file is written batch by batch.
    expect(shifts.length).toBeGreaterThan(EXPORT_BATCH);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(shifts.map((s) => s.id));

    // One shift's line, field by field.
    const shift = shifts.find((s) => s.jobTitleTypeId !== null) ?? shifts[0];
    const [place, area, title] = await Promise.all([
      db()('care_locations').where({ id: shift.careLocationId }).first('name'),
      db()('departments').where({ id: shift.departmentId }).first('name'),
      shift.jobTitleTypeId === null
        ? undefined
        : db()('job_title_types').where({ id: shift.jobTitleTypeId }).first('name'),
    ]);
    const line = lines.find((l) => l.startsWith(`${shift.id},`))!;
    const quote = (v: string) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    expect(line).toBe(
      [
        shift.id,
        shift.date,
        shift.startTime,
        shift.endTime,
        shift.shift,
        quote(shift.title),
        title ? quote(title.name) : '',
        quote(place.name),
        quote(area.name),
        BAND_LABELS[shift.gradeFrom as Band],
        BAND_LABELS[shift.gradeTo as Band],
        shift.vacancies,
        shift.confirmedCount,
        // Fixed values by their labels, as people read them.
        PROGRESS_LABELS[shift.progress as Progress],
        JOB_STATUS_LABELS[shift.status as JobStatus],
        FULFILMENT_LABELS[shift.fulfilment as Fulfilment],
        shift.tier,
        shift.rate?.current ?? '',
        RATE_ESCALATION_STATUS_LABELS[shift.rateEscalationStatus as RateEscalationStatus],
      ].join(','),
    );
  });

  it("narrows as the list does, and holds only the role's own trust's shifts", async () => {
    // The first day ahead on which the demo holds several of the general hospital's shifts (which days do, moves
    // with the calendar).
    const onDay = (day: string) => listed(admin, `date=${day}&careLocationId=${p.general}&$sort[startsAt]=-1`);
    let day = dayFrom(h, 1);
    while ((await onDay(day)).length < 2 && day < dayFrom(h, 30)) day = addDays(day, 1);
    const query = { date: day, careLocationId: p.general, $sort: { startsAt: -1 } };
    const { lines } = await exported(admin, query);
    const shifts = await onDay(day);
    expect(shifts.length).toBeGreaterThan(1);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(shifts.map((s) => s.id));

    const south = await h.signIn('southadmin@bankshift.test');
    const all = await exported(south, {});
    const ids = all.lines.slice(1).map((l) => Number(l.split(',')[0]));
    const southgate = await db()('jobs').where({ trustId: p.southgate }).pluck('id');
    expect(ids.length).toBe((await listed(south, '')).length);
    expect(ids.every((id) => southgate.includes(id))).toBe(true);
  });

  it('refuses a wrong query when the link is asked for, naming the field', async () => {
    expect((await ask(admin, { grade: 'x' })).body).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^grade: /),
    });
    expect((await ask(admin, { nothing: 1 })).status).toBe(400);
    expect((await ask(admin, {}, 'no-such-list')).body).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^resource: must be the name of a list/),
    });
    expect((await admin.call('POST', 'list-exports', { body: { resource: 'jobs', query: [1] } })).body).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^query: /),
    });
  });

  it('is followed without a session by its link alone, refused changed, expired, or once the role no longer reads shifts', async () => {
    const link = (await ask(admin, { date: dayFrom(h, 1) })).body.url as string;
    const [path, signature] = link.split('?signature=');
    const token = path
      .split('/')
      .pop()!
      .replace(/\.csv$/, '');
    // Another query under the same signature; another signature.
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(token, 'base64url').toString()), query: {} }),
    ).toString('base64url');
    expect((await follow(`${path.replace(token, changed)}?signature=${signature}`)).status).toBe(403);
    expect((await follow(`${path}?signature=${signature.slice(1)}x`)).status).toBe(403);
    expect((await follow(path)).status).toBe(403);
    expect((await follow(link)).status).toBe(200);
    // Expired.
    await advance(h, (LIST_EXPORT_LINK_SECONDS + 1) * 1000);
    expect((await follow(link)).status).toBe(410);

    // A role that loses its reading of shifts after asking.
    const officer = await h.signIn('bankofficer@bankshift.test');
    const fresh = (await ask(officer, { date: dayFrom(h, 1) })).body.url as string;
    expect((await follow(fresh)).status).toBe(200);
    const roleId = officer.account.newUserRoles[0].roleId;
    await db()('user_roles').where({ id: roleId }).update({ isActive: false });
    expect((await follow(fresh)).status).toBe(403);
    await db()('user_roles').where({ id: roleId }).update({ isActive: true });
  });
});

describe("a generated list's export", () => {
  /** Every row the list `resource` gives for `query`, page by page, in its order. */
  async function listedOf(
    who: Session,
    resource: string,
    query = '',
    opts: { role?: number; headers?: Record<string, string> } = {},
  ) {
    const rows: any[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = (await who.call('GET', resource, { ...opts, query: `${query}&$limit=100&$skip=${skip}` })).body;
      rows.push(...page.data);
      if (rows.length >= page.total) return rows;
    }
  }

  async function exportedList(
    who: Session,
    resource: string,
    query: Record<string, unknown> = {},
    opts: { role?: number; headers?: Record<string, string> } = {},
  ) {
    const link = await ask(who, query, resource, opts);
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const response = await follow(link.body.url);
    expect(response.status, await response.clone().text()).toBe(200);
    const [header, ...records] = csvRecords(await response.text());
    return { response, header, records };
  }

  const trustName = async (id: number) => (await db()('trusts').where({ id }).first('name')).name;

  it('writes every audit entry the list selects, in its order, past a batch, each as the list reads it: people and trusts by name, changes as JSON', async () => {
    const author = await db()('users')
      .where({ email: 'trustadmin@bankshift.test' })
      .first('id', 'firstname', 'lastname');
    await db()('audit_logs').insert(
      Array.from({ length: EXPORT_BATCH + 20 }, (_, i) => ({
        service: 'departments',
        method: 'patch',
        recordId: i + 1,
        userId: author.id,
        userEmail: 'trustadmin@bankshift.test',
        roleType: 'TRUST-ADMIN',
        trustId: p.northfield,
        changes: JSON.stringify({ costCode: `C${i}`, note: 'ward "B", east' }),
      })),
    );
    const { response, header, records } = await exportedList(admin, 'audit-logs');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-logs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(header).toEqual([
      'Id',
      'What',
      'Change',
      'Record',
      'User',
      'Who',
      'Role',
      'About',
      'Acting role',
      'Trust',
      'Changes',
      'Created',
      'Updated',
    ]);
    const entries = await listedOf(admin, 'audit-logs');
    expect(entries.length).toBeGreaterThan(EXPORT_BATCH);
    expect(records.map((r) => Number(r[0]))).toEqual(entries.map((e) => e.id));

    const entry = entries.find((e) => e.service === 'departments' && e.recordId === 3)!;
    expect(records.find((r) => Number(r[0]) === entry.id)).toEqual([
      String(entry.id),
      'Departments',
      'Changed',
      '3',
      `${author.firstname} ${author.lastname}`,
      'trustadmin@bankshift.test',
      '',
      '',
      'Trust Admin',
      await trustName(p.northfield),
      JSON.stringify(entry.changes),
      entry.createdAt,
      entry.updatedAt,
    ]);
    expect(entry.changes).toEqual({ costCode: 'C2', note: 'ward "B", east' });
  });

  it("holds the role's own trust's rows only, and names what the role may list (a role that may not list trusts reads their ids)", async () => {
    // An entry of Southgate's own: the demo's audit log holds Northfield's only (others come and go with the
    // scheduler's automatic pay increases, as the time of day puts a Southgate shift in their window or not).
    const south = await h.signIn('southadmin@bankshift.test');
    await db()('audit_logs').insert({
      service: 'departments',
      method: 'patch',
      recordId: 1,
      userId: south.account.id,
      userEmail: 'southadmin@bankshift.test',
      roleType: 'TRUST-ADMIN',
      trustId: p.southgate,
      changes: JSON.stringify({ costCode: 'S1' }),
    });
    const { records } = await exportedList(south, 'audit-logs');
    expect(records.length).toBe((await listedOf(south, 'audit-logs')).length);
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((r) => r[9]))).toEqual(new Set([await trustName(p.southgate)]));

    // The same list under a role that reads the audit log and not the trusts: each trust by its id.
    const reader = await grantRole(h, 'trustadmin@bankshift.test', ['VIEW_AUDIT_LOG'], 'TRUST-ADMIN');
    const session = await h.signIn('trustadmin@bankshift.test');
    expect((await session.call('GET', 'trusts', { role: reader })).status).toBe(403);
    const read = await exportedList(session, 'audit-logs', { service: 'departments' }, { role: reader });
    const entries = await listedOf(session, 'audit-logs', 'service=departments', { role: reader });
    expect(read.records.map((r) => Number(r[0]))).toEqual(entries.map((e) => e.id));
    expect(new Set(read.records.map((r) => r[9]))).toEqual(new Set([String(p.northfield)]));
    // People are named all the same: the list shows them with its rows.
    expect(read.records.every((r) => r[4] !== '' && !/^\d+$/.test(r[4]))).toBe(true);
  });

  it("narrows a super admin's list to the trust named, when asked and when followed", async () => {
    const superAdmin = await h.signIn('superadmin@bankshift.test');
    const headers = { 'x-institutionid': String(p.northfield) };
    const { records } = await exportedList(superAdmin, 'audit-logs', {}, { headers });
    expect(records.length).toBe((await listedOf(superAdmin, 'audit-logs', '', { headers })).length);
    expect(new Set(records.map((r) => r[9]))).toEqual(new Set([await trustName(p.northfield)]));
  });

  it("a nurse's applications: their own only, each shift by its name, the nurse by full name", async () => {
    const nurse = await h.signIn('nurse1@bankshift.test');
    const { header, records } = await exportedList(nurse, 'applications');
    const own = await listedOf(nurse, 'applications');
    expect(own.length).toBeGreaterThan(0);
    expect(records.map((r) => Number(r[0]))).toEqual(own.map((a) => a.id));
    const job = await db()('jobs').where({ id: own[0].jobId }).first('title');
    const at = (label: string) => header.indexOf(label);
    expect(records[0][at('Job')]).toBe(job.title);
    expect(records[0][at('Nurse')]).toBe(`${nurse.account.firstname} ${nurse.account.lastname}`);
  });

  it("is refused to a role that may not read the list, as the list's find is", async () => {
    const manager = await h.signIn('shiftmanager@bankshift.test');
    const refused = await ask(manager, {}, 'audit-logs');
    const listing = await manager.call('GET', 'audit-logs');
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'You may not list audit log: Your role level (MANAGER) may not do this' },
    });
    expect(listing).toMatchObject({ status: 403, body: { message: refused.body.message } });
    const officer = await h.signIn('bankofficer@bankshift.test');
    const missing = await ask(officer, {}, 'trust-roles');
    expect(missing).toMatchObject({
      status: 403,
      body: {
        message: (await officer.call('GET', 'trust-roles')).body.message,
        data: { missingPermissions: expect.any(Array) },
      },
    });
    expect((await ask(admin, { nothing: 1 }, 'audit-logs')).body).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^nothing: /),
    });
  });
});
