import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Band } from '../../domain/bands';
import type { Permission } from '../../domain/permissions';
import type { JobRate, Progress } from '../../domain/shifts';
import jobs from '../../resources/jobs';
import trustRoles from '../../resources/trust-roles';
import departments from '../../resources/departments';
import {
  actionOpen,
  checkRelations,
  childTarget,
  defineResource,
  inMenuFor,
  operatorsFor,
  shellOf,
  type RecordOf,
  type ResourceDefinition,
} from '../../resources/define';
import { checkedSelect, loadResources, viewSelect } from '../../server/resourceRegistry';
import { creationOrder } from '../../server/db/resourceTables';
import { DEMO_ROLES } from './demoRoles';

describe('resource definitions', () => {
  it("put in a role's menu only what it may list and change, or read-only lists such as the audit log", async () => {
    const menuOf = async (role: (typeof DEMO_ROLES)[keyof typeof DEMO_ROLES]) =>
      (await loadResources()).filter((d) => inMenuFor(d, role)).map((d) => d.name);
    const manager = await menuOf(DEMO_ROLES.shiftmanager);
    // A shift manager reads job titles, bands and app versions (forms, the footer) but manages none of them.
    for (const name of ['job-title-types', 'trust-band-types', 'app-versions', 'feature-lists', 'audit-logs'])
      expect(manager).not.toContain(name);
    const admin = await menuOf(DEMO_ROLES.trustadmin);
    for (const name of ['job-title-types', 'care-locations', 'trust-roles', 'audit-logs'])
      expect(admin).toContain(name);
    expect(admin).not.toContain('app-versions');
    expect(await menuOf(DEMO_ROLES.superadmin)).toContain('app-versions');
  });

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
      access: {
        read: { anyOf: ['VIEW_CAMPAIGNS'] },
        remove: { superAdminOnly: true },
        write: { anyOf: ['MANAGE_CAMPAIGNS'] },
      },
    });
    expect(d.access.find).toEqual({ anyOf: ['VIEW_CAMPAIGNS'], feature: 'Campaigns' });
    expect(d.access.remove).toEqual({ superAdminOnly: true, feature: 'Campaigns' });
    expect(d.access.patch).toEqual({ anyOf: ['MANAGE_CAMPAIGNS'], feature: 'Campaigns' });
  });

  it('refuses a definition that names fields it does not have', () => {
    const base = {
      name: 'x',
      label: { one: 'X', many: 'Xs' },
      tenancy: 'global' as const,
      fields: { name: { type: 'string' as const } },
      access: { read: {}, write: {} },
    };
    expect(() => defineResource({ ...base, sort: { field: 'nope', order: 'ASC' } })).toThrow(/sort field nope/);
    // The default sort goes back to the API as the list's $sort: on a sortable field only.
    expect(() => defineResource({ ...base, sort: { field: 'name', order: 'ASC' } })).toThrow(
      /sort field name is not sortable/,
    );
    expect(() => defineResource({ ...base, access: { read: {} } })).toThrow(/no access rule for create/);
  });

  it('refuses a fixed set of values shown as codes: each reads as words or has a label', () => {
    const base = {
      name: 'x',
      label: { one: 'X', many: 'Xs' },
      tenancy: 'global' as const,
      access: { read: {}, write: {} },
    };
    const band = { type: 'enum' as const, values: ['5', '8a'] };
    expect(() => defineResource({ ...base, fields: { band } })).toThrow(/field band shows 5, 8a as codes/);
    expect(() => defineResource({ ...base, fields: { band: { ...band, labels: { 5: 'Band 5' } } } })).toThrow(
      /shows 8a as codes/,
    );
    const rows = { type: 'rows' as const, fields: { status: { type: 'enum' as const, values: ['rejectedByNurse'] } } };
    expect(() => defineResource({ ...base, fields: { rows } })).toThrow(/field status shows rejectedByNurse/);
    const codes = { type: 'strings' as const, values: ['VIEW_BANK_RATES'] };
    expect(() => defineResource({ ...base, fields: { codes } })).toThrow(/VIEW_BANK_RATES as codes/);
    const words = { type: 'enum' as const, values: ['Day', 'Model Shifts', 'Auto-offer'] };
    expect(() => defineResource({ ...base, fields: { words } })).not.toThrow();
  });

  it('picks the usual operators per field type', () => {
    expect(operatorsFor({ type: 'string', filter: true })).toContain('$ilike');
    expect(operatorsFor({ type: 'integer', filter: true })).toContain('$gte');
    expect(operatorsFor({ type: 'boolean', filter: true })).toEqual(['$ne']);
    expect(operatorsFor({ type: 'string' })).toEqual([]);
    expect(operatorsFor({ type: 'string', filter: ['$in'] })).toEqual(['$in']);
  });
});

