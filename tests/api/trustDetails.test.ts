/** A trust's own details (issue 12, /trustDetails): edited by its admins, made live by the super admin only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

describe("a trust's details", () => {
  it('are edited by its admins, who never make it live nor a training trust', async () => {
    const admin = await h.signIn('southadmin@bankshift.test');
    const trustId = admin.account.newUserRoles[0].trustId!;
    const edited = await admin.call('PATCH', `trusts/${trustId}`, {
      body: { description: 'Bank staffing for Southgate', phoneNumber: '020 7946 0000' },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { description: 'Bank staffing for Southgate', phoneNumber: '020 7946 0000' },
    });
    for (const body of [{ isLive: false }, { isTrainingTrust: true }, { description: 'Quietly', isLive: false }]) {
      const refused = await admin.call('PATCH', `trusts/${trustId}`, { body });
      expect(refused).toMatchObject({
        status: 403,
        body: { message: 'Only a super admin makes a trust live or a training trust' },
      });
    }
    expect(await h.server.database.knex('trusts').where({ id: trustId }).first('description', 'isLive')).toEqual({
      description: 'Bank staffing for Southgate',
      isLive: true,
    });
    // Another trust is out of reach; the super admin decides whether a trust is live.
    const north = (await h.server.database.knex('trusts').where({ name: 'Northfield NHS Trust' }).first('id')).id;
    expect((await admin.call('PATCH', `trusts/${north}`, { body: { description: 'Not mine' } })).status).toBe(404);
    const superAdmin = await h.signIn('superadmin@bankshift.test');
    expect(
      (await superAdmin.call('PATCH', `trusts/${trustId}`, { body: { isTrainingTrust: true } })).body.isTrainingTrust,
    ).toBe(true);
    expect((await superAdmin.call('PATCH', `trusts/${trustId}`, { body: { isTrainingTrust: false } })).status).toBe(
      200,
    );
  });
});
