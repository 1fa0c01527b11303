/**
 * Joining a trust's bank (issue 11): the sign-up options, sign-up with its emailed verification link, the refusals of
 * a sign-up, an address already in use (lower-cased) getting no second account, and the journey to the first shift:
 * signed up, verified, right to work approved, applied.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passport, sendEvidence } from './evidence';
import { anonymous, startHarness, type Harness } from './harness';
import { linkIn, startMailbox, type Mailbox } from './mailbox';
import { placesOf, shiftPayload, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let mailbox: Mailbox;
let form: { jobTitleTypeId: number; bandTypeId: number };

const db = () => h.server.database.knex;
const signUp = (body: Record<string, unknown>) => anonymous(h, 'POST', 'users', body);
const manage = (action: string, value: unknown) => anonymous(h, 'POST', 'authmanagement', { action, value });
const person = (email: string, extra: Record<string, unknown> = {}) => ({
  trustId: p.northfield,
  firstname: 'Jade',
  lastname: 'Okoro',
  email,
  phoneNumber: '07700 900456',
  password: 'Night-shift-2026',
  ...form,
  ...extra,
});

beforeAll(async () => {
  mailbox = await startMailbox();
  h = await startHarness({ smtpUrl: mailbox.url, resetPasswordLimit: { perEmail: 3, perAddress: 12 } });
  p = await placesOf(h);
  const options = (await anonymous(h, 'GET', 'sign-up-options')).body;
  const northfield = options.find((t: any) => t.id === p.northfield);
  form = {
    jobTitleTypeId: northfield.jobTitles.find((j: any) => j.name === 'Staff Nurse').id,
    bandTypeId: northfield.bands.find((b: any) => b.name === 'Band 5').id,
  };
});
afterAll(async () => {
  await h?.close();
  await mailbox?.close();
});
beforeEach(() => db()('sign_in_failures').delete());

describe('sign-up options', () => {
  it('lists the live trusts that are not for training, each with its job titles and bands, to anyone', async () => {
    await db()('trusts').insert([
      { name: 'Draft Trust', abbreviatedName: 'DRT', isLive: false },
      { name: 'Training Trust', abbreviatedName: 'TRN', isLive: true, isTrainingTrust: true },
    ]);
    const res = await anonymous(h, 'GET', 'sign-up-options');
    expect(res.status).toBe(200);
    expect(res.body.map((t: any) => t.name)).toEqual(['Northfield NHS Trust', 'Southgate NHS Trust']);
    const southgate = res.body[1];
    expect(southgate.jobTitles.map((j: any) => j.name)).toContain('Staff Nurse');
    expect(southgate.bands.map((b: any) => b.name)).toEqual([
      'Band 2',
      'Band 3',
      'Band 4',
      'Band 5',
      'Band 6',
      'Band 7',
    ]);
  });
});

describe('signing up', () => {
  it('makes an unverified account, pending in the trust, and emails the verification link, which works once', async () => {
    const res = await signUp(person('Jade.Okoro@Example.TEST'));
    expect(res).toEqual({ status: 201, body: { email: 'jade.okoro@example.test' } });
    const user = await db()('users').where({ email: 'jade.okoro@example.test' }).first();
    expect(user).toMatchObject({
      firstname: 'Jade',
      lastname: 'Okoro',
      phoneNumber: '07700 900456',
      isVerified: false,
    });
    expect(user.password).not.toContain('Night-shift');
    const member = await db()('get_trust_users').where({ userId: user.id }).first();
    expect(member).toMatchObject({ trustId: p.northfield, approvalStatus: 'pending', ...form, deleted: false });

    const mail = await mailbox.next('jade.okoro@example.test');
    expect(mail.subject).toBe("Verify your email to join Northfield NHS Trust's bank");
    const { token } = linkIn(mail, 'verifyUserEmail');
    expect(await manage('verifySignupLong', { token })).toEqual({
      status: 200,
      body: { email: 'jade.okoro@example.test' },
    });
    expect(await db()('users').where({ id: user.id }).first('isVerified')).toEqual({ isVerified: true });
    expect(await manage('verifySignupLong', { token })).toMatchObject({
      status: 400,
      body: { message: 'This link has expired or was already used' },
    });
  });

  it('gives an address already in use (whatever its case) no second account: the same answer, and its owner is emailed', async () => {
    const res = await signUp(person('NURSE7@BankShift.test'));
    expect(res).toEqual({ status: 201, body: { email: 'nurse7@bankshift.test' } });
    expect(
      Number(
        (await db()('users').whereRaw('lower(email) = ?', ['nurse7@bankshift.test']).count({ n: '*' }).first())!.n,
      ),
    ).toBe(1);
    const mail = await mailbox.next('nurse7@bankshift.test');
    expect(mail.subject).toBe("Your application to Northfield NHS Trust's bank");
    expect(mail.text).toContain('You already have a Bankshift account');
  });

  it('refuses what is missing or wrong, naming the field, and makes nothing', async () => {
    const before = Number((await db()('users').count({ n: '*' }).first())!.n);
    const refused = async (body: Record<string, unknown>, field: string) => {
      const res = await signUp(body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors.map((e: any) => e.field)).toContain(field);
    };
    await refused({ ...person('a1@example.test'), firstname: '' }, 'firstname');
    await refused(person('not-an-email'), 'email');
    await refused(person('a2@example.test', { password: 'short' }), 'password');
    await refused(person('a3@example.test', { phoneNumber: 'call me' }), 'phoneNumber');
    await refused(person('a4@example.test', { trustId: 999_999 }), 'trustId');
    await refused(person('a5@example.test', { trustId: p.southgate }), 'jobTitleTypeId');
    await refused(person('a6@example.test', { approvalStatus: 'approved' }), 'approvalStatus');
    const draft = await db()('trusts').where({ name: 'Draft Trust' }).first('id');
    await refused(person('a7@example.test', { trustId: draft.id }), 'trustId');
    expect(Number((await db()('users').count({ n: '*' }).first())!.n)).toBe(before);
  });

  it('sends a new link on asking, only to an account not yet verified, and says the same to everyone', async () => {
    await signUp(person('resend@example.test'));
    await mailbox.next('resend@example.test');
    expect(await manage('resendVerifySignup', { email: 'RESEND@example.test' })).toEqual({ status: 200, body: {} });
    const again = await mailbox.next('resend@example.test');
    expect(linkIn(again, 'verifyUserEmail').token).toBeTruthy();
    expect(await manage('resendVerifySignup', { email: 'nurse8@bankshift.test' })).toEqual({ status: 200, body: {} });
    expect(await manage('resendVerifySignup', { email: 'nobody@example.test' })).toEqual({ status: 200, body: {} });
    await new Promise((r) => setTimeout(r, 200));
    expect(
      mailbox.messages.some((m) => m.to.includes('nurse8@bankshift.test') || m.to.includes('nobody@example.test')),
    ).toBe(false);
  });

  it('limits sign-ups from one address', async () => {
    const answers = [];
    for (let i = 0; i < 13; i++) answers.push((await signUp(person(`flood${i}@example.test`))).status);
    expect(answers.slice(0, 12).every((s) => s === 201)).toBe(true);
    expect(answers[12]).toBe(429);
  });
});

describe('from sign-up to the first shift', () => {
  it('signs up, verifies, is approved by the bank officer, and applies', async () => {
    await signUp(person('first.shift@example.test'));
    const { token } = linkIn(await mailbox.next('first.shift@example.test'), 'verifyUserEmail');
    const nurse = await h.signIn('first.shift@example.test', 'Night-shift-2026');
    const manager = await h.signIn('opsmanager@bankshift.test');
    const job = (await manager.call('POST', 'jobs', { body: shiftPayload(h, p) })).body.id;
    expect((await nurse.call('POST', 'applications', { body: { jobId: job } })).status).toBe(403);
    await manage('verifySignupLong', { token });
    const officer = await h.signIn('bankofficer@bankshift.test');
    const [member] = (await officer.call('GET', 'get-trust-users', { query: 'q=first.shift@example.test' })).body.data;
    expect(member).toMatchObject({ approvalStatus: 'pending', isVerified: true });
    // Their right to work checked: approving the evidence they send approves them.
    const sent = await sendEvidence(h, nurse, member.id, passport());
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(
      (
        await officer.call('POST', 'righttoworkrequests', {
          body: { id: sent.body.id },
          headers: { 'x-service-method': 'approve' },
        })
      ).body.memberStatus,
    ).toBe('approved');
    expect((await nurse.call('POST', 'applications', { body: { jobId: job } })).status).toBe(201);
  });
});
