/**
 * Chart reports (chart-reports, issue 15): each chart's figures against the demo data, worked out here in JavaScript
 * from the stored rows; every day of the period present; the parameters refused; tenancy and roles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/time';
import { startHarness, type Harness, type Session } from './harness';
import { dayFrom, placesOf, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let admin: Session;
let wide: { startDate: string; endDate: string };

beforeAll(async () => {
  h = await startHarness({}, { withShifts: true });
  p = await placesOf(h);
  admin = await h.signIn('trustadmin@bankshift.test');
  // The demo's past and coming shifts: booked, worked, cancelled and escalated ones.
  wide = { startDate: dayFrom(h, -180), endDate: dayFrom(h, 60) };
});
afterAll(() => h?.close());

const db = () => h.server.database.knex;
const charts = (who: Session, query: string) => who.call('GET', 'chart-reports', { query });
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const daysOf = ({ startDate, endDate }: { startDate: string; endDate: string }) => {
  const out: string[] = [];
  for (let d = startDate; d <= endDate; d = addDays(d, 1)) out.push(d);
  return out;
};

describe('the chart reports (chart-reports)', () => {
  it("answers a care location's fill, departments, cancellations and uplift spend, every day of the period", async () => {
    const reply = await charts(
      admin,
      `careLocationId=${p.general}&startDate=${wide.startDate}&endDate=${wide.endDate}`,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { fill, departments, reasons, uplifts } = reply.body;
    const days = daysOf(wide);
    expect(fill.map((d: any) => d.date)).toEqual(days);
    expect(uplifts.map((d: any) => d.date)).toEqual(days);

    const jobs = await db()('jobs')
      .where({ careLocationId: p.general })
      .whereBetween('date', [wide.startDate, wide.endDate])
      .whereNot({ status: 'DRAFT' });
    const isFilled = (j: any) => j.status === 'APPROVED' && j.confirmedCount >= j.vacancies;
    const expected = days.map((date) => {
      const of = jobs.filter((j: any) => j.date === date);
      const posted = of.length;
      const filled = of.filter(isFilled).length;
      const cancelled = of.filter((j: any) => j.status === 'CANCELLED').length;
      const waits = of
        .filter((j: any) => isFilled(j) && j.filledAt)
        .map((j: any) => (j.filledAt.getTime() - j.createdAt.getTime()) / 3_600_000);
      return {
        date,
        posted,
        filled,
        cancelled,
        fillRate: posted - cancelled ? filled / (posted - cancelled) : null,
        medianHoursToFill: waits.length ? Math.round(median(waits) * 10) / 10 : null,
      };
    });
    expect(
      fill.map((d: any) => ({ ...d, fillRate: d.fillRate === null ? null : Number(d.fillRate.toFixed(9)) })),
    ).toEqual(expected.map((d) => ({ ...d, fillRate: d.fillRate === null ? null : Number(d.fillRate.toFixed(9)) })));
    // Enough of each for the comparison to mean something.
    expect(expected.filter((d) => d.filled).length).toBeGreaterThan(20);
    expect(expected.some((d) => d.cancelled)).toBe(true);

    // Published shifts by department, day and night.
    const names = new Map(
      (await db()('departments').where({ careLocationId: p.general }).select('id', 'name')).map((d: any) => [
        d.id,
        d.name,
      ]),
    );
    const byDepartment = new Map<string, { department: string; day: number; night: number }>();
    for (const j of jobs.filter((j: any) => j.status === 'APPROVED')) {
      const name = names.get(j.departmentId)!;
      const row = byDepartment.get(name) ?? { department: name, day: 0, night: 0 };
      row[j.shift === 'Night' ? 'night' : 'day']++;
      byDepartment.set(name, row);
    }
    expect(departments).toEqual([...byDepartment.values()].sort((a, b) => a.department.localeCompare(b.department)));
    expect(departments.some((d: any) => d.night > 0)).toBe(true);

    // Cancellations by reason: the cancellation report's own count.
    const onScreen = await admin.call('GET', 'cancellation-reports', {
      query: `careLocationId=${p.general}&startDate=${wide.startDate}&endDate=${wide.endDate}&$limit=1`,
    });
    expect(reasons).toEqual(onScreen.body.byReason.map((r: any) => ({ reason: r.reason, count: r.count })));
    expect(reasons.length).toBeGreaterThan(1);

    // Uplift spend: the approved escalations of each day's shifts.
    const approved = await db()('rate_escalations as e')
      .join('jobs as j', 'j.id', 'e.jobId')
      .where({ 'j.careLocationId': p.general, 'e.status': 'approved' })
      .whereBetween('j.date', [wide.startDate, wide.endDate])
      .select('j.date', 'e.extraCost');
    expect(approved.length).toBeGreaterThan(0);
    const spend = days.map((date) => {
      const of = approved.filter((e: any) => e.date === date);
      return {
        date,
        approved: of.length,
        spend: Math.round(of.reduce((n: number, e: any) => n + Number(e.extraCost), 0) * 100) / 100,
      };
    });
    expect(uplifts).toEqual(spend);
  });

  it('refuses what it cannot answer, naming the field, and keeps other care locations and roles out', async () => {
    const refused = async (query: string) => {
      const reply = await charts(admin, query);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      return reply.body.message as string;
    };
    const dates = `startDate=${wide.startDate}&endDate=${wide.endDate}`;
    expect(await refused(dates)).toMatch(/^careLocationId: /);
    expect(await refused(`careLocationId=0&${dates}`)).toMatch(/^careLocationId: must be an id/);
    expect(await refused(`careLocationId=${p.general}&startDate=${wide.startDate}`)).toMatch(/^endDate: /);
    expect(await refused(`careLocationId=${p.general}&startDate=${wide.endDate}&endDate=${wide.startDate}`)).toMatch(
      /^endDate: must be on or after/,
    );
    expect(await refused(`careLocationId=${p.general}&startDate=${dayFrom(h, -400)}&endDate=${wide.endDate}`)).toMatch(
      /^endDate: a report covers at most/,
    );
    const southgateSite = (await db()('care_locations').where({ trustId: p.southgate }).first('id')).id;
    expect((await charts(admin, `careLocationId=${southgateSite}&${dates}`)).status).toBe(403);
    const officer = await h.signIn('bankofficer@bankshift.test');
    const byOfficer = await charts(officer, `careLocationId=${p.general}&${dates}`);
    expect(byOfficer).toMatchObject({ status: 403, body: { data: { missingPermissions: ['VIEW_CHART_REPORTS'] } } });
  });
});
