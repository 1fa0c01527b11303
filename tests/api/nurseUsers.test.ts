/** GET /api/v3/get-nurse-users: a manager picks a named nurse of their own trust (offers, add to chat). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(all.body.data[0]).toEqual({ id: expect.any(Number), firstname: expect.any(String), lastname: expect.any(String), email: expect.stringMatching(/^nurse\d+@bankshift\.test$/) });
    const names = all.body.data.map((n: any) => `${n.lastname} ${n.firstname}`);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(all.body.data.map((n: any) => n.email)).not.toContain('bankofficer@bankshift.test');

    const first = all.body.data[3];
    const found = await manager.call('GET', 'get-nurse-users', { query: `q=${encodeURIComponent(`${first.firstname} ${first.lastname}`)}` });
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
    expect(refused).toMatchObject({ status: 403, body: { data: { missingPermissions: ['CONFIRM_APPLICANTS', 'CREATE_CHAT', 'VIEW_APPROVED_USERS'] } } });
  });

  it('asks the super admin to name the trust', async () => {
    const admin = await h.signIn('superadmin@bankshift.test');
    expect((await admin.call('GET', 'get-nurse-users')).status).toBe(400);
    const northfield = (await h.server.database.knex('trusts').where({ name: 'Northfield NHS Trust' }).first('id')).id;
    expect((await admin.call('GET', 'get-nurse-users', { query: `trustId=${northfield}` })).body.total).toBe(20);
  });
});
