/**
 * Endorsement (issue 11): a manager asks to endorse skills of approved nurses; an approver decides once, never their
 * own request; approval records the skills (user-skills) with their source and change origin, audited on each nurse.
 * A nurse declares and re-levels their own skills, pending until endorsed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Session } from './harness';
import { addMember, startStaffHarness, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let officer: Session;
let poster: Session;
let skills: { northfield: number[]; southgate: number; inactive: number };

const db = () => h.server.database.knex;
const decide = (s: Session, id: number, decision: 'approve' | 'reject', reason?: string) =>
  s.call('POST', 'endorsement-requests', {
    body: { id, ...(reason ? { reason } : {}) },
    headers: { 'x-service-method': decision },
  });
const ask = (s: Session, nurses: number[], items: { skillId: number; level: string }[], comment = 'Seen on the ward') =>
  s.call('POST', 'endorsement-requests', {
    body: { endorsementRequestUsers: nurses, endorsementItems: items, comment },
  });
const skillsOf = async (userId: number) =>
  db()('user_skills')
    .where({ userId, trustId: p.northfield })
    .orderBy('skillId')
    .select('skillId', 'level', 'approvalStatus', 'source', 'changeOrigin', 'previousLevel', 'endorsementRequestId');

beforeAll(async () => {
  ({ h, p, officer, poster } = await startStaffHarness());
  const north = await db()('skills')
    .where((w) => w.where({ trustId: p.northfield }).orWhereNull('trustId'))
    .where({ status: 'Active' })
    .orderBy('id')
    .limit(3)
    .pluck('id');
  const south = await db()('skills').where({ trustId: p.southgate }).first('id');
  const [inactive] = await db()('skills')
    .insert({ trustId: p.northfield, name: 'Retired skill', status: 'Inactive', groupingTags: '[]' })
    .returning('id');
  skills = { northfield: north, southgate: south.id, inactive: inactive.id };
});
afterAll(() => h?.close());

describe('asking for an endorsement', () => {
  it("is a manager's, for approved nurses of the trust and active skills of its own or the shared catalogue", async () => {
    const a = await addMember(h, p, 'endorseask');
    const pending = await addMember(h, p, 'endorsepending', { approvalStatus: 'pending' });
    const item = { skillId: skills.northfield[0], level: 'solo' };
    const made = await ask(poster, [a.id], [item]);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      status: 'pending',
      trustId: p.northfield,
      endorsementItems: [item],
      endorsementRequestUsers: [a.id],
      requester: { lastname: expect.any(String) },
    });
    expect((await ask(poster, [pending.id], [item])).body).toMatchObject({
      code: 400,
      errors: [{ field: 'endorsementRequestUsers' }],
      message: expect.stringContaining('Sam endorsepending is not an approved nurse'),
    });
    expect((await ask(poster, [a.id], [{ skillId: skills.southgate, level: 'solo' }])).body).toMatchObject({
      code: 400,
      errors: [{ field: 'endorsementItems' }],
    });
    expect((await ask(poster, [a.id], [{ skillId: skills.inactive, level: 'solo' }])).body).toMatchObject({
      code: 400,
      message: expect.stringContaining('Retired skill is no longer an active skill'),
    });
    expect((await ask(poster, [a.id], [item, { ...item, level: 'direct-supervision' }])).body).toMatchObject({
      code: 400,
      message: expect.stringContaining('repeats skill'),
    });
    expect((await ask(poster, [a.id], [{ skillId: item.skillId, level: 'expert' }])).body).toMatchObject({
      code: 400,
      message: expect.stringContaining('row 1: Level must be one of'),
    });
    expect((await ask(poster, [], [item])).body).toMatchObject({
      code: 400,
      errors: [{ field: 'endorsementRequestUsers', message: 'needs at least one item' }],
    });
    expect((await ask(poster, [a.id], [])).body).toMatchObject({
      code: 400,
      errors: [{ field: 'endorsementItems', message: 'must have at least one row' }],
    });
    // Another trust's admin neither sees it nor names this trust's nurses.
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', `endorsement-requests/${made.body.id}`)).status).toBe(404);
    expect((await ask(south, [a.id], [{ skillId: skills.southgate, level: 'solo' }])).body).toMatchObject({
      code: 400,
      errors: [{ field: 'endorsementRequestUsers' }],
    });
    // A rate manager (no staff permissions) may not ask; nor may a nurse.
    expect((await ask(await h.signIn('ratemanager@bankshift.test'), [a.id], [item])).status).toBe(403);
    expect((await ask(await h.signIn(a.email), [a.id], [item])).status).toBe(403);
    // The approvers are told.
    const told = (await officer.call('GET', 'notifications', { query: '$limit=50' })).body.data.filter(
      (n: any) => n.type === 'ENDORSEMENT_REQUESTED',
    );
    expect(told.length).toBeGreaterThan(0);
  });
});

describe('deciding an endorsement', () => {
  it('records each skill for each nurse: acquired, or a level change of one held, audited on their record', async () => {
    const a = await addMember(h, p, 'endorsea');
    const b = await addMember(h, p, 'endorseb');
    const [s1, s2] = skills.northfield;
    // b already holds s1 at direct supervision, as the trust approved before; b declares s2 from the app.
    await db()('user_skills').insert({
      userId: b.userId,
      trustId: p.northfield,
      skillId: s1,
      level: 'direct-supervision',
      approvalStatus: 'approved',
      source: 'job',
      changeOrigin: 'acquiredByStaff',
    });
    const nurseB = await h.signIn(b.email);
    const declared = await nurseB.call('POST', 'user-skills', { body: { skillId: s2, level: 'solo' } });
    expect(declared.status, JSON.stringify(declared.body)).toBe(201);
    expect(declared.body).toMatchObject({
      userId: b.userId,
      approvalStatus: 'pending',
      source: 'user',
      changeOrigin: 'acquiredByStaff',
    });
    const request = (
      await ask(
        poster,
        [a.id, b.id],
        [
          { skillId: s1, level: 'solo' },
          { skillId: s2, level: 'solo' },
        ],
      )
    ).body;
    const approved = await decide(officer, request.id, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      decider: { id: expect.any(Number) },
      decidedAt: expect.any(String),
    });
    expect(await skillsOf(a.userId)).toEqual([
      {
        skillId: s1,
        level: 'solo',
        approvalStatus: 'approved',
        source: 'job',
        changeOrigin: 'acquiredByStaff',
        previousLevel: null,
        endorsementRequestId: request.id,
      },
      {
        skillId: s2,
        level: 'solo',
        approvalStatus: 'approved',
        source: 'job',
        changeOrigin: 'acquiredByStaff',
        previousLevel: null,
        endorsementRequestId: request.id,
      },
    ]);
    expect(await skillsOf(b.userId)).toEqual([
      {
        skillId: s1,
        level: 'solo',
        approvalStatus: 'approved',
        source: 'job',
        changeOrigin: 'levelChange',
        previousLevel: 'direct-supervision',
        endorsementRequestId: request.id,
      },
      // Declared by the nurse at this level: now approved, still theirs.
      {
        skillId: s2,
        level: 'solo',
        approvalStatus: 'approved',
        source: 'user',
        changeOrigin: 'acquiredByStaff',
        previousLevel: null,
        endorsementRequestId: request.id,
      },
    ]);
    // Decided once; the nurses and the requester are told; the change is on each nurse's trail.
    expect(await decide(officer, request.id, 'reject', 'Too late')).toMatchObject({
      status: 409,
      body: { message: 'This endorsement request is already approved' },
    });
    expect((await nurseB.call('GET', 'notifications')).body.data.map((n: any) => n.title)).toContain(
      'Your skills were endorsed',
    );
    expect(
      (await poster.call('GET', 'notifications', { query: '$limit=50' })).body.data.map((n: any) => n.title),
    ).toContain('Endorsement approved');
    const admin = await h.signIn('trustadmin@bankshift.test');
    const trail = (await admin.call('GET', 'audit-logs', { query: `subjectUserId=${a.userId}&service=user-skills` }))
      .body.data;
    expect(trail).toHaveLength(2);
    // A nurse reads their own skills only; the manager reads the trust's.
    expect((await nurseB.call('GET', 'user-skills')).body.data.every((s: any) => s.userId === b.userId)).toBe(true);
    expect((await poster.call('GET', 'user-skills', { query: `userId=${a.userId}` })).body.total).toBe(2);
  });

  it('is never the requester’s nor a named nurse’s own, and is refused once a nurse is no longer approved', async () => {
    const a = await addMember(h, p, 'endorseself');
    const item = { skillId: skills.northfield[2], level: 'distant-supervision' };
    const officerAsks = (await ask(officer, [a.id], [item])).body;
    expect(officerAsks, JSON.stringify(officerAsks)).toMatchObject({ status: 'pending' });
    expect(await decide(officer, officerAsks.id, 'approve')).toMatchObject({
      status: 403,
      body: { message: expect.stringContaining('their own endorsement request') },
    });
    // Rejecting needs a reason; another approver (the trust admin) decides.
    const admin = await h.signIn('trustadmin@bankshift.test');
    expect((await decide(admin, officerAsks.id, 'reject')).body).toMatchObject({
      code: 400,
      errors: [{ field: 'reason' }],
    });
    expect((await decide(admin, officerAsks.id, 'reject', 'Not seen on shift yet')).body).toMatchObject({
      status: 'rejected',
      decisionReason: 'Not seen on shift yet',
    });
    expect(await skillsOf(a.userId)).toEqual([]);
    // Without APPROVE_ENDORSEMENT_REQUESTS: 403 naming it.
    const request = (await ask(poster, [a.id], [item])).body;
    expect((await decide(poster, request.id, 'approve')).body).toMatchObject({
      code: 403,
      data: { missingPermissions: ['APPROVE_ENDORSEMENT_REQUESTS'] },
    });
    // The nurse is deleted before the decision: approval is refused, naming them.
    await officer.call('POST', 'get-trust-users', {
      body: { id: a.id },
      headers: { 'x-service-method': 'deleteMember' },
    });
    expect(await decide(officer, request.id, 'approve')).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('Sam endorseself is no longer an approved nurse') },
    });
    expect((await officer.call('GET', `endorsement-requests/${request.id}`)).body.status).toBe('pending');
  });

  it('has one winner when two approvers decide at once', async () => {
    const a = await addMember(h, p, 'endorserace');
    const request = (await ask(poster, [a.id], [{ skillId: skills.northfield[0], level: 'solo' }])).body;
    const admin = await h.signIn('trustadmin@bankshift.test');
    const results = await Promise.all([
      decide(officer, request.id, 'approve'),
      decide(admin, request.id, 'reject', 'Not yet'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const decided = (await officer.call('GET', `endorsement-requests/${request.id}`)).body.status;
    expect((await skillsOf(a.userId)).length).toBe(decided === 'approved' ? 1 : 0);
  });
});

describe("a nurse's own skills", () => {
  it('changing the level of one sends it back to pending as a level change; the skill itself stays', async () => {
    const a = await addMember(h, p, 'endorselevel');
    const nurse = await h.signIn(a.email);
    const [s1, s2] = skills.northfield;
    const mine = (await nurse.call('POST', 'user-skills', { body: { skillId: s1, level: 'direct-supervision' } })).body;
    expect((await nurse.call('POST', 'user-skills', { body: { skillId: s1, level: 'solo' } })).status).toBe(409);
    expect((await nurse.call('PATCH', `user-skills/${mine.id}`, { body: { skillId: s2 } })).body).toMatchObject({
      code: 400,
      errors: [{ field: 'skillId' }],
    });
    const changed = await nurse.call('PATCH', `user-skills/${mine.id}`, { body: { level: 'solo' } });
    expect(changed.body).toMatchObject({
      level: 'solo',
      previousLevel: 'direct-supervision',
      changeOrigin: 'levelChange',
      approvalStatus: 'pending',
      source: 'user',
    });
    expect(
      (await nurse.call('POST', 'user-skills', { body: { skillId: s1, level: 'solo', approvalStatus: 'approved' } }))
        .body,
    ).toMatchObject({ code: 400, errors: [{ field: 'approvalStatus' }] });
    // Another nurse cannot touch it; a manager cannot declare skills for a nurse.
    const other = await addMember(h, p, 'endorseother');
    expect(
      (
        await (
          await h.signIn(other.email)
        ).call('PATCH', `user-skills/${mine.id}`, { body: { level: 'no-experience' } })
      ).status,
    ).toBe(404);
    expect((await poster.call('POST', 'user-skills', { body: { skillId: s2, level: 'solo' } })).status).toBe(403);
  });
});
