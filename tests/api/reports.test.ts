/**
 * Manager reports (issue 15): report-visualization-requests made in the background on the scheduler, their rows
 * against the demo data (each figure worked out here from the stored rows, in JavaScript), the parameters refused,
 * tenancy, the signed download links, FAILED and retry, and the retention.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MANAGER_REPORTS,
  monthRange,
  REPORT_LINK_MINUTES,
  REPORT_RETENTION_DAYS,
  type ReportType,
} from '../../domain/reports';
import { addDays, localDate } from '../../domain/time';
import { startHarness, type Harness, type Session } from './harness';
import { openSocket, settle, until } from './sockets';
import { advance, DAY, dayFrom, placesOf, shiftPayload, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let officer: Session;
let ops: Session;
let range: { startDate: string; endDate: string };

beforeAll(async () => {
  h = await startHarness({}, { withShifts: true });
  p = await placesOf(h);
  [officer, ops] = await Promise.all(['bankofficer', 'opsmanager'].map((who) => h.signIn(`${who}@bankshift.test`)));
  // The month before this one: the demo's past shifts, booked, worked and cancelled.
  const today = localDate(h.server.app.get('clock').now());
  range = monthRange(addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7));
});
afterAll(() => h?.close());

const db = () => h.server.database.knex;
const runDue = () => h.server.app.get('scheduler').runDue();

/** Asks for a report, lets the scheduler make it, and answers the request as its requester then reads it. */
async function made(who: Session, reportType: ReportType, requestParams: Record<string, unknown>) {
  const asked = await who.call('POST', 'report-visualization-requests', { body: { reportType, requestParams } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  expect(asked.body).toMatchObject({ status: 'PENDING', progress: 0, report_url: null, reportType, ...requestParams });
  await runDue();
  const read = await who.call('GET', `report-visualization-requests/${asked.body.id}`);
  expect(read.body, JSON.stringify(read.body)).toMatchObject({ status: 'COMPLETED', progress: 100 });
  return read.body;
}

/** Follows a download link as the console does: signed in as `who`. */
const download = (who: Session | undefined, url: string) =>
  fetch(`${h.url}${url}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });

/** The rows of a downloaded workbook, by header. */
async function sheetRows(response: Response) {
  expect(response.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const values = book.worksheets[0].getSheetValues().slice(1) as unknown[][];
  const header = (values[0] as unknown[]).slice(1) as string[];
  return {
    header,
    rows: values.slice(1).map((r) => Object.fromEntries(header.map((name, i) => [name, r[i + 1] ?? null]))),
  };
}

const hoursOf = (job: { startsAt: Date; endsAt: Date }) =>
  (new Date(job.endsAt).getTime() - new Date(job.startsAt).getTime()) / 3_600_000;
const round2 = (n: number) => Math.round(n * 100) / 100;
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

describe('ManagerReport2, shift fill', () => {
  it('counts each department and day of the range as the stored shifts add up, in XLSX and CSV', async () => {
    const request = await made(officer, 'ManagerReport2', { careLocationId: p.general, ...range });
    expect(request).toMatchObject({
      title: 'Shift fill',
      fileName: expect.stringMatching(/^shift-fill-northfield-general-hospital-\d{4}-\d\d-01-to-/),
    });

    const jobs = await db()('jobs as j')
      .join('departments as d', 'd.id', 'j.departmentId')
      .where('j.careLocationId', p.general)
      .whereBetween('j.date', [range.startDate, range.endDate])
      .whereNot('j.status', 'DRAFT')
      .select(
        'j.date',
        'j.status',
        'j.vacancies',
        'j.confirmedCount',
        'j.startsAt',
        'j.endsAt',
        'd.name as department',
      );
    expect(jobs.length).toBeGreaterThan(20);
    const expected = new Map<string, Record<string, unknown>>();
    for (const j of jobs) {
      const key = `${j.date}|${j.department}`;
      const row = expected.get(key) ?? {
        posted: 0,
        filled: 0,
        unfilled: 0,
        cancelled: 0,
        hoursPosted: 0,
        hoursFilled: 0,
      };
      const n = row as Record<string, number>;
      n.posted++;
      if (j.status === 'CANCELLED') n.cancelled++;
      else {
        if (j.confirmedCount >= j.vacancies) n.filled++;
        else n.unfilled++;
        n.hoursPosted += hoursOf(j) * j.vacancies;
        n.hoursFilled += hoursOf(j) * Math.min(j.confirmedCount, j.vacancies);
      }
      expected.set(key, row);
    }
    const sorted = [...expected.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

    const { header, rows } = await sheetRows(await download(officer, request.report_url));
    expect(header).toEqual(MANAGER_REPORTS.ManagerReport2.columns.map((c) => c.header));
    expect(request.rowCount).toBe(sorted.length);
    expect(rows.map((r) => [day(r.Date as Date), r.Department])).toEqual(sorted.map(([k]) => k.split('|')));
    rows.forEach((r, i) => {
      const n = sorted[i][1] as Record<string, number>;
      const live = n.posted - n.cancelled;
      expect(r).toMatchObject({
        'Shifts posted': n.posted,
        Filled: n.filled,
        Unfilled: n.unfilled,
        Cancelled: n.cancelled,
        'Hours posted': round2(n.hoursPosted),
        'Hours filled': round2(n.hoursFilled),
      });
      expect(r['Fill rate']).toBe(live ? n.filled / live : null);
    });
    expect(rows.some((r) => (r.Cancelled as number) > 0) && rows.some((r) => (r.Filled as number) > 0)).toBe(true);

    const csv = await download(officer, request.csv_url);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${request.fileName}.csv"`);
    const lines = (await csv.text()).split('\r\n');
    expect(lines).toHaveLength(sorted.length + 1);
    const [first] = sorted;
    const live = (first[1].posted as number) - (first[1].cancelled as number);
    const rate = live ? `${(((first[1].filled as number) / live) * 100).toFixed(1)}%` : '';
    expect(lines[1].split(',').slice(0, 7)).toEqual([
      ...first[0].split('|'),
      ...['posted', 'filled', 'unfilled', 'cancelled'].map((k) => String(first[1][k])),
      rate,
    ]);
  });
});

