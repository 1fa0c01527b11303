/** Bank rates and their settings (issue 10): rate lines within the band's pay range, upcoming changes, who reads and writes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../domain/time';
import { startHarness, type Harness, type Session } from './harness';
import { advanceDays, dayFrom } from './shiftFixtures';

let h: Harness;
let rates: Session;
let ops: Session;
let shift: Session;
let admin: Session;
let south: Session;
const today = localDate(new Date());
const trustOf = (s: Session) => s.account.newUserRoles[0].trustId!;

beforeAll(async () => {
  h = await startHarness();
  [rates, ops, shift, admin, south] = await Promise.all(
    ['ratemanager', 'opsmanager', 'shiftmanager', 'trustadmin', 'southadmin'].map((who) =>
      h.signIn(`${who}@bankshift.test`),
    ),
  );
});
afterAll(() => h?.close());

const band5Range = async () =>
  (await rates.call('GET', 'trustpayraterangeconfigurations', { query: 'band=5' })).body.data[0];

describe('bank rates', () => {
  it('takes a line inside the band pay range, and refuses one outside it naming the limit', async () => {
    const range = await band5Range();
    expect(range).toMatchObject({ band: '5', minRate: 20, maxRate: 40 });
    const line = { band: '5', hoursKind: 'day', hourlyRate: 21.5, effectiveFrom: addDays(today, 90) };
    const created = await rates.call('POST', 'rate-cards', { body: line });
    expect(created).toMatchObject({ status: 201, body: { ...line, trustId: trustOf(rates) } });

    const above = await rates.call('POST', 'rate-cards', {
      body: { ...line, hourlyRate: 40.01, effectiveFrom: addDays(today, 91) },
    });
    expect(above.status).toBe(400);
    expect(above.body.message).toBe("£40.01 an hour is above band 5's maximum of £40.00");
    expect(above.body.errors[0].field).toBe('hourlyRate');

    const patched = await rates.call('PATCH', `rate-cards/${created.body.id}`, { body: { hourlyRate: 19.99 } });
    expect(patched.status).toBe(400);
    expect(patched.body.message).toBe("£19.99 an hour is below band 5's minimum of £20.00");
    // Refused inside its transaction: the line and its audit trail are as they were.
    expect((await rates.call('GET', `rate-cards/${created.body.id}`)).body.hourlyRate).toBe(21.5);
    const audit = await admin.call('GET', 'audit-logs', { query: `service=rate-cards&recordId=${created.body.id}` });
    expect(audit.body.data.map((e: { method: string }) => e.method)).toEqual(['create']);
  });

  it('keeps money to the penny', async () => {
    const res = await rates.call('POST', 'rate-cards', {
      body: { band: '6', hoursKind: 'night', hourlyRate: 30.555, effectiveFrom: addDays(today, 95) },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({
      field: 'hourlyRate',
      message: 'must be in pounds and pence (two decimal places at most)',
    });
  });

  it("holds a care location's own rates to the same range", async () => {
    const { body: places } = await rates.call('GET', 'care-locations', { query: '$limit=1&$sort[id]=1' });
    const careLocationId = places.data[0].id;
    const line = { careLocationId, band: '5', hoursKind: 'weekend', effectiveFrom: addDays(today, 100) };
    expect(
      (await rates.call('POST', 'carelocation-rate-customizations', { body: { ...line, hourlyRate: 33 } })).status,
    ).toBe(201);
    const refused = await rates.call('POST', 'carelocation-rate-customizations', {
      body: { ...line, hourlyRate: 45, effectiveFrom: addDays(today, 101) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/above band 5's maximum of £40.00/);
  });

  it('refuses a pay range that a rate in use would leave, and one whose minimum is above its maximum', async () => {
    const range = await band5Range();
    // The seeded bank holiday rate of band 5 is £32.00 now and £32.96 from next month.
    const narrowed = await rates.call('PATCH', `trustpayraterangeconfigurations/${range.id}`, {
      body: { maxRate: 32.5 },
    });
    expect(narrowed.status).toBe(400);
    expect(narrowed.body.message).toMatch(
      /bankHoliday rate from \d{4}-\d{2}-\d{2} \(£32\.96\) would fall outside this range/,
    );
    expect(narrowed.body.errors[0].field).toBe('maxRate');
    const inverted = await rates.call('PATCH', `trustpayraterangeconfigurations/${range.id}`, {
      body: { minRate: 41 },
    });
    expect(inverted.status).toBe(400);
    expect(inverted.body.errors[0]).toEqual({ field: 'minRate', message: 'the minimum must not be above the maximum' });
    expect((await band5Range()).maxRate).toBe(40);
  });

  it('lists the changes dated after today, from the cards and the care locations, in the trust only', async () => {
    const upcoming = await rates.call('GET', 'upcoming-rate-changes', { query: '$limit=200' });
    expect(upcoming.status).toBe(200);
    const rows = upcoming.body.data as { effectiveFrom: string; trustId: number; careLocationId: number | null }[];
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((r) => r.effectiveFrom > today && r.trustId === trustOf(rates))).toBe(true);
    expect(rows.some((r) => r.careLocationId !== null)).toBe(true);
    // A line dated today is in effect, not upcoming; one dated tomorrow is listed at once.
    const before = upcoming.body.total;
    await rates.call('POST', 'rate-cards', {
      body: { band: '4', hoursKind: 'day', hourlyRate: 16.5, effectiveFrom: today },
    });
    await rates.call('POST', 'rate-cards', {
      body: { band: '4', hoursKind: 'day', hourlyRate: 16.6, effectiveFrom: addDays(today, 1) },
    });
    expect((await rates.call('GET', 'upcoming-rate-changes', { query: '$limit=1' })).body.total).toBe(before + 1);
    const southRows = (await south.call('GET', 'upcoming-rate-changes', { query: '$limit=200' })).body.data;
    expect(southRows.length).toBeGreaterThan(0);
    expect(southRows.every((r: { trustId: number }) => r.trustId === trustOf(south))).toBe(true);
  });

  it('lets viewers of bank rates read them and only their managers change them', async () => {
    expect((await ops.call('GET', 'rate-cards')).status).toBe(200);
    expect(
      (
        await ops.call('POST', 'rate-cards', {
          body: { band: '5', hoursKind: 'day', hourlyRate: 21, effectiveFrom: addDays(today, 120) },
        })
      ).status,
    ).toBe(403);
    expect((await shift.call('GET', 'rate-cards')).status).toBe(403);
    expect((await shift.call('GET', 'trustpayraterangeconfigurations')).status).toBe(403);
    const northfield = (await rates.call('GET', 'rate-cards', { query: '$limit=1' })).body.data[0];
    expect((await south.call('GET', `rate-cards/${northfield.id}`)).status).toBe(404);
  });
});

describe('rate escalation settings', () => {
  it('are read by every manager of the trust and changed by its settings managers', async () => {
    const checklist = await shift.call('GET', 'rate-escalation-checklist-items');
    expect(checklist.status).toBe(200);
    expect(checklist.body.data.map((i: { name: string }) => i.name)).toContain('Staff on shift were asked to extend');
    expect(
      (await shift.call('POST', 'rate-escalation-checklist-items', { body: { name: 'Matron agreed' } })).status,
    ).toBe(403);
    const added = await admin.call('POST', 'approve-reasons-configuration', {
      body: { name: 'Outbreak on the ward', position: 4 },
    });
    expect(added).toMatchObject({
      status: 201,
      body: { name: 'Outbreak on the ward', isActive: true, trustId: trustOf(admin) },
    });
    expect(
      (await admin.call('POST', 'approve-reasons-configuration', { body: { name: 'Outbreak on the ward' } })).status,
    ).toBe(409);
    const tiers = await ops.call('GET', 'rate-escalation-tier-configurations', { query: '$sort[tier]=1' });
    expect(
      tiers.body.data.map((t: { tier: number; needsIntermediateApproval: boolean }) => [
        t.tier,
        t.needsIntermediateApproval,
      ]),
    ).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
    expect(
      (await admin.call('POST', 'rate-escalation-tier-configurations', { body: { tier: 2, thresholdFactor: 0.4 } }))
        .status,
    ).toBe(409);
  });
});

// Last: it moves the server's clock.
describe('a future rate change', () => {
  it("takes a future change into effect on its day by the server's clock: it leaves the upcoming list", async () => {
    const day = dayFrom(h, 3);
    const line = (
      await rates.call('POST', 'rate-cards', {
        body: { band: '7', hoursKind: 'night', hourlyRate: 39.5, effectiveFrom: day },
      })
    ).body;
    const listed = async () =>
      (await rates.call('GET', 'upcoming-rate-changes', { query: 'band=7&hoursKind=night&$limit=50' })).body.data.map(
        (r: any) => r.id,
      );
    expect(await listed()).toContain(line.id * 2);
    await advanceDays(h, 2);
    expect(await listed()).toContain(line.id * 2);
    await advanceDays(h, 1);
    expect(await listed()).not.toContain(line.id * 2);
  });
});
