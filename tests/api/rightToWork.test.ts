/**
 * Right-to-work evidence (righttoworkrequests, issue 11): an applicant sends it (multipart, checked by its bytes), the
 * bank office decides it once and the decision carries to the membership; the files go out only at signed links to
 * those who read the request; a permission that ends is flagged 30 days ahead and, once ended, stops the nurse from
 * applying, being offered and being confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/time';
import { eligibleNurseRoles } from '../../server/services/jobs/eligibility';
import { passport, PDF, sendEvidence, type EvidenceFile } from './evidence';
import type { Harness, Session } from './harness';
import {
  addMember,
  advance,
  approvedEvidence,
  dayFrom,
  grantRole,
  shiftPayload,
  startStaffHarness,
  type Places,
} from './shiftFixtures';

let h: Harness;
let p: Places;
let officer: Session;
let poster: Session;

const db = () => h.server.database.knex;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const send = (nurse: Session, role: number, fields: Record<string, string>, files?: EvidenceFile[]) =>
  sendEvidence(h, nurse, role, fields, files);
const decide = (s: Session, action: string, id: number, input: Record<string, unknown> = {}) =>
  s.call('POST', 'righttoworkrequests', { body: { id, ...input }, headers: { 'x-service-method': action } });
const notices = async (s: Session) =>
  (await s.call('GET', 'notifications', { query: '$limit=50' })).body.data.map((n: any) => n.type);
const post = async (days = 5) => {
  const res = await poster.call('POST', 'jobs', { body: shiftPayload(h, p, {}, days) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};

beforeAll(async () => {
  ({ h, p, officer, poster } = await startStaffHarness());
});
afterAll(() => h?.close());

describe('an applicant sends evidence and the bank office approves it', () => {
  it('takes the journey from a pending applicant to one who applies for shifts', async () => {
    const m = await addMember(h, p, 'rtwjourney', { approvalStatus: 'pending', staffNumber: 'NF-RTW-1' });
    const nurse = await h.signIn(m.email);
    // The applicant's role acts nowhere else.
    expect((await nurse.call('GET', 'jobs', { role: m.id })).status).toBe(403);
    const sent = await send(nurse, m.id, passport(dayFrom(h, 400)), [
      { name: 'passport.pdf', data: PDF },
      { name: 'photo.png', data: PNG, type: 'image/png' },
    ]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      userId: m.userId,
      trustId: p.northfield,
      status: 'pending',
      memberStatus: 'pending',
      documentNumber: '123456789',
      staffNumber: 'NF-RTW-1',
    });
    expect(sent.body.files.map((f: any) => [f.name, f.type])).toEqual([
      ['passport.pdf', 'pdf'],
      ['photo.png', 'png'],
    ]);
    expect(sent.body.files[0].key).toBeUndefined();
    expect(await notices(officer)).toContain('RIGHT_TO_WORK_SENT');
    // The nurse reads their own; still pending, they may not apply.
    expect((await nurse.call('GET', 'righttoworkrequests', { role: m.id })).body.data.map((r: any) => r.id)).toEqual([
      sent.body.id,
    ]);
    expect((await nurse.call('POST', 'applications', { role: m.id, body: { jobId: await post() } })).status).toBe(403);

    // New applicants: 4 a page, the oldest first.
    const pending = await officer.call('GET', 'righttoworkrequests', { query: 'status=pending&q=rtwjourney' });
    expect(pending.body).toMatchObject({
      limit: 4,
      total: 1,
      data: [{ id: sent.body.id, firstname: 'Sam', lastname: 'rtwjourney' }],
    });
    const file = await fetch(new URL(pending.body.data[0].files[0].url, h.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);

    const approved = await decide(officer, 'approve', sent.body.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      memberStatus: 'approved',
      decider: { firstname: 'Tom', lastname: 'Baker' },
    });
    expect(await decide(officer, 'approve', sent.body.id)).toMatchObject({ status: 409 });
    const audited = await db()('audit_logs')
      .whereIn('service', ['righttoworkrequests', 'get-trust-users'])
      .whereIn('recordId', [sent.body.id, m.id])
      .pluck('service');
    expect(audited.sort()).toEqual(['get-trust-users', 'righttoworkrequests', 'righttoworkrequests']);
    expect(await notices(nurse)).toContain('USER_APPROVED');
    expect((await nurse.call('POST', 'applications', { role: m.id, body: { jobId: await post() } })).status).toBe(201);
  });

  it('declines with a reason (a pending applicant is declined) and bans (open applications withdrawn)', async () => {
    const m = await addMember(h, p, 'rtwdecline', { approvalStatus: 'pending' });
    const nurse = await h.signIn(m.email);
    const sent = (await send(nurse, m.id, passport())).body;
    expect(await decide(officer, 'decline', sent.id)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'reason' }] },
    });
    expect((await decide(officer, 'decline', sent.id, { reason: 'Photo unreadable' })).body).toMatchObject({
      status: 'declined',
      memberStatus: 'declined',
      decisionReason: 'Photo unreadable',
    });
    // Declined, they send again; approving that approves them.
    const again = await send(nurse, m.id, passport());
    expect(again.status).toBe(201);
    expect((await decide(officer, 'approve', again.body.id)).body.memberStatus).toBe('approved');

    const member = await addMember(h, p, 'rtwban');
    await approvedEvidence(h, member.userId, p.northfield);
    const banned = await h.signIn(member.email);
    const application = (await banned.call('POST', 'applications', { body: { jobId: await post() } })).body;
    const renewal = (await send(banned, member.id, passport())).body;
    expect((await decide(officer, 'ban', renewal.id, { reason: 'Forged document' })).body).toMatchObject({
      status: 'banned',
      memberStatus: 'banned',
    });
    expect(await db()('applications').where({ id: application.id }).first('status')).toEqual({ status: 'withdrawn' });
  });

  it('keeps an approved nurse approved when their new evidence is declined', async () => {
    const m = await addMember(h, p, 'rtwrenew');
    await approvedEvidence(h, m.userId, p.northfield, dayFrom(h, 20));
    const nurse = await h.signIn(m.email);
    const sent = (await send(nurse, m.id, passport(dayFrom(h, 900)))).body;
    expect((await decide(officer, 'decline', sent.id, { reason: 'Wrong document' })).body).toMatchObject({
      status: 'declined',
      memberStatus: 'approved',
    });
  });

  it('lets nobody decide their own evidence, and only MANAGE_USERS holders decide', async () => {
    const m = await addMember(h, p, 'rtwself', { approvalStatus: 'pending' });
    const nurse = await h.signIn(m.email);
    const sent = (await send(nurse, m.id, passport())).body;
    const officerRole = await grantRole(h, m.email, ['MANAGE_USERS', 'VIEW_APPLICANTS'], 'BANK-OFFICER-MANAGER');
    const self = await h.signIn(m.email);
    expect(
      (
        await self.call('POST', 'righttoworkrequests', {
          role: officerRole,
          body: { id: sent.id },
          headers: { 'x-service-method': 'approve' },
        })
      ).body,
    ).toMatchObject({
      code: 403,
      message: 'Nobody decides their own right-to-work evidence',
    });
    expect((await decide(poster, 'approve', sent.id)).body).toMatchObject({
      code: 403,
      data: { missingPermissions: ['MANAGE_USERS'] },
    });
  });
});

describe('what the server takes', () => {
  let nurse: Session;
  let role: number;
  beforeAll(async () => {
    const m = await addMember(h, p, 'rtwchecks', { approvalStatus: 'pending' });
    nurse = await h.signIn(m.email);
    role = m.id;
  });

  it('refuses a file that is not a PDF, JPEG or PNG by its bytes, whatever its name and type say', async () => {
    const disguised = await send(nurse, role, passport(), [
      { name: 'passport.pdf', data: '<html><script>alert(1)</script></html>', type: 'application/pdf' },
    ]);
    expect(disguised).toMatchObject({
      status: 400,
      body: { message: 'files: passport.pdf is not a PDF, JPEG or PNG file', errors: [{ field: 'files' }] },
    });
    expect((await send(nurse, role, passport(), [])).body).toMatchObject({ code: 400, errors: [{ field: 'files' }] });
  });

  it('refuses a file over 10 MB (413) and more than four files, and keeps nothing of a refused upload', async () => {
    const before = await db()('right_to_work_requests').count({ n: '*' }).first();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await send(nurse, role, passport(), [{ name: 'big.pdf', data: big }])).status).toBe(413);
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.pdf`, data: PDF }));
    expect((await send(nurse, role, passport(), five)).body).toMatchObject({ code: 400, errors: [{ field: 'files' }] });
    expect(await db()('right_to_work_requests').count({ n: '*' }).first()).toEqual(before);
  });

  it('checks the form: document type, number, a permission not yet ended; one request waits at a time', async () => {
    expect(
      (await send(nurse, role, { documentType: 'library-card', documentNumber: '123456789' })).body.errors[0].field,
    ).toBe('documentType');
    expect((await send(nurse, role, { documentType: 'passport', documentNumber: '<b>' })).body.errors[0].field).toBe(
      'documentNumber',
    );
    expect((await send(nurse, role, passport(addDays(dayFrom(h, 0), -1)))).body).toMatchObject({
      code: 400,
      errors: [{ field: 'expiresOn' }],
    });
    expect((await send(nurse, role, passport())).status).toBe(201);
    expect((await send(nurse, role, passport())).body).toMatchObject({
      code: 409,
      message: expect.stringMatching(/is waiting for a decision/),
    });
  });

  it('takes evidence from a nurse of the trust only: not an unverified applicant, nor a manager', async () => {
    const m = await addMember(h, p, 'rtwunverified', { approvalStatus: 'pending', isVerified: false });
    const unverified = await h.signIn(m.email);
    expect((await send(unverified, m.id, passport())).status).toBe(403);
    expect((await send(officer, officer.roleOf(), passport())).status).toBe(403);
  });
});

describe('evidence stays with its trust', () => {
  it("answers another trust's request as unknown and refuses a link not signed for the file", async () => {
    const m = await addMember(h, p, 'rtwtenancy', { approvalStatus: 'pending' });
    const sent = (await send(await h.signIn(m.email), m.id, passport())).body;
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', `righttoworkrequests/${sent.id}`)).status).toBe(404);
    expect((await south.call('GET', 'righttoworkrequests', { query: 'q=rtwtenancy' })).body.total).toBe(0);
    // Another nurse's own link, pointed at this file: refused.
    const other = await addMember(h, p, 'rtwtenancy2', { approvalStatus: 'pending' });
    const theirs = (await send(await h.signIn(other.email), other.id, passport())).body.files[0].url as string;
    const mine = sent.files[0].url as string;
    const forged = theirs.replace(/evidence\/[0-9a-f]{32}\.pdf/, mine.match(/evidence\/[0-9a-f]{32}\.pdf/)![0]);
    expect((await fetch(new URL(forged, h.url))).status).toBe(403);
    const longer = mine.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 3600}`);
    expect((await fetch(new URL(longer, h.url))).status).toBe(403);
    // A quarter of an hour, not a day.
    const expires = Number(mine.match(/expires=(\d+)/)![1]);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
  });
});

describe('a permission to work that ends', () => {
  it('stops applying, offers and confirmation for shifts after it ends, and leaves the nurse out of offers', async () => {
    const m = await addMember(h, p, 'rtwexpired');
    await approvedEvidence(h, m.userId, p.northfield, dayFrom(h, 3));
    const nurse = await h.signIn(m.email);
    const after = await post(5);
    const before = await post(2);
    expect((await nurse.call('POST', 'applications', { body: { jobId: after } })).body).toMatchObject({
      code: 409,
      message: expect.stringMatching(
        /^Your permission to work in the UK ended on \w{3} \d+ \w{3} \d{4}: send new right-to-work evidence/,
      ),
    });
    expect(
      (await poster.call('POST', 'jobs/offer-to-nurse', { body: { jobId: after, userId: m.userId } })).body,
    ).toMatchObject({
      code: 409,
      message: expect.stringMatching(/^This nurse's permission to work in the UK ended on/),
    });
    const application = (await nurse.call('POST', 'applications', { body: { jobId: before } })).body;
    expect(application.status).toBe('applied');
    // An application made before the permission ended is still not confirmed for a shift after it.
    const [late] = await db()('applications')
      .insert({
        jobId: after,
        userId: m.userId,
        status: 'applied',
        active: true,
        trustId: p.northfield,
        careLocationId: p.general,
      })
      .returning('id');
    expect(
      (await poster.call('PATCH', `applications/${late.id}`, { body: { status: 'confirmed' } })).body.message,
    ).toMatch(/^This nurse's permission to work in the UK ended on/);
    // Urgent offers go to the eligible staff of the shift: not this nurse after the end, still before it.
    const eligible = async (jobId: number) =>
      (
        await eligibleNurseRoles(db(), await db()('jobs').where({ id: jobId }).first())
          .where('u.id', m.userId)
          .select('u.id')
      ).length;
    expect(await eligible(after)).toBe(0);
    expect(await eligible(before)).toBe(1);
    // New evidence approved: they work again.
    const renewal = (await send(nurse, m.id, passport(dayFrom(h, 700)))).body;
    await decide(officer, 'approve', renewal.id);
    expect((await poster.call('PATCH', `applications/${late.id}`, { body: { status: 'confirmed' } })).body.status).toBe(
      'confirmed',
    );
  });

  it('tells the nurse and the bank officers once, 30 days ahead, of a permission approved with an end', async () => {
    const m = await addMember(h, p, 'rtwwarn', { approvalStatus: 'pending' });
    const nurse = await h.signIn(m.email);
    const sent = (await send(nurse, m.id, passport(dayFrom(h, 40)))).body;
    await decide(officer, 'approve', sent.id);
    const warned = () => db()('right_to_work_requests').where({ id: sent.id }).first('expiryWarnedAt');
    await advance(h, 5 * 86_400_000);
    expect((await warned()).expiryWarnedAt).toBeNull();
    await advance(h, 6 * 86_400_000);
    expect((await warned()).expiryWarnedAt).not.toBeNull();
    const nurseNotices = (await nurse.call('GET', 'notifications', { query: '$limit=50' })).body.data.filter(
      (n: any) => n.title === 'Your permission to work ends soon',
    );
    expect(nurseNotices).toHaveLength(1);
    expect(
      (await officer.call('GET', 'notifications', { query: '$limit=50' })).body.data.filter(
        (n: any) => n.type === 'RIGHT_TO_WORK_EXPIRING' && n.body.includes('rtwwarn'),
      ),
    ).toHaveLength(1);
  });
});
