/**
 * The staff personas a nurse is recognised as (issue 13, user-personas): kept by those who manage staff, read by those
 * who see staff, where the trust has 'Shift skills'; the nurse the trust's, the persona the trust's or shared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Session } from './harness';
import { startHarness } from './harness';
import { addMember, placesOf, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let officer: Session;
let ops: Session;
let nurseId: number;
let personaId: number;

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  officer = await h.signIn('bankofficer@bankshift.test');
  ops = await h.signIn('opsmanager@bankshift.test');
  nurseId = (await addMember(h, p, 'persona-nurse')).userId;
  personaId = (await h.server.database.knex('staffpersonas').where({ name: 'Critical care nurse' }).first('id')).id;
});
afterAll(() => h?.close());

describe("a nurse's personas", () => {
  it('are given once each by those who manage staff, read by those who see staff, and taken away', async () => {
    const given = await officer.call('POST', 'user-personas', {
      body: { userId: nurseId, trustId: p.northfield, staffPersonaId: personaId },
    });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ userId: nurseId, staffPersonaId: personaId, trustId: p.northfield });
    expect(
      (
        await officer.call('POST', 'user-personas', {
          body: { userId: nurseId, trustId: p.northfield, staffPersonaId: personaId },
        })
      ).status,
    ).toBe(409);
    const read = await ops.call('GET', 'user-personas', { query: `userId=${nurseId}` });
    expect(read.body.data).toEqual([
      expect.objectContaining({
        staffPersonaId: personaId,
        nurse: expect.objectContaining({ id: nurseId, lastname: 'persona-nurse' }),
      }),
    ]);
    expect((await ops.call('DELETE', `user-personas/${given.body.id}`)).status).toBe(403);
    expect((await officer.call('DELETE', `user-personas/${given.body.id}`)).status).toBe(200);
    expect((await ops.call('GET', 'user-personas', { query: `userId=${nurseId}` })).body.data).toEqual([]);
  });

  it("refuse someone who is not the trust's nurse, and another trust's persona, naming the field", async () => {
    const manager = (await h.server.database.knex('users').where({ email: 'shiftmanager@bankshift.test' }).first('id'))
      .id;
    const notNurse = await officer.call('POST', 'user-personas', {
      body: { userId: manager, trustId: p.northfield, staffPersonaId: personaId },
    });
    expect(notNurse.status).toBe(400);
    expect(JSON.stringify(notNurse.body)).toContain('userId');
    const [foreign] = await h.server.database
      .knex('staffpersonas')
      .insert({ name: `Southgate only ${Date.now()}`, trustId: p.southgate })
      .returning('id');
    const other = await officer.call('POST', 'user-personas', {
      body: { userId: nurseId, trustId: p.northfield, staffPersonaId: foreign.id },
    });
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toContain('staffPersonaId');
  });
});
