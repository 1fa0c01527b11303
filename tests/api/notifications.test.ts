/** /api/v3/notifications: each user's own, newest first, every verb and flag, snooze, and realtime to the recipient only. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PATH } from '../../server/services/notifications';
import { startHarness, type Harness, type Session } from './harness';
import { openSocket, settle, type RecordingSocket } from './sockets';

let h: Harness;
let me: Session; // the recipient
let other: Session; // another user
let sa: Session;
const sockets: RecordingSocket[] = [];

beforeAll(async () => {
  h = await startHarness();
  [me, other, sa] = await Promise.all([
    h.signIn('opsmanager@bankshift.test'),
    h.signIn('bankofficer@bankshift.test'),
    h.signIn('superadmin@bankshift.test'),
  ]);
});
/** An instant `ms` from the server's own clock (which a shifted-clock run moves). */
const serverTimeIn = (ms: number) => new Date(h.server.app.get('clock').now().getTime() + ms);

afterAll(async () => {
  sockets.forEach((s) => s.socket.close());
  await h?.close();
});
beforeEach(async () => {
  await h.server.database.knex('notifications').delete();
  await h.server.database.knex('users').update({ notDisturbDate: null });
});

const db = () => h.server.database.knex;
/** An internal create, as other services will make them. */
const notify = (userId: number, extra: Record<string, unknown> = {}) =>
  h.server.app
    .service(NOTIFICATIONS_PATH)
    .create({ userId, type: 'JOB_POSTED', title: 'New shift', body: 'A shift was posted', ...extra });
const list = (s: Session, query = '') => s.call('GET', 'notifications', { query });
const socketOf = async (email: string) => {
  const s = await openSocket(h, email);
  sockets.push(s);
  return s;
};

