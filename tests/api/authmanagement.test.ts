/** POST /api/v3/authmanagement: forgotten password through the emailed link, password change, and refusals. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/tokens';
import { anonymous, startHarness, type Harness } from './harness';
import { linkIn, startMailbox, type Mailbox } from './mailbox';
import { settle } from './sockets';

let h: Harness;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  h = await startHarness({ smtpUrl: mailbox.url, resetPasswordLimit: { perEmail: 3, perAddress: 12 } });
});
afterAll(async () => {
  await h?.close();
  await mailbox?.close();
});
// Every request comes from 127.0.0.1: start each test with a clean slate for the address limits.
beforeEach(() => h.server.database.knex('sign_in_failures').delete());

const db = () => h.server.database.knex;
const manage = (action: string, value: unknown, token?: string) =>
  anonymous(h, 'POST', 'authmanagement', { action, value }, token ? { authorization: `Bearer ${token}` } : {});
const signIn = (email: string, password: string) =>
  anonymous(h, 'POST', 'authentication', { strategy: 'local', email, password });

describe('forgotten password', () => {
  it('answers 200 {} for an unknown email and sends nothing', async () => {
    const res = await manage('sendResetPwd', { email: 'nobody@bankshift.test' });
    expect(res).toEqual({ status: 200, body: {} });
    await settle();
    expect(mailbox.messages.filter((m) => m.to.includes('nobody@bankshift.test'))).toEqual([]);
    expect(await db()('account_links').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('mails a one-hour, single-use link that sets a new password', async () => {
    expect(await manage('sendResetPwd', { email: ' Nurse13@Bankshift.test ' })).toEqual({ status: 200, body: {} });
    const mail = await mailbox.next('nurse13@bankshift.test');
    expect(mail.subject).toMatch(/Reset your Bankshift password/);
    const { link, token } = linkIn(mail, 'resetPassword');
    expect(link).toBe(`${h.config.publicUrl}/resetPassword/${token}`);
    const stored = await db()('account_links')
      .where({ tokenHash: hashToken(token) })
      .first();
    expect(stored).toBeDefined();
    expect(JSON.stringify(await db()('account_links').select())).not.toContain(token);
    expect(new Date(stored.expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(new Date(stored.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    // A password that breaks the rule is refused, and the link stays usable.
    const weak = await manage('resetPwdLong', { token, password: 'short1' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0]).toMatchObject({
      field: 'password',
      message: expect.stringMatching(/at least 10 characters/),
    });
    expect(weak.body.message).toMatch(/at least one letter and one digit/);
    expect((await manage('resetPwdLong', { token, password: 'my-nurse13-secret' })).body.errors[0].message).toMatch(
      /email name/,
    );

    const before = (await signIn('nurse13@bankshift.test', 'Bankshift-demo-1')).body.accessToken;
    expect(await manage('resetPwdLong', { token, password: 'Fresh-start-2030' })).toEqual({ status: 200, body: {} });
    // Whoever held a token of the old password is signed out.
    expect(
      (await anonymous(h, 'GET', 'account', undefined, { authorization: `Bearer ${before}` })).body.data.code,
    ).toBe('invalid_token');
    expect((await signIn('nurse13@bankshift.test', 'Fresh-start-2030')).status).toBe(201);
    expect((await signIn('nurse13@bankshift.test', 'Bankshift-demo-1')).status).toBe(401);
    const reused = await manage('resetPwdLong', { token, password: 'Another-start-2031' });
    expect(reused).toMatchObject({ status: 400, body: { message: 'This link has expired or was already used' } });
    expect((await signIn('nurse13@bankshift.test', 'Fresh-start-2030')).status).toBe(201);
  });

  it('refuses an expired link, and using one link uses up the others', async () => {
    await manage('sendResetPwd', { email: 'nurse14@bankshift.test' });
    const first = linkIn(await mailbox.next('nurse14@bankshift.test'), 'resetPassword').token;
    await manage('sendResetPwd', { email: 'nurse14@bankshift.test' });
    const second = linkIn(await mailbox.next('nurse14@bankshift.test'), 'resetPassword').token;
    await db()('account_links')
      .where({ tokenHash: hashToken(first) })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await manage('resetPwdLong', { token: first, password: 'Expired-link-2030' })).status).toBe(400);
    await manage('sendResetPwd', { email: 'nurse14@bankshift.test' });
    const third = linkIn(await mailbox.next('nurse14@bankshift.test'), 'resetPassword').token;
    expect((await manage('resetPwdLong', { token: second, password: 'Second-link-2030' })).status).toBe(200);
    expect((await manage('resetPwdLong', { token: third, password: 'Third-link-2030' })).status).toBe(400);
    expect((await manage('resetPwdLong', { token: 'made-up', password: 'Made-up-link-2030' })).status).toBe(400);
    expect((await signIn('nurse14@bankshift.test', 'Second-link-2030')).status).toBe(201);
  });

  it('limits reset emails per email address and per client address with 429', async () => {
    for (let i = 0; i < 3; i++)
      expect((await manage('sendResetPwd', { email: 'nurse15@bankshift.test' })).status).toBe(200);
    const blocked = await manage('sendResetPwd', { email: 'NURSE15@bankshift.test' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many password reset requests/);
    // Unknown emails count the same: the limit tells nothing about which accounts exist.
    for (let i = 0; i < 3; i++) await manage('sendResetPwd', { email: 'ghost@bankshift.test' });
    expect((await manage('sendResetPwd', { email: 'ghost@bankshift.test' })).status).toBe(429);
    for (let i = 0; i < 6; i++) await manage('sendResetPwd', { email: `someone${i}@bankshift.test` });
    expect((await manage('sendResetPwd', { email: 'nurse16@bankshift.test' })).status).toBe(429);
    await settle();
    expect(mailbox.messages.filter((m) => m.to.includes('nurse15@bankshift.test'))).toHaveLength(3);
    expect(mailbox.messages.filter((m) => m.to.includes('nurse16@bankshift.test'))).toHaveLength(0);
  });
});

describe('password change', () => {
  it('needs a token, the right current password and a new one that keeps the rule', async () => {
    const { body } = await signIn('nurse17@bankshift.test', 'Bankshift-demo-1');
    const token = body.accessToken;
    const noToken = await manage('passwordChange', { oldPassword: 'Bankshift-demo-1', password: 'Changed-pass-2030' });
    expect(noToken).toMatchObject({ status: 401, body: { data: { code: 'AUTHORIZATION_REQUIRED' } } });
    const wrong = await manage(
      'passwordChange',
      { oldPassword: 'not-my-password', password: 'Changed-pass-2030' },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe('oldPassword');
    const weak = await manage('passwordChange', { oldPassword: 'Bankshift-demo-1', password: 'onlyletters' }, token);
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0]).toMatchObject({
      field: 'password',
      message: expect.stringMatching(/letter and one digit/),
    });
    expect(
      (await manage('passwordChange', { oldPassword: 'Bankshift-demo-1', password: 'Bankshift-demo-1' }, token)).status,
    ).toBe(400);
    const changed = await manage(
      'passwordChange',
      { oldPassword: 'Bankshift-demo-1', password: 'Changed-pass-2030' },
      token,
    );
    expect(changed).toMatchObject({ status: 200, body: { accessToken: expect.any(String) } });
    // Tokens from before the change stop working at once; the one the change answered goes on.
    expect((await anonymous(h, 'GET', 'account', undefined, { authorization: `Bearer ${token}` })).body).toMatchObject({
      code: 401,
      data: { code: 'invalid_token' },
    });
    expect(
      (await anonymous(h, 'GET', 'account', undefined, { authorization: `Bearer ${changed.body.accessToken}` })).status,
    ).toBe(200);
    expect((await signIn('nurse17@bankshift.test', 'Changed-pass-2030')).status).toBe(201);
    expect((await signIn('nurse17@bankshift.test', 'Bankshift-demo-1')).status).toBe(401);
    const audit = await db()('audit_logs').where({ service: 'account', recordId: body.user.id }).first();
    expect(JSON.stringify(audit.changes)).not.toMatch(/Changed-pass|\$2[aby]\$/);
  });

  it('counts wrong current passwords against the sign-in limit', async () => {
    const { body } = await signIn('nurse18@bankshift.test', 'Bankshift-demo-1');
    for (let i = 0; i < 5; i++) {
      expect(
        (await manage('passwordChange', { oldPassword: `guess-${i}`, password: 'Changed-pass-2030' }, body.accessToken))
          .status,
      ).toBe(400);
    }
    const blocked = await manage(
      'passwordChange',
      { oldPassword: 'Bankshift-demo-1', password: 'Changed-pass-2030' },
      body.accessToken,
    );
    expect(blocked.status).toBe(429);
    expect((await signIn('nurse18@bankshift.test', 'Bankshift-demo-1')).status).toBe(429);
  });
});

describe('malformed requests', () => {
  it('answers 400 naming what is wrong', async () => {
    const cases: [unknown, string][] = [
      [{ action: 'deleteEverything', value: {} }, 'action'],
      [{ value: { email: 'a@b.test' } }, 'action'],
      [{ action: 'sendResetPwd' }, 'value'],
      [{ action: 'sendResetPwd', value: 'a@b.test' }, 'value'],
      [{ action: 'sendResetPwd', value: { email: '' } }, 'email'],
      [{ action: 'sendResetPwd', value: { email: 'not an email' } }, 'email'],
      [{ action: 'sendResetPwd', value: { email: ['a@b.test'] } }, 'email'],
      [{ action: 'sendResetPwd', value: { email: 'a@b.test', admin: true } }, 'admin'],
      [{ action: 'resetPwdLong', value: { token: 'x' } }, 'password'],
      [{ action: 'resetPwdLong', value: { token: 'x', password: 'p'.repeat(2000) } }, 'password'],
      [{ action: 'sendResetPwd', value: { email: 'a@b.test' }, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await anonymous(h, 'POST', 'authmanagement', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[0]?.field, JSON.stringify(body)).toBe(field);
    }
    expect((await anonymous(h, 'POST', 'authmanagement', '[]')).status).toBe(400);
    expect((await anonymous(h, 'GET', 'authmanagement')).status).toBe(405);
  });
});
