/** Southgate's admin can neither read nor change one Northfield row; care-location roles see their location only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../resources/define';
import { loadResources } from '../../server/resourceRegistry';
import { startHarness, type Harness, type Session } from './harness';

let h: Harness;
let south: Session;
let north: Session;
let ward: Session;
let NF: number;
/** Every trust's id: the super admin sees each one's care locations (the demo's draft trust has one). */
const everyTrust = async () => new Set(await h.server.database.knex('trusts').pluck('id'));
let SG: number;
let trustScoped: ResourceDefinition[];

beforeAll(async () => {
  h = await startHarness({}, { withShifts: true });
  south = await h.signIn('southadmin@bankshift.test');
  north = await h.signIn('trustadmin@bankshift.test');
  ward = await h.signIn('shiftmanager@bankshift.test');
  NF = north.account.newUserRoles[0].trustId!;
  SG = south.account.newUserRoles[0].trustId!;
  trustScoped = (await loadResources()).filter((d) => d.tenancy !== 'global' && d.methods.includes('find'));
});
afterAll(() => h?.close());

const trustColumn = (d: ResourceDefinition) => (d.tenancy === 'global' ? '' : d.tenancy.trust);
/** Ids of the Northfield rows of a resource, read straight from the database. */
const northfieldIds = async (d: ResourceDefinition): Promise<number[]> =>
  (await h.server.database.knex(d.table).where(trustColumn(d), NF).select('id')).map((r: { id: number }) => r.id);

describe("Southgate's admin and Northfield's rows", () => {
  it('has Northfield rows to try in every trust-scoped resource', async () => {
    // Audit entries appear once something changes: make one in Northfield.
    await north.call('PATCH', `trusts/${NF}`, { body: { description: 'Northfield bank office' } });
    for (const d of trustScoped) expect((await northfieldIds(d)).length, d.name).toBeGreaterThan(0);
  });

  it('lists none of them, even when asking for them by trust, id or $or', async () => {
    for (const d of trustScoped) {
      const ids = await northfieldIds(d);
      const col = trustColumn(d);
      const queries = [
        '$limit=1000',
        `${col}=${NF}`,
        // As many ids as a request line holds (the demo has over a thousand applications).
        ids
          .slice(0, 200)
          .map((id) => `id[$in]=${id}`)
          .join('&'),
        `$or[0][${col}]=${NF}&$or[1][id]=${ids[0]}`,
      ];
      for (const query of queries) {
        const res = await south.call('GET', d.name, { query });
        // Southgate may be refused the list outright (403); if listed, no Northfield row is in it.
        if (res.status === 403) continue;
        expect(res.status, `${d.name}?${query}`).toBe(200);
        // An unpaginated family answers its rows as an array.
        const rows = d.paginate ? res.body.data : res.body;
        expect(
          rows.filter((r: any) => ids.includes(r.id)),
          `${d.name}?${query}`,
        ).toEqual([]);
      }
    }
  });

  it('gets, patches and removes none of them by id (404, or 403 where the verb is refused)', async () => {
    for (const d of trustScoped) {
      const [id] = await northfieldIds(d);
      const before = await h.server.database.knex(d.table).where({ id }).first();
      const answers = [
        await south.call('GET', `${d.name}/${id}`),
        ...(d.methods.includes('patch') ? [await south.call('PATCH', `${d.name}/${id}`, { body: {} })] : []),
        ...(d.methods.includes('remove') ? [await south.call('DELETE', `${d.name}/${id}`)] : []),
      ];
      for (const res of answers) expect([403, 404], `${d.name}/${id}: ${res.status}`).toContain(res.status);
      expect(await h.server.database.knex(d.table).where({ id }).first(), d.name).toEqual(before);
    }
  });

  it('changes none of them by query either', async () => {
    const ids = await northfieldIds((await loadResources()).find((d) => d.name === 'departments')!);
    const query = ids.map((id) => `id[$in]=${id}`).join('&');
    expect((await south.call('PATCH', 'departments', { query, body: { costCode: 'X' } })).body).toEqual([]);
    expect((await south.call('DELETE', 'departments', { query })).body).toEqual([]);
    expect(await h.server.database.knex('departments').whereIn('id', ids).where({ costCode: 'X' })).toEqual([]);
  });

  it('cannot create a row in Northfield, move its own row there, or point at a Northfield row', async () => {
    const created = await south.call('POST', 'job-title-types', { body: { name: 'Scrub Nurse', trustId: NF } });
    expect(created.status).toBe(403);
    const own = await south.call('POST', 'job-title-types', { body: { name: 'Scrub Nurse' } });
    expect(own).toMatchObject({ status: 201, body: { trustId: SG } });
    expect((await south.call('PATCH', `job-title-types/${own.body.id}`, { body: { trustId: NF } })).status).toBe(403);
    const [northWard] = await h.server.database.knex('care_locations').where({ trustId: NF }).select('id');
    const dept = await south.call('POST', 'departments', {
      body: { name: 'Day Surgery', careLocationId: northWard.id },
    });
    expect(dept).toMatchObject({ status: 400, body: { errors: [{ field: 'careLocationId' }] } });
  });

  it("lets the super admin see both trusts' rows but not mix them", async () => {
    const sa = await h.signIn('superadmin@bankshift.test');
    const res = await sa.call('GET', 'care-locations', { query: '$limit=100' });
    expect(new Set(res.body.data.map((r: any) => r.trustId))).toEqual(await everyTrust());
    const [northWard] = await h.server.database.knex('care_locations').where({ trustId: NF }).select('id');
    const mixed = await sa.call('POST', 'departments', {
      body: { name: 'Mixed', trustId: SG, careLocationId: northWard.id },
    });
    expect(mixed).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'careLocationId', message: expect.stringMatching(/another trust/) }] },
    });
  });
});

