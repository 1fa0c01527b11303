/**
 * Setting a new trust up (issue 12, spec 4: three steps, each enabled separately; domain/trustSetup.ts): each step is
 * saved only once its work is there, work of a later step is refused until the steps before it are saved, and a
 * trust goes live only once set up. Its features one by one (trust-feature-settings) are a view of its feature list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../domain/features';
import { anonymous, startHarness, type Harness, type Session } from './harness';
import { startMailbox, type Mailbox } from './mailbox';
import { placesOf, shiftPayload } from './shiftFixtures';

let h: Harness;
let mailbox: Mailbox;
let superAdmin: Session;
let admin: Session;
const db = () => h.server.database.knex;

beforeAll(async () => {
  mailbox = await startMailbox();
  h = await startHarness({ smtpUrl: mailbox.url });
  [superAdmin, admin] = await Promise.all([
    h.signIn('superadmin@bankshift.test'),
    h.signIn('trustadmin@bankshift.test'),
  ]);
});
afterAll(async () => {
  await h?.close();
  await mailbox?.close();
});

const act = (s: Session, resource: string, action: string, id: number) =>
  s.call('POST', resource, { body: { id }, headers: { 'x-service-method': action } });
const saveStep = (s: Session, trustId: number) => act(s, 'trusts', 'completeSetupStep', trustId);
const featureRow = (trustId: number, feature: string) =>
  trustId * 100 + FEATURES.indexOf(feature as (typeof FEATURES)[number]) + 1;

describe("a new trust's setup", () => {
  it('saves each step once its work is there, refuses later work before it, and goes live only once set up', async () => {
    const trust = await superAdmin.call('POST', 'trusts', {
      body: { name: 'Kingsmere NHS Trust', abbreviatedName: 'KMT' },
    });
    expect(trust).toMatchObject({ status: 201, body: { setupStep: 'organisation', isLive: false } });
    const trustId: number = trust.body.id;
    const refusedLive = await superAdmin.call('PATCH', `trusts/${trustId}`, { body: { isLive: true } });
    expect(refusedLive).toMatchObject({
      status: 400,
      body: { message: 'Finish setting the trust up before making it live' },
    });

    // Step 3's work waits for step 2.
    const adminRole = (await db()('trust_roles').where({ trustId, roleType: 'TRUST-ADMIN' }).first('id')).id;
    const early = [
      await superAdmin.call('POST', 'feature-lists', { body: { trustId, features: ['Reports'] } }),
      await act(superAdmin, 'trust-feature-settings', 'enable', featureRow(trustId, 'Reports')),
      await superAdmin.call('POST', 'manager-invitations', {
        body: { email: 'kate.moss@kingsmere.test', firstname: 'Kate', lastname: 'Moss', trustRoleId: adminRole },
      }),
    ];
    for (const res of early)
      expect(res).toMatchObject({
        status: 409,
        body: { message: "Save the trust's care locations first (step 2 of 3)" },
      });
    expect(await db()('feature_lists').where({ trustId }).first()).toBeUndefined();

    // Step 2: a care location with a department, in an administrative group.
    expect(await saveStep(superAdmin, trustId)).toMatchObject({
      status: 400,
      body: { message: 'Add a care location with at least one department first' },
    });
    const ward = await superAdmin.call('POST', 'care-locations', { body: { trustId, name: 'Kingsmere General' } });
    expect(await saveStep(superAdmin, trustId)).toMatchObject({ status: 400 });
    expect(
      (
        await superAdmin.call('POST', 'departments', {
          body: { trustId, careLocationId: ward.body.id, name: 'Ward 4' },
        })
      ).status,
    ).toBe(201);
    // A feature turned off at a care location is step 3's work too.
    const offEarly = await superAdmin.call('POST', 'carelocation-feature-configurations', {
      body: { trustId, careLocationId: ward.body.id, feature: 'Reports' },
    });
    expect(offEarly).toMatchObject({
      status: 409,
      body: { message: "Save the trust's care locations first (step 2 of 3)" },
    });
    const group = await superAdmin.call('POST', 'adminstrative-groups', { body: { trustId, name: 'Acute Division' } });
    expect(
      await superAdmin.call('POST', 'trust-heirarchy', {
        body: { trustId, administrativeGroupId: group.body.id, careLocationId: ward.body.id },
      }),
    ).toMatchObject({ status: 201 });
    // A nurse signing up chooses a band and a job title of the trust.
    expect(await saveStep(superAdmin, trustId)).toMatchObject({
      status: 400,
      body: { message: 'Add at least one band first: a nurse signing up chooses one' },
    });
    const band5 = (await db()('band_types').where({ number: '5' }).first('id')).id;
    const band6 = (await db()('band_types').where({ number: '6' }).first('id')).id;
    const band = (bandTypeId: number, isActive: boolean) =>
      superAdmin.call('POST', 'trust-band-types', { body: { trustId, bandTypeId, isActive } });
    // A withdrawn band is not one a nurse may choose.
    expect((await band(band6, false)).status).toBe(201);
    expect((await saveStep(superAdmin, trustId)).body.message).toMatch(/band first/);
    expect((await band(band5, true)).status).toBe(201);
    expect(await saveStep(superAdmin, trustId)).toMatchObject({
      status: 400,
      body: { message: 'Add at least one job title first: a nurse signing up chooses one' },
    });
    // A withdrawn job title is not one a nurse may choose.
    const title = (name: string, isActive: boolean) =>
      superAdmin.call('POST', 'job-title-types', { body: { trustId, name, isActive } });
    expect((await title('Healthcare Assistant', false)).status).toBe(201);
    expect((await saveStep(superAdmin, trustId)).status).toBe(400);
    const nurseTitle = await title('Staff Nurse', true);
    expect(await saveStep(superAdmin, trustId)).toMatchObject({ status: 200, body: { setupStep: 'features' } });

    // Step 3: its features, then its admin.
    expect(await saveStep(superAdmin, trustId)).toMatchObject({
      status: 400,
      body: { message: "Turn on at least one of the trust's features first" },
    });
    const page = await superAdmin.call('GET', 'trust-feature-settings', { query: `trustId=${trustId}` });
    expect(page.body).toMatchObject({ total: FEATURES.length, limit: 5 });
    expect(page.body.data.map((f: any) => [f.feature, f.isEnabled])).toEqual(
      FEATURES.slice(0, 5).map((f) => [f, false]),
    );
    for (const feature of ['Reports', 'Post a shift and post similar']) {
      expect(await act(superAdmin, 'trust-feature-settings', 'enable', featureRow(trustId, feature))).toMatchObject({
        status: 200,
        body: { feature, isEnabled: true },
      });
    }
    // Kept in the catalogue's order, in the trust's one feature list.
    expect((await db()('feature_lists').where({ trustId }).first()).features).toEqual([
      'Post a shift and post similar',
      'Reports',
    ]);
    expect(await saveStep(superAdmin, trustId)).toMatchObject({
      status: 400,
      body: { message: "Invite the trust's admin first" },
    });
    const invited = await superAdmin.call('POST', 'manager-invitations', {
      body: { email: 'kate.moss@kingsmere.test', firstname: 'Kate', lastname: 'Moss', trustRoleId: adminRole },
    });
    expect(invited.status).toBe(201);
    await mailbox.next('kate.moss@kingsmere.test');
    expect(await saveStep(superAdmin, trustId)).toMatchObject({
      status: 200,
      body: { setupStep: 'complete', isLive: false },
    });
    expect(await saveStep(superAdmin, trustId)).toMatchObject({
      status: 409,
      body: { message: 'This trust is already set up' },
    });

    // Set up, but its only job title withdrawn since: nobody could sign up to it.
    const withdraw = (isActive: boolean) =>
      superAdmin.call('PATCH', `job-title-types/${nurseTitle.body.id}`, { body: { isActive } });
    expect((await withdraw(false)).status).toBe(200);
    expect(await superAdmin.call('PATCH', `trusts/${trustId}`, { body: { isLive: true } })).toMatchObject({
      status: 400,
      body: {
        message: 'Add at least one job title first: a nurse signing up chooses one',
        errors: [{ field: 'isLive' }],
      },
    });
    expect((await withdraw(true)).status).toBe(200);
    expect(await superAdmin.call('PATCH', `trusts/${trustId}`, { body: { isLive: true } })).toMatchObject({
      status: 200,
      body: { isLive: true },
    });
    const options = (await anonymous(h, 'GET', 'sign-up-options')).body as { name: string }[];
    expect(options.find((t) => t.name === 'Kingsmere NHS Trust')).toMatchObject({
      jobTitles: [{ id: nurseTitle.body.id, name: 'Staff Nurse' }],
      bands: [{ id: band5, name: expect.any(String) }],
    });
    // Each step saved, and the trust made live, on the trust's trail.
    const trail = await superAdmin.call('GET', 'audit-logs', {
      query: `service=trusts&recordId=${trustId}&method=patch&$sort[createdAt]=1`,
    });
    expect(trail.body.data.map((e: any) => [e.userEmail, JSON.stringify(e.changes)])).toEqual([
      ['superadmin@bankshift.test', expect.stringContaining('"features"')],
      ['superadmin@bankshift.test', expect.stringContaining('"complete"')],
      ['superadmin@bankshift.test', expect.stringContaining('isLive')],
    ]);
  });

  it('is the super admin’s: an admin may not save a step, and nobody sets the step by hand', async () => {
    const trustId = (await superAdmin.call('POST', 'trusts', { body: { name: 'Ashby NHS Trust' } })).body.id;
    // Its second step's work is there: only the way it is sent is refused below.
    const place = await superAdmin.call('POST', 'care-locations', {
      body: { trustId, name: 'Ashby Cottage Hospital' },
    });
    expect(
      (
        await superAdmin.call('POST', 'departments', {
          body: { trustId, careLocationId: place.body.id, name: 'Ward 1' },
        })
      ).status,
    ).toBe(201);
    expect((await saveStep(admin, (await admin.call('GET', 'trusts')).body.data[0].id)).status).toBe(403);
    expect(await superAdmin.call('PATCH', `trusts/${trustId}`, { body: { setupStep: 'complete' } })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'setupStep' }] },
    });
    expect(await superAdmin.call('PATCH', `trusts/${trustId}`, { body: { completeSetupStep: true } })).toMatchObject({
      status: 400,
    });
    expect((await db()('trusts').where({ id: trustId }).first()).setupStep).toBe('organisation');
  });
});

describe("a trust's features one by one", () => {
  it('show its feature list, and change it for the super admin only', async () => {
    const trustId = (await db()('trusts').where({ name: 'Northfield NHS Trust' }).first('id')).id as number;
    const list = async () => (await db()('feature_lists').where({ trustId }).first()).features as string[];
    const held = await list();
    const rows = (await admin.call('GET', 'trust-feature-settings', { query: '$limit=50' })).body.data;
    expect(rows.map((r: any) => [r.trustId, r.feature, r.isEnabled])).toEqual(
      FEATURES.map((f) => [trustId, f, held.includes(f)]),
    );
    expect((await act(admin, 'trust-feature-settings', 'disable', featureRow(trustId, 'Reports'))).status).toBe(403);
    expect(await act(superAdmin, 'trust-feature-settings', 'disable', featureRow(trustId, 'Reports'))).toMatchObject({
      status: 200,
      body: { isEnabled: false },
    });
    expect(await list()).toEqual(held.filter((f) => f !== 'Reports'));
    expect(await act(superAdmin, 'trust-feature-settings', 'disable', featureRow(trustId, 'Reports'))).toMatchObject({
      status: 409,
      body: { message: 'Already off' },
    });
    expect((await act(superAdmin, 'trust-feature-settings', 'enable', featureRow(trustId, 'Reports'))).status).toBe(
      200,
    );
    expect(await list()).toEqual(held);
  });
});

describe("a trust's hierarchy", () => {
  it('holds care locations of the group’s own trust, each in one group at most', async () => {
    const northfield = (await db()('trusts').where({ name: 'Northfield NHS Trust' }).first('id')).id;
    // The demo's groups hold every Northfield care location already.
    const grouped = await db()('trust_heirarchy').where({ trustId: northfield }).first('careLocationId');
    const foreign = await db()('care_locations').whereNot({ trustId: northfield }).first('id');
    const group = await admin.call('POST', 'adminstrative-groups', { body: { name: 'Surgical Division' } });
    expect(group).toMatchObject({ status: 201, body: { trustId: northfield } });
    const link = (careLocationId: number) =>
      admin.call('POST', 'trust-heirarchy', { body: { administrativeGroupId: group.body.id, careLocationId } });
    expect((await link(foreign.id)).status).toBe(400);
    expect((await link(grouped.careLocationId)).status).toBe(409);
    const theatres = await admin.call('POST', 'care-locations', { body: { name: 'Northfield Day Surgery Centre' } });
    expect(await link(theatres.body.id)).toMatchObject({
      status: 201,
      body: { trustId: northfield, administrativeGroupId: group.body.id },
    });
  });
});

describe("a trust's features at a care location", () => {
  it('turns a feature off for the roles tied to that care location only, in their account and at the API', async () => {
    const p = await placesOf(h);
    const posting = 'Post a shift and post similar';
    const featuresOf = (s: Session) => s.account.roleFeatures[0].features;
    const manager = await h.signIn('shiftmanager@bankshift.test');
    expect(featuresOf(manager)).toContain(posting);

    const off = await superAdmin.call('POST', 'carelocation-feature-configurations', {
      body: { trustId: p.northfield, careLocationId: p.general, feature: posting },
    });
    expect(off).toMatchObject({ status: 201, body: { isEnabled: false } });
    expect(
      (
        await admin.call('POST', 'carelocation-feature-configurations', {
          body: { careLocationId: p.community, feature: posting },
        })
      ).status,
    ).toBe(403);

    const tied = await h.signIn('shiftmanager@bankshift.test');
    expect(featuresOf(tied)).not.toContain(posting);
    expect(await tied.call('POST', 'jobs', { body: shiftPayload(h, p) })).toMatchObject({
      status: 403,
      body: { data: { missingFeatures: [posting] } },
    });
    // The trust's admin, of no one care location, keeps it.
    expect((await admin.call('POST', 'jobs', { body: shiftPayload(h, p) })).status).toBe(201);

    expect(
      (
        await superAdmin.call('PATCH', `carelocation-feature-configurations/${off.body.id}`, {
          body: { isEnabled: true },
        })
      ).status,
    ).toBe(200);
    expect(featuresOf(await h.signIn('shiftmanager@bankshift.test'))).toContain(posting);
  });
});

describe('institutions', () => {
  it("are every trust for the super admin, and the acting role's own trust for anyone else", async () => {
    const names = async (s: Session) =>
      (await s.call('GET', 'institutions', { query: '$limit=50' })).body.data.map((t: any) => t.name);
    const all = (await db()('trusts').orderBy('name').pluck('name')) as string[];
    expect(await names(superAdmin)).toEqual(all);
    expect(await names(admin)).toEqual(['Northfield NHS Trust']);
    expect(await names(await h.signIn('southadmin@bankshift.test'))).toEqual(['Southgate NHS Trust']);
    const southgate = (await db()('trusts').where({ name: 'Southgate NHS Trust' }).first('id')).id;
    expect((await admin.call('GET', `institutions/${southgate}`)).status).toBe(404);
  });
});
