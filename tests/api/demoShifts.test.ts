/** The demo shifts: every progress state in both trusts, consistent counts, no nurse booked twice at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rightToWorkState } from '../../domain/rightToWork';
import { APPLICATION_STATUSES, PROGRESS } from '../../domain/shifts';
import { localDate } from '../../domain/time';
import { DEMO_HISTORY_DAYS, DEMO_SHIFT_DAYS } from '../../server/db/demoRoles';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, { withShifts: true });
});
afterAll(() => h?.close());

describe('demo shifts', () => {
  it('cover the next 60 days and the last 180 of both live trusts in every progress state, with drafts and cancellations', async () => {
    const db = h.server.database.knex;
    // The draft trust (Westbrook, half-way through its setup) has no shifts yet.
    expect(
      await db('jobs').join('trusts', 'trusts.id', 'jobs.trustId').where('trusts.isLive', false).first('jobs.id'),
    ).toBeUndefined();
    for (const trust of await db('trusts').where({ isLive: true })) {
      const rows = await db('jobs').where({ trustId: trust.id });
      const progress = new Set(rows.filter((r: any) => r.status === 'APPROVED').map((r: any) => r.progress));
      // completed, approved ... from the past; vacant and booked also in the future.
      expect(
        [...PROGRESS].filter((p) => !progress.has(p)),
        trust.name,
      ).toEqual([]);
      expect(
        rows.some((r: any) => r.status === 'DRAFT'),
        trust.name,
      ).toBe(true);
      expect(
        rows.some((r: any) => r.status === 'CANCELLED'),
        trust.name,
      ).toBe(true);
      const dates = rows.map((r: any) => r.date).sort();
      expect(Date.parse(dates.at(-1)) - Date.parse(dates[0])).toBe((DEMO_HISTORY_DAYS + DEMO_SHIFT_DAYS) * 86_400_000);
    }
  });

  it("fill the demo rate manager's jobs list with the shifts still to fill", async () => {
    const rate = await h.signIn('ratemanager@bankshift.test');
    const list = await rate.call('GET', 'jobs', { query: '$limit=5' });
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(0);
  });

  it('have applications in every status in both live trusts; a withdrawn one no longer takes part', async () => {
    const db = h.server.database.knex;
    for (const trust of await db('trusts').where({ isLive: true })) {
      const statuses = new Set(await db('applications').where({ trustId: trust.id }).distinct().pluck('status'));
      expect(
        APPLICATION_STATUSES.filter((s) => !statuses.has(s)),
        trust.name,
      ).toEqual([]);
    }
    expect(
      await db('applications').whereIn('status', ['withdrawn', 'cancelled']).where({ active: true }).pluck('id'),
    ).toEqual([]);
    expect(
      await db('applications').whereNotIn('status', ['withdrawn', 'cancelled']).where({ active: false }).pluck('id'),
    ).toEqual([]);
    // A cancelled shift holds no open application or booking; only a cancelled shift holds cancelled ones.
    const cancelled = await db('applications as a')
      .join('jobs as j', 'j.id', 'a.jobId')
      .select('a.status', 'j.status as jobStatus');
    expect(
      cancelled.filter(
        (a: any) => a.jobStatus === 'CANCELLED' && ['applied', 'offered', 'confirmed'].includes(a.status),
      ),
    ).toEqual([]);
    expect(cancelled.filter((a: any) => a.status === 'cancelled' && a.jobStatus !== 'CANCELLED')).toEqual([]);
  });

  it('were posted over the last weeks, none later than now, and filled after they were posted', async () => {
    const db = h.server.database.knex;
    const now = Date.now();
    const jobs = await db('jobs').select('createdAt', 'filledAt', 'startsAt');
    expect(
      jobs.filter((j: any) => new Date(j.createdAt).getTime() > now || new Date(j.createdAt) >= new Date(j.startsAt)),
    ).toEqual([]);
    expect(
      jobs.filter(
        (j: any) =>
          j.filledAt && (new Date(j.filledAt) < new Date(j.createdAt) || new Date(j.filledAt).getTime() > now),
      ),
    ).toEqual([]);
    // The dashboard's postings per day: no single day holds most of the last four weeks' postings.
    const manager = await h.signIn('shiftmanager@bankshift.test');
    const days = (await manager.call('GET', '/api/v1/jobs/postingsperday', { query: 'days=28' })).body as {
      count: number;
    }[];
    const total = days.reduce((n, d) => n + d.count, 0);
    expect(days.filter((d) => d.count > 0).length).toBeGreaterThan(20);
    expect(Math.max(...days.map((d) => d.count))).toBeLessThan(total / 4);
  });

  it('keep confirmed counts, bookings and worked time consistent', async () => {
    const db = h.server.database.knex;
    const mismatched = await db('jobs as j')
      .whereRaw(
        '"j"."confirmedCount" <> (select count(*) from applications a where a."jobId" = j.id and a.status = \'confirmed\' and a.active)',
      )
      .pluck('j.id');
    expect(mismatched).toEqual([]);
    // No nurse booked on two shifts that overlap: each nurse's bookings in order of start, each ending before the next.
    const bookings = await db('applications as a')
      .join('jobs as j', 'j.id', 'a.jobId')
      .where('a.status', 'confirmed')
      .orderBy(['a.userId', 'j.startsAt'])
      .select('a.userId', 'j.startsAt', 'j.endsAt');
    const overlaps = bookings.filter(
      (b: any, i: number) =>
        i > 0 && bookings[i - 1].userId === b.userId && new Date(bookings[i - 1].endsAt) > new Date(b.startsAt),
    );
    expect(overlaps).toEqual([]);
    const readyWithoutTime = await db('jobs as j')
      .whereIn('j.progress', ['readyForApprove', 'approved', 'completed'])
      .whereExists(
        db('applications as a')
          .whereRaw('a."jobId" = j.id')
          .where('a.status', 'confirmed')
          .whereNotExists(db('time_records as t').whereRaw('t."jobId" = a."jobId" and t."userId" = a."userId"')),
      )
      .pluck('j.id');
    expect(readyWithoutTime).toEqual([]);
  });

  it('show up in the lists of the demo managers', async () => {
    const manager = await h.signIn('shiftmanager@bankshift.test');
    const list = await manager.call('GET', 'jobs', { query: 'progress=vacant&$limit=5' });
    expect(list.body.total).toBeGreaterThan(10);
    const summary = await manager.call('GET', '/api/v1/jobs/postingsperday');
    expect(summary.body.some((d: any) => d.count > 0)).toBe(true);
  });
});

describe('demo staff', () => {
  it('hold applicants in every approval state, a deleted member, details of every nurse and blocks in force and lifted', async () => {
    const officer = await h.signIn('bankofficer@bankshift.test');
    const staff = (await officer.call('GET', 'get-trust-users', { query: '$limit=100' })).body.data;
    const states = staff.map(
      (m: any) => `${m.approvalStatus}${m.deleted ? ' deleted' : ''}${m.isVerified ? '' : ' unverified'}`,
    );
    for (const state of ['pending', 'pending unverified', 'declined', 'banned', 'approved', 'approved deleted'])
      expect(states).toContain(state);
    expect(staff.every((m: any) => /^NFT-\d+$/.test(m.staffNumber) && m.jobTitleTypeId && m.bandTypeId)).toBe(true);
    const blocks = (await officer.call('GET', 'blocked-users')).body.data.map((b: any) => b.status).sort();
    expect(blocks).toEqual(['blocked', 'unblocked']);
    // Southgate's own block of nurse5, whom Northfield's officer does not see blocked.
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', 'blocked-users')).body.data).toEqual([
      expect.objectContaining({
        status: 'blocked',
        careLocationId: null,
        nurse: expect.objectContaining({ email: 'nurse5@bankshift.test' }),
      }),
    ]);
    // The blocked nurse has no open application where blocked.
    const blocked = (await officer.call('GET', 'blocked-users', { query: 'status=blocked' })).body.data[0];
    const open = await h.server.database
      .knex('applications as a')
      .join('jobs as j', 'j.id', 'a.jobId')
      .where({ 'a.userId': blocked.userId, 'j.careLocationId': blocked.careLocationId, 'a.active': true })
      .whereIn('a.status', ['applied', 'offered'])
      .where('j.startsAt', '>', new Date());
    expect(open).toEqual([]);
  });

  it('hold right-to-work evidence waiting and decided, a permission ending within 30 days (flagged) and one ended', async () => {
    const officer = await h.signIn('bankofficer@bankshift.test');
    const evidence = (await officer.call('GET', 'righttoworkrequests', { query: '$limit=100' })).body.data;
    expect(new Set(evidence.map((r: any) => r.status))).toEqual(new Set(['pending', 'approved', 'declined', 'banned']));
    const today = localDate(h.server.app.get('clock').now());
    const state = (email: string) =>
      rightToWorkState(evidence.find((r: any) => r.email === email && r.status === 'approved')?.expiresOn, today);
    expect([state('nurse18@bankshift.test'), state('nurse17@bankshift.test'), state('nurse1@bankshift.test')]).toEqual([
      'expiring',
      'expired',
      'unlimited',
    ]);
    // Every approved nurse's right to work was checked.
    const staff = (
      await officer.call('GET', 'get-trust-users', { query: 'approvalStatus=approved&deleted=false&$limit=100' })
    ).body.data;
    expect(staff.filter((m: any) => !m.rightToWorkApproved).map((m: any) => m.email)).toEqual([]);
    // The ending permission is flagged as soon as the timed work runs.
    await h.server.app.get('scheduler').runDue();
    const notices = (await officer.call('GET', 'notifications', { query: '$limit=50' })).body.data.filter(
      (n: any) => n.type === 'RIGHT_TO_WORK_EXPIRING',
    );
    expect(notices).toEqual([expect.objectContaining({ body: expect.stringContaining('Leo Barnes') })]);
  });

  it('hold endorsements waiting, approved and rejected, with the skills the approved one recorded', async () => {
    const officer = await h.signIn('bankofficer@bankshift.test');
    const requests = (await officer.call('GET', 'endorsement-requests', { query: '$limit=50' })).body.data;
    expect(requests.map((r: any) => r.status).sort()).toEqual([
      'approved',
      'approved',
      'approved',
      'pending',
      'pending',
      'rejected',
    ]);
    // The latest approved (ten days ago) recorded a skill of each of its nurses, one a level change.
    const approved = requests
      .filter((r: any) => r.status === 'approved')
      .sort((a: any, b: any) => b.decidedAt.localeCompare(a.decidedAt))[0];
    const skills = (
      await officer.call('GET', 'user-skills', { query: `endorsementRequestId=${approved.id}&$limit=50` })
    ).body.data;
    expect(skills).toHaveLength(approved.endorsementRequestUsers.length * approved.endorsementItems.length);
    expect(new Set(skills.map((s: any) => s.changeOrigin))).toEqual(new Set(['acquiredByStaff', 'levelChange']));
    // Each recorded through the write path as the approver, on the day it was decided.
    const trail = await h.server.database
      .knex('audit_logs')
      .where({ service: 'user-skills' })
      .whereIn(
        'recordId',
        skills.map((s: any) => s.id),
      )
      .whereRaw(`changes -> 'after' ->> 'endorsementRequestId' = ?`, [String(approved.id)]);
    expect(trail).toHaveLength(skills.length);
    expect(new Set(trail.map((e: any) => `${e.userEmail} ${e.createdAt.toISOString().slice(0, 10)}`))).toEqual(
      new Set([`bankofficer@bankshift.test ${approved.decidedAt.slice(0, 10)}`]),
    );
    // A skill a nurse declared waits for an endorsement.
    expect((await officer.call('GET', 'user-skills', { query: 'approvalStatus=pending' })).body.data).toEqual([
      expect.objectContaining({ source: 'user', nurse: expect.objectContaining({ lastname: expect.any(String) }) }),
    ]);
  });
});