describe('care-location roles', () => {
  it('see only their care location and its departments', async () => {
    const mine = ward.account.newUserRoles[0].careLocationId!;
    const locations = await ward.call('GET', 'care-locations');
    expect(locations.body.data.map((r: any) => r.id)).toEqual([mine]);
    const departments = await ward.call('GET', 'departments', { query: '$limit=100' });
    expect(departments.body.total).toBeGreaterThan(0);
    expect(departments.body.data.every((d: any) => d.careLocationId === mine)).toBe(true);
    const other = await h.server.database
      .knex('departments')
      .where({ trustId: NF })
      .whereNot({ careLocationId: mine })
      .first();
    expect((await ward.call('GET', `departments/${other.id}`)).status).toBe(404);
    const otherLocation = await h.server.database
      .knex('care_locations')
      .where({ trustId: NF })
      .whereNot({ id: mine })
      .first();
    expect((await ward.call('GET', `care-locations/${otherLocation.id}`)).status).toBe(404);
  });

  it('let a trust-wide role of the same trust see every care location', async () => {
    const res = await north.call('GET', 'care-locations');
    expect(res.body.total).toBe(3);
  });
});

describe('the shared skills catalogue', () => {
  it('is read by every trust and changed only by the super admin', async () => {
    const shared = await h.server.database.knex('skills').whereNull('trustId').first();
    expect((await south.call('GET', `skills/${shared.id}`)).status).toBe(200);
    const patch = await north.call('PATCH', `skills/${shared.id}`, { body: { description: 'mine now' } });
    expect(patch.status).toBe(403);
    expect((await north.call('DELETE', `skills/${shared.id}`)).status).toBe(403);
    const sa = await h.signIn('superadmin@bankshift.test');
    expect((await sa.call('PATCH', `skills/${shared.id}`, { body: { description: 'Updated' } })).body.description).toBe(
      'Updated',
    );
  });

  it("keeps each trust's own skills from the other", async () => {
    const south_skills = await south.call('GET', 'skills', { query: '$limit=100' });
    const north_skills = await north.call('GET', 'skills', { query: '$limit=100' });
    expect(south_skills.body.data.some((s: any) => s.trustId === NF)).toBe(false);
    expect(north_skills.body.data.some((s: any) => s.trustId === SG)).toBe(false);
    expect(north_skills.body.data.some((s: any) => s.trustId === NF)).toBe(true);
  });
});

describe('the institution of the legacy pages (x-institutionid, spec 7)', () => {
  const legacy = (trustId: number | string) => ({ 'x-institutionid': String(trustId) });

  it("narrows the super admin's reads and new rows to the trust it names", async () => {
    const sa = await h.signIn('superadmin@bankshift.test');
    const south_only = await sa.call('GET', 'care-locations', { query: '$limit=100', headers: legacy(SG) });
    expect(south_only.status).toBe(200);
    expect(new Set(south_only.body.data.map((r: any) => r.trustId))).toEqual(new Set([SG]));
    const [northWard] = await h.server.database.knex('care_locations').where({ trustId: NF }).select('id');
    expect((await sa.call('GET', `care-locations/${northWard.id}`, { headers: legacy(SG) })).status).toBe(404);
    const created = await sa.call('POST', 'job-title-types', { body: { name: 'Legacy title' }, headers: legacy(SG) });
    expect(created).toMatchObject({ status: 201, body: { trustId: SG } });
    expect(
      (await sa.call('POST', 'job-title-types', { body: { name: 'Elsewhere', trustId: NF }, headers: legacy(SG) }))
        .status,
    ).toBe(403);
    // The shared catalogue stays readable, and without the header the super admin sees every trust again.
    const skills = await sa.call('GET', 'skills', { query: '$limit=100', headers: legacy(SG) });
    expect(skills.body.data.some((s: any) => s.trustId === null)).toBe(true);
    expect(skills.body.data.some((s: any) => s.trustId === NF)).toBe(false);
    const all = await sa.call('GET', 'care-locations', { query: '$limit=100' });
    expect(new Set(all.body.data.map((r: any) => r.trustId))).toEqual(await everyTrust());
  });

  it("accepts a trust role's own trust and refuses any other", async () => {
    expect((await north.call('GET', 'care-locations', { headers: legacy(NF) })).status).toBe(200);
    const refused = await north.call('GET', 'care-locations', { headers: legacy(SG) });
    expect(refused).toMatchObject({ status: 403, body: { message: expect.stringMatching(/x-institutionid/) } });
  });

  it('answers 400 for a value that is not a trust id and 404 for a trust that does not exist', async () => {
    const sa = await h.signIn('superadmin@bankshift.test');
    for (const bad of ['abc', '-1', '1.5', '99999999999']) {
      const res = await sa.call('GET', 'care-locations', { headers: legacy(bad) });
      expect(res, bad).toMatchObject({ status: 400, body: { errors: [{ field: 'x-institutionid' }] } });
    }
    expect((await sa.call('GET', 'care-locations', { headers: legacy(999999) })).status).toBe(404);
  });
});
