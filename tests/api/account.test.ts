/** PATCH /api/v3/account: names, snooze, and an email change that waits for the link sent to the new address. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { anonymous, startHarness, type Harness, type Session } from './harness';
import { linkIn, startMailbox, type Mailbox } from './mailbox';
import { openSocket, settle } from './sockets';

let h: Harness;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  // Every request of this file comes from one address: its limit is the per-account one's business here.
  h = await startHarness({
    smtpUrl: mailbox.url,
    publicUrl: 'https://console.bankshift.test',
    resetPasswordLimit: { perEmail: 3, perAddress: 1000 },
  });
});
afterAll(async () => {
  await h?.close();
  await mailbox?.close();
});

const db = () => h.server.database.knex;
const sessions = new Map<string, Promise<Session>>();
const sessionOf = (email: string) => sessions.get(email) ?? sessions.set(email, h.signIn(email)).get(email)!;
const patch = async (email: string, body: unknown) =>
  (await sessionOf(email)).call('PATCH', 'account', { role: null, body });
const verify = (token: string) =>
  anonymous(h, 'POST', 'authmanagement', { action: 'verifyChangedEmail', value: { token } });

describe('names and snooze', () => {
  it('changes the trimmed names and answers the updated account, which GET then shows', async () => {
    const s = await h.signIn('nurse1@bankshift.test');
    const res = await s.call('PATCH', 'account', { role: null, body: { firstname: '  Ada ', lastname: 'Lovelace' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: s.account.id,
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'nurse1@bankshift.test',
      pendingEmail: null,
    });
    expect(res.body.newUserRoles).toEqual(s.account.newUserRoles);
    expect((await s.call('GET', 'account', { role: null })).body).toEqual(res.body);
    // The id form answers the same; another user's id is not found.
    expect(
      (await s.call('PATCH', `account/${s.account.id}`, { role: null, body: { lastname: 'Byron' } })).body.lastname,
    ).toBe('Byron');
    const otherId = (await h.signIn('nurse2@bankshift.test')).account.id;
    expect((await s.call('PATCH', `account/${otherId}`, { role: null, body: { lastname: 'X' } })).status).toBe(404);
    expect((await db()('users').where({ id: otherId }).first()).lastname).not.toBe('X');
  });

  it('writes name changes to the audit log', async () => {
    const s = await h.signIn('nurse3@bankshift.test');
    await s.call('PATCH', 'account', { role: null, body: { firstname: 'Grace' } });
    const entry = await db()('audit_logs')
      .where({ service: 'account', recordId: s.account.id })
      .orderBy('id', 'desc')
      .first();
    expect(entry).toMatchObject({ method: 'patch', userEmail: 'nurse3@bankshift.test' });
    expect(entry.changes.after).toEqual({ firstname: 'Grace' });
  });

  it('sets and clears the snooze; refuses a past or malformed date', async () => {
    const until = new Date(Date.now() + 6 * 3_600_000).toISOString();
    const snoozed = await patch('nurse4@bankshift.test', { notDisturbDate: until });
    expect(snoozed.body.notDisturbDate).toBe(until);
    // Spec 7.3: the snooze call sends the account's id along.
    const again = await patch('nurse4@bankshift.test', { id: snoozed.body.id, notDisturbDate: null });
    expect(again.body.notDisturbDate).toBeNull();
    for (const [value, why] of [
      [new Date(Date.now() - 60_000).toISOString(), /future/],
      ['2030-01-01', /ISO date and time/],
      ['soon', /date and time/],
      [12, /date and time/],
    ] as const) {
      const res = await patch('nurse4@bankshift.test', { notDisturbDate: value });
      expect(res.status, String(value)).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ field: 'notDisturbDate', message: expect.stringMatching(why) });
    }
  });

  it('refuses bad bodies with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ firstname: '' }, 'firstname'],
      [{ lastname: '   ' }, 'lastname'],
      [{ firstname: 'x'.repeat(81) }, 'firstname'],
      [{ firstname: 7 }, 'firstname'],
      [{ imageUrl: 'http://x' }, 'imageUrl'],
      [{ password: 'Another-pass-1' }, 'password'],
      [{ isActive: false }, 'isActive'],
      [{ email: 'not-an-email' }, 'email'],
      [{ id: 1, firstname: 'Sam' }, 'id'],
    ];
    for (const [body, field] of cases) {
      const res = await patch('nurse5@bankshift.test', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[0]?.field, JSON.stringify(body)).toBe(field);
    }
    expect((await patch('nurse5@bankshift.test', {})).status).toBe(400);
    expect((await patch('nurse5@bankshift.test', '[1]')).status).toBe(400);
    expect((await patch('nurse5@bankshift.test', '{bad json')).status).toBe(400);
    const row = await db()('users').where({ email: 'nurse5@bankshift.test' }).first();
    expect(row).toMatchObject({ firstname: expect.not.stringMatching(/^(|x+|Sam)$/), isActive: true, imageUrl: null });
  });

  it('sends "account patched" to the user\'s own sockets only', async () => {
    const own = await openSocket(h, 'nurse6@bankshift.test');
    const other = await openSocket(h, 'nurse7@bankshift.test');
    try {
      await patch('nurse6@bankshift.test', { firstname: 'Mary' });
      await settle();
      expect(own.received('api/v3/account patched').map((a) => a.firstname)).toEqual(['Mary']);
      expect(other.events.filter((e) => e.event.startsWith('api/v3/account'))).toEqual([]);
    } finally {
      own.socket.close();
      other.socket.close();
    }
  });
});

describe('email change', () => {
  it('keeps the email until the link mailed to the new address is followed', async () => {
    const s = await h.signIn('nurse8@bankshift.test');
    const res = await s.call('PATCH', 'account', {
      role: null,
      body: { email: '  Nurse.Eight@Example.TEST ', currentPassword: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'nurse8@bankshift.test', pendingEmail: 'nurse.eight@example.test' });
    expect((await s.call('GET', 'account', { role: null })).body.pendingEmail).toBe('nurse.eight@example.test');

    const mail = await mailbox.next('nurse.eight@example.test');
    expect(mail.subject).toMatch(/Confirm your new Bankshift email address/);
    const { link, token } = linkIn(mail, 'verifyChangedEmail');
    expect(link).toBe(`https://console.bankshift.test/verifyChangedEmail/${token}`);
    const request = await db()('email_change_requests').where({ userId: s.account.id }).first();
    expect(request).toMatchObject({ status: 'PENDING', email: 'nurse.eight@example.test' });
    expect(request.tokenHash).not.toContain(token);
    expect(new Date(request.expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const done = await verify(token);
    expect(done).toMatchObject({ status: 200, body: { email: 'nurse.eight@example.test' } });
    // Every session of the account ended: it signs in again, with its new address.
    expect((await s.call('GET', 'account', { role: null })).status).toBe(401);
    const told = await mailbox.next('nurse8@bankshift.test');
    expect(told.subject).toBe('Your Bankshift email address was changed');
    expect(told.text).toMatch(/now uses nurse\.eight@example\.test instead of this address/);
    expect((await h.signIn('nurse.eight@example.test')).account).toMatchObject({
      email: 'nurse.eight@example.test',
      pendingEmail: null,
    });
    expect((await db()('email_change_requests').where({ id: request.id }).first()).status).toBe('VERIFIED');
    expect((await h.signIn('NURSE.EIGHT@example.test')).account.id).toBe(s.account.id);
    await expect(h.signIn('nurse8@bankshift.test')).rejects.toThrow(/401/);
    expect(await verify(token)).toMatchObject({
      status: 400,
      body: { message: 'This link has expired or was already used' },
    });
  });

  it('asks for the current password, counting a wrong one as a failed sign-in, and sends nothing without it', async () => {
    const before = mailbox.messages.length;
    for (const [body, message] of [
      [{ email: 'no.password@example.test' }, 'is needed to change your email'],
      [{ email: 'no.password@example.test', currentPassword: 'not-the-password-1' }, 'is not your current password'],
      [{ currentPassword: DEMO_PASSWORD }, 'is asked only with a new email'],
    ] as const) {
      const res = await patch('nurse13@bankshift.test', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0]).toEqual({ field: 'currentPassword', message });
    }
    const failures = await db()('sign_in_failures').where({ key: 'email:nurse13@bankshift.test' }).count({ n: '*' });
    expect(Number(failures[0].n)).toBe(1);
    await settle();
    expect(mailbox.messages.length).toBe(before);
    expect(await db()('email_change_requests').where({ email: 'no.password@example.test' })).toEqual([]);
  });

  it('refuses the current address (400), sending nothing', async () => {
    const before = mailbox.messages.length;
    const same = await patch('nurse9@bankshift.test', {
      email: 'NURSE9@bankshift.test',
      currentPassword: DEMO_PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(same.body.errors[0].field).toBe('email');
    await settle();
    expect(mailbox.messages.length).toBe(before);
  });

  it("answers an address another account uses as any other, and tells that address's owner instead of sending a link", async () => {
    const free = await patch('nurse14@bankshift.test', {
      email: 'nobody.yet@example.test',
      currentPassword: DEMO_PASSWORD,
    });
    const taken = await patch('nurse15@bankshift.test', {
      email: 'TrustAdmin@bankshift.test',
      currentPassword: DEMO_PASSWORD,
    });
    expect([free.status, taken.status]).toEqual([200, 200]);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(free.body).sort());
    expect(taken.body).toMatchObject({ email: 'nurse15@bankshift.test', pendingEmail: 'trustadmin@bankshift.test' });
    const notice = await mailbox.next('trustadmin@bankshift.test');
    expect(notice.subject).toBe('Someone asked to use your email address on Bankshift');
    expect(notice.text).not.toMatch(/verifyChangedEmail/);
    expect(notice.text).not.toMatch(/nurse15/);
    expect((await h.signIn('trustadmin@bankshift.test')).account.email).toBe('trustadmin@bankshift.test');
  });

  it('limits requests per account, as password resets are limited', async () => {
    for (const n of [1, 2, 3])
      expect(
        (await patch('nurse16@bankshift.test', { email: `try${n}@example.test`, currentPassword: DEMO_PASSWORD }))
          .status,
      ).toBe(200);
    const fourth = await patch('nurse16@bankshift.test', {
      email: 'try4@example.test',
      currentPassword: DEMO_PASSWORD,
    });
    expect(fourth).toMatchObject({
      status: 429,
      body: { message: 'Too many email change requests. Please wait 15 minutes and try again.' },
    });
    expect((await h.signIn('nurse16@bankshift.test')).account.pendingEmail).toBe('try3@example.test');
  });

  it('answers 409 when the address was taken between the request and the link', async () => {
    await patch('nurse10@bankshift.test', { email: 'contested@example.test', currentPassword: DEMO_PASSWORD });
    const { token } = linkIn(await mailbox.next('contested@example.test'), 'verifyChangedEmail');
    const winner = (
      await patch('nurse11@bankshift.test', { email: 'contested@example.test', currentPassword: DEMO_PASSWORD })
    ).body.id;
    const second = linkIn(await mailbox.next('contested@example.test'), 'verifyChangedEmail');
    expect((await verify(second.token)).status).toBe(200);
    const late = await verify(token);
    expect(late.status).toBe(409);
    expect(late.body.errors[0].field).toBe('email');
    expect((await h.signIn('contested@example.test')).account.id).toBe(winner);
    expect((await h.signIn('nurse10@bankshift.test')).account.email).toBe('nurse10@bankshift.test');
  });

  it('lets only the newest request stand, and refuses expired and unknown links', async () => {
    await patch('nurse12@bankshift.test', { email: 'first@example.test', currentPassword: DEMO_PASSWORD });
    const first = linkIn(await mailbox.next('first@example.test'), 'verifyChangedEmail');
    await patch('nurse12@bankshift.test', { email: 'second@example.test', currentPassword: DEMO_PASSWORD });
    const second = linkIn(await mailbox.next('second@example.test'), 'verifyChangedEmail');
    expect((await h.signIn('nurse12@bankshift.test')).account.pendingEmail).toBe('second@example.test');
    expect((await verify(first.token)).status).toBe(400);
    await db()('email_change_requests')
      .where({ email: 'second@example.test' })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await verify(second.token)).status).toBe(400);
    expect((await h.signIn('nurse12@bankshift.test')).account.pendingEmail).toBeNull();
    expect((await verify('x'.repeat(43))).status).toBe(400);
    expect(
      (await anonymous(h, 'POST', 'authmanagement', { action: 'verifyChangedEmail', value: {} })).body.errors[0].field,
    ).toBe('token');
  });
});