describe('declared actions', () => {
  const base = {
    name: 'widgets',
    label: { one: 'Widget', many: 'Widgets' },
    fields: { name: { type: 'string' as const } },
    tenancy: 'global' as const,
    access: { read: {}, write: {} },
  };
  const action = { label: 'Retire', access: { anyOf: ['EDIT_SHIFTS' as const] }, patch: () => ({ name: 'Retired' }) };

  it("add the definition's trust feature to each action's rule, as to each verb's", () => {
    const def = defineResource({ ...base, feature: 'Reports', actions: { retire: action } });
    expect(def.actions.retire.access).toEqual({ anyOf: ['EDIT_SHIFTS'], feature: 'Reports' });
  });

  it("refuse a name a service already answers to (a verb, Feathers' publish) or an input named id", () => {
    for (const name of ['patch', 'publish', 'setup', 'on', 'Retire', 'x']) {
      expect(() => defineResource({ ...base, actions: { [name]: action } }), name).toThrow(/needs a name of its own/);
    }
    expect(() =>
      defineResource({ ...base, actions: { retire: { ...action, input: { id: { type: 'integer' } } } } }),
    ).toThrow(/may not be called id/);
  });

  it("are open to a role by the action's access rule and the row's refusal, as the server decides", async () => {
    const jobs = (await loadResources()).find((d) => d.name === 'jobs')!;
    const draft = { status: 'DRAFT', progress: 'vacant' };
    const published = { status: 'APPROVED', progress: 'vacant' };
    expect(actionOpen(jobs, 'publishDraft', DEMO_ROLES.bankofficer, draft)).toBe(true);
    expect(actionOpen(jobs, 'publishDraft', DEMO_ROLES.bankofficer, published)).toBe(false);
    expect(actionOpen(jobs, 'publishDraft', DEMO_ROLES.ratemanager, draft)).toBe(false);
    expect(actionOpen(jobs, 'cancel', DEMO_ROLES.bankofficer, published)).toBe(true);
    expect(actionOpen(jobs, 'cancel', DEMO_ROLES.bankofficer, draft)).toBe(false);
    expect(actionOpen(jobs, 'cancel', DEMO_ROLES.shiftmanager, published)).toBe(false);
    expect(actionOpen(jobs, 'noSuchAction', DEMO_ROLES.superadmin, published)).toBe(false);
  });
});

describe('typed records', () => {
  it('derive each field’s type from the definition (checked by the typecheck suite, tsc)', () => {
    type Shift = RecordOf<typeof jobs>;
    expectTypeOf<Shift['id']>().toEqualTypeOf<number>();
    expectTypeOf<Shift['gradeFrom']>().toEqualTypeOf<Band>();
    expectTypeOf<Shift['progress']>().toEqualTypeOf<Progress>();
    expectTypeOf<Shift['title']>().toEqualTypeOf<string>();
    expectTypeOf<Shift['comments']>().toEqualTypeOf<string | null>();
    expectTypeOf<Shift['confirmedCount']>().toEqualTypeOf<number>();
    expectTypeOf<Shift['startsAt']>().toEqualTypeOf<string>();
    expectTypeOf<Shift['rate']>().toEqualTypeOf<JobRate | null>();
    expectTypeOf<Shift['hardToFill']>().toEqualTypeOf<boolean>();
    type Role = RecordOf<typeof trustRoles>;
    expectTypeOf<Role['permissions']>().toEqualTypeOf<Permission[] | null>();
    // The definitions stay plain values: the field types are only for the compiler.
    expect(jobs.fields.rate).toEqual({ type: 'json' });
  });
});

