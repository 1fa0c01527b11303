/**
 * Bank holiday hours (domain/bankHolidays.ts): England and Wales's holidays worked out for any year, and a trust's
 * extra ones (trust-bank-holidays), in the rate of that trust's shifts only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englandAndWalesBankHolidays } from '../../domain/bankHolidays';
import { startHarness, type Harness, type Session } from './harness';
import { dayFrom, placesOf, shiftPayload, weekdayFrom, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let admin: Session;
let southAdmin: Session;
let shiftManager: Session;

const kindsOf = async (jobId: number) =>
  ((await admin.call('GET', `job-rates/${jobId}`)).body.rate.lines as { kind: string }[]).map((l) => l.kind);
const postShiftOn = async (date: string) =>
  (
    await shiftManager.call('POST', 'jobs', {
      body: shiftPayload(h, p, { date, shiftTime: { start: '09:00', end: '17:00' } }),
    })
  ).body as { id: number };

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  [admin, southAdmin, shiftManager] = await Promise.all(
    ['trustadmin', 'southadmin', 'shiftmanager'].map((who) => h.signIn(`${who}@bankshift.test`)),
  );
});
afterAll(() => h?.close());

describe('bank holiday hours', () => {
  it("are England and Wales's for any year, worked out, not listed", async () => {
    const year = Number(dayFrom(h, 0).slice(0, 4)) + 1;
    const summer = englandAndWalesBankHolidays(year).find((d) => d.name === 'Summer bank holiday')!;
    expect(await kindsOf((await postShiftOn(summer.date)).id)).toEqual(['bankHoliday']);
  });

  it("are a trust's extra days too, for its own shifts only, from when they are added", async () => {
    const date = weekdayFrom(h, 20);
    const job = await postShiftOn(date);
    expect(await kindsOf(job.id)).toEqual(['day']);
    const added = await admin.call('POST', 'trust-bank-holidays', {
      body: { date, name: 'Hospital founding day' },
    });
    expect(added).toMatchObject({ status: 201, body: { date, name: 'Hospital founding day', trustId: p.northfield } });
    expect(await kindsOf(job.id)).toEqual(['bankHoliday']);
    // One per date; another trust's list is its own.
    expect((await admin.call('POST', 'trust-bank-holidays', { body: { date, name: 'Again' } })).status).toBe(409);
    const south = await southAdmin.call('GET', 'trust-bank-holidays');
    expect(south.body.data.map((d: { date: string }) => d.date)).not.toContain(date);
    // A manager reads them with the bank rates, and only their managers change them.
    expect((await shiftManager.call('DELETE', `trust-bank-holidays/${added.body.id}`)).status).toBe(403);
    expect((await admin.call('DELETE', `trust-bank-holidays/${added.body.id}`)).status).toBe(200);
    expect(await kindsOf(job.id)).toEqual(['day']);
  });

  it('refuses a day that is no date, naming the field', async () => {
    const res = await admin.call('POST', 'trust-bank-holidays', { body: { date: '2026-02-30', name: 'Nope' } });
    expect(res).toMatchObject({ status: 400, body: { errors: [{ field: 'date' }] } });
  });
});
