/**
 * A trust's shift length and named shift times (issue 10, System settings > Shift length): the shortest and longest
 * shift are enforced when a shift is posted and when a draft is published; the named times are read whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';
import { grantRole, placesOf, shiftPayload, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let admin: Session;
let manager: Session;

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  [admin, manager] = await Promise.all(['trustadmin', 'shiftmanager'].map((who) => h.signIn(`${who}@bankshift.test`)));
});
afterAll(() => h?.close());

const post = (s: Session, start: string, end: string, extra: Record<string, unknown> = {}) =>
  s.call('POST', 'jobs', { body: shiftPayload(h, p, { shiftTime: { start, end }, ...extra }) });

describe('shift length', () => {
  it('refuses a shift shorter or longer than the trust allows, naming the limit, and takes one within it', async () => {
    const [setting] = (await admin.call('GET', 'shifttimes')).body.data;
    expect(setting).toMatchObject({ trustId: p.northfield, shortestHours: 2, longestHours: 13 });
    expect(
      (await admin.call('PATCH', `shifttimes/${setting.id}`, { body: { shortestHours: 6, longestHours: 12.5 } }))
        .status,
    ).toBe(200);

    const short = await post(manager, '08:00', '12:00');
    expect(short.status).toBe(400);
    expect(short.body.errors[0]).toEqual({
      field: 'shiftTime',
      message: "a shift of 4h is shorter than the trust's shortest shift, 6h",
    });
    const long = await post(manager, '19:00', '08:00');
    expect(long.body.errors[0].message).toBe("a shift of 13h is longer than the trust's longest shift, 12h 30m");
    expect((await post(manager, '07:30', '19:30')).status).toBe(201);

    // A draft is held to the limits as they are when it is published.
    const role = await grantRole(h, 'shiftmanager@bankshift.test', ['DRAFT_A_SHIFT', 'VIEW_DRAFTED_SHIFTS']);
    const drafter = await h.signIn('shiftmanager@bankshift.test');
    const draft = await drafter.call('POST', 'jobs', {
      role,
      body: shiftPayload(h, p, { shiftTime: { start: '08:00', end: '16:00' } }),
    });
    expect(draft.body).toMatchObject({ status: 'DRAFT' });
    await admin.call('PATCH', `shifttimes/${setting.id}`, { body: { shortestHours: 9 } });
    const published = await admin.call('PATCH', `jobs/${draft.body.id}`, { body: { status: 'APPROVED' } });
    expect(published.status).toBe(400);
    expect(published.body.errors[0].message).toBe("a shift of 8h is shorter than the trust's shortest shift, 9h");
    await admin.call('PATCH', `shifttimes/${setting.id}`, { body: { shortestHours: 2, longestHours: 13 } });
  });

  it('keeps the shortest no longer than the longest, and the setting to those who manage settings', async () => {
    const [setting] = (await admin.call('GET', 'shifttimes')).body.data;
    const crossed = await admin.call('PATCH', `shifttimes/${setting.id}`, { body: { shortestHours: 14 } });
    expect(crossed.status).toBe(400);
    expect(crossed.body.errors[0]).toEqual({
      field: 'shortestHours',
      message: 'the shortest shift may not be longer than the longest',
    });
    expect((await manager.call('GET', 'shifttimes')).body.data).toHaveLength(1);
    expect((await manager.call('PATCH', `shifttimes/${setting.id}`, { body: { longestHours: 14 } })).status).toBe(403);
  });
});

describe('master shift times', () => {
  it('are read whole, in their order, and refuse a time that ends when it starts or a name used twice', async () => {
    const times = (await manager.call('GET', 'master-shift-times')).body;
    expect(Array.isArray(times)).toBe(true);
    expect(times.map((t: any) => `${t.name} ${t.startTime}-${t.endTime}`)).toEqual([
      'Early 07:00-15:00',
      'Late 14:00-22:00',
      'Long day 07:30-19:30',
      'Night 19:30-07:30',
      'Twilight 18:00-23:00',
    ]);
    const nowhere = await admin.call('POST', 'master-shift-times', {
      body: { name: 'Nowhere', startTime: '08:00', endTime: '08:00' },
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors[0]).toEqual({
      field: 'endTime',
      message: 'a shift time must end at another time than it starts',
    });
    expect(
      (
        await admin.call('POST', 'master-shift-times', {
          body: { name: 'Early', startTime: '06:00', endTime: '14:00' },
        })
      ).status,
    ).toBe(409);
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', 'master-shift-times')).body.every((t: any) => t.trustId === p.southgate)).toBe(
      true,
    );
  });
});