describe('embeds', () => {
  const base = {
    name: 'widgets',
    label: { one: 'Widget', many: 'Widgets' },
    tenancy: 'global' as const,
    access: { read: {}, write: {} },
  };
  const embed = { as: 'owner', table: 'users' as const, columns: ['id', 'firstname'] as const };

  it('hold the id of the row they show, under a name no field has, with columns its table shows', () => {
    expect(() => defineResource({ ...base, fields: { ownerId: { type: 'integer', embed } } })).not.toThrow();
    expect(() => defineResource({ ...base, fields: { ownerId: { type: 'string', embed } } })).toThrow(
      /must hold its id/,
    );
    expect(() =>
      defineResource({ ...base, fields: { ownerId: { type: 'integer', embed }, owner: { type: 'string' } } }),
    ).toThrow(/the name of a field/);
    const password = { ...embed, columns: ['password'] } as unknown as typeof embed;
    expect(() => defineResource({ ...base, fields: { ownerId: { type: 'integer', embed: password } } })).toThrow(
      /does not show/,
    );
  });

  it('give the typed record the embedded row', () => {
    type Shift = RecordOf<typeof jobs>;
    expectTypeOf<Shift['manager']>().toEqualTypeOf<{ id: number; firstname: string; lastname: string } | null>();
  });
});

describe('tenancy', () => {
  const base = {
    name: 'widgets',
    label: { one: 'Widget', many: 'Widgets' },
    fields: { name: { type: 'string' as const } },
    access: { read: {}, write: {} },
  };

  it('adds the columns it places rows by, unless the definition declares them itself', () => {
    const placed = defineResource({ ...base, tenancy: { trust: 'trustId', careLocation: 'careLocationId' } });
    expect(placed.fields.trustId).toEqual({
      type: 'reference',
      resource: 'trusts',
      required: true,
      filter: true,
      list: true,
    });
    expect(placed.fields.careLocationId).toMatchObject({
      type: 'reference',
      resource: 'care-locations',
      required: true,
    });
    const own = defineResource({
      ...base,
      tenancy: { trust: 'trustId' },
      fields: { name: { type: 'string' }, trustId: { type: 'reference', resource: 'trusts', readOnly: true } },
    });
    expect(own.fields.trustId).toEqual({ type: 'reference', resource: 'trusts', readOnly: true });
    // A trust's own row is placed by its id: no column is added.
    expect(Object.keys(defineResource({ ...base, tenancy: { trust: 'id' } }).fields)).toEqual(['name']);
  });

  it('gives the typed record the added columns', () => {
    type Department = RecordOf<typeof departments>;
    expectTypeOf<Department['trustId']>().toEqualTypeOf<number>();
    expectTypeOf<Department['careLocationId']>().toEqualTypeOf<number>();
    expectTypeOf<Department['costCode']>().toEqualTypeOf<string | null>();
  });
});

describe('singletons, unpaginated lists and bulk fields', () => {
  const base = { name: 'widgets', label: { one: 'Widget', many: 'Widgets' }, access: { read: {}, write: {} } };
  const fields = {
    name: { type: 'string' as const },
    isActive: { type: 'boolean' as const },
    kind: { type: 'enum' as const, values: ['a', 'b'], labels: { a: 'Kind A', b: 'Kind B' } },
  };

  it("make a singleton's trust column unique, and refuse one that does not belong to a trust alone", () => {
    expect(defineResource({ ...base, fields, tenancy: { trust: 'trustId' }, singleton: true }).unique).toEqual([
      ['trustId'],
    ]);
    expect(() => defineResource({ ...base, fields, tenancy: 'global', singleton: true })).toThrow(
      /a singleton belongs to a trust/,
    );
    expect(() =>
      defineResource({
        ...base,
        fields,
        tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
        singleton: true,
      }),
    ).toThrow(/a singleton belongs to a trust/);
  });

  it('take bulk updates of boolean and enum fields only, never read-only ones', () => {
    expect(defineResource({ ...base, fields, tenancy: 'global', bulk: ['isActive', 'kind'] }).bulk).toEqual([
      'isActive',
      'kind',
    ]);
    expect(() => defineResource({ ...base, fields, tenancy: 'global', bulk: ['name'] })).toThrow(
      /bulk field name is not a boolean or enum/,
    );
    expect(() =>
      defineResource({
        ...base,
        fields: { ...fields, isActive: { type: 'boolean', readOnly: true } },
        tenancy: 'global',
        bulk: ['isActive'],
      }),
    ).toThrow(/read-only/);
  });

  it('are declared by existing families', async () => {
    const defs = Object.fromEntries((await loadResources()).map((d) => [d.name, d]));
    expect(defs['auto-offer-configurations'].singleton).toBe(true);
    expect(defs['feature-lists'].singleton).toBe(true);
    expect(defs.modeofcommute.paginate).toBe(false);
    expect(defs['care-locations'].bulk).toEqual(['isActive']);
  });
});

