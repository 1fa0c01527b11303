/** Resource events reach the sockets of users who may read the row, and no one else. */
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/authentication';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { startHarness, type Harness } from './harness';
import { addMember, addNurses, placesOf, shiftPayload } from './shiftFixtures';
import { until } from './sockets';

let h: Harness;
const sockets: Socket[] = [];

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await h?.close();
});

/** A signed-in socket that records the events it receives. */
async function socketOf(email: string) {
  const socket = io(h.url, { transports: ['websocket'], forceNew: true });
  sockets.push(socket);
  const events: { event: string; data: any }[] = [];
  socket.onAny((event, data) => events.push({ event, data }));
  await new Promise<void>((resolve, reject) =>
    socket.emit(
      'create',
      'api/v3/authentication',
      { strategy: 'local', email, password: DEMO_PASSWORD },
      (error: unknown) => (error ? reject(error) : resolve()),
    ),
  );
  return events;
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('realtime resource events', () => {
  it('sends a created job title to its trust and the super admin, not to another trust or an anonymous socket', async () => {
    const north = await socketOf('bankofficer@bankshift.test');
    const south = await socketOf('southadmin@bankshift.test');
    const superAdmin = await socketOf('superadmin@bankshift.test');
    const anon: { event: string }[] = [];
    const anonSocket = io(h.url, { transports: ['websocket'], forceNew: true });
    sockets.push(anonSocket);
    anonSocket.onAny((event) => anon.push({ event }));

    const admin = await h.signIn('trustadmin@bankshift.test');
    const created = await admin.call('POST', 'job-title-types', { body: { name: 'Radiographer' } });
    await settle();
    const got = (events: { event: string; data: any }[]) =>
      events.filter((e) => e.event === 'api/v3/job-title-types created' && e.data.id === created.body.id);
    expect(got(north)).toHaveLength(1);
    expect(got(superAdmin)).toHaveLength(1);
    expect(got(south)).toHaveLength(0);
    expect(anon).toHaveLength(0);
  });

  it('keeps care-location rows from roles tied to another care location', async () => {
    const ward = await socketOf('shiftmanager@bankshift.test');
    const admin = await h.signIn('trustadmin@bankshift.test');
    const mine = (await h.signIn('shiftmanager@bankshift.test')).account.newUserRoles[0].careLocationId;
    const other = await h.server.database
      .knex('care_locations')
      .where({ trustId: admin.account.newUserRoles[0].trustId })
      .whereNot({ id: mine })
      .first();
    const here = await admin.call('POST', 'departments', { body: { name: 'Discharge Lounge', careLocationId: mine } });
    const there = await admin.call('POST', 'departments', {
      body: { name: 'Discharge Lounge', careLocationId: other.id },
    });
    await settle();
    const ids = ward.filter((e) => e.event === 'api/v3/departments created').map((e) => e.data.id);
    expect(ids).toEqual([here.body.id]);
    expect(there.status).toBe(201);
  });

  it("reads again the accounts of a trust's open sockets when its features change", async () => {
    await socketOf('southadmin@bankshift.test');
    const south = await h.signIn('southadmin@bankshift.test');
    const trustId = south.account.newUserRoles[0].trustId;
    const socketFeatures = () =>
      h.server.app
        .channel('authenticated')
        .connections.map((c: any) => c.user)
        .filter((a: any) => a?.id === south.account.id)
        .map((a: any) => a.roleFeatures[0].features as string[]);
    const waitFor = (holds: (features: string[]) => boolean) =>
      until(
        () => socketFeatures().length > 0 && socketFeatures().every(holds),
        10_000,
        "the socket's account read again",
      );
    const superAdmin = await h.signIn('superadmin@bankshift.test');
    const list = (await superAdmin.call('GET', 'feature-lists', { query: `trustId=${trustId}` })).body.data[0];
    expect(list.features).toContain('Post a shift and post similar');
    await waitFor((f) => f.includes('Post a shift and post similar'));
    const fewer = list.features.filter((f: string) => f !== 'Post a shift and post similar');
    expect((await superAdmin.call('PATCH', `feature-lists/${list.id}`, { body: { features: fewer } })).status).toBe(
      200,
    );
    await waitFor((f) => !f.includes('Post a shift and post similar'));
    expect(
      (await superAdmin.call('PATCH', `feature-lists/${list.id}`, { body: { features: list.features } })).status,
    ).toBe(200);
    await waitFor((f) => f.includes('Post a shift and post similar'));
  });

  it("sends a role's holders their account again, with the new permissions, when the role's permissions change", async () => {
    const officer = await socketOf('bankofficer@bankshift.test');
    const nurse = await socketOf('nurse6@bankshift.test');
    const admin = await h.signIn('trustadmin@bankshift.test');
    const trustId = admin.account.newUserRoles[0].trustId;
    const role = (
      await admin.call('GET', 'trust-roles', {
        query: `roleType=BANK-OFFICER-MANAGER&isDefault=true&trustId=${trustId}`,
      })
    ).body.data[0];
    const updates = (events: { event: string; data: any }[]) =>
      events.filter((e) => e.event === 'api/v3/account patched').map((e) => e.data);
    const holds = (account: any, permission: string) =>
      account.rolePermissions.some(
        (p: any) => p.roleId === account.newUserRoles[0].roleId && p.permission.value === permission,
      );
    const fewer = role.permissions.filter((p: string) => p !== 'VIEW_TRUST_CARE_SPECIALITIES');
    expect(fewer.length).toBe(role.permissions.length - 1);

    expect((await admin.call('PATCH', `trust-roles/${role.id}`, { body: { permissions: fewer } })).status).toBe(200);
    await until(() => updates(officer).length === 1, 10_000, "the bank officer's account");
    expect(holds(updates(officer)[0], 'VIEW_TRUST_CARE_SPECIALITIES')).toBe(false);
    expect(
      (await admin.call('PATCH', `trust-roles/${role.id}`, { body: { permissions: role.permissions } })).status,
    ).toBe(200);
    await until(() => updates(officer).length === 2, 10_000, "the bank officer's account again");
    expect(holds(updates(officer)[1], 'VIEW_TRUST_CARE_SPECIALITIES')).toBe(true);
    // A change that leaves an account as it was is not sent; nor is anyone's account sent to another user.
    expect(
      (await admin.call('PATCH', `trust-roles/${role.id}`, { body: { permissions: role.permissions } })).status,
    ).toBe(200);
    await settle();
    expect(updates(officer)).toHaveLength(2);
    expect(updates(nurse)).toEqual([]);
  });

  it("stops a trust's shift events at once to a nurse banned there and a manager whose only role was taken away", async () => {
    const db = h.server.database.knex;
    const p = await placesOf(h);
    const [poster, officer, admin] = await Promise.all(
      ['opsmanager', 'bankofficer', 'trustadmin'].map((who) => h.signIn(`${who}@bankshift.test`)),
    );
    const nurse = await addMember(h, p, 'socketbanned');
    // A bank officer whose one role is the trust's: taken away, they hold none.
    const [manager] = await db('users')
      .insert({
        email: 'socketwithdrawn@bankshift.test',
        password: await hashPassword(DEMO_PASSWORD),
        firstname: 'Robin',
        lastname: 'Withdrawn',
        isVerified: true,
      })
      .returning('id');
    const officerRole = await db('trust_roles')
      .where({ trustId: p.northfield, roleType: 'BANK-OFFICER-MANAGER', isDefault: true })
      .first('id');
    const [membership] = await db('user_roles')
      .insert({ userId: manager.id, trustRoleId: officerRole.id })
      .returning('id');
    const [nurseEvents, managerEvents, officerEvents] = await Promise.all(
      [nurse.email, 'socketwithdrawn@bankshift.test', 'bankofficer@bankshift.test'].map(socketOf),
    );
    const shiftEvents = (events: { event: string; data: any }[]) =>
      events.filter((e) => e.event.startsWith('api/v3/jobs ')).map((e) => `${e.event} ${e.data.id}`);

    const first = await poster.call('POST', 'jobs', { body: shiftPayload(h, p) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const seen = `api/v3/jobs created ${first.body.id}`;
    await until(
      () => [nurseEvents, managerEvents, officerEvents].every((events) => shiftEvents(events).includes(seen)),
      10_000,
      'the first shift at every socket',
    );

    const banned = await officer.call('POST', 'get-trust-users', {
      body: { id: nurse.id, reason: 'Conduct' },
      headers: { 'x-service-method': 'ban' },
    });
    expect(banned.body.approvalStatus).toBe('banned');
    const withdrawn = await admin.call('POST', 'user-roles', {
      body: { id: membership.id },
      headers: { 'x-service-method': 'withdraw' },
    });
    expect(withdrawn.body.deletedAt, JSON.stringify(withdrawn.body)).toBeTruthy();
    // At once: the next shift posted, and a change to the first, with no wait after the ban or the withdrawal.
    const second = await poster.call('POST', 'jobs', { body: shiftPayload(h, p, {}, 6) });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const patched = await poster.call('PATCH', `jobs/${first.body.id}`, { body: { vacancies: 2 } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const after = [`api/v3/jobs created ${second.body.id}`, `api/v3/jobs patched ${first.body.id}`];
    await until(
      () => after.every((e) => shiftEvents(officerEvents).includes(e)),
      10_000,
      'the later events at the bank officer',
    );
    await settle();
    expect(shiftEvents(nurseEvents)).toEqual([seen]);
    expect(shiftEvents(managerEvents)).toEqual([seen]);
    // Each is sent their account as it now is: the role no longer acts.
    const accounts = (events: { event: string; data: any }[]) =>
      events.filter((e) => e.event === 'api/v3/account patched').map((e) => e.data);
    expect(
      accounts(nurseEvents)
        .at(-1)
        .newUserRoles.map((r: any) => r.isActive),
    ).toEqual([false]);
    expect(
      accounts(managerEvents)
        .at(-1)
        .newUserRoles.map((r: any) => r.isActive),
    ).toEqual([false]);
  });

  it("stops a trust's shift events at once to a deactivated manager, a deactivated role's holder and a deleted nurse", async () => {
    const db = h.server.database.knex;
    const p = await placesOf(h);
    const [poster, officer, admin] = await Promise.all(
      ['opsmanager', 'bankofficer', 'trustadmin'].map((who) => h.signIn(`${who}@bankshift.test`)),
    );
    const nurse = await addMember(h, p, 'socketdeleted');
    /** A new bank officer holding `trustRoleId` at Northfield, as the demo's own are given theirs. */
    const officerOf = async (handle: string, trustRoleId: number) => {
      const email = `${handle}@bankshift.test`;
      const [user] = await db('users')
        .insert({
          email,
          password: await hashPassword(DEMO_PASSWORD),
          firstname: 'Robin',
          lastname: handle,
          isVerified: true,
        })
        .returning('id');
      const [membership] = await db('user_roles').insert({ userId: user.id, trustRoleId }).returning('id');
      return { email, membershipId: membership.id as number };
    };
    const builtIn = await db('trust_roles')
      .where({ trustId: p.northfield, roleType: 'BANK-OFFICER-MANAGER', isDefault: true })
      .first('id', 'permissions');
    const ownRole = await admin.call('POST', 'trust-roles', {
      body: {
        role: 'Night bank desk',
        roleType: 'BANK-OFFICER-MANAGER',
        permissions: builtIn.permissions,
        trustId: p.northfield,
      },
    });
    expect(ownRole.status, JSON.stringify(ownRole.body)).toBe(201);
    const deactivated = await officerOf('socketdeactivated', builtIn.id);
    const roleHolder = await officerOf('socketroleoff', ownRole.body.id);
    const [deactivatedEvents, roleHolderEvents, nurseEvents, officerEvents] = await Promise.all(
      [deactivated.email, roleHolder.email, nurse.email, 'bankofficer@bankshift.test'].map(socketOf),
    );
    const shiftEvents = (events: { event: string; data: any }[]) =>
      events.filter((e) => e.event.startsWith('api/v3/jobs ')).map((e) => `${e.event} ${e.data.id}`);
    const first = await poster.call('POST', 'jobs', { body: shiftPayload(h, p, {}, 8) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const seen = `api/v3/jobs created ${first.body.id}`;
    const narrowed = [deactivatedEvents, roleHolderEvents, nurseEvents];
    await until(
      () => [...narrowed, officerEvents].every((events) => shiftEvents(events).includes(seen)),
      10_000,
      'the first shift at every socket',
    );

    const steps = await Promise.all([
      admin.call('POST', 'managers', {
        body: { id: deactivated.membershipId },
        headers: { 'x-service-method': 'deactivate' },
      }),
      admin.call('PATCH', `trust-roles/${ownRole.body.id}`, { body: { isActive: false } }),
      officer.call('POST', 'get-trust-users', {
        body: { id: nurse.id },
        headers: { 'x-service-method': 'deleteMember' },
      }),
    ]);
    for (const step of steps) expect(step.status, JSON.stringify(step.body)).toBeLessThan(300);
    // At once: the next shift posted, with no wait after the three changes.
    const second = await poster.call('POST', 'jobs', { body: shiftPayload(h, p, {}, 9) });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    await until(
      () => shiftEvents(officerEvents).includes(`api/v3/jobs created ${second.body.id}`),
      10_000,
      'the second shift at the bank officer',
    );
    await settle();
    for (const events of narrowed) expect(shiftEvents(events)).toEqual([seen]);
  });

  it("sends a shift's new counts when a decision on its applicant changes them, and the application once", async () => {
    const p = await placesOf(h);
    const manager = await h.signIn('shiftmanager@bankshift.test');
    const watching = await socketOf('bankofficer@bankshift.test');
    const shift = (await manager.call('POST', 'jobs', { body: shiftPayload(h, p, { vacancies: 2 }, 7) })).body;
    const nurse = await h.signIn((await addNurses(h, p, 1, 'live'))[0]);
    const application = (await nurse.call('POST', 'applications', { body: { jobId: shift.id } })).body;
    const patchedShift = () =>
      watching.filter((e) => e.event === 'api/v3/jobs patched' && e.data.id === shift.id).map((e) => e.data);
    const patchedApplication = () =>
      watching.filter((e) => e.event === 'api/v3/applications patched' && e.data.id === application.id);
    const confirm = await manager.call('POST', 'applications', {
      body: { id: application.id },
      headers: { 'x-service-method': 'confirm' },
    });
    expect(confirm.status).toBe(200);
    await until(() => patchedShift().length > 0 && patchedApplication().length > 0);
    expect(patchedShift().at(-1)).toMatchObject({ confirmedCount: 1, progress: 'vacant' });
    expect(
      (await manager.call('PATCH', `applications/${application.id}`, { body: { status: 'rejected' } })).status,
    ).toBe(200);
    await until(() => patchedShift().at(-1)?.confirmedCount === 0);
    await settle();
    // The application's own event comes once per decision: the command's, or the patch's.
    expect(patchedApplication().map((e) => e.data.status)).toEqual(['confirmed', 'rejected']);
  });

  it('sends nothing to a role without read access', async () => {
    const rate = await socketOf('ratemanager@bankshift.test');
    const admin = await h.signIn('trustadmin@bankshift.test');
    await admin.call('POST', 'trust-roles', {
      body: { role: 'Night Coordinator', roleType: 'SHIFT-MANAGER', permissions: [] },
    });
    await settle();
    expect(rate.filter((e) => e.event.startsWith('api/v3/trust-roles'))).toEqual([]);
  });
});
