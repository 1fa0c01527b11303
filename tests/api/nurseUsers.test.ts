/** GET /api/v3/get-nurse-users: a manager picks a named nurse of their own trust (offers, add to chat). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/time';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

describe('get-nurse-users', () => {
  it("lists the acting trust's active nurses, by name, searchable and paged", async () => {
    const manager = await h.signIn('bankofficer@bankshift.test');
    const all = await manager.call('GET', 'get-nurse-users', { query: '$limit=50' });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(20);
    expect(all.body.data[0]).toEqual({
      id: expect.any(Number),
      firstname: expect.any(String),
      lastname: expect.any(String),
      email: expect.stringMatching(/^nurse\d+@bankshift\.test$/),
      band: all.body.data[0].band,
    });
    // Each nurse's band is their NURSE role's in the trust, null when none is on record.
    const db = h.server.database.knex;
    const banded = all.body.data[2];
    const role = await db('user_roles as ur')
      .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
      .join('trusts as t', 't.id', 'tr.trustId')
      .where({ 'ur.userId': banded.id, 't.name': 'Northfield NHS Trust', 'tr.roleType': 'NURSE' })
      .first('ur.id', 'ur.bandTypeId');
    await db('user_roles')
      .where({ id: role.id })
      .update({ bandTypeId: (await db('band_types').where({ number: '6' }).first('id')).id });
    try {
      const again = await manager.call('GET', 'get-nurse-users', { query: '$limit=50' });
      expect(again.body.data.find((n: any) => n.id === banded.id).band).toBe('6');
    } finally {
      await db('user_roles').where({ id: role.id }).update({ bandTypeId: role.bandTypeId });
    }
    const names = all.body.data.map((n: any) => `${n.lastname} ${n.firstname}`);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(all.body.data.map((n: any) => n.email)).not.toContain('bankofficer@bankshift.test');

    const first = all.body.data[3];
    const found = await manager.call('GET', 'get-nurse-users', {
      query: `q=${encodeURIComponent(`${first.firstname} ${first.lastname}`)}`,
    });
    expect(found.body.data.map((n: any) => n.id)).toContain(first.id);
    const page = await manager.call('GET', 'get-nurse-users', { query: '$limit=5&$skip=5' });
    expect(page.body).toMatchObject({ total: 20, limit: 5, skip: 5 });
    expect(page.body.data.map((n: any) => n.id)).toEqual(all.body.data.slice(5, 10).map((n: any) => n.id));
  });

  it("lists Southgate's nurses to its admin, and refuses another trust, unknown fields and roles without the permissions", async () => {
    const south = await h.signIn('southadmin@bankshift.test');
    const mine = await south.call('GET', 'get-nurse-users', { query: '$limit=50' });
    expect(mine.body.total).toBe(5);
    const northfield = (await h.server.database.knex('trusts').where({ name: 'Northfield NHS Trust' }).first('id')).id;
    expect((await south.call('GET', 'get-nurse-users', { query: `trustId=${northfield}` })).status).toBe(403);
    expect((await south.call('GET', 'get-nurse-users', { query: 'password=x' })).status).toBe(400);
    const rate = await h.signIn('ratemanager@bankshift.test');
    const refused = await rate.call('GET', 'get-nurse-users');
    expect(refused).toMatchObject({
      status: 403,
      body: { data: { missingPermissions: ['CONFIRM_APPLICANTS', 'CREATE_CHAT', 'VIEW_APPROVED_USERS'] } },
    });
  });

  it('keeps the nurses who may work at a care location, and a manager tied to one lists only its nurses', async () => {
    const db = h.server.database.knex;
    const place = async (name: string) => (await db('care_locations').where({ name }).first('id')).id as number;
    const [general, community] = [
      await place('Northfield General Hospital'),
      await place('Northfield Community Hospital'),
    ];
    const away = await db('user_roles as ur')
      .join('users as u', 'u.id', 'ur.userId')
      .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
      .join('trusts as t', 't.id', 'tr.trustId')
      .whereIn('u.email', ['nurse19@bankshift.test', 'nurse20@bankshift.test'])
      .where({ 't.name': 'Northfield NHS Trust', 'tr.roleType': 'NURSE' })
      .pluck('ur.id');
    expect(away).toHaveLength(2);
    await db('user_roles').whereIn('id', away).update({ careLocationId: community });
    try {
      const emails = (res: { body: { data: { email: string }[] } }) => res.body.data.map((n) => n.email);
      const officer = await h.signIn('bankofficer@bankshift.test');
      const atGeneral = await officer.call('GET', 'get-nurse-users', { query: `careLocationId=${general}&$limit=50` });
      expect(atGeneral.body.total).toBe(18);
      expect(emails(atGeneral)).not.toContain('nurse19@bankshift.test');
      expect(
        (await officer.call('GET', 'get-nurse-users', { query: `careLocationId=${community}&$limit=50` })).body.total,
      ).toBe(20);
      expect((await officer.call('GET', 'get-nurse-users', { query: 'careLocationId=x' })).status).toBe(400);

      const manager = await h.signIn('shiftmanager@bankshift.test');
      const own = await manager.call('GET', 'get-nurse-users', { query: '$limit=50' });
      expect(own.body.total).toBe(18);
      expect(emails(own)).not.toContain('nurse20@bankshift.test');
      expect((await manager.call('GET', 'get-nurse-users', { query: `careLocationId=${community}` })).status).toBe(403);
    } finally {
      await db('user_roles').whereIn('id', away).update({ careLocationId: null });
    }
  });

  it("keeps, for a shift's day, the nurses whose permission to work holds on it", async () => {
    const db = h.server.database.knex;
    const northfield = (await db('trusts').where({ name: 'Northfield NHS Trust' }).first('id')).id;
    const general = (await db('care_locations').where({ name: 'Northfield General Hospital' }).first('id')).id;
    const officer = await h.signIn('bankofficer@bankshift.test');
    const ids = async (date: string) =>
      (
        await officer.call('GET', 'get-nurse-users', { query: `careLocationId=${general}&date=${date}&$limit=50` })
      ).body.data.map((n: any) => n.id);
    const [userId] = await ids('2030-06-01');
    const endsOn = '2030-06-30';
    const [evidence] = await db('right_to_work_requests')
      .insert({
        userId,
        trustId: northfield,
        documentType: 'visa',
        documentNumber: 'V-PLAN-1',
        expiresOn: endsOn,
        files: '[]',
        status: 'approved',
      })
      .returning('id');
    await db('date_availabilities').insert({ userId, date: endsOn, available: false });
    try {
      expect(await ids(endsOn)).toContain(userId);
      // Each with what they said of the day: this nurse that they cannot work it, the rest nothing.
      const said = (
        await officer.call('GET', 'get-nurse-users', { query: `careLocationId=${general}&date=${endsOn}&$limit=50` })
      ).body.data;
      expect(said.filter((n: any) => n.available !== null).map((n: any) => [n.id, n.available])).toEqual([
        [userId, false],
      ]);
      expect(
        (await officer.call('GET', 'get-nurse-users', { query: `careLocationId=${general}` })).body.data[0],
      ).not.toHaveProperty('available');
      const after = await ids(addDays(endsOn, 1));
      expect(after).not.toContain(userId);
      expect(after.length).toBeGreaterThan(0);
    } finally {
      await db('right_to_work_requests').where({ id: evidence.id }).delete();
      await db('date_availabilities').where({ userId, date: endsOn }).delete();
    }
    expect(
      (await officer.call('GET', 'get-nurse-users', { query: `careLocationId=${general}&date=tomorrow` })).status,
    ).toBe(400);
    expect((await officer.call('GET', 'get-nurse-users', { query: 'date=2030-01-01' })).status).toBe(400);
  });

  it('asks the super admin to name the trust', async () => {
    const admin = await h.signIn('superadmin@bankshift.test');
    expect((await admin.call('GET', 'get-nurse-users')).status).toBe(400);
    const northfield = (await h.server.database.knex('trusts').where({ name: 'Northfield NHS Trust' }).first('id')).id;
    expect((await admin.call('GET', 'get-nurse-users', { query: `trustId=${northfield}` })).body.total).toBe(20);
  });
});