describe('create', () => {
  it('lets the super admin send one, answering the row', async () => {
    const res = await sa.call('POST', 'notifications', {
      body: {
        userId: me.account.id,
        type: 'UPLIFT_SUGGESTED',
        title: ' Uplift ',
        body: 'Please review',
        externalId: 42,
        job: { date: '2030-05-01', startTime: '08:00', endTime: '20:00' },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      userId: me.account.id,
      type: 'UPLIFT_SUGGESTED',
      title: 'Uplift',
      body: 'Please review',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      viewed: false,
      silent: false,
      externalId: '42',
      chatRoomId: null,
      job: { date: '2030-05-01', startTime: '08:00', endTime: '20:00' },
    });
    expect(Math.abs(Date.parse(res.body.created) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses anyone else with 403 and missingPermissions', async () => {
    const res = await me.call('POST', 'notifications', {
      body: { userId: other.account.id, type: 'JOB_POSTED', title: 'x', body: 'y' },
    });
    expect(res.status).toBe(403);
    expect(res.body.data.missingPermissions).toEqual([]);
    expect(await db()('notifications').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('refuses bad bodies with a 400 naming the field', async () => {
    const base = { userId: me.account.id, type: 'JOB_POSTED', title: 'Title', body: 'Body' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, title: undefined }, 'title'],
      [{ ...base, title: '   ' }, 'title'],
      [{ ...base, title: 'x'.repeat(201) }, 'title'],
      [{ ...base, type: 'NOT_A_TYPE' }, 'type'],
      [{ ...base, userId: 999999 }, 'userId'],
      [{ ...base, userId: 'me' }, 'userId'],
      [{ ...base, viewed: true }, 'viewed'],
      [{ ...base, silent: false }, 'silent'],
      [{ ...base, job: { date: '2030-13-45', startTime: '08:00', endTime: '20:00' } }, 'job'],
      [{ ...base, job: { date: '2030-01-01', startTime: '8am', endTime: '20:00' } }, 'job'],
      [{ ...base, job: { date: '2030-01-01', startTime: '08:00' } }, 'job'],
      [{ ...base, job: 'tomorrow' }, 'job'],
    ];
    for (const [body, field] of cases) {
      const res = await sa.call('POST', 'notifications', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[0]?.field ?? res.body.message, JSON.stringify(body)).toContain(field);
    }
    expect((await sa.call('POST', 'notifications', { body: [base] })).status).toBe(400);
  });
});

describe('find', () => {
  it("lists only the caller's own, newest first then by id, 10 by default, as { total, limit, skip, data }", async () => {
    const t0 = Date.parse('2030-01-01T10:00:00Z');
    const rows = Array.from({ length: 12 }, (_, i) => ({
      userId: me.account.id,
      type: 'JOB_POSTED',
      title: `n${i}`,
      body: 'b',
      // Two share a time: the later id comes first.
      created: new Date(t0 + (i === 11 ? 10 : i) * 60_000),
    }));
    await db()('notifications').insert(rows);
    await notify(other.account.id, { title: 'not mine' });
    const res = await list(me);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 12, limit: 10, skip: 0 });
    expect(res.body.data.map((n: any) => n.title)).toEqual([
      'n11',
      'n10',
      'n9',
      'n8',
      'n7',
      'n6',
      'n5',
      'n4',
      'n3',
      'n2',
    ]);
    expect(res.body.data.every((n: any) => n.userId === me.account.id)).toBe(true);
    const page2 = await list(me, '$limit=5&$skip=10&$sort[created]=-1');
    expect(page2.body).toMatchObject({ total: 12, limit: 5, skip: 10 });
    expect(page2.body.data.map((n: any) => n.title)).toEqual(['n1', 'n0']);
  });

  it('filters by viewed, counts the bell with $unread (not viewed; not silent while snoozed), and answers only the total for $limit=0', async () => {
    const a = await notify(me.account.id);
    await notify(me.account.id);
    await notify(me.account.id, { title: 'silent one' });
    await db()('notifications').where({ title: 'silent one' }).update({ silent: true });
    await db()('notifications').where({ id: a.id }).update({ viewed: true });
    expect((await list(me, 'viewed=true')).body.data.map((n: any) => n.id)).toEqual([a.id]);
    expect((await list(me, 'viewed=false')).body.total).toBe(2);
    await db()('users')
      .where({ id: me.account.id })
      .update({ notDisturbDate: serverTimeIn(3_600_000) });
    const bell = await list(me, '$unread=true&$limit=0');
    expect(bell.body).toEqual({ total: 1, limit: 0, skip: 0, data: [] });
    // The snooze over, what arrived during it counts (issue 52.16).
    await db()('users')
      .where({ id: me.account.id })
      .update({ notDisturbDate: serverTimeIn(-1000) });
    expect((await list(me, '$unread=true&$limit=0')).body.total).toBe(2);
    expect((await list(other, '$unread=true&$limit=0')).body.total).toBe(0);
  });

  it('refuses unknown keys, a $limit over 50, other sorts and bad values with 400', async () => {
    for (const query of [
      'title=x',
      '$limit=51',
      '$limit=-1',
      '$skip=x',
      '$sort[id]=1',
      '$sort[created]=1',
      'viewed=maybe',
      '$unread=yes',
      'userId=1',
      '$markRead=true',
    ]) {
      const res = await list(me, query);
      expect(res.status, query).toBe(400);
    }
    expect((await list(me, '$limit=50')).status).toBe(200);
  });

  it('needs the role parameter and a token, like every resource call', async () => {
    expect((await me.call('GET', 'notifications', { role: null })).status).toBe(400);
    expect((await me.call('GET', 'notifications', { role: other.roleOf() })).status).toBe(403);
    const anon = await fetch(`${h.url}/api/v3/notifications?role=1`);
    expect(anon.status).toBe(401);
  });
});

describe('get, patch and remove one', () => {
  it("gets, marks read and unread, and deletes the caller's own", async () => {
    const n = await notify(me.account.id);
    expect((await me.call('GET', `notifications/${n.id}`)).body).toEqual(n);
    expect((await me.call('PATCH', `notifications/${n.id}`, { body: { viewed: true } })).body).toEqual({
      ...n,
      viewed: true,
    });
    expect((await me.call('PATCH', `notifications/${n.id}`, { query: '$markUnread=true', body: {} })).body.viewed).toBe(
      false,
    );
    expect((await me.call('PATCH', `notifications/${n.id}`, { query: '$markRead=true' })).body.viewed).toBe(true);
    expect(
      (await me.call('PATCH', `notifications/${n.id}`, { query: '$markUnread=true', body: { viewed: false } })).body
        .viewed,
    ).toBe(false);
    const removed = await me.call('DELETE', `notifications/${n.id}`);
    expect(removed).toMatchObject({ status: 200, body: { id: n.id } });
    expect((await me.call('GET', `notifications/${n.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's notification and leaves it as it was", async () => {
    const theirs = await notify(other.account.id);
    expect((await me.call('GET', `notifications/${theirs.id}`)).status).toBe(404);
    expect((await me.call('PATCH', `notifications/${theirs.id}`, { body: { viewed: true } })).status).toBe(404);
    expect((await me.call('DELETE', `notifications/${theirs.id}`)).status).toBe(404);
    expect(await db()('notifications').where({ id: theirs.id }).first()).toMatchObject({ viewed: false });
    // Even the super admin reads only their own.
    expect((await sa.call('GET', `notifications/${theirs.id}`)).status).toBe(404);
  });

  it('refuses bad patches with 400', async () => {
    const n = await notify(me.account.id);
    const cases: [string, unknown][] = [
      ['', {}],
      ['', { viewed: 'yes' }],
      ['', { viewed: true, title: 'changed' }],
      ['$markRead=true', { viewed: false }],
      ['$markRead=true&$markUnread=true', {}],
      ['$clearAll=true', { viewed: true }],
      ['$markRead=please', {}],
    ];
    for (const [query, body] of cases)
      expect(
        (await me.call('PATCH', `notifications/${n.id}`, { query, body })).status,
        `${query} ${JSON.stringify(body)}`,
      ).toBe(400);
    expect((await me.call('GET', 'notifications/abc')).status).toBe(400);
    expect((await db()('notifications').where({ id: n.id }).first()).title).toBe('New shift');
  });
});

describe('patch and remove many', () => {
  it("$markallRead marks the caller's unviewed as viewed, answers the changed rows and touches no one else's", async () => {
    const mine = [await notify(me.account.id), await notify(me.account.id), await notify(me.account.id)];
    await db()('notifications').where({ id: mine[0].id }).update({ viewed: true });
    const theirs = await notify(other.account.id);
    const res = await me.call('PATCH', 'notifications', { query: '$markallRead=true', body: { viewed: true } });
    expect(res.status).toBe(200);
    expect(res.body.map((n: any) => n.id)).toEqual([mine[2].id, mine[1].id]);
    expect(res.body.every((n: any) => n.viewed)).toBe(true);
    expect((await list(me, 'viewed=false')).body.total).toBe(0);
    expect(await db()('notifications').where({ id: theirs.id }).first()).toMatchObject({ viewed: false });
    expect((await me.call('PATCH', 'notifications', { query: '$markallRead=true' })).body).toEqual([]);
  });

  it('refuses a patch of many without $markallRead, or with viewed false', async () => {
    await notify(me.account.id);
    expect((await me.call('PATCH', 'notifications', { body: { viewed: true } })).status).toBe(400);
    expect(
      (await me.call('PATCH', 'notifications', { query: '$markallRead=true', body: { viewed: false } })).status,
    ).toBe(400);
    expect((await me.call('PATCH', 'notifications', { query: 'viewed=false', body: { viewed: true } })).status).toBe(
      400,
    );
    expect((await list(me, 'viewed=false')).body.total).toBe(1);
  });

  it("$clearAll removes all of the caller's and answers them; without it a remove of many is refused", async () => {
    const mine = [await notify(me.account.id), await notify(me.account.id)];
    const theirs = await notify(other.account.id);
    expect((await me.call('DELETE', 'notifications')).status).toBe(400);
    expect((await me.call('DELETE', 'notifications', { query: 'viewed=false' })).status).toBe(400);
    const res = await me.call('DELETE', 'notifications', { query: '$clearAll=true' });
    expect(res.status).toBe(200);
    expect(res.body.map((n: any) => n.id).sort()).toEqual(mine.map((n) => n.id).sort());
    expect((await list(me)).body.total).toBe(0);
    expect((await list(other)).body.data.map((n: any) => n.id)).toEqual([theirs.id]);
  });
});

describe('snooze and realtime', () => {
  it("sends created, patched and removed to the recipient's sockets only", async () => {
    const mine = await socketOf('opsmanager@bankshift.test');
    const theirs = await socketOf('bankofficer@bankshift.test');
    const n = await notify(me.account.id);
    await me.call('PATCH', `notifications/${n.id}`, { query: '$markRead=true' });
    await me.call('DELETE', `notifications/${n.id}`);
    await settle();
    expect(mine.received('api/v3/notifications created')).toEqual([n]);
    expect(mine.received('api/v3/notifications patched')).toEqual([{ ...n, viewed: true }]);
    expect(mine.received('api/v3/notifications removed')).toEqual([{ ...n, viewed: true }]);
    expect(theirs.events.filter((e) => e.event.startsWith('api/v3/notifications'))).toEqual([]);
  });

  it('while snoozed stores notifications silent, uncounted and unpushed; Enable (null) ends it', async () => {
    const socket = await socketOf('opsmanager@bankshift.test');
    const until = serverTimeIn(3 * 3_600_000).toISOString();
    expect(
      (await me.call('PATCH', 'account', { role: null, body: { notDisturbDate: until } })).body.notDisturbDate,
    ).toBe(until);
    const quiet = await notify(me.account.id, { title: 'while snoozed' });
    expect(quiet.silent).toBe(true);
    expect((await list(me, '$unread=true&$limit=0')).body.total).toBe(0);
    expect((await list(me)).body.data.map((n: any) => n.title)).toEqual(['while snoozed']);

    expect(
      (await me.call('PATCH', 'account', { role: null, body: { notDisturbDate: null } })).body.notDisturbDate,
    ).toBeNull();
    const loud = await notify(me.account.id, { title: 'after enable' });
    expect(loud.silent).toBe(false);
    // Both count now: the one that arrived while snoozed, and the new one.
    expect((await list(me, '$unread=true&$limit=0')).body.total).toBe(2);
    await settle();
    expect(socket.received('api/v3/notifications created').map((n) => n.title)).toEqual(['after enable']);
  });

  it('is not snoozed by a snooze that has passed', async () => {
    await db()('users')
      .where({ id: me.account.id })
      .update({ notDisturbDate: serverTimeIn(-1000) });
    expect((await notify(me.account.id)).silent).toBe(false);
  });
});
