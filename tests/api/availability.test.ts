/**
 * A nurse's availability (domain/availability.ts, GET and POST date-availability): the nurse sets and takes back their
 * own days; the roles that see staff read the days of the nurses they see; a nurse who said they cannot work a day
 * is left out of that day's matching, as unavailable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../domain/time';
import type { Harness, Session } from './harness';
import { startHarness } from './harness';
import { addMember, placesOf, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let nurse: Session;
let nurseId: number;
let admin: Session;
let today: string;

const day = (n: number) => addDays(today, n);
const set = (dates: string[], available: boolean | null, as = nurse) =>
  as.call('POST', 'date-availability', { body: { dates, available } });
const read = (query: string, as = nurse) => as.call('GET', 'date-availability', { query });
const said = async (from: number, to: number, as = nurse, who = '') => {
  const res = await read(`${who}dateFrom=${day(from)}&dateTo=${day(to)}`, as);
  expect(res.status).toBe(200);
  return res.body.data.map((d: { date: string; available: boolean | null }) => d.available);
};

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  today = localDate(h.server.app.get('clock').now());
  const member = await addMember(h, p, 'availability-nurse', { careLocationId: p.general });
  nurseId = member.userId;
  nurse = await h.signIn(member.email);
  admin = await h.signIn('trustadmin@bankshift.test');
});
afterAll(() => h?.close());

describe("a nurse's availability", () => {
  it('is set day by day by the nurse, changed, and taken back; a day never said is not known', async () => {
    expect((await set([day(3), day(4)], false)).status).toBe(201);
    expect((await set([day(5)], true)).status).toBe(201);
    expect(await said(2, 6)).toEqual([null, false, false, true, null]);
    await set([day(3)], true);
    await set([day(4)], null);
    expect(await said(2, 6)).toEqual([null, true, null, true, null]);
    const res = await read(`dateFrom=${day(3)}&dateTo=${day(3)}`);
    expect(res.body).toMatchObject({
      userId: nurseId,
      dateFrom: day(3),
      dateTo: day(3),
      data: [{ date: day(3), available: true }],
    });
  });

  it('refuses a past day, a day too far ahead, a day that is not one, and a range too long or backwards', async () => {
    const refused = async (reply: Promise<{ status: number; body: any }>, field: RegExp) => {
      const res = await reply;
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(field);
    };
    await refused(set([day(-1)], false), /past/);
    await refused(set([day(366)], false), /days ahead/);
    await refused(set(['2026-02-30'], false), /not a day/);
    await refused(set([], false), /dates/);
    await refused(
      nurse.call('POST', 'date-availability', { body: { dates: [day(1)], available: 'yes' } }),
      /available/,
    );
    await refused(read(`dateFrom=${day(0)}&dateTo=${day(62)}`), /at most 62 days/);
    await refused(read(`dateFrom=${day(5)}&dateTo=${day(4)}`), /before dateFrom/);
    expect(await said(0, 61)).toHaveLength(62);
  });

  it('is read by the roles that see staff, for the nurses they see; only the nurse sets it', async () => {
    expect(await said(3, 5, admin, `userId=${nurseId}&`)).toEqual([true, null, true]);
    expect((await read(`dateFrom=${day(3)}&dateTo=${day(5)}`, admin)).status).toBe(400);
    // A nurse reads their own days only; a manager tied to another care location, or another trust, does not see them.
    const other = await addMember(h, p, 'availability-other', { careLocationId: p.community });
    expect((await read(`userId=${other.userId}&dateFrom=${day(3)}&dateTo=${day(5)}`)).status).toBe(404);
    const manager = await h.signIn('shiftmanager@bankshift.test');
    expect((await read(`userId=${other.userId}&dateFrom=${day(3)}&dateTo=${day(5)}`, manager)).status).toBe(404);
    expect(await said(3, 3, manager, `userId=${nurseId}&`)).toEqual([true]);
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await read(`userId=${nurseId}&dateFrom=${day(3)}&dateTo=${day(5)}`, south)).status).toBe(404);
    expect((await set([day(7)], false, admin)).status).toBe(403);
  });

  it("leaves a nurse who cannot work the day out of that day's matching, as unavailable", async () => {
    await set([day(9)], false);
    const explain = async (date: string) => {
      const res = await admin.call('GET', 'find-a-staff', {
        query: `careLocationId=${p.general}&date=${date}&userId=${nurseId}`,
      });
      expect(res.status).toBe(200);
      return res.body.data[0].exclusions.map((e: { reason: string }) => e.reason);
    };
    expect(await explain(day(9))).toEqual(['unavailable']);
    expect(await explain(day(10))).toEqual([]);
  });
});
