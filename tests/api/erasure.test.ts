/**
 * Erasure on request (issue 11): a nurse's personal data is pseudonymised, their shifts, applications, time records and
 * the audit log stay under the pseudonym, the erased values leave the audit log, the scans leave the store, and the
 * erasure itself is audited. Only an admin of their only trust (or the super admin), never with bookings still to work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasedEmail } from '../../domain/erasure';
import { passport, sendEvidence } from './evidence';
import type { Harness, Session } from './harness';
import { addMember, shiftPayload, startStaffHarness, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let officer: Session;
let poster: Session;
let admin: Session;

const db = () => h.server.database.knex;
const erase = (s: Session, id: number, reason = 'Asked by email on 20 Nov 2026') =>
  s.call('POST', 'get-trust-users', { body: { id, reason }, headers: { 'x-service-method': 'erase' } });

beforeAll(async () => {
  ({ h, p, officer, poster } = await startStaffHarness());
  admin = await h.signIn('trustadmin@bankshift.test');
});
afterAll(() => h?.close());

describe('erasing a nurse on their request', () => {
  it('pseudonymises the person and keeps their shifts, applications and audit, without the erased values', async () => {
    const m = await addMember(h, p, 'erasekeep', { staffNumber: 'NF-7001' });
    const nurse = await h.signIn(m.email);
    // Their evidence with a scan, an open application, and an edit of their details, audited.
    const sent = await sendEvidence(h, nurse, m.id, passport());
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const scan = `${h.url}${sent.body.files[0].url}`;
    expect((await fetch(scan)).status).toBe(200);
    const shift = (await poster.call('POST', 'jobs', { body: shiftPayload(h, p, {}, 6) })).body;
    const open = (await nurse.call('POST', 'applications', { body: { jobId: shift.id } })).body;
    const before = (await officer.call('GET', `get-trust-users/${m.id}`)).body;
    await officer.call('POST', 'get-trust-users', {
      body: {
        id: m.id,
        firstname: before.firstname,
        lastname: before.lastname,
        email: 'erase.keep.new@bankshift.test',
        phoneNumber: '07700 900555',
        staffNumber: 'NF-7001',
      },
      headers: { 'x-service-method': 'editDetails' },
    });

    const erased = await erase(admin, m.id);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body).toMatchObject({
      erased: true,
      deleted: true,
      firstname: 'Erased',
      lastname: `person ${m.userId}`,
      email: erasedEmail(m.userId),
      phoneNumber: null,
      staffNumber: null,
    });
    // Nobody signs in as them; their open application is withdrawn and stays theirs.
    await expect(h.signIn('erase.keep.new@bankshift.test')).rejects.toThrow(/401/);
    expect((await nurse.call('GET', 'notifications')).status).toBe(401);
    expect(await db()('applications').where({ id: open.id }).first('status', 'userId')).toEqual({
      status: 'withdrawn',
      userId: m.userId,
    });
    // The evidence keeps its decision, not its number or scans.
    expect(
      await db()('right_to_work_requests').where({ id: sent.body.id }).first('documentNumber', 'files', 'status'),
    ).toEqual({ documentNumber: 'ERASED', files: [], status: 'pending' });
    expect((await fetch(scan)).status).toBe(404);
    // The audit log keeps every entry about them, none holding the erased values; the erasure is one of them.
    const trail = (await admin.call('GET', 'audit-logs', { query: `subjectUserId=${m.userId}&$limit=100` })).body.data;
    const text = JSON.stringify(trail);
    for (const gone of [
      'erase.keep.new@bankshift.test',
      'erasekeep@bankshift.test',
      '07700 900555',
      'NF-7001',
      'erasekeep',
    ])
      expect(text).not.toContain(gone);
    expect(trail.find((e: any) => e.service === 'account' && e.changes.after.erasedAt)).toMatchObject({
      userEmail: 'trustadmin@bankshift.test',
      changes: { after: { email: 'erased', firstname: 'erased', phoneNumber: 'erased' } },
    });
    expect(trail.filter((e: any) => e.service === 'righttoworkrequests').length).toBeGreaterThanOrEqual(2);
    // Once only; the record stays deleted.
    expect(await erase(admin, m.id)).toMatchObject({ status: 409, body: { message: 'This person is already erased' } });
    expect(
      await admin.call('POST', 'get-trust-users', {
        body: { id: m.id },
        headers: { 'x-service-method': 'restoreMember' },
      }),
    ).toMatchObject({ status: 409 });
  });

  it('is an admin’s, of the nurse’s only trust, and waits for their bookings to be released', async () => {
    const m = await addMember(h, p, 'erasebooked');
    expect((await erase(officer, m.id)).body).toMatchObject({ code: 403 });
    const shift = (await poster.call('POST', 'jobs', { body: shiftPayload(h, p, {}, 7) })).body;
    const application = (await (await h.signIn(m.email)).call('POST', 'applications', { body: { jobId: shift.id } }))
      .body;
    expect(
      (await poster.call('PATCH', `applications/${application.id}`, { body: { status: 'confirmed' } })).status,
    ).toBe(200);
    expect(await erase(admin, m.id)).toMatchObject({
      status: 409,
      body: { message: 'This nurse is booked on 1 shift still to work: release it first' },
    });
    // nurse2 is on Southgate's bank too: Northfield's admin may not erase them there.
    const [both] = (await officer.call('GET', 'get-trust-users', { query: 'q=nurse2@bankshift.test' })).body.data;
    await db()('applications').where({ userId: both.userId, status: 'confirmed' }).update({ status: 'withdrawn' });
    expect(await erase(admin, both.id)).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('also on Southgate NHS Trust') },
    });
    const superAdmin = await h.signIn('superadmin@bankshift.test');
    expect((await erase(superAdmin, both.id)).body).toMatchObject({ erased: true });
    expect(await db()('user_roles').where({ userId: both.userId }).whereNull('deletedAt')).toEqual([]);
  });
});