describe('children and link tables', () => {
  const family = (name: string, fields: ResourceDefinition['fields'], children: ResourceDefinition['children'] = []) =>
    defineResource({
      name,
      label: { one: name, many: `${name}s` },
      tenancy: 'global',
      fields,
      children,
      access: { read: {}, write: {} },
    });
  const wards = family('wards', { name: { type: 'string' } }, [{ resource: 'beds', field: 'wardId' }]);
  const beds = family('beds', { wardId: { type: 'reference', resource: 'wards' } });

  it('name a family whose field references the parent, and a link names a third family', () => {
    expect(() => checkRelations([wards, beds])).not.toThrow();
    expect(() => checkRelations([wards])).toThrow(/child beds is not a resource/);
    const strayBeds = family('beds', { wardId: { type: 'integer' } });
    expect(() => checkRelations([wards, strayBeds])).toThrow(/its field wardId does not reference wards/);
    const kits = family('kits', { name: { type: 'string' } });
    const wardKits = family('ward-kits', {
      wardId: { type: 'reference', resource: 'wards' },
      kitId: { type: 'reference', resource: 'kits' },
    });
    const linked = family('wards', { name: { type: 'string' } }, [
      { resource: 'ward-kits', field: 'wardId', through: 'kitId' },
    ]);
    expect(() => checkRelations([linked, wardKits, kits])).not.toThrow();
    expect(
      childTarget(linked.children[0], (n) => [linked, wardKits, kits].map(shellOf).find((d) => d.name === n))?.name,
    ).toBe('kits');
    const badLink = family('wards', { name: { type: 'string' } }, [
      { resource: 'ward-kits', field: 'wardId', through: 'wardId' },
    ]);
    expect(() => checkRelations([badLink, wardKits, kits])).toThrow(/does not reference another family/);
    expect(() => checkRelations([family('x', { yId: { type: 'reference', resource: 'nowhere' } })])).toThrow(
      /references unknown resource nowhere/,
    );
  });

  it("hold for every definition, and list a trust's care locations, groups, bands and specialities, and a care location's departments", async () => {
    const defs = await loadResources();
    expect(() => checkRelations(defs)).not.toThrow();
    const byName = (n: string) => defs.find((d) => d.name === n);
    const shellNamed = (n: string) => defs.map(shellOf).find((d) => d.name === n);
    expect(byName('care-locations')!.children).toEqual([{ resource: 'departments', field: 'careLocationId' }]);
    expect(byName('trusts')!.children.map((c) => childTarget(c, shellNamed)!.name)).toEqual([
      'care-locations',
      'adminstrative-groups',
      'band-types',
      'care-speciality-types',
      'trust-roles',
      'care-location-statistics',
    ]);
    // An administrative group lists the care locations it holds (through the trust's hierarchy).
    expect(byName('adminstrative-groups')!.children.map((c) => childTarget(c, shellNamed)!.name)).toEqual([
      'care-locations',
    ]);
  });
});

describe('read-only families computed by a query (views)', () => {
  const base = {
    name: 'summaries',
    label: { one: 'Summary', many: 'Summaries' },
    tenancy: 'global' as const,
    fields: { total: { type: 'integer' as const, readOnly: true } },
    access: { read: {} },
  };

  it('are read with find and get only, from a select, with no action or bulk update', () => {
    expect(defineResource({ ...base, view: true }).methods).toEqual(['find', 'get']);
    expect(() =>
      defineResource({ ...base, view: true, methods: ['find', 'create'], access: { read: {}, write: {} } }),
    ).toThrow(/created from a payload of its own/);
    expect(() =>
      defineResource({ ...base, view: true, methods: ['find', 'patch'], access: { read: {}, write: {} } }),
    ).toThrow(/read with find and get/);
    // Its own service creates it from a payload (right-to-work evidence: the view's table behind it).
    expect(
      defineResource({
        ...base,
        view: true,
        methods: ['find', 'get', 'create'],
        creates: 'payload',
        access: { read: {}, write: {} },
      }).methods,
    ).toContain('create');
    expect(checkedSelect('summaries', 'select 1 as id')).toBe('select 1 as id');
    expect(() => checkedSelect('summaries', 'delete from users')).toThrow(/must export a select/);
  });

  it('include the care location statistics, a child of trusts', async () => {
    const defs = await loadResources();
    const statistics = defs.find((d) => d.name === 'care-location-statistics')!;
    expect(viewSelect(statistics)).toMatch(/^select/);
    expect(statistics.methods).toEqual(['find', 'get']);
    expect(defs.find((d) => d.name === 'trusts')!.children.map((c) => c.resource)).toContain(
      'care-location-statistics',
    );
  });
});
