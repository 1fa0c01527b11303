import { describe, expect, it } from 'vitest';
import { defineResource, operatorsFor } from '../../resources/define';
import { loadResources } from '../../server/resourceRegistry';
import { creationOrder } from '../../server/db/resourceTables';

describe('resource definitions', () => {
  it('loads every folder of resources/ and each names its folder', async () => {
    const defs = await loadResources();
    expect(defs.map((d) => d.name)).toContain('skills');
    expect(new Set(defs.map((d) => d.table)).size).toBe(defs.length);
  });

  it('orders tables so every referenced one comes first', async () => {
    const order = creationOrder(await loadResources()).map((d) => d.name);
    expect(order.indexOf('trusts')).toBeLessThan(order.indexOf('care-locations'));
    expect(order.indexOf('care-locations')).toBeLessThan(order.indexOf('departments'));
    expect(order.indexOf('skillexpertleveltags')).toBeLessThan(order.indexOf('skills'));
  });

  it('gives every verb of every definition an access rule, and page sizes from the spec', async () => {
    const defs = Object.fromEntries((await loadResources()).map((d) => [d.name, d]));
    for (const d of Object.values(defs)) for (const m of d.methods) expect(d.access[m], `${d.name}.${m}`).toBeDefined();
    expect(defs.skills.pageSize).toBe(6);
    expect(defs.trusts.pageSize).toBe(6);
    expect(defs.departments.pageSize).toBe(7);
    expect(defs.skillgroupingtags.pageSize).toBe(7);
    expect(defs['care-speciality-types'].pageSize).toBe(10);
    expect(defs['app-versions']).toMatchObject({ pageSize: 25, sort: { field: 'createdAt', order: 'DESC' } });
  });

  it('adds the resource feature to every verb', () => {
    const d = defineResource({
      name: 'x',
      label: { one: 'X', many: 'Xs' },
      tenancy: 'global',
      fields: { name: { type: 'string' } },
      feature: 'Campaigns',
      access: { read: { anyOf: ['VIEW_CAMPAIGNS'] }, remove: { superAdminOnly: true }, write: { anyOf: ['MANAGE_CAMPAIGNS'] } },
    });
    expect(d.access.find).toEqual({ anyOf: ['VIEW_CAMPAIGNS'], feature: 'Campaigns' });
    expect(d.access.remove).toEqual({ superAdminOnly: true, feature: 'Campaigns' });
    expect(d.access.patch).toEqual({ anyOf: ['MANAGE_CAMPAIGNS'], feature: 'Campaigns' });
  });

  it('refuses a definition that names fields it does not have', () => {
    const base = { name: 'x', label: { one: 'X', many: 'Xs' }, tenancy: 'global' as const, fields: { name: { type: 'string' as const } }, access: { read: {}, write: {} } };
    expect(() => defineResource({ ...base, sort: { field: 'nope', order: 'ASC' } })).toThrow(/sort field nope/);
    expect(() => defineResource({ ...base, tenancy: { trust: 'trustId' } })).toThrow(/tenancy column trustId/);
    expect(() => defineResource({ ...base, access: { read: {} } })).toThrow(/no access rule for create/);
  });

  it('picks the usual operators per field type', () => {
    expect(operatorsFor({ type: 'string', filter: true })).toContain('$ilike');
    expect(operatorsFor({ type: 'integer', filter: true })).toContain('$gte');
    expect(operatorsFor({ type: 'boolean', filter: true })).toEqual(['$ne']);
    expect(operatorsFor({ type: 'string' })).toEqual([]);
    expect(operatorsFor({ type: 'string', filter: ['$in'] })).toEqual(['$in']);
  });
});
