/**
 * Rate escalation (issue 10): the whole approval chain by role, each refused step, one winner among concurrent
 * deciders, the shift's new tier and uplift, the history, the audit trail and the notifications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../support/csv';
import { startHarness, type Harness, type Session } from './harness';
import { grantRole, placesOf, shiftPayload, weekdayFrom, weekendFrom, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let shift: Session;
let ops: Session;
let rates: Session;
let admin: Session;
let checklist: number[];
let approveReason: number;
let rejectReason: number;

const step = (s: Session, action: string, body: Record<string, unknown>) =>
  s.call('POST', 'rate-escalations', { body, headers: { 'x-service-method': action } });
const notices = async (s: Session, jobId: number) =>
  (await s.call('GET', 'notifications', { query: '$limit=50' })).body.data
    .filter((n: any) => n.externalId === String(jobId))
    .map((n: any) => n.type);
// On a weekday: the rates these tests expect are the day card's.
const postShift = async (by: Session, overrides: Record<string, unknown> = {}) =>
  (await by.call('POST', 'jobs', { body: shiftPayload(h, p, { date: weekdayFrom(h, 5), ...overrides }) })).body;

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  [shift, ops, rates, admin] = await Promise.all(
    ['shiftmanager', 'opsmanager', 'ratemanager', 'trustadmin'].map((who) => h.signIn(`${who}@bankshift.test`)),
  );
  checklist = (await shift.call('GET', 'rate-escalation-checklist-items', { query: 'isActive=true' })).body.data.map(
    (i: { id: number }) => i.id,
  );
  approveReason = (await ops.call('GET', 'approve-reasons-configuration', { query: '$limit=1' })).body.data[0].id;
  rejectReason = (await ops.call('GET', 'reject-reasons-configuration', { query: '$limit=1' })).body.data[0].id;
});
afterAll(() => h?.close());

describe('rate escalation', () => {
  it('runs the whole chain: raised, approved at the first step, then at the final one, with its money', async () => {
    const job = await postShift(shift);
    const raise = {
      jobId: job.id,
      proposedTier: 2,
      increaseValue: 1.5,
      reason: 'No agency cover for the weekend',
      checklistItemIds: checklist,
    };

    const unticked = await shift.call('POST', 'rate-escalations', {
      body: { ...raise, checklistItemIds: checklist.slice(1) },
    });
    expect(unticked.status).toBe(400);
    expect(unticked.body.errors[0]).toMatchObject({
      field: 'checklistItemIds',
      message: expect.stringMatching(/^tick every item of the checklist: "Agency cover/),
    });

    const raised = await shift.call('POST', 'rate-escalations', { body: raise });
    expect(raised.status).toBe(201);
    // Twelve day hours of band 5 at £20.00; tier 2 adds 5 % and the increase £1.50: £22.50, £30.00 more for the open place.
    expect(raised.body).toMatchObject({
      status: 'pending',
      tier: 1,
      needsIntermediateApproval: true,
      hourlyRateBefore: 20,
      hourlyRateAfter: 22.5,
      extraCost: 30,
    });
    expect((await shift.call('POST', 'rate-escalations', { body: raise })).body.message).toBe(
      'This shift already has an escalation waiting for a decision',
    );
    expect((await shift.call('GET', `jobs/${job.id}`)).body.rateEscalationStatus).toBe('pending');

    const early = await step(rates, 'approve', { id: raised.body.id, reasonId: approveReason });
    expect(early).toMatchObject({
      status: 409,
      body: { message: 'This escalation needs its first approval before the final decision' },
    });
    expect((await step(ops, 'intermediateApprove', { id: raised.body.id })).status).toBe(400);
    const first = await step(ops, 'intermediateApprove', {
      id: raised.body.id,
      reasonId: approveReason,
      comment: 'Agreed with matron',
    });
    expect(first).toMatchObject({ status: 200, body: { status: 'intermediate_approved' } });
    expect((await step(shift, 'approve', { id: raised.body.id, reasonId: approveReason })).status).toBe(403);

    // The approver sees the money before deciding: the rate it would give and what it adds to the bill.
    const before = (await rates.call('GET', `job-rates/${job.id}`)).body;
    expect(before).toMatchObject({ id: job.id, openPlaces: 1, rate: { pay: 240, averageHourlyRate: 20 } });
    expect(before.rate.lines).toEqual([
      { kind: 'day', hours: 12, source: 'trust card', baseRate: 20, hourlyRate: 20, pay: 240 },
    ]);
    expect(before.undecided).toMatchObject({
      id: raised.body.id,
      status: 'intermediate_approved',
      extraCost: 30,
      rate: { pay: 270, tier: 2, uplift: 1.5 },
    });
    const spentBefore = before.upliftSpendThisMonth;

    const final = await step(rates, 'approve', { id: raised.body.id, reasonId: approveReason });
    expect(final).toMatchObject({ status: 200, body: { status: 'approved' } });
    expect((await shift.call('GET', `jobs/${job.id}`)).body).toMatchObject({
      tier: 2,
      uplift: 1.5,
      rateEscalationStatus: 'approved',
    });

    const after = (await shift.call('GET', `job-rates/${job.id}`)).body;
    expect(after).toMatchObject({
      undecided: null,
      rate: { pay: 270, averageHourlyRate: 22.5, tier: 2, tierPercent: 5, uplift: 1.5 },
    });
    // The trust's uplift spend this month now holds this escalation's added cost.
    expect(after.upliftSpendThisMonth).toBe(spentBefore + 30);

    const history = await shift.call('GET', 'rate-escalation-history', { query: `jobId=${job.id}` });
    expect(history.body.data.map((e: any) => [e.status, e.reason, e.comment])).toEqual([
      ['pending', 'No agency cover for the weekend', null],
      ['intermediate_approved', 'Patient safety', 'Agreed with matron'],
      ['approved', 'Patient safety', null],
    ]);
    const audit = await admin.call('GET', 'audit-logs', {
      query: `service=rate-escalations&recordId=${raised.body.id}&$sort[id]=1`,
    });
    expect(audit.body.data.map((e: any) => e.method)).toEqual(['create', 'patch', 'patch']);
    expect(await notices(ops, job.id)).toContain('UPLIFT_SUGGESTED');
    expect(await notices(rates, job.id)).toContain('UPLIFT_SUGGESTED');
    expect(await notices(shift, job.id)).toContain('UPLIFT_APPROVED');
  });

  it('lets one of twenty concurrent deciders win and answers the others 409', async () => {
    const job = await postShift(shift);
    // An increase at tier 1, which the demo trust decides in one step: straight to the final decision.
    const { body } = await shift.call('POST', 'rate-escalations', {
      body: { jobId: job.id, increaseValue: 2, reason: 'Short notice', checklistItemIds: checklist },
    });
    expect(body.needsIntermediateApproval).toBe(false);
    expect((await step(ops, 'intermediateApprove', { id: body.id, reasonId: approveReason })).status).toBe(409);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? step(rates, 'approve', { id: body.id, reasonId: approveReason })
          : step(admin, 'reject', { id: body.id, reasonId: rejectReason }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const won = answers.find((a) => a.status === 200)!.body.status;
    const after = (await shift.call('GET', `jobs/${job.id}`)).body;
    expect(after.rateEscalationStatus).toBe(won);
    expect(after.uplift).toBe(won === 'approved' ? 2 : 0);
    const history = await shift.call('GET', 'rate-escalation-history', { query: `jobId=${job.id}` });
    expect(history.body.data.map((e: any) => e.status)).toEqual(['pending', won]);
  });

  it('refuses the own decision, a rate out of range, a tier not above the shift, and a decision on a cancelled shift', async () => {
    const job = await postShift(admin);
    const own = await admin.call('POST', 'rate-escalations', {
      body: { jobId: job.id, proposedTier: 2, reason: 'Own', checklistItemIds: checklist },
    });
    expect(own.status).toBe(201);
    expect(await step(admin, 'intermediateApprove', { id: own.body.id, reasonId: approveReason })).toMatchObject({
      status: 403,
      body: { message: 'Nobody decides their own escalation' },
    });
    expect((await step(shift, 'cancel', { id: own.body.id })).status).toBe(403);
    expect(await step(admin, 'cancel', { id: own.body.id, comment: 'Cover found' })).toMatchObject({
      status: 200,
      body: { status: 'cancelled' },
    });

    const tooMuch = await admin.call('POST', 'rate-escalations', {
      body: { jobId: job.id, increaseValue: 30, reason: 'x', checklistItemIds: checklist },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("Day hours: £50.00 an hour is above band 5's maximum of £40.00");
    const sameTier = await admin.call('POST', 'rate-escalations', {
      body: { jobId: job.id, proposedTier: 1, reason: 'x', checklistItemIds: checklist },
    });
    expect(sameTier.body.errors[0]).toEqual({ field: 'proposedTier', message: "must be above the shift's tier (1)" });
    expect(
      (
        await admin.call('POST', 'rate-escalations', {
          body: { jobId: job.id, reason: 'x', checklistItemIds: checklist },
        })
      ).status,
    ).toBe(400);

    const pending = await shift.call('POST', 'rate-escalations', {
      body: { jobId: job.id, increaseValue: 1, reason: 'x', checklistItemIds: checklist },
    });
    expect(pending.status).toBe(201);
    await admin.call('POST', 'jobs', {
      body: { id: job.id, cancellationReasonId: p.cancelReason },
      headers: { 'x-service-method': 'cancel' },
    });
    expect(await step(rates, 'approve', { id: pending.body.id, reasonId: approveReason })).toMatchObject({
      status: 409,
      body: { message: 'The shift is cancelled: its rate is no longer decided' },
    });
  });

  it('leaves the final step to another approver than the first, unless the tier lets one approver take both', async () => {
    const raise = async () => {
      const job = await postShift(shift);
      const raised = await shift.call('POST', 'rate-escalations', {
        body: { jobId: job.id, proposedTier: 2, reason: 'Short notice', checklistItemIds: checklist },
      });
      expect(raised.status).toBe(201);
      const first = await step(admin, 'intermediateApprove', { id: raised.body.id, reasonId: approveReason });
      expect(first).toMatchObject({ status: 200, body: { status: 'intermediate_approved' } });
      return raised.body;
    };
    const fourEyes = await raise();
    expect(fourEyes.sameApproverBothSteps).toBe(false);
    for (const [action, reasonId] of [
      ['approve', approveReason],
      ['reject', rejectReason],
    ] as const) {
      expect(await step(admin, action, { id: fourEyes.id, reasonId })).toMatchObject({
        status: 403,
        body: { message: 'You took the first step: another approver takes the final one' },
      });
    }
    expect((await step(rates, 'approve', { id: fourEyes.id, reasonId: approveReason })).status).toBe(200);

    const tiers = await admin.call('GET', 'rate-escalation-tier-configurations', { query: 'tier=2' });
    const tier2 = tiers.body.data[0];
    const allow = (on: boolean) =>
      admin.call('PATCH', `rate-escalation-tier-configurations/${tier2.id}`, { body: { sameApproverBothSteps: on } });
    expect((await allow(true)).status).toBe(200);
    try {
      const small = await raise();
      expect(small.sameApproverBothSteps).toBe(true);
      expect(await step(admin, 'approve', { id: small.id, reasonId: approveReason })).toMatchObject({
        status: 200,
        body: { status: 'approved' },
      });
    } finally {
      expect((await allow(false)).status).toBe(200);
    }
  });

  it("moves a published shift's tier only through the chain: an edit of it is refused, a draft's is taken", async () => {
    const db = h.server.database.knex;
    const refused = {
      status: 409,
      body: { message: "A published shift's tier changes only through a rate escalation: raise one on its Rates tab" },
    };
    const setTier = (id: number, tier: number) => admin.call('PATCH', `jobs/${id}`, { body: { tier } });

    const draft = await postShift(admin, { status: 'DRAFT' });
    expect(await setTier(draft.id, 3)).toMatchObject({ status: 200, body: { tier: 3 } });

    const job = await postShift(shift);
    expect(await setTier(job.id, 2)).toMatchObject(refused);
    // The tier it has, sent again, changes nothing: it is no edit.
    expect((await setTier(job.id, 1)).status).toBe(200);
    const pending = await shift.call('POST', 'rate-escalations', {
      body: { jobId: job.id, proposedTier: 2, reason: 'Short notice', checklistItemIds: checklist },
    });
    expect(pending.status).toBe(201);
    expect(await setTier(job.id, 3)).toMatchObject(refused);
    // Under a booked nurse too (the rule does not ask how the place was filled).
    await db('jobs').where({ id: job.id }).update({ confirmedCount: 1, progress: 'booked' });
    expect(await setTier(job.id, 3)).toMatchObject(refused);
    expect(await db('jobs').where({ id: job.id }).first('tier')).toEqual({ tier: 1 });
    expect(await db('rate_escalations').where({ jobId: job.id }).pluck('status')).toEqual(['pending']);
    // A filled shift takes no rate decision either; with its place open again, the chain moves the tier.
    await db('jobs').where({ id: job.id }).update({ confirmedCount: 0, progress: 'vacant' });

    expect((await step(ops, 'intermediateApprove', { id: pending.body.id, reasonId: approveReason })).status).toBe(200);
    expect((await step(rates, 'approve', { id: pending.body.id, reasonId: approveReason })).status).toBe(200);
    expect(await db('jobs').where({ id: job.id }).first('tier')).toEqual({ tier: 2 });
  });

  it('shows escalations only to the roles that raise, decide or review them, in their trust', async () => {
    const south = await h.signIn('southadmin@bankshift.test');
    const mine = (await shift.call('GET', 'rate-escalations')).body;
    expect(mine.total).toBeGreaterThan(0);
    expect((await south.call('GET', `rate-escalations/${mine.data[0].id}`)).status).toBe(404);
    const officer = await h.signIn('bankofficer@bankshift.test');
    expect((await officer.call('GET', 'rate-escalations')).status).toBe(403);
    // A shift's rate is the bank rates' readers' too, within the shifts they see.
    const jobId = mine.data[0].jobId;
    expect((await officer.call('GET', `job-rates/${jobId}`)).status).toBe(200);
    expect((await south.call('GET', `job-rates/${jobId}`)).status).toBe(404);
    expect((await shift.call('GET', 'job-rates/x')).status).toBe(400);
  });

  it('takes comments from whoever reads the escalation, leaves it where it is, and tells the others in it', async () => {
    const job = await postShift(shift);
    const raised = (
      await shift.call('POST', 'rate-escalations', {
        body: { jobId: job.id, increaseValue: 1, reason: 'No applicants', checklistItemIds: checklist },
      })
    ).body;
    expect((await step(ops, 'comment', { id: raised.id, comment: '   ' })).status).toBe(400);
    const commented = await step(ops, 'comment', { id: raised.id, comment: 'Have we asked the agency first?' });
    expect(commented).toMatchObject({ status: 200, body: { id: raised.id, status: 'pending' } });
    await step(shift, 'comment', { id: raised.id, comment: 'Yes, twice: nobody free' });

    const thread = (await rates.call('GET', 'rate-escalation-comments', { query: `rateEscalationId=${raised.id}` }))
      .body.data;
    expect(thread.map((c: any) => [c.comment, c.user.firstname])).toEqual([
      ['Have we asked the agency first?', ops.account.firstname],
      ['Yes, twice: nobody free', shift.account.firstname],
    ]);
    // The requester hears of the operational manager's comment; the operational manager of the reply (in the thread,
    // and an approver of the next step); nobody of their own.
    expect(await notices(shift, job.id)).toContain('UPLIFT_COMMENTED');
    expect((await notices(ops, job.id)).filter((t: string) => t === 'UPLIFT_COMMENTED')).toHaveLength(1);
    expect((await shift.call('GET', `jobs/${job.id}`)).body.rateEscalationStatus).toBe('pending');
    const audit = await admin.call('GET', 'audit-logs', { query: `service=rate-escalation-comments&$limit=50` });
    expect(audit.body.data.filter((e: any) => e.method === 'create').length).toBeGreaterThanOrEqual(2);

    const officer = await h.signIn('bankofficer@bankshift.test');
    expect((await step(officer, 'comment', { id: raised.id, comment: 'Hello' })).status).toBe(403);
  });

  it('keeps the history and comments of a shift to the roles that see the shift', async () => {
    // A reviewer of escalated shifts only sees shifts awaiting the final decision without a participant.
    const viewer = await grantRole(h, 'nurse2@bankshift.test', ['VIEW_RATE_ESCALATED_SHIFTS'], 'RATE-MANAGER');
    const reviewer = await h.signIn('nurse2@bankshift.test');
    const job = await postShift(shift);
    const raised = (
      await shift.call('POST', 'rate-escalations', {
        body: { jobId: job.id, proposedTier: 2, reason: 'No applicants', checklistItemIds: checklist },
      })
    ).body;
    await step(shift, 'comment', { id: raised.id, comment: 'Pending still' });
    const read = async (service: string) =>
      (await reviewer.call('GET', service, { role: viewer, query: `jobId=${job.id}` })).body.total;
    expect([await read('rate-escalation-history'), await read('rate-escalation-comments')]).toEqual([0, 0]);
    expect((await step(ops, 'intermediateApprove', { id: raised.id, reasonId: approveReason })).status).toBe(200);
    expect([await read('rate-escalation-history'), await read('rate-escalation-comments')]).toEqual([2, 1]);
  });
});

describe('the demo escalations', () => {
  it('hold every state of the chain, each shift at the status of its last history entry', async () => {
    const demo = await startHarness({}, { withShifts: true });
    try {
      const admin = await demo.signIn('trustadmin@bankshift.test');
      const escalations = (await admin.call('GET', 'rate-escalations', { query: '$limit=50' })).body.data as any[];
      expect(new Set(escalations.map((e) => e.status))).toEqual(
        new Set(['pending', 'intermediate_approved', 'intermediate_rejected', 'approved', 'rejected', 'cancelled']),
      );
      for (const e of escalations) {
        const history = (
          await admin.call('GET', 'rate-escalation-history', { query: `rateEscalationId=${e.id}&$sort[createdAt]=1` })
        ).body.data as any[];
        expect(history[0]).toMatchObject({ status: 'pending', userId: e.requestedBy });
        expect(history.at(-1).status).toBe(e.status);
        expect((await admin.call('GET', `jobs/${e.jobId}`)).body.rateEscalationStatus).toBe(e.status);
      }
      // The rate manager's queue: the escalations approved at the first step.
      const rates = await demo.signIn('ratemanager@bankshift.test');
      const queue = (await rates.call('GET', 'rate-escalations', { query: 'status=intermediate_approved' })).body;
      expect(queue.total).toBe(1);
      // Its comments, as the rate manager reads them.
      const thread = (
        await rates.call('GET', 'rate-escalation-comments', { query: `rateEscalationId=${queue.data[0].id}` })
      ).body.data;
      expect(thread.map((c: any) => c.comment)).toEqual(['Looking at it this afternoon']);
    } finally {
      await demo.close();
    }
  });
});

/** The shift's hourly rate as each screen and the export read it. */
async function ratesShown(id: number) {
  const listed = (await admin.call('GET', 'jobs', { query: `id=${id}` })).body.data[0];
  const details = (await admin.call('GET', `jobs/${id}`)).body;
  const tab = (await admin.call('GET', `job-rates/${id}`)).body;
  const link = await admin.call('POST', 'list-exports', { body: { resource: 'jobs', query: { id } } });
  expect(link.status, JSON.stringify(link.body)).toBe(201);
  const [header, row] = csvRecords(await (await fetch(`${h.url}${link.body.url}`)).text());
  return {
    list: listed.rate.current,
    details: details.rate.current,
    ratesTab: tab.rate.averageHourlyRate,
    export: Number(row[header.indexOf('Rate (£/h)')]),
    view: details.rate,
  };
}

