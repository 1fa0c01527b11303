import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_HASH_ROUNDS, passwordHashRounds } from '../../server/authentication';
import { anonymous, startHarness, type Harness } from './harness';
import { startMailbox, type Mailbox } from './mailbox';

let h: Harness;
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  h = await startHarness({
    smtpUrl: mailbox.url,
    publicUrl: 'https://console.bankshift.test',
    signInLimit: { windowMinutes: 15, perEmail: 5, perAddress: 12 },
  });
});
afterAll(async () => {
  await h?.close();
  await mailbox?.close();
});

const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  anonymous(h, 'POST', 'authentication', { strategy: 'local', email, password }, headers);

describe('sign-in', () => {
  it('answers { accessToken, user } with the account of spec 3, email lower-cased', async () => {
    const res = await signIn('  MultiRole@Bankshift.TEST ', 'Bankshift-demo-1');
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'user']);
    const user = res.body.user;
    expect(user).toMatchObject({
      email: 'multirole@bankshift.test',
      firstname: 'Jordan',
      lastname: 'Ellis',
      imageUrl: null,
      notDisturbDate: null,
    });
    expect(user.newUserRoles.map((r: any) => r.roleType).sort()).toEqual(['SHIFT-MANAGER', 'TRUST-ADMIN']);
    const admin = user.newUserRoles.find((r: any) => r.roleType === 'TRUST-ADMIN');
    expect(admin).toMatchObject({ trustName: 'Northfield NHS Trust', careLocationId: null, isActive: true });
    expect(admin.role[0]).toMatchObject({ isDefault: true, roleLevel: 'ADMIN' });
    expect(user.rolePermissions).toContainEqual({ roleId: admin.roleId, permission: { value: 'MANAGE_ROLES' } });
    expect(user.managerDefaultInstitutionId).toBe(admin.trustId);
    expect(user.managerInstitutions).toEqual([{ id: admin.trustId, name: 'Northfield NHS Trust' }]);
    expect(user.approvals).toContainEqual({ institutionId: admin.trustId, role: 'TRUST-ADMIN', status: 'approved' });
  });

  it('stores passwords only as bcrypt hashes, at the configured cost', async () => {
    const rows = await h.server.database.knex('users').select('password');
    expect(rows.length).toBeGreaterThan(20);
    const cost = String(PASSWORD_HASH_ROUNDS).padStart(2, '0');
    for (const { password } of rows) expect(password).toMatch(new RegExp(`^\\$2[aby]\\$${cost}\\$.{53}$`));
    expect(rows.some((r: { password: string }) => r.password.includes('Bankshift-demo-1'))).toBe(false);
  });

  it('hashes at a cost of 10 unless PASSWORD_HASH_ROUNDS says otherwise, and refuses a cost bcrypt cannot use', () => {
    expect(passwordHashRounds(undefined)).toBe(10);
    expect(passwordHashRounds('12')).toBe(12);
    for (const bad of ['3', '32', '4.5', 'ten'])
      expect(() => passwordHashRounds(bad), bad).toThrow(/PASSWORD_HASH_ROUNDS must be a whole number from 4 to 31/);
  });

  it('never lets a password or its hash leave the server', async () => {
    const res = await signIn('superadmin@bankshift.test', 'Bankshift-demo-1');
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/password/i);
    expect(text).not.toMatch(/\$2[aby]\$/);
    const account = await anonymous(h, 'GET', 'account', undefined, {
      authorization: `Bearer ${res.body.accessToken}`,
    });
    expect(JSON.stringify(account.body)).not.toMatch(/password|\$2[aby]\$/i);
  });

  it('gives the super admin a null role level, every permission and every institution', async () => {
    const { body } = await signIn('superadmin@bankshift.test', 'Bankshift-demo-1');
    expect(body.user.newUserRoles).toHaveLength(1);
    expect(body.user.newUserRoles[0]).toMatchObject({ roleType: 'SUPER-ADMIN', trustId: null });
    expect(body.user.newUserRoles[0].role[0].roleLevel).toBeNull();
    expect(body.user.managerInstitutions.map((t: any) => t.name)).toEqual([
      'Northfield NHS Trust',
      'Southgate NHS Trust',
      'Westbrook NHS Trust',
    ]);
    expect(body.user.rolePermissions.length).toBeGreaterThan(40);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await signIn('opsmanager@bankshift.test', 'nope');
    const unknown = await signIn('nobody@bankshift.test', 'Bankshift-demo-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('refuses a malformed sign-in with a 400 naming what is missing', async () => {
    expect((await anonymous(h, 'POST', 'authentication', { strategy: 'local', email: 'a@b.c' })).body).toMatchObject({
      code: 400,
      errors: [{ field: 'password' }],
    });
    expect((await anonymous(h, 'POST', 'authentication', { strategy: 'magic' })).status).toBe(400);
    expect((await anonymous(h, 'POST', 'authentication', '{not json')).status).toBe(400);
    expect(
      (await anonymous(h, 'POST', 'authentication', { strategy: 'local', email: ['x'], password: 1 })).status,
    ).toBe(400);
  });

  it('re-authenticates with the token and answers the account again', async () => {
    const { body } = await signIn('ratemanager@bankshift.test', 'Bankshift-demo-1');
    const again = await anonymous(h, 'POST', 'authentication', { strategy: 'jwt', accessToken: body.accessToken });
    expect(again.status).toBe(201);
    expect(again.body.user.email).toBe('ratemanager@bankshift.test');
    const bad = await anonymous(h, 'POST', 'authentication', { strategy: 'jwt', accessToken: body.accessToken + 'x' });
    expect(bad.status).toBe(401);
    expect(bad.body.data.code).toBe('invalid_token');
  });

  it('answers GET /account for the signed-in user', async () => {
    const s = await h.signIn('shiftmanager@bankshift.test');
    const res = await s.call('GET', 'account', { role: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(s.account);
    expect(res.body.newUserRoles[0]).toMatchObject({ careLocationName: 'Northfield General Hospital' });
  });
});

describe('401 codes', () => {
  it('says AUTHORIZATION_REQUIRED without a token and invalid_token with a bad one', async () => {
    const none = await anonymous(h, 'GET', 'skills?role=1');
    expect(none).toMatchObject({ status: 401, body: { code: 401, data: { code: 'AUTHORIZATION_REQUIRED' } } });
    const bad = await anonymous(h, 'GET', 'skills?role=1', undefined, { authorization: 'Bearer not.a.token' });
    expect(bad).toMatchObject({ status: 401, body: { data: { code: 'invalid_token' } } });
    const account = await anonymous(h, 'GET', 'account');
    expect(account.body.data.code).toBe('AUTHORIZATION_REQUIRED');
  });

  it('refuses the token of a user who has since been disabled', async () => {
    const s = await h.signIn('nurse20@bankshift.test');
    await h.server.database.knex('users').where({ email: 'nurse20@bankshift.test' }).update({ isActive: false });
    const res = await s.call('GET', 'account', { role: null });
    expect(res).toMatchObject({ status: 401, body: { data: { code: 'invalid_token' } } });
    expect((await signIn('nurse20@bankshift.test', 'Bankshift-demo-1')).status).toBe(401);
  });
});

describe('approval in a trust', () => {
  it('is the stored status of each role, and only an approved role acts', async () => {
    const s = await h.signIn('nurse2@bankshift.test');
    const south = s.roleOf('NURSE', 'Southgate NHS Trust');
    const north = s.roleOf('NURSE', 'Northfield NHS Trust');
    await h.server.database.knex('user_roles').where({ id: south }).update({ approvalStatus: 'banned' });
    const { body } = await s.call('GET', 'account', { role: null });
    const statusOf = (roleId: number) =>
      body.approvals.find(
        (a: any) => a.institutionId === body.newUserRoles.find((r: any) => r.roleId === roleId).trustId,
      ).status;
    expect([statusOf(south), statusOf(north)]).toEqual(['banned', 'approved']);
    expect(body.newUserRoles.find((r: any) => r.roleId === south).isActive).toBe(false);
    expect(await s.call('GET', 'jobs', { role: south })).toMatchObject({
      status: 403,
      body: { message: "You are banned from this trust's bank", data: { inactiveRole: true } },
    });
    expect((await s.call('GET', 'jobs', { role: north })).status).toBe(200);
    await expect(
      h.server.database.knex('user_roles').where({ id: south }).update({ approvalStatus: 'maybe' }),
    ).rejects.toThrow(/user_roles_approval_status/);
  });
});

describe('sign-in throttling', () => {
  // Every test signs in from 127.0.0.1: start each with a clean slate for the address limit.
  beforeEach(() => h.server.database.knex('sign_in_failures').delete());

  it('holds an email after five failures: right or wrong, one answer, and the right password mails a link', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn('nurse7@bankshift.test', 'wrong', { 'x-test': String(i) })).status).toBe(401);
    const wrong = await signIn('nurse7@bankshift.test', 'still-wrong-1');
    const right = await signIn('NURSE7@bankshift.test', 'Bankshift-demo-1');
    for (const held of [wrong, right]) {
      expect(held.status).toBe(429);
      expect(held.body.message).toBe(
        'Too many wrong passwords for this account. If the password was right, we emailed it a link to sign in: it works for 15 minutes.',
      );
      expect(held.body.accessToken).toBeUndefined();
    }
    expect(Object.keys(right.body).sort()).toEqual(Object.keys(wrong.body).sort());
    // Nobody else is slowed down.
    expect((await signIn('nurse8@bankshift.test', 'Bankshift-demo-1')).status).toBe(201);

    const mail = await mailbox.next('nurse7@bankshift.test');
    expect(mail.subject).toBe('Your Bankshift sign-in link');
    expect(mailbox.messages.filter((m) => m.to.includes('nurse7@bankshift.test'))).toHaveLength(1);
    const token = mail.text.match(/https:\/\/console\.bankshift\.test\/sign-in\?link=([A-Za-z0-9_-]+)/)![1];
    const byLink = (t: string) => anonymous(h, 'POST', 'authentication', { strategy: 'link', token: t });
    const signedIn = await byLink(token);
    expect(signedIn.status).toBe(201);
    expect(signedIn.body.user.email).toBe('nurse7@bankshift.test');
    expect(
      (await anonymous(h, 'GET', 'account', undefined, { authorization: `Bearer ${signedIn.body.accessToken}` }))
        .status,
    ).toBe(200);
    // Once only; and the account's failures are gone with it.
    expect(await byLink(token)).toMatchObject({
      status: 400,
      body: { message: 'This link has expired or was already used' },
    });
    expect((await signIn('nurse7@bankshift.test', 'Bankshift-demo-1')).status).toBe(201);
    expect((await byLink('x'.repeat(43))).status).toBe(400);
    expect((await anonymous(h, 'POST', 'authentication', { strategy: 'link' })).status).toBe(400);
  });

  it("clears an email's failures on success", async () => {
    for (let i = 0; i < 4; i++) await signIn('nurse9@bankshift.test', 'wrong');
    expect((await signIn('nurse9@bankshift.test', 'Bankshift-demo-1')).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await signIn('nurse9@bankshift.test', 'wrong')).status).toBe(401);
    expect((await signIn('nurse9@bankshift.test', 'Bankshift-demo-1')).status).toBe(201);
  });

  it('lets at most five of twenty guesses sent at once reach the password', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn('nurse11@bankshift.test', 'wrong')));
    const statuses = answers.map((a) => a.status);
    // How many reach the password depends on how the attempts interleave: on PostgreSQL all twenty may be recorded
    // before any is counted, and then none does. Never more than five.
    const failed = statuses.filter((s) => s === 401).length;
    expect(failed).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - failed);
    // The rest were held or refused by the address's limit (12 here), whose refusals are not kept.
    const counted = await h.server.database
      .knex('sign_in_failures')
      .where({ key: 'email:nurse11@bankshift.test' })
      .count({ n: '*' })
      .first();
    expect(Number(counted?.n)).toBeLessThanOrEqual(12);
  });

  it('holds an email only while its failures are in the window', async () => {
    const db = h.server.database.knex;
    for (let i = 0; i < 5; i++) expect((await signIn('nurse12@bankshift.test', 'wrong')).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await signIn('nurse12@bankshift.test', 'wrong')).status).toBe(429);
    // The five failures age out of the window; the three held wrong passwords after them count, and leave room.
    await db('sign_in_failures')
      .where({ key: 'email:nurse12@bankshift.test' })
      .update({ at: new Date(Date.now() - 16 * 60_000) });
    expect((await signIn('nurse12@bankshift.test', 'Bankshift-demo-1')).status).toBe(201);
  });

  it('refuses an address that fails across many emails', async () => {
    for (let i = 0; i < 12; i++) await signIn(`guess${i}@bankshift.test`, 'wrong');
    const res = await signIn('nurse10@bankshift.test', 'Bankshift-demo-1');
    expect(res.status).toBe(429);
    await h.server.database.knex('sign_in_failures').delete();
    expect((await signIn('nurse10@bankshift.test', 'Bankshift-demo-1')).status).toBe(201);
  });
});

describe('HTTP connections', () => {
  it('keeps an idle connection open for 65 s, longer than clients keep it, so none reuses one being closed', async () => {
    const res = await fetch(`${h.url}/api/v3/account`);
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
  });
});
