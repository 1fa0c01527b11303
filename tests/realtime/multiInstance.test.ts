/**
 * Two server processes on one PostgreSQL with Redis (issue 5): a message sent through either reaches each
 * participant's socket exactly once, whichever instance the socket is on, and no one else's; what crosses Redis
 * carries no one's token or account.
 */
import crypto from 'node:crypto';
import knexFactory from 'knex';
import { createClient } from 'redis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../domain/time';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { scratchPostgres, type Scratch } from '../support/scratchPostgres';
import { until } from '../api/sockets';
import { signIn, startInstance, type Instance } from './instances';

const { TEST_DATABASE_URL, REDIS_URL } = process.env;

describe.skipIf(!TEST_DATABASE_URL || !REDIS_URL)('several instances sharing events through Redis', () => {
  let scratch: Scratch;
  let a: Instance;
  let b: Instance;
  const sockets: Socket[] = [];
  let tap: ReturnType<typeof createClient>;
  /** What every instance of the test is started with. */
  let shared: Record<string, string>;
  /** Every event the instances sent through Redis, as it went. */
  const synced: string[] = [];

  beforeAll(async () => {
    scratch = await scratchPostgres(TEST_DATABASE_URL!);
    shared = {
      DATABASE_URL: scratch.url,
      REDIS_URL: REDIS_URL!,
      // Its own channel, so that parallel runs on one Redis never see each other's events.
      REDIS_SYNC_KEY: `bankshift-test-${crypto.randomBytes(6).toString('hex')}`,
      AUTH_SECRET: 'multi-instance-test',
      SCHEDULER_POLL_MS: '0',
      // Longer than the test: a total may only go stale if no instance tells the others of a change.
      COUNT_CACHE_SECONDS: '600',
      PRINCIPAL_CACHE_SECONDS: '600',
    };
    tap = createClient({ url: REDIS_URL });
    await tap.connect();
    await tap.subscribe(shared.REDIS_SYNC_KEY, (message) => synced.push(message));
    a = await startInstance({ ...shared, SEED_DEMO: '1' });
    b = await startInstance({ ...shared, SEED_DEMO: '0' });
  });

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await tap?.quit();
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
  });

  /** `action`: a declared action of the service (Feathers' x-service-method). */
  const call = async (
    url: string,
    who: { token: string; roleId: number },
    method: string,
    path: string,
    body?: unknown,
    action?: string,
  ) => {
    const res = await fetch(
      `${url}${path.startsWith('/') ? path : `/api/v3/${path}`}${path.includes('?') ? '&' : '?'}role=${who.roleId}`,
      {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${who.token}`,
          ...(action ? { 'x-service-method': action } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
    );
    return { status: res.status, body: await res.json() };
  };

  /** A Northfield shift a demo nurse may book, after the demo shifts' last day (no demo booking overlaps it), and a
   *  reason to cancel it with. */
  const openShift = async () => {
    const db = knexFactory({ client: 'pg', connection: scratch.url, pool: { min: 0, max: 1 } });
    const ward = await db('departments as d')
      .join('care_locations as c', 'c.id', 'd.careLocationId')
      .where('c.code', 'NGH')
      .orderBy('d.id')
      .first('d.id', 'c.id as careLocationId', 'c.trustId');
    const reason = await db('reports_cancellation_reasons').where({ trustId: ward.trustId }).orderBy('id').first('id');
    await db.destroy();
    const shift = {
      careLocationId: ward.careLocationId,
      departmentId: ward.id,
      title: 'Staff Nurse',
      grade: { from: '5', to: '5' },
      date: localDate(new Date(Date.now() + 63 * 86_400_000)),
      shiftTime: { start: '08:00', end: '12:00' },
      vacancies: 1,
    };
    return { shift, cancellationReasonId: reason.id as number };
  };

  const socketOn = async (url: string, token: string) => {
    const socket = io(url, { transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    const messages: any[] = [];
    socket.on('api/v3/chat-messages created', (m) => messages.push(m));
    await new Promise<void>((resolve, reject) =>
      socket.emit('create', 'api/v3/authentication', { strategy: 'jwt', accessToken: token }, (e: unknown) =>
        e ? reject(e) : resolve(),
      ),
    );
    return messages;
  };

  it('delivers every message once to each participant socket on both instances, and to no one else', async () => {
    const manager = await signIn(a.url, 'bankofficer@bankshift.test');
    const nurse = await signIn(b.url, 'nurse6@bankshift.test');
    const outsider = await signIn(b.url, 'nurse9@bankshift.test');
    const room = await call(a.url, manager, 'POST', 'chat-rooms', { participantIds: [nurse.userId] });
    expect(room.status).toBe(201);

    const managerOnA = await socketOn(a.url, manager.token);
    const managerOnB = await socketOn(b.url, manager.token);
    const nurseOnB = await socketOn(b.url, nurse.token);
    const outsiderOnA = await socketOn(a.url, outsider.token);

    const sent: number[] = [];
    for (let i = 0; i < 10; i++) {
      const [url, who] = i % 2 ? [b.url, nurse] : [a.url, manager];
      const res = await call(url, who, 'POST', 'chat-messages', { chatRoomId: room.body.id, text: `message ${i}` });
      expect(res.status).toBe(201);
      sent.push(res.body.id);
    }
    const ids = (list: any[]) => list.map((m) => m.id).sort((x, y) => x - y);
    await until(() => [managerOnA, managerOnB, nurseOnB].every((got) => got.length >= sent.length));
    // A duplicate or a stray would come with the last messages: they have had the time those took.
    await new Promise((r) => setTimeout(r, 200));
    expect(ids(managerOnA)).toEqual(sent);
    expect(ids(managerOnB)).toEqual(sent);
    expect(ids(nurseOnB)).toEqual(sent);
    expect(outsiderOnA).toEqual([]);

    // Redis carried each message once, with its data and of the request only who sent it.
    const messageEvents = synced
      .map((raw) => JSON.parse(raw))
      .filter((e) => e.path === 'api/v3/chat-messages' && e.event === 'created');
    expect(messageEvents.map((e) => e.data.id).sort((x, y) => x - y)).toEqual(sent);
    for (const e of messageEvents) expect(e.context.params).toEqual({ user: { id: e.data.senderId } });
    for (const raw of synced) {
      for (const secret of [
        manager.token,
        nurse.token,
        outsider.token,
        'accessToken',
        'authentication',
        'bankofficer@bankshift.test',
        'nurse6@bankshift.test',
        'password',
      ]) {
        expect(raw).not.toContain(secret);
      }
    }
  });

  it('stops on SIGTERM while sockets are connected, disconnecting them', async () => {
    const c = await startInstance({ ...shared, SEED_DEMO: '0' });
    const nurse = await signIn(c.url, 'nurse7@bankshift.test');
    await socketOn(c.url, nurse.token);
    const socket = sockets.at(-1)!;
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.io.reconnection(false);
    const exited = new Promise<number | null>((resolve) => c.process.once('exit', resolve));
    c.process.kill('SIGTERM');
    expect(await disconnected).toBe('io server disconnect');
    expect(await exited).toBe(0);
  });

  it('drops a list total kept on one instance when another changes the table, at once', async () => {
    const admin = await signIn(b.url, 'trustadmin@bankshift.test');
    // A full first page cannot tell its total: it is counted, then kept.
    const total = async () => (await call(b.url, admin, 'GET', 'job-title-types?$limit=1')).body.total as number;
    const before = await total();
    expect(before).toBeGreaterThan(1);
    expect(await total()).toBe(before);
    const created = await call(a.url, admin, 'POST', 'job-title-types', { name: `Shared ${crypto.randomUUID()}` });
    expect(created.status).toBe(201);
    let after = before;
    await until(async () => (after = await total()) !== before, 5_000, "the other instance's new total");
    expect(after).toBe(before + 1);
  });

  it('reaches, on the other instance, the socket of a manager who joined a shift room through add-to-chat', async () => {
    const manager = await signIn(a.url, 'bankofficer@bankshift.test');
    const admin = await signIn(a.url, 'trustadmin@bankshift.test');
    const nurse = await signIn(b.url, 'nurse7@bankshift.test');
    const db = knexFactory({ client: 'pg', connection: scratch.url, pool: { min: 0, max: 1 } });
    const ward = await db('departments as d')
      .join('care_locations as c', 'c.id', 'd.careLocationId')
      .where('c.code', 'NGH')
      .orderBy('d.id')
      .first('d.id', 'c.id as careLocationId');
    await db.destroy();
    const date = localDate(new Date(Date.now() + 5 * 86_400_000));
    const shift = {
      careLocationId: ward.careLocationId,
      departmentId: ward.id,
      title: 'Staff Nurse',
      grade: { from: '5', to: '5' },
      date,
      shiftTime: { start: '07:30', end: '19:30' },
      vacancies: 1,
    };
    const job = await call(a.url, manager, 'POST', 'jobs', shift);
    expect(job.status).toBe(201);

    const adminOnB = await socketOn(b.url, admin.token);
    const nurseOnB = await socketOn(b.url, nurse.token);
    const opened = await call(a.url, manager, 'POST', '/api/v1/users/add-to-chat', {
      jobId: job.body.id,
      staffId: nurse.userId,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    // Instance B has published to the room's people, the manager and the nurse, before the admin joins.
    await until(() => nurseOnB.some((m) => m.id === opened.body.message.id));
    const joined = await call(a.url, admin, 'POST', '/api/v1/users/add-to-chat', {
      jobId: job.body.id,
      staffId: nurse.userId,
    });
    expect(joined.body.chatRoomId).toBe(opened.body.chatRoomId);
    const reply = await call(b.url, nurse, 'POST', 'chat-messages', {
      chatRoomId: opened.body.chatRoomId,
      text: 'Both of you',
    });
    await until(() => adminOnB.some((m) => m.id === reply.body.id));
    expect(adminOnB.map((m) => m.id)).toEqual([joined.body.message.id, reply.body.id]);
  });

  it("sends a shift's and an application's events, on the other instance, only to sockets whose account may get the row", async () => {
    const admin = await signIn(a.url, 'trustadmin@bankshift.test');
    const applicant = await signIn(a.url, 'nurse12@bankshift.test');
    const { shift, cancellationReasonId } = await openShift();
    // Every event each socket on B receives about this shift: [event, id].
    const on = async (email: string) => {
      const who = await signIn(b.url, email);
      const socket = io(b.url, { transports: ['websocket'], forceNew: true });
      sockets.push(socket);
      const got: string[] = [];
      socket.onAny((event: string, data: { id: number }) => got.push(`${event} ${data?.id}`));
      await new Promise<void>((resolve, reject) =>
        socket.emit('create', 'api/v3/authentication', { strategy: 'jwt', accessToken: who.token }, (e: unknown) =>
          e ? reject(e) : resolve(),
        ),
      );
      return got;
    };
    const [adminOnB, applicantOnB, otherNurseOnB] = [
      await on('trustadmin@bankshift.test'),
      await on('nurse12@bankshift.test'),
      await on('nurse13@bankshift.test'),
    ];

    const job = await call(a.url, admin, 'POST', 'jobs', shift);
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    const created = `api/v3/jobs created ${job.body.id}`;
    await until(
      () => [adminOnB, applicantOnB, otherNurseOnB].every((got) => got.includes(created)),
      10_000,
      'the open shift at every socket',
    );

    const application = await call(a.url, applicant, 'POST', 'applications', { jobId: job.body.id });
    expect(application.status, JSON.stringify(application.body)).toBe(201);
    const applied = `api/v3/applications created ${application.body.id}`;
    await until(
      () => adminOnB.includes(applied) && applicantOnB.includes(applied),
      10_000,
      'the application at its nurse and the admin',
    );
    const booked = await call(a.url, admin, 'PATCH', `applications/${application.body.id}`, { status: 'confirmed' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const confirmed = `api/v3/applications patched ${application.body.id}`;
    await until(
      () => adminOnB.includes(confirmed) && applicantOnB.includes(confirmed),
      10_000,
      'the booking at its nurse and the admin',
    );
    // The booking changed the shift's counts: its nurse, who sees the shift, is sent them too (server/liveEvents.ts).
    const patched = `api/v3/jobs patched ${job.body.id}`;
    await until(
      () => applicantOnB.includes(patched) && adminOnB.includes(patched),
      10_000,
      "the shift's new counts at its nurse and the admin",
    );
    const seenBefore = { admin: adminOnB.length, applicant: applicantOnB.length, otherNurse: otherNurseOnB.length };
    // Cancelled, the shift is no nurse's to see, its applicant's neither: its change goes to the admin only.
    const cancelled = await call(a.url, admin, 'PATCH', `jobs/${job.body.id}`, {
      status: 'CANCELLED',
      cancellationReasonId,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await until(
      () => adminOnB.slice(seenBefore.admin).includes(patched),
      10_000,
      "the cancelled shift's change at the admin",
    );
    // A stray sent with the events above would have come by now (it would not wait on anything they waited on).
    await new Promise((r) => setTimeout(r, 200));
    expect(applicantOnB.slice(seenBefore.applicant)).not.toContain(patched);
    expect(otherNurseOnB.slice(seenBefore.otherNurse)).not.toContain(patched);
    expect(otherNurseOnB.filter((e) => e.startsWith('api/v3/applications'))).toEqual([]);
  });

  it('refuses at once, on one instance, a role deactivated through another', async () => {
    const admin = await signIn(a.url, 'trustadmin@bankshift.test');
    const officer = await signIn(b.url, 'bankofficer@bankshift.test');
    // Instance B now keeps the officer's roles.
    expect((await call(b.url, officer, 'GET', 'skills')).status).toBe(200);
    const found = await call(a.url, admin, 'GET', 'trust-roles?roleType=BANK-OFFICER-MANAGER&isDefault=true');
    const roleId = found.body.data[0].id;
    expect((await call(a.url, admin, 'PATCH', `trust-roles/${roleId}`, { isActive: false })).status).toBe(200);
    try {
      let status = 200;
      await until(
        async () => (status = (await call(b.url, officer, 'GET', 'skills')).status) !== 200,
        5_000,
        'the refusal on the other instance',
      );
      expect(status).toBe(403);
    } finally {
      await call(a.url, admin, 'PATCH', `trust-roles/${roleId}`, { isActive: true });
    }
  });

  it('takes at once, on one instance, the token of a password just changed through another', async () => {
    const before = await signIn(b.url, 'opsmanager@bankshift.test');
    // Instance B now keeps the manager with the account's token version of before the change.
    expect((await call(b.url, before, 'GET', 'account')).status).toBe(200);
    const changed = await call(a.url, before, 'POST', 'authmanagement', {
      action: 'passwordChange',
      value: { oldPassword: DEMO_PASSWORD, password: 'Changed-pass-2030' },
    });
    expect(changed.status).toBe(200);
    // Straight away, before B may have heard of the change through Redis.
    const after = { ...before, token: changed.body.accessToken as string };
    expect((await call(b.url, after, 'GET', 'account')).status).toBe(200);
    expect((await call(b.url, before, 'GET', 'account')).status).toBe(401);
  });

  it('ends on every instance a session logged out through one, and signs out its sockets there', async () => {
    const ending = await signIn(a.url, 'ratemanager@bankshift.test');
    const other = await signIn(a.url, 'ratemanager@bankshift.test');
    // Instance B now keeps that the token has not ended (for longer than the test).
    expect((await call(b.url, ending, 'GET', 'account')).status).toBe(200);
    const heard = async (token: string) => {
      const renames: string[] = [];
      await socketOn(b.url, token);
      sockets.at(-1)!.on('api/v3/account patched', (account: { firstname: string }) => renames.push(account.firstname));
      return renames;
    };
    const endingHeard = await heard(ending.token);
    const otherHeard = await heard(other.token);

    const res = await fetch(`${a.url}/api/v3/authentication`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${ending.token}` },
    });
    expect(res.status).toBe(200);
    let status = 200;
    await until(
      async () => (status = (await call(b.url, ending, 'GET', 'account')).status) !== 200,
      5_000,
      'the refusal on the other instance',
    );
    expect(status).toBe(401);

    // The socket on B is signed out once B has read which tokens ended: a rename may still reach it until then.
    await until(
      async () => {
        endingHeard.length = 0;
        const name = `Renamed ${Date.now()}`;
        expect((await call(a.url, other, 'PATCH', 'account', { firstname: name })).status).toBe(200);
        await until(() => otherHeard.includes(name), 5_000, "the rename on the other session's socket");
        return endingHeard.length === 0;
      },
      5_000,
      'the sign-out of the ended socket',
    );
  });

  it('signs out, on every instance, the sockets of a manager deactivated through one', async () => {
    const admin = await signIn(a.url, 'trustadmin@bankshift.test');
    const officer = await signIn(b.url, 'bankofficer@bankshift.test');
    const invitations: string[] = [];
    await socketOn(b.url, officer.token);
    sockets
      .at(-1)!
      .on('api/v3/manager-invitations created', (invitation: { email: string }) => invitations.push(invitation.email));
    const rateManager = (await call(a.url, admin, 'GET', 'trust-roles?roleType=RATE-MANAGER&isDefault=true')).body
      .data[0].id;
    const invite = async (email: string) =>
      expect(
        (
          await call(a.url, admin, 'POST', 'manager-invitations', {
            email,
            firstname: 'Multi',
            lastname: 'Instance',
            trustRoleId: rateManager,
          })
        ).status,
      ).toBe(201);
    await invite('heard.on.b@example.org');
    await until(() => invitations.includes('heard.on.b@example.org'), 5_000, 'the invitation on the manager’s socket');

    const [membership] = (await call(a.url, admin, 'GET', `managers?userId=${officer.userId}`)).body.data;
    expect((await call(a.url, admin, 'POST', 'managers', { id: membership.id }, 'deactivate')).status).toBe(200);
    try {
      // The socket on B is signed out once B has heard of the change: an invitation may still reach it until then.
      await until(
        async () => {
          invitations.length = 0;
          await invite(`unheard.${Date.now()}@example.org`);
          await new Promise((r) => setTimeout(r, 200));
          return invitations.length === 0;
        },
        5_000,
        'the sign-out of the deactivated manager’s socket',
      );
      expect((await call(b.url, officer, 'GET', 'account')).status).toBe(401);
    } finally {
      await call(a.url, admin, 'POST', 'managers', { id: membership.id }, 'reactivate');
    }
  });

  it('stops at once, on the other instance, the shift events to the socket of a nurse banned through one', async () => {
    const admin = await signIn(a.url, 'trustadmin@bankshift.test');
    const officer = await signIn(a.url, 'bankofficer@bankshift.test');
    const nurse = await signIn(b.url, 'nurse14@bankshift.test');
    await socketOn(b.url, nurse.token);
    const posted: number[] = [];
    sockets.at(-1)!.on('api/v3/jobs created', (job: { id: number }) => posted.push(job.id));
    const { shift } = await openShift();
    const post = async () => {
      const job = await call(a.url, admin, 'POST', 'jobs', shift);
      expect(job.status, JSON.stringify(job.body)).toBe(201);
      return job.body.id as number;
    };
    const first = await post();
    await until(() => posted.includes(first), 5_000, 'the shift at the nurse’s socket on B');

    const [member] = (await call(a.url, officer, 'GET', 'get-trust-users?q=nurse14@bankshift.test')).body.data;
    const banned = await call(a.url, officer, 'POST', 'get-trust-users', { id: member.id, reason: 'Conduct' }, 'ban');
    expect(banned.body.approvalStatus, JSON.stringify(banned.body)).toBe('banned');
    try {
      // Once B has heard of the ban (over Redis), no later shift reaches the nurse's socket there.
      await until(
        async () => {
          posted.length = 0;
          await post();
          await new Promise((r) => setTimeout(r, 200));
          return posted.length === 0;
        },
        5_000,
        'the end of the banned nurse’s shift events on B',
      );
    } finally {
      await call(a.url, officer, 'POST', 'get-trust-users', { id: member.id, reason: 'Lifted' }, 'liftBan');
    }
  });
});
