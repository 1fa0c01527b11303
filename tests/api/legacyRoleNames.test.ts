/**
 * The older lower-case role names (spec 6: nurse, shift-manager, bank-officer-manager, operational-manager, admin,
 * rate-manager) are read as the role types they stand for wherever a role type comes in: a body, a list's filter,
 * and rows stored before migration 0023 (which renames them and lets the column hold no other name).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as canonicalRoleTypes from '../../server/db/migrations/0023_canonical_role_types';
import { startHarness, type Harness, type Session } from './harness';

let h: Harness;
let admin: Session;
const db = () => h.server.database.knex;
const typesOf = (res: { body: { data: { roleType: string }[] } }) => [...new Set(res.body.data.map((r) => r.roleType))];

beforeAll(async () => {
  h = await startHarness();
  admin = await h.signIn('trustadmin@bankshift.test');
});
afterAll(() => h?.close());

describe('a role type given by its older name', () => {
  it('is stored as the type it stands for when a role is created', async () => {
    const res = await admin.call('POST', 'trust-roles', {
      body: { role: 'Ward clerk (older name)', roleType: 'shift-manager', permissions: ['VIEW_CHAT'] },
    });
    expect(res).toMatchObject({ status: 201, body: { roleType: 'SHIFT-MANAGER' } });
    const stored = await db()('trust_roles').where({ id: res.body.id }).first('roleType');
    expect(stored.roleType).toBe('SHIFT-MANAGER');
  });

  it('filters lists as the type does, alone and in a list of values', async () => {
    for (const [resource, older, type] of [
      ['trust-roles', 'admin', 'TRUST-ADMIN'],
      ['user-roles', 'nurse', 'NURSE'],
      ['managers', 'bank-officer-manager', 'BANK-OFFICER-MANAGER'],
      ['audit-logs', 'admin', 'TRUST-ADMIN'],
    ] as const) {
      const byType = await admin.call('GET', resource, { query: `roleType=${type}&$limit=50` });
      const byOlder = await admin.call('GET', resource, { query: `roleType=${older}&$limit=50` });
      expect(byOlder.status, resource).toBe(200);
      expect(byOlder.body.total, resource).toBeGreaterThan(0);
      expect(byOlder.body, resource).toEqual(byType.body);
      expect(typesOf(byOlder), resource).toEqual([type]);
    }
    const either = await admin.call('GET', 'trust-roles', {
      query: 'roleType[$in][]=rate-manager&roleType[$in][]=OPERATIONAL-MANAGER&$limit=50',
    });
    expect(typesOf(either).sort()).toEqual(['OPERATIONAL-MANAGER', 'RATE-MANAGER']);
  });

  it('is a name the field must know: others are refused with the types it takes', async () => {
    const res = await admin.call('GET', 'trust-roles', { query: 'roleType=janitor' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("'janitor' is not one of TRUST-ADMIN");
    // The managers list holds no nurses: NURSE's older name is no alias of its role type.
    expect((await admin.call('GET', 'managers', { query: 'roleType=nurse' })).status).toBe(400);
    const created = await admin.call('POST', 'trust-roles', {
      body: { role: 'Cleaner', roleType: 'Shift-Manager', permissions: ['VIEW_CHAT'] },
    });
    expect(created).toMatchObject({ status: 400, body: { errors: [{ field: 'roleType' }] } });
  });
});

describe('rows stored with an older name', () => {
  it('are renamed by migration 0023, after which the column takes no other name', async () => {
    const trustId = (await db()('trusts').where({ name: 'Northfield NHS Trust' }).first('id')).id;
    await canonicalRoleTypes.down(db());
    const [{ id }] = await db()('trust_roles')
      .insert({ trustId, role: 'Imported rate role', roleType: 'rate-manager', permissions: '[]', isActive: true })
      .returning('id');
    await canonicalRoleTypes.up(db());
    expect((await db()('trust_roles').where({ id }).first('roleType')).roleType).toBe('RATE-MANAGER');
    await expect(db()('trust_roles').where({ id }).update({ roleType: 'nurse' })).rejects.toThrow(
      /trust_roles_role_type/,
    );
  });
});
