/**
 * The staff of a trust's bank (get-trust-users) and their approval (issue 11): the lists, each approval step with its
 * record and notice, deletion and restoring, and every refusal of a nurse who may not work (unverified, pending,
 * declined, banned, deleted, another trust) on applying, being offered and being confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, type Harness, type Session } from './harness';
import {
  addMember,
  approvedEvidence,
  shiftPayload,
  startStaffHarness,
  type MemberState,
  type Places,
} from './shiftFixtures';

let h: Harness;
let p: Places;
let officer: Session;
let poster: Session;

const db = () => h.server.database.knex;
const act = (s: Session, action: string, id: number, input: Record<string, unknown> = {}) =>
  s.call('POST', 'get-trust-users', { body: { id, ...input }, headers: { 'x-service-method': action } });
const post = async (overrides: Record<string, unknown> = {}) => {
  const res = await poster.call('POST', 'jobs', { body: shiftPayload(h, p, overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};
const notices = async (s: Session) =>
  (await s.call('GET', 'notifications', { query: '$limit=50' })).body.data.map((n: any) => n.type);

const member = (handle: string, state: MemberState = {}) => addMember(h, p, handle, state);

beforeAll(async () => {
  ({ h, p, officer, poster } = await startStaffHarness());
});
afterAll(() => h?.close());

describe('the staff list', () => {
  it("lists a trust's nurses by approval, searchable by name, email and staff number, 6 a page", async () => {
    const waiting = await member('listpending', { approvalStatus: 'pending', staffNumber: 'NF-77123' });
    const pending = await officer.call('GET', 'get-trust-users', { query: 'approvalStatus=pending&deleted=false' });
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((m: any) => m.id)).toContain(waiting.id);
    expect(pending.body.data.every((m: any) => m.approvalStatus === 'pending')).toBe(true);
    const all = await officer.call('GET', 'get-trust-users');
    expect(all.body.limit).toBe(6);
    expect(all.body.total).toBeGreaterThanOrEqual(21);
    const found = await officer.call('GET', 'get-trust-users', { query: 'q=NF-77123' });
    expect(found.body.data).toEqual([
      expect.objectContaining({
        id: waiting.id,
        userId: waiting.userId,
        email: waiting.email,
        staffNumber: 'NF-77123',
        trustId: p.northfield,
        isVerified: true,
        deleted: false,
      }),
    ]);
    expect((await officer.call('GET', 'get-trust-users', { query: 'q=listpending@bankshift' })).body.total).toBe(1);
    // Managers and admins only: not another trust's, nor a password.
    expect(found.body.data[0].password).toBeUndefined();
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', `get-trust-users/${waiting.id}`)).status).toBe(404);
    expect((await (await h.signIn('ratemanager@bankshift.test')).call('GET', 'get-trust-users')).status).toBe(403);
  });

  it('shows a manager tied to a care location the nurses who may work there', async () => {
    const here = await member('listhere', { careLocationId: p.general });
    const there = await member('listthere', { careLocationId: p.community });
    const manager = await h.signIn('shiftmanager@bankshift.test');
    const ids = (await manager.call('GET', 'get-trust-users', { query: 'q=list&$limit=50' })).body.data.map(
      (m: any) => m.id,
    );
    expect(ids).toContain(here.id);
    expect(ids).not.toContain(there.id);
    expect((await manager.call('GET', `get-trust-users/${there.id}`)).status).toBe(404);
  });
});

describe('approval', () => {
  it('approves a pending nurse once, with who and when, audited, and tells the nurse, who may then work', async () => {
    const m = await member('approveme', { approvalStatus: 'pending' });
    const nurse = await h.signIn(m.email);
    const job = await post();
    expect(await nurse.call('POST', 'applications', { body: { jobId: job } })).toMatchObject({
      status: 403,
      body: { message: "Your application to join this trust's bank is waiting for approval" },
    });
    expect(await poster.call('POST', 'jobs/offer-to-nurse', { body: { jobId: job, userId: m.userId } })).toMatchObject({
      status: 409,
      body: { message: "This nurse's application to join this trust's bank is waiting for approval" },
    });

    // Not before their right to work is checked.
    expect(await act(officer, 'approve', m.id)).toMatchObject({
      status: 409,
      body: { message: 'Their right to work is not checked yet: approve their evidence in New applicants' },
    });
    await approvedEvidence(h, m.userId, p.northfield);
    const approved = await act(officer, 'approve', m.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      id: m.id,
      approvalStatus: 'approved',
      decider: { firstname: 'Tom', lastname: 'Baker' },
    });
    expect(approved.body.decidedAt).toBeTruthy();
    expect(await act(officer, 'approve', m.id)).toMatchObject({
      status: 409,
      body: { message: 'This staff member is already approved' },
    });
    const audit = await db()('audit_logs')
      .where({ service: 'get-trust-users', recordId: m.id })
      .select('method', 'userEmail', 'changes');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ method: 'patch', userEmail: 'bankofficer@bankshift.test' });
    expect(audit[0].changes.after).toMatchObject({ approvalStatus: 'approved' });
    expect(await notices(nurse)).toContain('USER_APPROVED');
    expect((await nurse.call('POST', 'applications', { body: { jobId: job } })).status).toBe(201);
  });

  it('declines with a reason only, and may approve a declined nurse later', async () => {
    const m = await member('declineme', { approvalStatus: 'pending' });
    expect(await act(officer, 'decline', m.id)).toMatchObject({ status: 400, body: { errors: [{ field: 'reason' }] } });
    const declined = await act(officer, 'decline', m.id, { reason: 'Right to work not shown' });
    expect(declined.body).toMatchObject({ approvalStatus: 'declined', decisionReason: 'Right to work not shown' });
    expect(await act(officer, 'decline', m.id, { reason: 'again' })).toMatchObject({ status: 409 });
    const nurse = await h.signIn(m.email);
    expect((await nurse.call('POST', 'applications', { body: { jobId: await post() } })).body.message).toBe(
      "Your application to join this trust's bank was declined",
    );
    await approvedEvidence(h, m.userId, p.northfield);
    expect((await act(officer, 'approve', m.id)).body.approvalStatus).toBe('approved');
  });

  it("bans: the nurse's open applications in the trust are withdrawn and no manager can book them; a lifted ban is checked again", async () => {
    const m = await member('banme');
    const nurse = await h.signIn(m.email);
    const job = await post();
    const application = (await nurse.call('POST', 'applications', { body: { jobId: job } })).body;
    const banned = await act(officer, 'ban', m.id, { reason: 'Conduct' });
    expect(banned.body.approvalStatus).toBe('banned');
    expect(await db()('applications').where({ id: application.id }).first('status')).toEqual({ status: 'withdrawn' });
    expect((await nurse.call('GET', 'jobs')).body).toMatchObject({
      code: 403,
      message: "You are banned from this trust's bank",
      data: { inactiveRole: true },
    });
    // An application a ban raced (left open) is still not confirmed.
    await db()('applications').where({ id: application.id }).update({ status: 'applied', active: true });
    expect(
      await poster.call('PATCH', `applications/${application.id}`, { body: { status: 'confirmed' } }),
    ).toMatchObject({
      status: 409,
      body: { message: "This nurse is banned from this trust's bank" },
    });
    const lifted = await act(officer, 'liftBan', m.id, { reason: 'Appeal upheld' });
    expect(lifted.body.approvalStatus).toBe('pending');
  });

  it('refuses an unverified nurse and one of another trust', async () => {
    const m = await member('unverified', { isVerified: false });
    const nurse = await h.signIn(m.email);
    const job = await post();
    expect((await nurse.call('POST', 'applications', { body: { jobId: job } })).body).toMatchObject({
      code: 409,
      message: 'Please verify your email address first: follow the link we emailed you',
    });
    expect(
      (await poster.call('POST', 'jobs/offer-to-nurse', { body: { jobId: job, userId: m.userId } })).body.message,
    ).toBe('This nurse has not verified their email address yet');
    const south = await h.signIn('southadmin@bankshift.test');
    const southJob = await db()('jobs').where({ trustId: p.southgate }).first('id');
    const southPlace = await db()('care_locations').where({ trustId: p.southgate }).first('id');
    const southWard = await db()('departments').where({ careLocationId: southPlace.id }).first('id');
    const posted = await south.call('POST', 'jobs', {
      body: shiftPayload(h, p, { careLocationId: southPlace.id, departmentId: southWard.id }),
    });
    expect(posted.status, JSON.stringify(posted.body) + JSON.stringify(southJob)).toBe(201);
    const other = await db()('users').where({ email: 'nurse6@bankshift.test' }).first('id');
    expect(
      await south.call('POST', 'jobs/offer-to-nurse', { body: { jobId: posted.body.id, userId: other.id } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'This person is not a nurse of this trust', errors: [{ field: 'userId' }] },
    });
  });
});

describe('deleting and restoring', () => {
  it('deletes softly (the nurse can no longer act, their applications go) and only an admin restores', async () => {
    const m = await member('deleteme');
    const nurse = await h.signIn(m.email);
    const application = (await nurse.call('POST', 'applications', { body: { jobId: await post() } })).body;
    const deleted = await act(officer, 'deleteMember', m.id, { reason: 'Left the trust' });
    expect(deleted.body).toMatchObject({ deleted: true, approvalStatus: 'approved' });
    expect(await db()('applications').where({ id: application.id }).first('status')).toEqual({ status: 'withdrawn' });
    expect((await nurse.call('GET', 'applications')).body.message).toBe("You are no longer on this trust's bank");
    expect(await act(officer, 'approve', m.id)).toMatchObject({
      status: 409,
      body: { message: 'This staff member is deleted: restore them first' },
    });
    expect((await officer.call('GET', 'get-trust-users', { query: `deleted=true&q=deleteme` })).body.total).toBe(1);
    expect((await act(officer, 'restoreMember', m.id)).status).toBe(403);
    const admin = await h.signIn('trustadmin@bankshift.test');
    expect((await act(admin, 'restoreMember', m.id)).body).toMatchObject({ deleted: false, deletedAt: null });
    expect((await nurse.call('GET', 'applications')).status).toBe(200);
  });

  it('needs MANAGE_USERS to decide', async () => {
    const m = await member('notyours', { approvalStatus: 'pending' });
    expect((await act(poster, 'approve', m.id)).body).toMatchObject({
      code: 403,
      data: { missingPermissions: ['MANAGE_USERS'] },
    });
    expect((await poster.call('GET', `get-trust-users/${m.id}`)).status).toBe(200);
  });
});

describe('user-role-approved-level', () => {
  it("answers the signed-in account's own standing at each role: an applicant's, a nurse's right to work, a manager's", async () => {
    const m = await addMember(h, p, 'approvedlevel', { approvalStatus: 'pending' });
    const applicant = await h.signIn(m.email);
    const own = await applicant.call('GET', 'user-role-approved-level');
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toEqual([
      {
        roleId: m.id,
        trustId: p.northfield,
        trustName: 'Northfield NHS Trust',
        roleType: 'NURSE',
        roleLevel: 'NURSE',
        approvalStatus: 'pending',
        rightToWorkApproved: false,
        rightToWorkEndsOn: null,
      },
    ]);
    await approvedEvidence(h, m.userId, p.northfield, '2031-05-01');
    expect((await applicant.call('GET', 'user-role-approved-level')).body[0]).toMatchObject({
      rightToWorkApproved: true,
      rightToWorkEndsOn: '2031-05-01',
    });
    expect((await officer.call('GET', 'user-role-approved-level')).body).toEqual([
      expect.objectContaining({ roleLevel: 'MANAGER', roleType: 'BANK-OFFICER-MANAGER', approvalStatus: 'approved' }),
    ]);
    // Only one's own: no query names another account.
    expect((await officer.call('GET', 'user-role-approved-level', { query: `userId=${m.userId}` })).status).toBe(400);
    expect((await anonymous(h, 'GET', 'user-role-approved-level')).status).toBe(401);
  });
});