// One rate for a shift, everywhere (issue 52.14): the shift list, its details, its CSV export and its Rates tab say the
// same hourly rate (the card's for its hours, its tier, its approved uplifts, its automatic increase), before and after
// an approved uplift; the posted terms never show through.
describe('one rate for a shift', () => {
  it('is the same on the list, the details, the export and the Rates tab, before and after an approved uplift', async () => {
    // Weekend hours of band 5: the card's weekend rate, not the £20.00 posted.
    const posted = { start: 20, limit: 30, current: 20, allowAutoIncrease: false };
    const job = (
      await shift.call('POST', 'jobs', {
        body: shiftPayload(h, p, { date: weekendFrom(h, 6), grade: { from: '5', to: '5' }, rate: posted }),
      })
    ).body;
    const before = await ratesShown(job.id);
    expect(before.ratesTab).not.toBe(20);
    expect(before).toMatchObject({ list: before.ratesTab, details: before.ratesTab, export: before.ratesTab });
    // No uplift nor increase yet: it starts where it stands, with the posted room above it.
    expect(before.view).toEqual({
      start: before.ratesTab,
      current: before.ratesTab,
      limit: before.ratesTab + 10,
      allowAutoIncrease: false,
    });

    const [checklistItemIds, reasonId] = [checklist, approveReason];
    const raised = await shift.call('POST', 'rate-escalations', {
      body: { jobId: job.id, proposedTier: 2, increaseValue: 1.5, reason: 'No cover', checklistItemIds },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(201);
    expect((await step(ops, 'intermediateApprove', { id: raised.body.id, reasonId })).status).toBe(200);
    expect((await step(rates, 'approve', { id: raised.body.id, reasonId })).status).toBe(200);

    const after = await ratesShown(job.id);
    expect(after.ratesTab).toBe(raised.body.hourlyRateAfter);
    expect(after).toMatchObject({ list: after.ratesTab, details: after.ratesTab, export: after.ratesTab });
    // The tier's 5 % moves the start; the uplift of £1.50 sits between the start and the current rate.
    expect(after.view.current - after.view.start).toBeCloseTo(1.5, 2);
  });
});
