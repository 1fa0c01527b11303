/**
 * The uplift list (GET job-rates, issue 10): its rows by the data views of spec 6, the VIEW_RATE_ESCALATED_SHIFTS
 * row rule, the figures of a row (latest escalation, threshold factor, fill risk, suggestion) and its filters. The
 * row rule is written twice, in SQL and as a check of one shift (domain/upliftList.ts); the first test holds the two
 * to the same answer for every demo role and for roles holding one rate permission each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingRoleOf, type Account } from '../../domain/account';
import { seesShift } from '../../domain/shiftVisibility';
import { inUpliftList } from '../../domain/upliftList';
import jobs from '../../resources/jobs';
import { hashPassword } from '../../server/authentication';
import { roleMaySee } from '../../server/channels';
import { startHarness, type Harness, type Session } from './harness';
import { grantRole, placesOf, shiftPayload, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;

/** Roles holding one rate permission each (with what lets them see shifts at all), as a trust may define them. */
const ONE_PERMISSION_ROLES = {
  escalatedonly: ['VIEW_UNFILLED_SHIFTS', 'VIEW_RATE_ESCALATED_SHIFTS'],
  approveronly: ['VIEW_UNFILLED_SHIFTS', 'RATE_ESCALATION_APPROVAL'],
  firststeponly: ['VIEW_UNFILLED_SHIFTS', 'RATE_ESCALATION_INTERMEDIATE_APPROVAL'],
  unattendedonly: ['VIEW_NON_PARTICIPANTS_SHIFTS', 'ESCALATE_RATE_FOR_A_SHIFT'],
};
const DEMO = ['superadmin', 'trustadmin', 'opsmanager', 'shiftmanager', 'ratemanager', 'multirole', 'southadmin'];
const sessions = new Map<string, Session>();
const session = (name: string) => sessions.get(name)!;

beforeAll(async () => {
  h = await startHarness({}, { withShifts: true });
  p = await placesOf(h);
  const db = h.server.database.knex;
  const password = await hashPassword('Bankshift-demo-1');
  for (const [name, permissions] of Object.entries(ONE_PERMISSION_ROLES)) {
    await db('users').insert({
      email: `${name}@bankshift.test`,
      password,
      firstname: 'One',
      lastname: name,
      isVerified: true,
    });
    await grantRole(h, `${name}@bankshift.test`, permissions);
  }
  // Shifts awaiting the final decision with and without a participant, for VIEW_RATE_ESCALATED_SHIFTS's rule.
  const unattended = await db('jobs')
    .where({ trustId: p.northfield, status: 'APPROVED', rateEscalationStatus: 'noUplift' })
    .where('startsAt', '>', h.server.app.get('clock').now())
    .orderBy('id')
    .limit(30)
    .pluck('id');
  await db('jobs').whereIn('id', unattended).update({ rateEscalationStatus: 'intermediate_approved' });
  for (const name of [...DEMO, ...Object.keys(ONE_PERMISSION_ROLES)])
    sessions.set(name, await h.signIn(`${name}@bankshift.test`));
});
afterAll(() => h?.close());

const rolesOf = (account: Account) => account.newUserRoles.map((r) => actingRoleOf(account, r.roleId)!);

async function idsListed(s: Session, role: number, query = ''): Promise<number[]> {
  const ids: number[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await s.call('GET', 'job-rates', { role, query: `$limit=100&$skip=${skip}${query}` });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    ids.push(...page.body.data.map((r: { id: number }) => r.id));
    if (skip + 100 >= page.body.total) return ids.sort((a, b) => a - b);
  }
}

