/**
 * List exports (list-exports, list-export-files; issue 15): the jobs list's every shift its query selects, in its
 * order, as the list's own pages give them (more than a page, more than a batch of the cursor); names for places and
 * titles; another trust's shifts never in it; the link signed for its user and role: followed without a session,
 * refused changed, expired, or once the role no longer reads shifts; the query checked when the link is asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_EXPORT_LINK_SECONDS } from '../../domain/listExports';
import { EXPORT_BATCH } from '../../server/services/listExports';
import { startHarness, type Harness, type Session } from './harness';
import { advance, dayFrom, placesOf, type Places } from './shiftFixtures';

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
const ask = (who: Session, query: Record<string, unknown>, resource = 'jobs') => who.call('POST', 'list-exports', { body: { resource, query } });
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
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="shifts-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(lines[0]).toBe('Shift id,Date,Start,End,Day or night,Title,Job title,Care location,Area,Band from,Band to,Vacancies,Confirmed,Progress,Status,Fulfilment,Tier,Rate (£/h),Rate status');
    const shifts = await listed(admin, `date[$gte]=${range.startDate}&date[$lte]=${range.endDate}&$sort[startsAt]=1`);
    // More than a batch of the cursor: the file is written batch by batch.
    expect(shifts.length).toBeGreaterThan(EXPORT_BATCH);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(shifts.map((s) => s.id));

    // One shift's line, field by field.
    const shift = shifts.find((s) => s.jobTitleTypeId !== null) ?? shifts[0];
    const [place, area, title] = await Promise.all([
      db()('care_locations').where({ id: shift.careLocationId }).first('name'),
      db()('departments').where({ id: shift.departmentId }).first('name'),
      shift.jobTitleTypeId === null ? undefined : db()('job_title_types').where({ id: shift.jobTitleTypeId }).first('name'),
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
        shift.gradeFrom,
        shift.gradeTo,
        shift.vacancies,
        shift.confirmedCount,
        shift.progress,
        shift.status,
        shift.fulfilment,
        shift.tier,
        shift.rate?.current ?? '',
        shift.rateEscalationStatus ?? '',
      ].join(','),
    );
  });

  it("narrows as the list does, and holds only the role's own trust's shifts", async () => {
    const day = dayFrom(h, 3);
    const query = { date: day, careLocationId: p.general, $sort: { startsAt: -1 } };
    const { lines } = await exported(admin, query);
    const shifts = await listed(admin, `date=${day}&careLocationId=${p.general}&$sort[startsAt]=-1`);
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
    expect((await ask(admin, { grade: 'x' })).body).toMatchObject({ code: 400, message: expect.stringMatching(/^grade: /) });
    expect((await ask(admin, { nothing: 1 })).status).toBe(400);
    expect((await ask(admin, {}, 'users')).body).toMatchObject({ code: 400, message: expect.stringMatching(/^resource: must be one of jobs/) });
    expect((await admin.call('POST', 'list-exports', { body: { resource: 'jobs', query: [1] } })).body).toMatchObject({ code: 400, message: expect.stringMatching(/^query: /) });
  });

  it('is followed without a session by its link alone, refused changed, expired, or once the role no longer reads shifts', async () => {
    const link = (await ask(admin, { date: dayFrom(h, 1) })).body.url as string;
    const [path, signature] = link.split('?signature=');
    const token = path.split('/').pop()!.replace(/\.csv$/, '');
    // Another query under the same signature; another signature.
    const changed = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(token, 'base64url').toString()), query: {} })).toString('base64url');
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
