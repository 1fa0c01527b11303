/** Band mappings for job titles (issue 13, band-mapping-for-jobtitles): the bands a trust posts a job title at. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Session } from './harness';
import { startHarness } from './harness';
import { placesOf, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let admin: Session;

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  admin = await h.signIn('trustadmin@bankshift.test');
});
afterAll(() => h?.close());

describe('band mappings for job titles', () => {
  it('keep one list of bands per job title of the trust, each a band', async () => {
    const db = h.server.database.knex;
    const [title] = await db('job_title_types')
      .insert({ trustId: p.northfield, name: `Mapped title ${Date.now()}` })
      .returning('id');
    const made = await admin.call('POST', 'band-mapping-for-jobtitles', {
      body: { trustId: p.northfield, jobTitle: title.id, bands: ['5', '6'] },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ jobTitle: title.id, bands: ['5', '6'] });
    expect(
      (
        await admin.call('POST', 'band-mapping-for-jobtitles', {
          body: { trustId: p.northfield, jobTitle: title.id, bands: ['7'] },
        })
      ).status,
    ).toBe(409);
    const [other] = await db('job_title_types')
      .insert({ trustId: p.northfield, name: `Unmapped title ${Date.now()}` })
      .returning('id');
    expect(
      (
        await admin.call('POST', 'band-mapping-for-jobtitles', {
          body: { trustId: p.northfield, jobTitle: other.id, bands: [] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin.call('POST', 'band-mapping-for-jobtitles', {
          body: { trustId: p.northfield, jobTitle: other.id, bands: ['10'] },
        })
      ).status,
    ).toBe(400);
    const [southern] = await db('job_title_types')
      .insert({ trustId: p.southgate, name: `Southgate title ${Date.now()}` })
      .returning('id');
    expect(
      (
        await admin.call('POST', 'band-mapping-for-jobtitles', {
          body: { trustId: p.northfield, jobTitle: southern.id, bands: ['5'] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await admin.call('PATCH', `band-mapping-for-jobtitles/${made.body.id}`, { body: { bands: ['5', '6', '7'] } }))
        .body.bands,
    ).toEqual(['5', '6', '7']);
    // The demo's: a Staff Nurse is posted at 5 and 6.
    const demo = await admin.call('GET', 'band-mapping-for-jobtitles', { query: '$limit=50' });
    const staffNurse = (await db('job_title_types').where({ trustId: p.northfield, name: 'Staff Nurse' }).first('id'))
      .id;
    expect(demo.body.data.find((m: any) => m.jobTitle === staffNurse)?.bands).toEqual(['5', '6']);
  });
});
