/**
 * Embeds (resources/define.ts Embed): a field holding the id of a row of a table that is not a resource family (a
 * user) is answered with that row's name beside the record, by find and get alike, with only the columns it shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';
import { placesOf, shiftPayload } from './shiftFixtures';

let h: Harness;
let admin: Session;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.signIn('trustadmin@bankshift.test');
});
afterAll(() => h?.close());

describe('embedded users', () => {
  it("answer a shift's poster by name, in get and find, without their email", async () => {
    const posted = await admin.call('POST', 'jobs', {
      body: shiftPayload(h, await placesOf(h), { title: 'Embed test shift' }),
    });
    const poster = { id: admin.account.id, firstname: admin.account.firstname, lastname: admin.account.lastname };
    expect((await admin.call('GET', `jobs/${posted.body.id}`)).body.manager).toEqual(poster);
    const listed = await admin.call('GET', 'jobs', { query: `id=${posted.body.id}` });
    expect(listed.body.data[0].manager).toEqual(poster);
  });

  it("answer an application's nurse with the email managers contact them by", async () => {
    const nurse = await h.signIn('nurse1@bankshift.test');
    const posted = await admin.call('POST', 'jobs', {
      body: shiftPayload(h, await placesOf(h), { title: 'Embed applied shift' }),
    });
    const applied = await nurse.call('POST', 'applications', {
      role: nurse.roleOf('NURSE', 'Northfield NHS Trust'),
      body: { jobId: posted.body.id },
    });
    expect(applied.status).toBe(201);
    expect(applied.body.nurse).toEqual({
      id: nurse.account.id,
      firstname: nurse.account.firstname,
      lastname: nurse.account.lastname,
      email: 'nurse1@bankshift.test',
    });
    const listed = await admin.call('GET', 'applications', { query: `jobId=${posted.body.id}` });
    expect(listed.body.data.map((a: any) => a.nurse?.email)).toEqual(['nurse1@bankshift.test']);
  });

  it("answer null for a row whose user is gone or never was (the system's audit entries)", async () => {
    await admin.call('PATCH', `trusts/${admin.account.newUserRoles[0].trustId}`, {
      body: { description: `Embedded ${Date.now()}` },
    });
    const entries = await admin.call('GET', 'audit-logs', { query: '$limit=50' });
    const mine = entries.body.data.find((e: any) => e.userId === admin.account.id);
    expect(mine.user).toEqual({
      id: admin.account.id,
      firstname: admin.account.firstname,
      lastname: admin.account.lastname,
    });
    await h.server.database.knex('audit_logs').where({ id: mine.id }).update({ userId: 987654 });
    expect((await admin.call('GET', `audit-logs/${mine.id}`)).body.user).toBeNull();
  });
});