describe('ManagerReport3, staff hours', () => {
  it("adds up each nurse's approved worked time, less breaks, by day and night", async () => {
    const request = await made(ops, 'ManagerReport3', { careLocationId: p.general, ...range });
    const records = await db()('time_records as t')
      .join('jobs as j', 'j.id', 't.jobId')
      .join('users as u', 'u.id', 't.userId')
      .where('j.careLocationId', p.general)
      .whereBetween('j.date', [range.startDate, range.endDate])
      .where('j.status', 'APPROVED')
      .whereIn('j.progress', ['approved', 'completed'])
      .select('t.userId', 't.startedAt', 't.endedAt', 't.breakMinutes', 'j.shift', 'u.firstname', 'u.lastname');
    expect(records.length).toBeGreaterThan(3);
    const byNurse = new Map<
      number,
      { name: [string, string]; shifts: number; hours: number; day: number; night: number }
    >();
    for (const r of records) {
      const n = byNurse.get(r.userId) ?? { name: [r.lastname, r.firstname], shifts: 0, hours: 0, day: 0, night: 0 };
      const hours = Math.max(
        0,
        (new Date(r.endedAt).getTime() - new Date(r.startedAt).getTime()) / 3_600_000 - r.breakMinutes / 60,
      );
      n.shifts++;
      n.hours += hours;
      if (r.shift === 'Day') n.day += hours;
      else n.night += hours;
      byNurse.set(r.userId, n);
    }
    const expected = [...byNurse.entries()].sort(
      ([ia, a], [ib, b]) => a.name[0].localeCompare(b.name[0]) || a.name[1].localeCompare(b.name[1]) || ia - ib,
    );
    const { rows } = await sheetRows(await download(ops, request.report_url));
    expect(
      rows.map((r) => [
        r['Last name'],
        r['First name'],
        r['Shifts worked'],
        r['Hours worked'],
        r['Day hours'],
        r['Night hours'],
      ]),
    ).toEqual(expected.map(([, n]) => [...n.name, n.shifts, round2(n.hours), round2(n.day), round2(n.night)]));
    // The payroll's key: the staff number the bank knows each nurse by.
    const numbers = await db()('user_roles as ur')
      .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
      .where({ 'tr.trustId': p.northfield, 'tr.roleType': 'NURSE' })
      .whereIn('ur.userId', [...byNurse.keys()])
      .select('ur.userId', 'ur.staffNumber');
    const numberOf = new Map(numbers.map((n) => [n.userId, n.staffNumber]));
    expect(rows.map((r) => r['Staff number'])).toEqual(expected.map(([id]) => numberOf.get(id) ?? null));
  });
});

