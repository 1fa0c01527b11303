/**
 * Blocking a nurse (issue 11): a block of the trust or one care location withdraws the nurse's open applications
 * there and tells them; while it is in force the nurse cannot apply, be offered or be confirmed there; unblocking
 * lifts it and keeps it as history. Tenancy and permissions as for every staff service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';
import { addNurses, placesOf, shiftPayload, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let officer: Session;
let poster: Session;
let reason: number;

const db = () => h.server.database.knex;
const userIdOf = async (email: string) => (await db()('users').where({ email }).first('id')).id as number;
const post = async (overrides: Record<string, unknown> = {}) => {
  const res = await poster.call('POST', 'jobs', { body: shiftPayload(h, p, overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};
const apply = (nurse: Session, jobId: number) => nurse.call('POST', 'applications', { body: { jobId } });
const block = (s: Session, body: Record<string, unknown>) =>
  s.call('POST', 'blocked-users', { body: { reasonId: reason, ...body } });
const unblock = (s: Session, id: number, comment = 'Spoke to the nurse') =>
  s.call('POST', 'blocked-users', { body: { id, comment }, headers: { 'x-service-method': 'unblock' } });
const notices = async (s: Session) =>
  (await s.call('GET', 'notifications', { query: '$limit=50' })).body.data.map((n: any) => n.type);

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  officer = await h.signIn('bankofficer@bankshift.test');
  // The operational manager posts at both hospitals (the shift manager only at General).
  poster = await h.signIn('opsmanager@bankshift.test');
  const made = await officer.call('POST', 'blocked-users-reasons', { body: { name: 'Did not attend a booked shift' } });
  expect(made.status, JSON.stringify(made.body)).toBe(403);
  const admin = await h.signIn('trustadmin@bankshift.test');
  reason = (await admin.call('POST', 'blocked-users-reasons', { body: { name: 'Did not attend a booked shift' } })).body
    .id;
});
afterAll(() => h?.close());

describe('blocking a nurse at one care location', () => {
  it("withdraws the nurse's open applications there, keeps those elsewhere, and tells the nurse", async () => {
    const [email] = await addNurses(h, p, 1, 'blockedhere');
    const nurse = await h.signIn(email);
    const [general, community] = [
      await post(),
      await post({ careLocationId: p.community, departmentId: p.communityWard }),
    ];
    const [here, there] = [(await apply(nurse, general)).body, (await apply(nurse, community)).body];
    const res = await block(officer, { userId: nurse.account.id, careLocationId: p.general, comment: 'Late twice' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      userId: nurse.account.id,
      trustId: p.northfield,
      careLocationId: p.general,
      status: 'blocked',
      withdrawnApplications: 1,
      bookingsKept: 0,
    });
    expect(res.body.nurse).toMatchObject({ id: nurse.account.id, email });
    expect(res.body.blocker).toMatchObject({ firstname: 'Tom', lastname: 'Baker' });
    const status = async (id: number) => await db()('applications').where({ id }).first('status', 'active');
    expect(await status(here.id)).toEqual({ status: 'withdrawn', active: false });
    expect(await status(there.id)).toEqual({ status: 'applied', active: true });
    expect(await notices(nurse)).toContain('USER_BLOCKED');
    // Audited, as every write.
    const audit = await db()('audit_logs')
      .where({ service: 'blocked-users', recordId: res.body.id })
      .select('method', 'userEmail');
    expect(audit).toEqual([{ method: 'create', userEmail: 'bankofficer@bankshift.test' }]);
    const withdrawal = await db()('audit_logs')
      .where({ service: 'applications', method: 'patch', recordId: here.id })
      .orderBy('id', 'desc')
      .first('userEmail');
    expect(withdrawal).toEqual({ userEmail: 'bankofficer@bankshift.test' });
  });

  it('refuses the nurse there on applying, on an offer and on confirming, and lets them work elsewhere', async () => {
    const [email] = await addNurses(h, p, 1, 'blockedwork');
    const nurse = await h.signIn(email);
    const before = await post();
    const early = (await apply(nurse, before)).body;
    const made = await block(officer, { userId: nurse.account.id, careLocationId: p.general });
    expect(made.status).toBe(201);

    const general = await post();
    const applied = await apply(nurse, general);
    expect(applied).toMatchObject({
      status: 409,
      body: { message: 'You are blocked from shifts at Northfield General Hospital: please contact the bank office' },
    });
    const offered = await poster.call('POST', 'jobs/offer-to-nurse', {
      body: { jobId: general, userId: nurse.account.id },
    });
    expect(offered).toMatchObject({
      status: 409,
      body: { message: 'This nurse is blocked from shifts at Northfield General Hospital' },
    });
    // An application that got in before the block (withdrawn by it) is not confirmed; nor is one a block raced (its
    // application left open, as if made at the same moment on another instance).
    expect((await poster.call('PATCH', `applications/${early.id}`, { body: { status: 'confirmed' } })).status).toBe(
      409,
    );
    await db()('applications').where({ id: early.id }).update({ status: 'applied', active: true });
    const confirmed = await poster.call('PATCH', `applications/${early.id}`, { body: { status: 'confirmed' } });
    expect(confirmed).toMatchObject({
      status: 409,
      body: { message: 'This nurse is blocked from shifts at Northfield General Hospital' },
    });

    const community = await post({ careLocationId: p.community, departmentId: p.communityWard });
    const elsewhere = await apply(nurse, community);
    expect(elsewhere.status).toBe(201);
    expect(
      (await poster.call('PATCH', `applications/${elsewhere.body.id}`, { body: { status: 'confirmed' } })).status,
    ).toBe(200);
  });

  it('leaves the nurse out of the staff offered a shift there', async () => {
    const [email] = await addNurses(h, p, 1, 'blockedpicker');
    const id = await userIdOf(email);
    const listed = async (careLocationId: number) =>
      (
        await poster.call('GET', 'get-nurse-users', { query: `careLocationId=${careLocationId}&q=blockedpicker` })
      ).body.data.map((n: any) => n.id);
    expect(await listed(p.general)).toEqual([id]);
    expect((await block(officer, { userId: id, careLocationId: p.general })).status).toBe(201);
    expect(await listed(p.general)).toEqual([]);
    expect(await listed(p.community)).toEqual([id]);
  });
});

describe('block scope', () => {
  it('refuses a block already covered, allows widening it to the whole trust, which then covers every care location', async () => {
    const [email] = await addNurses(h, p, 1, 'blockedwide');
    const nurse = await h.signIn(email);
    expect((await block(officer, { userId: nurse.account.id, careLocationId: p.general })).status).toBe(201);
    const again = await block(officer, { userId: nurse.account.id, careLocationId: p.general });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This nurse is already blocked at this care location' },
    });
    expect((await block(officer, { userId: nurse.account.id })).status).toBe(201);
    expect((await block(officer, { userId: nurse.account.id, careLocationId: p.community })).body.message).toBe(
      'This nurse is already blocked across the trust',
    );
    const community = await post({ careLocationId: p.community, departmentId: p.communityWard });
    expect((await apply(nurse, community)).body.message).toBe(
      'You are blocked from shifts at Northfield NHS Trust: please contact the bank office',
    );
  });

  it('blocks only a nurse of the trust, with a reason of the trust', async () => {
    expect((await block(officer, { userId: await userIdOf('opsmanager@bankshift.test') })).body).toMatchObject({
      code: 400,
      errors: [{ field: 'userId' }],
    });
    const southReason = await db()('blocked_users_reasons')
      .insert({ trustId: p.southgate, name: 'Southgate reason' })
      .returning('id');
    const res = await block(officer, { userId: await userIdOf('nurse7@bankshift.test'), reasonId: southReason[0].id });
    expect(res.status).toBe(400);
    expect(
      (await block(officer, { userId: await userIdOf('nurse7@bankshift.test'), careLocationId: 999999 })).status,
    ).toBe(400);
  });
});

describe('unblocking', () => {
  it('lifts the block once, keeps it as history, tells the nurse, and lets them apply again', async () => {
    const [email] = await addNurses(h, p, 1, 'unblocked');
    const nurse = await h.signIn(email);
    const made = (await block(officer, { userId: nurse.account.id })).body;
    const general = await post();
    expect((await apply(nurse, general)).status).toBe(409);
    const lifted = await unblock(officer, made.id);
    expect(lifted.status, JSON.stringify(lifted.body)).toBe(200);
    expect(lifted.body).toMatchObject({
      status: 'unblocked',
      unblockComment: 'Spoke to the nurse',
      unblocker: { firstname: 'Tom' },
    });
    expect(lifted.body.unblockedAt).toBeTruthy();
    expect((await unblock(officer, made.id)).body).toMatchObject({
      code: 409,
      message: 'This block has already been lifted',
    });
    expect(
      (
        await officer.call('POST', 'blocked-users', {
          body: { id: made.id },
          headers: { 'x-service-method': 'unblock' },
        })
      ).status,
    ).toBe(400);
    expect(await notices(nurse)).toContain('USER_UNBLOCKED');
    expect((await apply(nurse, general)).status).toBe(201);
    const history = await officer.call('GET', 'blocked-users', { query: `userId=${nurse.account.id}` });
    expect(history.body.data.map((b: any) => b.status)).toEqual(['unblocked']);
  });

  it('refuses to change a block other than by lifting it', async () => {
    const [email] = await addNurses(h, p, 1, 'blockedpatch');
    const made = (await block(officer, { userId: await userIdOf(email) })).body;
    expect((await officer.call('PATCH', `blocked-users/${made.id}`, { body: { status: 'unblocked' } })).status).toBe(
      405,
    );
  });
});

describe('who may block', () => {
  it('needs BLOCK_USERS to block and unblock; staff viewers read the blocks of their trust only', async () => {
    const [email] = await addNurses(h, p, 1, 'blockedperm');
    const id = await userIdOf(email);
    const manager = await h.signIn('shiftmanager@bankshift.test');
    expect((await block(manager, { userId: id })).body).toMatchObject({
      code: 403,
      data: { missingPermissions: ['BLOCK_USERS'] },
    });
    const made = (await block(officer, { userId: id, careLocationId: p.general })).body;
    expect((await unblock(manager, made.id)).status).toBe(403);
    expect((await manager.call('GET', `blocked-users/${made.id}`)).status).toBe(200);
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', `blocked-users/${made.id}`)).status).toBe(404);
    expect((await south.call('GET', 'blocked-users', { query: `userId=${id}` })).body.total).toBe(0);
    // Southgate's admin names Southgate (its own trust) only: a Northfield nurse is none of theirs.
    expect((await block(south, { userId: id, trustId: p.northfield })).status).toBe(403);
    const rate = await h.signIn('ratemanager@bankshift.test');
    expect((await rate.call('GET', 'blocked-users')).status).toBe(403);
  });
});
