/** The people a manager may open a chat with (issue 5): their own trust's active members, never themselves. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';

let h: Harness;
let manager: Session;

beforeAll(async () => {
  h = await startHarness();
  manager = await h.signIn('bankofficer@bankshift.test');
});
afterAll(() => h?.close());

const contacts = (s: Session, query = '') => s.call('GET', 'chat-contacts', { query });

describe('chat contacts', () => {
  it("lists the trust's staff and managers by name, without the caller or other trusts' people", async () => {
    const res = await contacts(manager);
    expect(res.status).toBe(200);
    const names = res.body.map((c: any) => `${c.firstname} ${c.lastname}`);
    expect(names).not.toContain('Tom Baker');
    expect(names).not.toContain('Fatima Khan');
    expect(res.body).toHaveLength(20);
    expect((await contacts(manager, 'q=priya')).body.map((c: any) => c.lastname)).toEqual(['Shah']);
    expect((await contacts(manager, 'q=fatima')).body).toEqual([]);
    const jordan = (await contacts(manager, 'q=jordan ellis')).body;
    expect(jordan).toEqual([
      {
        userId: expect.any(Number),
        firstname: 'Jordan',
        lastname: 'Ellis',
        roleTypes: ['SHIFT-MANAGER', 'TRUST-ADMIN'],
      },
    ]);
    const nurses = (await contacts(manager, 'q=%25')).body;
    expect(nurses).toEqual([]);
  });

  it('finds nurses, refuses unknown fields, and needs CREATE_CHAT', async () => {
    const nurse = await h.signIn('nurse6@bankshift.test');
    const found = (await contacts(manager, `q=${encodeURIComponent(nurse.account.lastname)}`)).body;
    expect(found.map((c: any) => c.userId)).toContain(nurse.account.id);
    expect(found.find((c: any) => c.userId === nurse.account.id).roleTypes).toEqual(['NURSE']);
    expect((await contacts(manager, 'trustId=2')).body.errors[0].field).toBe('trustId');
    const viewOnly = await h.signIn('ratemanager@bankshift.test');
    const refused = await contacts(viewOnly);
    expect(refused).toMatchObject({ status: 403, body: { data: { missingPermissions: ['CREATE_CHAT'] } } });
    expect((await contacts(nurse)).status).toBe(403);
  });
});
