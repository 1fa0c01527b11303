/**
 * A manager's favourites (issue 13): favourite-capabilities (favourite skills), favourite-personas and
 * managers-favourite-skills are personal families (the definition's owner): each user reads, keeps and hears of only
 * their own rows, whatever their role, within their trust.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Session } from './harness';
import { startHarness } from './harness';
import { openSocket, until, type RecordingSocket } from './sockets';

let h: Harness;
let manager: Session;
let other: Session;
let superAdmin: Session;
const skill: Record<string, number> = {};

beforeAll(async () => {
  h = await startHarness();
  manager = await h.signIn('shiftmanager@bankshift.test');
  other = await h.signIn('opsmanager@bankshift.test');
  superAdmin = await h.signIn('superadmin@bankshift.test');
  for (const s of await h.server.database
    .knex('skills')
    .whereIn('name', ['Venepuncture', 'IV cannulation', 'Basic life support'])
    .select('id', 'name'))
    skill[s.name] = s.id;
});
afterAll(() => h?.close());

describe('favourite skills', () => {
  it("are the user's own: added once each, listed, and removed by them alone", async () => {
    const added = await manager.call('POST', 'favourite-capabilities', { body: { capabilityId: skill.Venepuncture } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      capabilityId: skill.Venepuncture,
      userId: manager.account.id,
      trustId: expect.any(Number),
    });
    expect(
      (await manager.call('POST', 'favourite-capabilities', { body: { capabilityId: skill['IV cannulation'] } }))
        .status,
    ).toBe(201);
    expect(
      (await manager.call('POST', 'favourite-capabilities', { body: { capabilityId: skill.Venepuncture } })).status,
    ).toBe(409);
    // The owner column is the server's to fill: naming someone else is refused or ignored, never obeyed.
    const posing = await manager.call('POST', 'favourite-capabilities', {
      body: { capabilityId: skill['Basic life support'], userId: other.account.id },
    });
    if (posing.status === 201) expect(posing.body.userId).toBe(manager.account.id);
    else expect(posing.status).toBe(400);

    const mine = (await manager.call('GET', 'favourite-capabilities')).body;
    expect(mine.data.every((f: any) => f.userId === manager.account.id)).toBe(true);
    expect(mine.limit).toBe(6);
    // Another manager of the same trust, and the super admin, see none of them, and cannot read or remove one.
    expect((await other.call('GET', 'favourite-capabilities')).body.data).toEqual([]);
    expect((await superAdmin.call('GET', 'favourite-capabilities')).body.data).toEqual([]);
    expect((await other.call('GET', `favourite-capabilities/${added.body.id}`)).status).toBe(404);
    expect((await other.call('DELETE', `favourite-capabilities/${added.body.id}`)).status).toBe(404);
    expect((await superAdmin.call('DELETE', `favourite-capabilities/${added.body.id}`)).status).toBe(404);
    expect((await manager.call('DELETE', `favourite-capabilities/${added.body.id}`)).status).toBe(200);
    expect(
      (await manager.call('GET', 'favourite-capabilities')).body.data.map((f: any) => f.capabilityId),
    ).not.toContain(skill.Venepuncture);
  });

  it('are listed with their skills, active ones only, by name (managers-favourite-skills)', async () => {
    const db = h.server.database.knex;
    const [retired] = await db('skills')
      .insert({ name: `Retired favourite ${Date.now()}`, status: 'Active', groupingTags: '[]' })
      .returning('id');
    expect((await manager.call('POST', 'favourite-capabilities', { body: { capabilityId: retired.id } })).status).toBe(
      201,
    );
    const before = (await manager.call('GET', 'managers-favourite-skills')).body;
    expect(before.data.map((f: any) => f.skillId)).toContain(retired.id);
    expect(before.data.map((f: any) => f.name)).toEqual([...before.data.map((f: any) => f.name)].sort());
    expect(before.data.find((f: any) => f.name === 'IV cannulation')).toMatchObject({
      skillId: skill['IV cannulation'],
      userId: manager.account.id,
      groupingTags: [expect.any(Number)],
    });
    await db('skills').where({ id: retired.id }).update({ status: 'Inactive' });
    expect((await manager.call('GET', 'managers-favourite-skills')).body.data.map((f: any) => f.skillId)).not.toContain(
      retired.id,
    );
    expect((await other.call('GET', 'managers-favourite-skills')).body.data).toEqual([]);
    expect((await manager.call('POST', 'managers-favourite-skills', { body: {} })).status).toBe(405);
  });

  it('are refused a skill of another trust, and to nurses', async () => {
    const [southOwn] = await h.server.database
      .knex('skills')
      .insert({
        name: `Southgate only ${Date.now()}`,
        status: 'Active',
        trustId: (await h.server.database.knex('trusts').where({ name: 'Southgate NHS Trust' }).first('id')).id,
      })
      .returning('id');
    expect((await manager.call('POST', 'favourite-capabilities', { body: { capabilityId: southOwn.id } })).status).toBe(
      400,
    );
    const nurse = await h.signIn('nurse6@bankshift.test');
    expect((await nurse.call('GET', 'favourite-capabilities')).status).toBe(403);
  });

  it('are told live to their user alone', async () => {
    const mine: RecordingSocket = await openSocket(h, 'shiftmanager@bankshift.test');
    const theirs: RecordingSocket = await openSocket(h, 'opsmanager@bankshift.test');
    try {
      const added = await manager.call('POST', 'favourite-capabilities', {
        body: { capabilityId: skill['Basic life support'] },
      });
      await until(() => mine.received('api/v3/favourite-capabilities created').some((f) => f.id === added.body.id));
      // A change both hear, sent after it: once the other has heard that, they would have heard the favourite.
      const admin = await h.signIn('trustadmin@bankshift.test');
      const marker = await admin.call('POST', 'skills', { body: { name: `Marker ${Date.now()}` } });
      expect(marker.status).toBe(201);
      await until(() => theirs.received('api/v3/skills created').some((s) => s.id === marker.body.id));
      expect(theirs.received('api/v3/favourite-capabilities created')).toEqual([]);
    } finally {
      mine.socket.close();
      theirs.socket.close();
    }
  });
});

describe('favourite personas', () => {
  it("are the user's own, where the trust has shift skills", async () => {
    const [core] = (await manager.call('GET', 'staffpersonas', { query: 'name=Registered nurse: ward core' })).body
      .data;
    const added = await manager.call('POST', 'favourite-personas', { body: { staffPersonaId: core.id } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ staffPersonaId: core.id, userId: manager.account.id });
    expect((await manager.call('POST', 'favourite-personas', { body: { staffPersonaId: core.id } })).status).toBe(409);
    expect((await other.call('GET', 'favourite-personas')).body.data).toEqual([]);
    expect((await manager.call('PATCH', `favourite-personas/${added.body.id}`, { body: {} })).status).toBe(405);
    const southAdmin = await h.signIn('southadmin@bankshift.test');
    expect((await southAdmin.call('GET', 'favourite-personas')).body).toMatchObject({
      code: 403,
      data: { missingFeatures: ['Shift skills'] },
    });
    expect((await manager.call('DELETE', `favourite-personas/${added.body.id}`)).status).toBe(200);
  });
});