describe('the uplift list', () => {
  it('lists, for every role, the rows of its data views: SQL and the check of one shift agree', async () => {
    const db = h.server.database.knex;
    const now = h.server.app.get('clock').now();
    const all = await db('jobs').select(
      'id',
      'trustId',
      'careLocationId',
      'status',
      'progress',
      'rateEscalationStatus',
      'startsAt',
    );
    const applications = await db('applications').select('jobId', 'userId', 'active', 'status');
    const byJob = new Map<number, typeof applications>();
    for (const a of applications) byJob.set(a.jobId, [...(byJob.get(a.jobId) ?? []), a]);
    const listed: Record<string, number> = {};
    for (const name of [...DEMO, ...Object.keys(ONE_PERMISSION_ROLES)]) {
      const s = session(name);
      for (const role of rolesOf(s.account).filter(
        (r) =>
          r.permissions.includes('ESCALATE_RATE_FOR_A_SHIFT') ||
          r.roleLevel !== 'MANAGER' ||
          r.permissions.some((x) => x.startsWith('RATE_') || x === 'VIEW_RATE_ESCALATED_SHIFTS'),
      )) {
        const shift = (j: (typeof all)[number]) => ({ ...j, applications: byJob.get(j.id) ?? [] });
        const expected = all.filter(
          (j) =>
            roleMaySee(jobs, role, j) && seesShift(role, s.account.id, shift(j)) && inUpliftList(role, shift(j), now),
        );
        const read = await idsListed(s, role.roleId);
        expect(read, `${name} as ${role.roleType} of ${role.trustId}`).toEqual(
          expected.map((j) => j.id).sort((a, b) => a - b),
        );
        listed[`${name}/${role.roleType}`] = read.length;
      }
    }
    // The views differ: the rule is not trivially everything or nothing.
    expect(listed['shiftmanager/SHIFT-MANAGER']).toBeGreaterThan(listed['ratemanager/RATE-MANAGER']);
    expect(listed['escalatedonly/SHIFT-MANAGER']).toBeGreaterThan(0);
    expect(listed['escalatedonly/SHIFT-MANAGER']).toBeLessThan(listed['approveronly/SHIFT-MANAGER']);
    expect(listed['firststeponly/SHIFT-MANAGER']).toBeGreaterThan(0);
  });

  it('keeps a VIEW_RATE_ESCALATED_SHIFTS reader to shifts awaiting the final decision, with no application or a refused one', async () => {
    const s = session('escalatedonly');
    const rows = (await s.call('GET', 'job-rates', { query: '$limit=100' })).body.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r: any) => r.rateEscalationStatus))).toEqual(new Set(['intermediate_approved']));
    const db = h.server.database.knex;
    for (const row of rows) {
      const applications = await db('applications').where({ jobId: row.id }).select('active', 'status');
      const refused = applications.filter(
        (a: any) => a.active && ['rejected', 'rejectedByNurse', 'skipped'].includes(a.status),
      );
      expect(applications.length === 0 || refused.length > 0, JSON.stringify(applications)).toBe(true);
    }
  });

  it('shows a row with its latest escalation, its tier threshold, its fill risk and the uplift suggested', async () => {
    const shift = session('shiftmanager');
    // A shift starting in a day: its time pressure is high and its department has no history at tier 1 yet.
    const job = (await shift.call('POST', 'jobs', { body: shiftPayload(h, p, { vacancies: 2 }, 1) })).body;
    const checklist = (
      await shift.call('GET', 'rate-escalation-checklist-items', { query: 'isActive=true' })
    ).body.data.map((i: any) => i.id);
    const raised = await shift.call('POST', 'rate-escalations', {
      body: {
        jobId: job.id,
        proposedTier: 2,
        reason: 'Nobody has applied',
        comments: 'Two places on nights',
        checklistItemIds: checklist,
      },
    });
    expect(raised.status).toBe(201);
    const rows = (
      await shift.call('GET', 'job-rates', {
        query: `title=${encodeURIComponent(job.title)}&rateEscalationStatus=pending&$limit=100`,
      })
    ).body.data;
    const row = rows.find((r: any) => r.id === job.id);
    expect(row).toMatchObject({
      id: job.id,
      tier: 1,
      openPlaces: 2,
      thresholdFactor: 0.1,
      escalation: {
        id: raised.body.id,
        status: 'pending',
        proposedTier: 2,
        comments: 'Two places on nights',
        needsIntermediateApproval: true,
      },
    });
    expect(row.fillRisk).toBeGreaterThan(0.1);
    expect(row.suggest).toMatchObject({ tier: expect.any(Number), perHour: expect.any(Number) });
    expect(row.suggest.tier).toBeGreaterThan(1);
  });

  it('filters by rate status and tier, and refuses a role that neither raises nor decides escalations', async () => {
    const rates = session('ratemanager');
    const pending = (await rates.call('GET', 'job-rates', { query: 'rateEscalationStatus=approved&$limit=100' })).body
      .data;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r: any) => r.rateEscalationStatus === 'approved' && r.escalation.status === 'approved')).toBe(
      true,
    );
    const tier2 = (await rates.call('GET', 'job-rates', { query: 'tier=2&$limit=100' })).body.data;
    expect(tier2.every((r: any) => r.tier === 2)).toBe(true);
    expect((await rates.call('GET', 'job-rates', { query: 'rateEscalationStatus=sideways' })).status).toBe(400);
    expect((await rates.call('GET', 'job-rates', { query: 'colour=blue' })).status).toBe(400);

    const officer = await h.signIn('bankofficer@bankshift.test');
    expect((await officer.call('GET', 'job-rates')).status).toBe(403);
    // The officer still reads one shift's rate (bank rates' readers do).
    const [jobId] = await h.server.database
      .knex('jobs')
      .where({ trustId: p.northfield, status: 'APPROVED' })
      .limit(1)
      .pluck('id');
    expect((await officer.call('GET', `job-rates/${jobId}`)).status).toBe(200);
    expect((await officer.call('GET', `job-rates/${jobId}`, { query: 'colour=blue' })).status).toBe(400);
    const nurse = await h.signIn('nurse1@bankshift.test');
    expect((await nurse.call('GET', 'job-rates')).status).toBe(403);
  });
});
