/**
 * A staff member's profile (issue 11): their details edited by the bank office (email lower-cased and not another
 * account's), their applications by month, contracted hours, roles held and the audit trail of their record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsUpTo } from '../../domain/staffProfile';
import { localDate } from '../../domain/time';
import { passport, sendEvidence } from './evidence';
import type { Harness, Session } from './harness';
import { addMember, dayFrom, shiftPayload, startStaffHarness, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let officer: Session;
let poster: Session;

const db = () => h.server.database.knex;
const edit = (s: Session, id: number, details: Record<string, unknown>) =>
  s.call('POST', 'get-trust-users', { body: { id, ...details }, headers: { 'x-service-method': 'editDetails' } });
const detailsOf = async (id: number) => {
  const m = (await officer.call('GET', `get-trust-users/${id}`)).body;
  return {
    firstname: m.firstname,
    lastname: m.lastname,
    email: m.email,
    phoneNumber: m.phoneNumber,
    staffNumber: m.staffNumber,
    jobTitleTypeId: m.jobTitleTypeId,
    bandTypeId: m.bandTypeId,
    careLocationId: m.careLocationId,
  };
};

beforeAll(async () => {
  ({ h, p, officer, poster } = await startStaffHarness());
});
afterAll(() => h?.close());

describe("editing a staff member's details", () => {
  it('lower-cases the email, refuses one in use in any case, and keeps the job title, band and care location the trust’s', async () => {
    const m = await addMember(h, p, 'profileedit');
    const before = await detailsOf(m.id);
    const edited = await edit(officer, m.id, {
      ...before,
      email: 'Profile.Edit.New@Example.TEST',
      staffNumber: 'NF-5501',
      careLocationId: p.general,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      email: 'profile.edit.new@example.test',
      staffNumber: 'NF-5501',
      careLocationId: p.general,
    });
    expect(await edit(officer, m.id, { ...before, email: 'NURSE2@bankshift.test' })).toMatchObject({
      status: 409,
      body: { errors: [{ field: 'email' }] },
    });
    const southTitle = await db()('job_title_types').where({ trustId: p.southgate }).first('id');
    expect((await edit(officer, m.id, { ...before, jobTitleTypeId: southTitle.id })).body).toMatchObject({
      code: 400,
      errors: [{ field: 'jobTitleTypeId' }],
    });
    const southPlace = await db()('care_locations').where({ trustId: p.southgate }).first('id');
    expect((await edit(officer, m.id, { ...before, careLocationId: southPlace.id })).body).toMatchObject({
      code: 400,
      errors: [{ field: 'careLocationId' }],
    });
    expect((await edit(officer, m.id, { ...before, email: 'not-an-email' })).body).toMatchObject({
      code: 400,
      errors: [{ field: 'email' }],
    });
    // The account signs in with its new address; the trail names the person; the nurse is told.
    expect((await h.signIn('profile.edit.new@example.test')).account.email).toBe('profile.edit.new@example.test');
    const trail = await officer.call('GET', 'audit-logs', { query: `subjectUserId=${m.userId}` });
    expect(trail.status).toBe(403);
    const admin = await h.signIn('trustadmin@bankshift.test');
    const entries = (await admin.call('GET', 'audit-logs', { query: `subjectUserId=${m.userId}&$limit=50` })).body.data;
    expect(entries.map((e: any) => e.service).sort()).toEqual(['account', 'get-trust-users']);
    expect(entries[0]).toMatchObject({ userEmail: 'bankofficer@bankshift.test', subject: { id: m.userId } });
    const nurse = await h.signIn('profile.edit.new@example.test');
    expect((await nurse.call('GET', 'notifications')).body.data.map((n: any) => n.title)).toContain(
      'Your details were updated',
    );
  });

  it('needs MANAGE_USERS, and a deleted member is restored first', async () => {
    const m = await addMember(h, p, 'profileperm');
    const before = await detailsOf(m.id);
    expect((await edit(poster, m.id, before)).body).toMatchObject({
      code: 403,
      data: { missingPermissions: ['MANAGE_USERS'] },
    });
    await officer.call('POST', 'get-trust-users', {
      body: { id: m.id },
      headers: { 'x-service-method': 'deleteMember' },
    });
    expect(await edit(officer, m.id, before)).toMatchObject({
      status: 409,
      body: { message: 'This staff member is deleted: restore them first' },
    });
  });
});

describe('applications by month', () => {
  it("counts a nurse's applications in the trust over the last 12 months, by what became of them", async () => {
    const m = await addMember(h, p, 'profilemonths');
    const nurse = await h.signIn(m.email);
    const jobs = await Promise.all(
      [5, 6].map(async (days) => (await poster.call('POST', 'jobs', { body: shiftPayload(h, p, {}, days) })).body.id),
    );
    const applications = await Promise.all(
      jobs.map(async (jobId) => (await nurse.call('POST', 'applications', { body: { jobId } })).body),
    );
    expect(
      (await nurse.call('PATCH', `applications/${applications[1].id}`, { body: { status: 'withdrawn' } })).status,
    ).toBe(200);
    const months = await officer.call('GET', 'get-staff-monthly-applications', { query: `userId=${m.userId}` });
    expect(months.status).toBe(200);
    const today = localDate(h.server.app.get('clock').now());
    expect(months.body.map((x: any) => x.month)).toEqual(monthsUpTo(today));
    expect(months.body.at(-1)).toEqual({ month: today.slice(0, 7), open: 1, booked: 0, turnedDown: 0, withdrawn: 1 });
    // Another trust sees none of them; the nurse is named.
    const south = await h.signIn('southadmin@bankshift.test');
    expect(
      (await south.call('GET', 'get-staff-monthly-applications', { query: `userId=${m.userId}` })).body.at(-1),
    ).toMatchObject({ open: 0, withdrawn: 0 });
    expect((await officer.call('GET', 'get-staff-monthly-applications')).body).toMatchObject({
      code: 400,
      errors: [{ field: 'userId' }],
    });
    expect(
      (
        await (
          await h.signIn('ratemanager@bankshift.test')
        ).call('GET', 'get-staff-monthly-applications', { query: `userId=${m.userId}` })
      ).status,
    ).toBe(403);
  });
});

describe('contracted hours and roles', () => {
  it("keeps a nurse's contracted hours, for nurses of the trust only, and lists the roles a person holds", async () => {
    const m = await addMember(h, p, 'profilehours');
    const added = await officer.call('POST', 'trust-staff-contracted-hours', {
      body: { userId: m.userId, hoursPerWeek: 22.5, effectiveFrom: dayFrom(h, 0), note: 'Term-time only' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ trustId: p.northfield, hoursPerWeek: 22.5 });
    const listed = (await officer.call('GET', 'trust-staff-contracted-hours', { query: `userId=${m.userId}` })).body
      .data;
    expect(listed).toEqual([
      expect.objectContaining({
        id: added.body.id,
        member: { id: m.userId, firstname: 'Sam', lastname: 'profilehours' },
      }),
    ]);
    const manager = await db()('users').where({ email: 'opsmanager@bankshift.test' }).first('id');
    expect(
      (
        await officer.call('POST', 'trust-staff-contracted-hours', {
          body: { userId: manager.id, hoursPerWeek: 10, effectiveFrom: dayFrom(h, 0) },
        })
      ).body,
    ).toMatchObject({ code: 400, errors: [{ field: 'userId' }] });
    expect(
      (
        await poster.call('POST', 'trust-staff-contracted-hours', {
          body: { userId: m.userId, hoursPerWeek: 10, effectiveFrom: dayFrom(h, 1) },
        })
      ).status,
    ).toBe(403);
    expect(
      (await officer.call('PATCH', `trust-staff-contracted-hours/${added.body.id}`, { body: { userId: manager.id } }))
        .body.errors[0].field,
    ).toBe('userId');
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', `trust-staff-contracted-hours/${added.body.id}`)).status).toBe(404);

    const multirole = await db()('users').where({ email: 'multirole@bankshift.test' }).first('id');
    const roles = (await officer.call('GET', 'user-roles', { query: `userId=${multirole.id}` })).body.data;
    expect(roles.map((r: any) => r.roleType).sort()).toEqual(['SHIFT-MANAGER', 'TRUST-ADMIN']);
    expect(roles.every((r: any) => r.trustId === p.northfield && r.isActive)).toBe(true);
  });
});

describe("the trust's staff profile review", () => {
  it('refuses approval, by the step or by approving evidence, until the required fields are filled in (400 naming them)', async () => {
    const admin = await h.signIn('trustadmin@bankshift.test');
    const config = await admin.call('POST', 'staff-profile-review-configuration', {
      body: { requiredFields: ['staffNumber', 'hasContractedHours'] },
    });
    expect(config.status, JSON.stringify(config.body)).toBe(201);
    try {
      const m = await addMember(h, p, 'profilereview', { approvalStatus: 'pending' });
      const sent = await sendEvidence(h, await h.signIn(m.email), m.id, passport());
      const approve = () =>
        officer.call('POST', 'righttoworkrequests', {
          body: { id: sent.body.id },
          headers: { 'x-service-method': 'approve' },
        });
      expect(await approve()).toMatchObject({
        status: 400,
        body: {
          message: 'Their profile is not complete: fill in staff number, contracted hours before approving them',
          errors: [{ field: 'staffNumber' }, { field: 'hasContractedHours' }],
        },
      });
      // Nothing of the refused approval stays.
      expect((await officer.call('GET', `righttoworkrequests/${sent.body.id}`)).body.status).toBe('pending');
      await edit(officer, m.id, { ...(await detailsOf(m.id)), staffNumber: 'NF-8801' });
      expect((await approve()).body.errors).toEqual([
        { field: 'hasContractedHours', message: 'is required before approval' },
      ]);
      await officer.call('POST', 'trust-staff-contracted-hours', {
        body: { userId: m.userId, hoursPerWeek: 20, effectiveFrom: dayFrom(h, 0) },
      });
      expect((await approve()).body).toMatchObject({ status: 'approved', memberStatus: 'approved' });
    } finally {
      await db()('staff_profile_review_configuration').where({ trustId: p.northfield }).delete();
    }
  });
});