describe('ManagerReport4, cancellations', () => {
  it('lists each cancelled shift and each booking cancelled on one, with its reason, who, when and the notice given', async () => {
    // Past the demo's shifts, so that no nurse is booked elsewhere at the time.
    const when = dayFrom(h, 70);
    const post = async () => (await ops.call('POST', 'jobs', { body: shiftPayload(h, p, { vacancies: 2 }, 70) })).body;
    const [cancelled, left] = [await post(), await post()];
    const [nurseA, nurseB] = await Promise.all(['nurse10', 'nurse11'].map((n) => h.signIn(`${n}@bankshift.test`)));
    const book = async (nurse: Session, jobId: number) => {
      const applied = (await nurse.call('POST', 'applications', { body: { jobId } })).body;
      const confirmed = await ops.call('PATCH', `applications/${applied.id}`, { body: { status: 'confirmed' } });
      expect(confirmed.status, JSON.stringify([applied, confirmed.body])).toBe(200);
      return applied.id;
    };
    const bookedOnCancelled = await book(nurseA, cancelled.id);
    const withdrawing = await book(nurseB, left.id);
    expect((await nurseB.call('PATCH', `applications/${withdrawing}`, { body: { status: 'withdrawn' } })).status).toBe(
      200,
    );
    expect(
      (
        await ops.call('PATCH', `jobs/${cancelled.id}`, {
          body: { status: 'CANCELLED', cancellationReasonId: p.cancelReason },
        })
      ).status,
    ).toBe(200);
    const stored = await db()('jobs').where('id', cancelled.id).first('startsAt', 'cancelledAt');

    const request = await made(officer, 'ManagerReport4', {
      careLocationId: p.general,
      startDate: when,
      endDate: when,
    });
    const { rows } = await sheetRows(await download(officer, request.report_url));
    const ours = rows.filter((r) => [cancelled.id, left.id].includes(r.Shift));
    const notice = (at: Date) =>
      Math.round(((new Date(stored.startsAt).getTime() - at.getTime()) / 3_600_000) * 10) / 10;
    const local = (at: Date) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/London', dateStyle: 'short', timeStyle: 'short' }).format(
        at,
      );
    // A booking's end is told by the audit trail: when its entry was written.
    const releasedAt = async (applicationId: number, to: string) =>
      (
        await db()('audit_logs')
          .where({ service: 'applications', method: 'patch', recordId: applicationId })
          .whereRaw(`changes -> 'after' ->> 'status' = ?`, [to])
          .first('createdAt')
      ).createdAt as Date;
    const withdrawnAt = await releasedAt(withdrawing, 'withdrawn');
    const releasedWithShift = await releasedAt(bookedOnCancelled, 'cancelled');
    expect(
      ours.map((r) => [
        r.Shift,
        r.Cancelled,
        r.Nurse,
        r.Reason,
        r['Cancelled by'],
        r['Cancelled at'],
        r['Notice given (hours)'],
      ]),
    ).toEqual(
      [
        [
          cancelled.id,
          'Shift',
          null,
          'Ward closed',
          'Grace Okafor',
          local(stored.cancelledAt),
          notice(stored.cancelledAt),
        ],
        [
          cancelled.id,
          'Booking cancelled with the shift',
          'Jack Morris',
          'Ward closed',
          'Grace Okafor',
          local(releasedWithShift),
          notice(releasedWithShift),
        ],
        [
          left.id,
          'Booking withdrawn by the nurse',
          'Grace Cooper',
          null,
          'Grace Cooper',
          local(withdrawnAt),
          notice(withdrawnAt),
        ],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    // Every cancelled shift of the day is there, once.
    const demo = await db()('jobs').where({ careLocationId: p.general, date: when, status: 'CANCELLED' }).pluck('id');
    expect(
      rows
        .filter((r) => r.Cancelled === 'Shift')
        .map((r) => r.Shift)
        .sort(),
    ).toEqual(demo.sort());
  });
});

describe('the cancellation report on screen (cancellation-reports)', () => {
  const onScreen = (who: Session, query: string) => who.call('GET', 'cancellation-reports', { query });

  it("answers report 4's rows a page at a time, filtered by what and by reason, with the count by reason", async () => {
    // The demo's past and coming shifts: enough cancellations for several pages.
    const wide = { startDate: dayFrom(h, -180), endDate: dayFrom(h, 60) };
    const params = `careLocationId=${p.general}&startDate=${wide.startDate}&endDate=${wide.endDate}`;
    const request = await made(officer, 'ManagerReport4', { careLocationId: p.general, ...wide });
    const { rows: sheet } = await sheetRows(await download(officer, request.report_url));
    const key = (r: { shiftId: number; what: string; nurse: string | null }) => `${r.shiftId} ${r.what} ${r.nurse}`;
    const sheetKeys = sheet.map((r) => `${r.Shift} ${r.Cancelled} ${r.Nurse}`);
    // Several pages, and few enough to read whole with one $limit=100.
    expect(sheetKeys.length).toBeGreaterThan(5);
    expect(sheetKeys.length).toBeLessThanOrEqual(100);

    // Page by page, the spreadsheet's rows in its order.
    const pages: string[] = [];
    for (let skip = 0; skip < sheet.length; skip += 5) {
      const page = await onScreen(officer, `${params}&$limit=5&$skip=${skip}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.total).toBe(sheet.length);
      pages.push(...page.body.data.map(key));
    }
    expect(pages).toEqual(sheetKeys);

    // By reason: as the spreadsheet's rows count them.
    const all = (await onScreen(officer, `${params}&$limit=100`)).body;
    const counts = new Map<string | null, number>();
    for (const r of sheet) counts.set(r.Reason as string | null, (counts.get(r.Reason as string | null) ?? 0) + 1);
    expect(Object.fromEntries(all.byReason.map((r: any) => [r.reason, r.count]))).toEqual(Object.fromEntries(counts));

    // Shifts only: the stored cancelled shifts of the range.
    const shifts = (await onScreen(officer, `${params}&what=shift&$limit=100`)).body;
    const stored = await db()('jobs')
      .where({ careLocationId: p.general, status: 'CANCELLED' })
      .whereBetween('date', [wide.startDate, wide.endDate])
      .pluck('id');
    expect(shifts.data.map((r: any) => r.shiftId).sort()).toEqual(stored.sort());
    expect(shifts.data.every((r: any) => r.what === 'Shift')).toBe(true);
    const bookings = (await onScreen(officer, `${params}&what=booking&$limit=100`)).body;
    expect(bookings.total + shifts.total).toBe(all.total);
    expect(bookings.data.every((r: any) => r.what !== 'Shift')).toBe(true);

    // One reason: its rows alone.
    const [top] = all.byReason.filter((r: any) => r.reasonId !== null);
    const byTop = (await onScreen(officer, `${params}&reasonId=${top.reasonId}&$limit=100`)).body;
    expect(byTop.total).toBe(top.count);
    expect(byTop.data.every((r: any) => r.reason === top.reason)).toBe(true);
  });

  it('refuses what it cannot answer, naming the field, and keeps other care locations and roles out', async () => {
    const refused = async (query: string) => {
      const reply = await onScreen(officer, query);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      return reply.body.message as string;
    };
    const dates = `startDate=${range.startDate}&endDate=${range.endDate}`;
    expect(await refused(dates)).toMatch(/^careLocationId: /);
    expect(await refused(`careLocationId=${p.general}&startDate=${range.startDate}`)).toMatch(/^endDate: /);
    expect(await refused(`careLocationId=${p.general}&startDate=${range.endDate}&endDate=${range.startDate}`)).toMatch(
      /^endDate: must be on or after/,
    );
    expect(await refused(`careLocationId=${p.general}&${dates}&what=everything`)).toMatch(
      /^what: must be one of shift, booking/,
    );
    expect(await refused(`careLocationId=${p.general}&${dates}&reasonId=x`)).toMatch(/^reasonId: /);
    expect(await refused(`careLocationId=${p.general}&${dates}&$limit=1000`)).toMatch(/^\$limit: /);
    const southgateSite = (await db()('care_locations').where({ trustId: p.southgate }).first('id')).id;
    expect((await onScreen(officer, `careLocationId=${southgateSite}&${dates}`)).status).toBe(403);
    const shiftManager = await h.signIn('shiftmanager@bankshift.test');
    expect((await onScreen(shiftManager, `careLocationId=${p.general}&${dates}`)).status).toBe(403);
  });
});

describe('ManagerReport1, 5 and 6', () => {
  it("lists the care location's approved staff, trust-wide members and its own, with their band, title and contracted hours", async () => {
    const request = await made(officer, 'ManagerReport1', { careLocationId: p.community });
    const { rows } = await sheetRows(await download(officer, request.report_url));
    const members = await db()('user_roles as ur')
      .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
      .join('users as u', 'u.id', 'ur.userId')
      .where({
        'tr.trustId': p.northfield,
        'tr.roleType': 'NURSE',
        'ur.approvalStatus': 'approved',
        'ur.isActive': true,
        'u.isActive': true,
      })
      .whereNull('ur.deletedAt')
      .select('u.email', 'ur.careLocationId');
    const expected = members
      .filter((m) => m.careLocationId === null || m.careLocationId === p.community)
      .map((m) => m.email);
    expect(rows.map((r) => r.Email).sort()).toEqual(expected.sort());
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.some((r) => r.Band && r['Job title'] && r.Skills)).toBe(true);
  });

  it('adds up the escalations of the range by status and tier, with their cost', async () => {
    const wide = { startDate: dayFrom(h, -60), endDate: dayFrom(h, 60) };
    const request = await made(officer, 'ManagerReport5', { careLocationId: p.general, ...wide });
    const escalations = await db()('rate_escalations as e')
      .join('jobs as j', 'j.id', 'e.jobId')
      .where('j.careLocationId', p.general)
      .whereBetween('j.date', [wide.startDate, wide.endDate])
      .select('e.status', 'e.tier', 'e.increaseValue', 'e.extraCost');
    expect(escalations.length).toBeGreaterThan(0);
    const groups = new Map<string, number[][]>();
    // An escalation proposing a tier has no increase of its own: the average is of those that have one.
    for (const e of escalations)
      groups.set(`${e.status}|${e.tier}`, [
        ...(groups.get(`${e.status}|${e.tier}`) ?? []),
        [e.increaseValue === null ? NaN : Number(e.increaseValue), Number(e.extraCost ?? 0)],
      ]);
    const average = (values: number[]) =>
      values.length ? round2(values.reduce((s, v) => s + v, 0) / values.length) : null;
    const { rows } = await sheetRows(await download(officer, request.report_url));
    expect(
      Object.fromEntries(
        rows.map((r) => [
          `${r.Status}|${r['Tier when raised']}`,
          [r.Escalations, r['Average increase per hour'], r['Added cost']],
        ]),
      ),
    ).toEqual(
      Object.fromEntries(
        [...groups].map(([k, v]) => [
          k,
          [
            v.length,
            average(v.map(([i]) => i).filter((i) => !Number.isNaN(i))),
            round2(v.reduce((s, [, c]) => s + c, 0)),
          ],
        ]),
      ),
    );
  });

  it('lists the shifts posted from a job template, with their required skills and who filled them', async () => {
    const template = await db()('jobs')
      .where('careLocationId', p.general)
      .whereNotNull('jobTemplateId')
      .first('jobTemplateId');
    const wide = { startDate: dayFrom(h, -180), endDate: dayFrom(h, 60) };
    expect(template, 'the demo posts shifts from templates').toBeDefined();
    const request = await made(officer, 'ManagerReport6', {
      careLocationId: p.general,
      ...wide,
      jobTemplateId: template.jobTemplateId,
    });
    const { rows } = await sheetRows(await download(officer, request.report_url));
    const shifts = await db()('jobs')
      .where({ careLocationId: p.general, jobTemplateId: template.jobTemplateId })
      .whereBetween('date', [wide.startDate, wide.endDate])
      .whereNot('status', 'DRAFT')
      .orderBy(['date', 'startTime', 'id'])
      .pluck('id');
    expect(rows.map((r) => r.Shift)).toEqual(shifts);
    const booked = await db()('applications as a')
      .join('users as u', 'u.id', 'a.userId')
      .whereIn('a.jobId', shifts)
      .where('a.status', 'confirmed')
      .select('a.jobId', 'u.firstname', 'u.lastname');
    for (const row of rows) {
      const names = booked
        .filter((b) => b.jobId === row.Shift)
        .map((b) => `${b.firstname} ${b.lastname}`)
        .sort((a, b) => a.split(' ')[1].localeCompare(b.split(' ')[1]));
      expect(row['Filled by'] ?? null, String(row.Shift)).toBe(names.length ? names.join('; ') : null);
    }
  });
});

describe('report requests', () => {
  it('refuses a request it cannot make, naming the field, and stores none of them', async () => {
    const count = async () => Number((await db()('report_requests').count({ n: '*' }).first())!.n);
    const before = await count();
    const refused = async (body: unknown) => {
      const reply = await officer.call('POST', 'report-visualization-requests', { body });
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      return reply.body.message as string;
    };
    expect(await refused({ reportType: 'ManagerReport9', requestParams: { careLocationId: p.general } })).toMatch(
      /^reportType: must be one of ManagerReport1/,
    );
    expect(await refused({ reportType: 'ManagerReport2', requestParams: { ...range } })).toMatch(
      /^requestParams.careLocationId: /,
    );
    expect(
      await refused({
        reportType: 'ManagerReport2',
        requestParams: { careLocationId: p.general, startDate: range.startDate },
      }),
    ).toMatch(/^requestParams.endDate: Shift fill covers a date range/);
    expect(
      await refused({
        reportType: 'ManagerReport2',
        requestParams: { careLocationId: p.general, startDate: range.endDate, endDate: range.startDate },
      }),
    ).toMatch(/^requestParams.endDate: must be on or after/);
    expect(
      await refused({ reportType: 'ManagerReport1', requestParams: { careLocationId: p.general, ...range } }),
    ).toMatch(/^requestParams.startDate: Staff snapshot is of today/);
    expect(
      await refused({ reportType: 'ManagerReport6', requestParams: { careLocationId: p.general, ...range } }),
    ).toMatch(/^requestParams.jobTemplateId: /);
    expect(
      await refused({
        reportType: 'ManagerReport6',
        requestParams: { careLocationId: p.general, ...range, jobTemplateId: 999999 },
      }),
    ).toMatch(/^requestParams.jobTemplateId: there is no job template 999999/);
    expect(
      await refused({ reportType: 'ManagerReport2', requestParams: { careLocationId: 999999, ...range } }),
    ).toMatch(/^requestParams.careLocationId: there is no care location/);
    expect(
      await refused({
        reportType: 'ManagerReport2',
        requestParams: { careLocationId: p.general, ...range, colour: 'red' },
      }),
    ).toMatch(/^requestParams.colour: is not a report parameter/);
    expect(
      await refused({
        reportType: 'ManagerReport2',
        requestParams: { careLocationId: p.general, ...range },
        format: 'pdf',
      }),
    ).toMatch(/^format: /);
    expect(await count()).toBe(before);
  });

  it("keeps another trust's care location and another role's from a manager, and the reports from a role without them", async () => {
    const southgateSite = (await db()('care_locations').where({ trustId: p.southgate }).first('id')).id;
    const across = await officer.call('POST', 'report-visualization-requests', {
      body: { reportType: 'ManagerReport1', requestParams: { careLocationId: southgateSite } },
    });
    expect(across.status).toBe(403);
    // The shift manager is tied to the general hospital, and their role does not view manager reports.
    const shiftManager = await h.signIn('shiftmanager@bankshift.test');
    const none = await shiftManager.call('POST', 'report-visualization-requests', {
      body: { reportType: 'ManagerReport1', requestParams: { careLocationId: p.general } },
    });
    expect(none.status).toBe(403);
    expect(none.body.data.missingPermissions).toEqual(['VIEW_MANAGER_REPORTS']);
    // Southgate's administrator views manager reports, but Southgate has no Shift skills: no job templates, so no
    // Template use, whatever template is named.
    const southadmin = await h.signIn('southadmin@bankshift.test');
    const template =
      (await db()('jobtemplates').whereNull('trustId').first('id')) ?? (await db()('jobtemplates').first('id'));
    const params = { careLocationId: southgateSite, ...range };
    expect(
      (
        await southadmin.call('POST', 'report-visualization-requests', {
          body: { reportType: 'ManagerReport2', requestParams: params },
        })
      ).status,
    ).toBe(201);
    const templateUse = await southadmin.call('POST', 'report-visualization-requests', {
      body: { reportType: 'ManagerReport6', requestParams: { ...params, jobTemplateId: template.id } },
    });
    expect(templateUse.status, JSON.stringify(templateUse.body)).toBe(403);
    expect(templateUse.body.data.missingFeatures).toEqual(['Shift skills']);
  });

  it('pushes the progress to the requester alone, ending at 100 with the links', async () => {
    const [mine, theirs] = await Promise.all([
      openSocket(h, 'bankofficer@bankshift.test'),
      openSocket(h, 'opsmanager@bankshift.test'),
    ]);
    try {
      const request = await made(officer, 'ManagerReport2', {
        careLocationId: p.general,
        startDate: dayFrom(h, -180),
        endDate: dayFrom(h, 60),
      });
      const pushed = () =>
        mine.received('api/v3/report-visualization-requests patched').filter((r) => r.id === request.id);
      await until(() => pushed().at(-1)?.status === 'COMPLETED');
      const progress = pushed().map((r) => r.progress);
      expect(progress[0]).toBe(5);
      expect(progress.at(-1)).toBe(100);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(pushed().at(-1).report_url).toMatch(/^\/api\/v3\/report-files\/\d+\.xlsx\?expires=\d+&signature=/);
      expect(mine.received('api/v3/report-visualization-requests created').map((r) => r.id)).toContain(request.id);
      await settle();
      expect(theirs.events.filter((e) => e.event.startsWith('api/v3/report-visualization-requests'))).toEqual([]);
    } finally {
      mine.socket.close();
      theirs.socket.close();
    }
  });

  it('shows a request to its requester alone, and its links work for them alone, unchanged and in time', async () => {
    const request = await made(officer, 'ManagerReport1', { careLocationId: p.general });
    expect((await ops.call('GET', `report-visualization-requests/${request.id}`)).status).toBe(404);
    expect((await ops.call('GET', 'report-visualization-requests')).body.data.map((r: any) => r.id)).not.toContain(
      request.id,
    );
    expect((await officer.call('GET', 'report-visualization-requests')).body.data[0]).toMatchObject({
      id: request.id,
      status: 'COMPLETED',
    });

    expect((await download(officer, request.report_url)).status).toBe(200);
    // Another signed-in user, a changed link, a link to the other file, no sign-in.
    expect((await download(ops, request.report_url)).status).toBe(403);
    const changed = request.report_url.replace(
      /signature=(.)/,
      (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await download(officer, changed)).status).toBe(403);
    expect(
      (
        await download(
          officer,
          request.report_url.replace(/expires=\d+/, (m: string) => `expires=${Number(m.slice(8)) + 60}`),
        )
      ).status,
    ).toBe(403);
    expect((await download(officer, request.report_url.replace('.xlsx?', '.csv?'))).status).toBe(403);
    expect((await download(undefined, request.report_url)).status).toBe(401);
    await advance(h, (REPORT_LINK_MINUTES + 1) * 60_000);
    const expired = await download(officer, request.report_url);
    expect(expired.status).toBe(410);
    // Read again, the request gives fresh links.
    const fresh = (await officer.call('GET', `report-visualization-requests/${request.id}`)).body;
    expect((await download(officer, fresh.report_url)).status).toBe(200);
  });

  it('marks a report that fails FAILED with progress 0 and its reason, and makes it on retry', async () => {
    const asked = (
      await officer.call('POST', 'report-visualization-requests', {
        body: { reportType: 'ManagerReport4', requestParams: { careLocationId: p.general, ...range } },
      })
    ).body;
    // The reasons' table is gone while the report is made: its query fails.
    await db().raw('alter table reports_cancellation_reasons rename to reasons_away');
    try {
      await runDue();
    } finally {
      await db().raw('alter table reasons_away rename to reports_cancellation_reasons');
    }
    const failed = (await officer.call('GET', `report-visualization-requests/${asked.id}`)).body;
    expect(failed).toMatchObject({
      status: 'FAILED',
      progress: 0,
      report_url: null,
      reason: expect.stringMatching(/^The report could not be made: .*reports_cancellation_reasons/),
    });
    expect(
      (await officer.call('PATCH', `report-visualization-requests/${asked.id}`, { body: { status: 'COMPLETED' } }))
        .status,
    ).toBe(400);
    const retried = await officer.call('PATCH', `report-visualization-requests/${asked.id}`, {
      body: { status: 'PENDING' },
    });
    expect(retried.body).toMatchObject({ status: 'PENDING', progress: 0, reason: null });
    expect(
      (await officer.call('PATCH', `report-visualization-requests/${asked.id}`, { body: { status: 'PENDING' } }))
        .status,
    ).toBe(409);
    await runDue();
    expect((await officer.call('GET', `report-visualization-requests/${asked.id}`)).body).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      reason: null,
    });
  });

  it(`deletes the files ${REPORT_RETENTION_DAYS} days after they were made, and says so`, async () => {
    const request = await made(officer, 'ManagerReport1', { careLocationId: p.general });
    const { sweepReports } = await import('../../server/services/reports/files');
    const key = (await db()('report_requests').where('id', request.id).first('fileKey')).fileKey;
    const dir = await h.server.app.get('files').directory('reports');
    const path = `${dir}/${key.replace('reports/', '')}.xlsx`;
    expect(fs.existsSync(path)).toBe(true);
    await advance(h, (REPORT_RETENTION_DAYS - 1) * DAY);
    await sweepReports(h.server.app);
    expect(fs.existsSync(path)).toBe(true);
    await advance(h, 2 * DAY);
    expect(await sweepReports(h.server.app)).toBeGreaterThan(0);
    expect(fs.existsSync(path)).toBe(false);
    const after = (await officer.call('GET', `report-visualization-requests/${request.id}`)).body;
    expect(after).toMatchObject({
      status: 'COMPLETED',
      report_url: null,
      reason: expect.stringMatching(/deleted 7 days after/),
    });
  });
});
