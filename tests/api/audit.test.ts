/** Every create, patch and remove is written to the audit log: readable by super admins and the trust's admins, never editable. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedFields } from '../../server/audit';
import jobTitleTypes from '../../resources/job-title-types';
import { ACCOUNTS, auditedOf, SYSTEM, Writer } from '../../server/writes';
import { startHarness, type Harness, type Session } from './harness';
import { placesOf, shiftPayload } from './shiftFixtures';

let h: Harness;
let admin: Session;
let south: Session;
let sa: Session;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.signIn('trustadmin@bankshift.test');
  south = await h.signIn('southadmin@bankshift.test');
  sa = await h.signIn('superadmin@bankshift.test');
});
afterAll(() => h?.close());

const entriesFor = (s: Session, service: string, recordId: number) =>
  s.call('GET', 'audit-logs', { query: `service=${service}&recordId=${recordId}&$sort[id]=1` });

describe('audit log', () => {
  it('records who, acting role, trust, when and what changed for create, patch and remove', async () => {
    const before = Date.now();
    const created = await admin.call('POST', 'job-title-types', {
      body: { name: 'Theatre Practitioner', code: 'ODP' },
    });
    await admin.call('PATCH', `job-title-types/${created.body.id}`, {
      body: { code: 'TP', description: 'Operating department' },
    });
    await admin.call('DELETE', `job-title-types/${created.body.id}`);
    const { body } = await entriesFor(admin, 'job-title-types', created.body.id);
    expect(body.data.map((e: any) => e.method)).toEqual(['create', 'patch', 'remove']);
    const [c, p, r] = body.data;
    const role = admin.account.newUserRoles[0];
    for (const e of body.data) {
      expect(e).toMatchObject({
        userEmail: 'trustadmin@bankshift.test',
        userId: admin.account.id,
        roleId: role.roleId,
        roleType: 'TRUST-ADMIN',
        trustId: role.trustId,
      });
      expect(new Date(e.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(c.changes.after).toMatchObject({ name: 'Theatre Practitioner', code: 'ODP', trustId: role.trustId });
    expect(p.changes).toEqual({
      before: { code: 'ODP', description: null },
      after: { code: 'TP', description: 'Operating department' },
    });
    expect(r.changes.before).toMatchObject({ name: 'Theatre Practitioner', code: 'TP' });
  });

  it('writes nothing for a patch that changes nothing, or for a refused change', async () => {
    const created = await admin.call('POST', 'job-title-types', { body: { name: 'Phlebotomist' } });
    await admin.call('PATCH', `job-title-types/${created.body.id}`, { body: { name: 'Phlebotomist' } });
    await admin.call('PATCH', `job-title-types/${created.body.id}`, { body: { name: 'x'.repeat(500) } });
    expect((await entriesFor(admin, 'job-title-types', created.body.id)).body.data.map((e: any) => e.method)).toEqual([
      'create',
    ]);
  });

  it("is read by the trust's admins and the super admin only", async () => {
    const created = await admin.call('POST', 'job-title-types', { body: { name: 'Dietitian' } });
    const theirs = await south.call('POST', 'job-title-types', { body: { name: 'Dietitian' } });
    expect(theirs.status).toBe(201);
    expect((await entriesFor(sa, 'job-title-types', created.body.id)).body.total).toBe(1);
    expect((await entriesFor(sa, 'job-title-types', theirs.body.id)).body.total).toBe(1);
    // Each trust's admin reads its own trust's entries, and not the other's.
    expect((await entriesFor(admin, 'job-title-types', created.body.id)).body.total).toBe(1);
    expect((await entriesFor(south, 'job-title-types', theirs.body.id)).body.total).toBe(1);
    expect((await entriesFor(south, 'job-title-types', created.body.id)).body.total).toBe(0);
    expect((await entriesFor(admin, 'job-title-types', theirs.body.id)).body.total).toBe(0);
    const ops = await h.signIn('opsmanager@bankshift.test');
    expect((await ops.call('GET', 'audit-logs')).status).toBe(403);
    const mine = await south.call('GET', 'audit-logs', { query: '$limit=100' });
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((e: any) => e.trustId === south.account.newUserRoles[0].trustId)).toBe(true);
  });

  it('keeps changes to global reference data for the super admin', async () => {
    const created = await sa.call('POST', 'modeofcommute', { body: { name: 'Motorcycle' } });
    expect((await entriesFor(sa, 'modeofcommute', created.body.id)).body.data[0]).toMatchObject({
      trustId: null,
      roleType: 'SUPER-ADMIN',
    });
    expect((await entriesFor(admin, 'modeofcommute', created.body.id)).body.total).toBe(0);
  });

  it('cannot be created, changed or removed through the API', async () => {
    const [entry] = (await sa.call('GET', 'audit-logs', { query: '$limit=1' })).body.data;
    expect((await sa.call('POST', 'audit-logs', { body: { service: 'x' } })).status).toBe(405);
    expect((await sa.call('PATCH', `audit-logs/${entry.id}`, { body: { userEmail: 'someone@else' } })).status).toBe(
      405,
    );
    expect((await sa.call('DELETE', `audit-logs/${entry.id}`)).status).toBe(405);
    expect((await sa.call('GET', `audit-logs/${entry.id}`)).body).toEqual(entry);
  });

  it('is written in the same transaction as the change', async () => {
    // Make the audit insert fail: the change must not survive without its entry.
    await h.server.database.knex.raw(
      `alter table audit_logs add constraint no_dietitians check ("changes"::text not like '%Nutrition%')`,
    );
    const res = await admin.call('POST', 'job-title-types', { body: { name: 'Nutrition Lead' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await h.server.database.knex('job_title_types').where({ name: 'Nutrition Lead' })).toEqual([]);
    await h.server.database.knex.raw('alter table audit_logs drop constraint no_dietitians');
  });
});

// The database writes a create entry from the stored row (server/writes.ts auditCreated): it must read as the row
// does through the driver, JSON'd, as changedFields records every other entry.
const asRecorded = (row: Record<string, unknown>) => JSON.parse(JSON.stringify(changedFields(undefined, row).after));
const created = async (service: string, recordId: number) =>
  (await h.server.database.knex('audit_logs').where({ service, method: 'create', recordId })).map((e) => e.changes);

describe('a row made, in its audit entry', () => {
  it('is every field of the stored row but its timestamps, instants as JSON writes a Date', async () => {
    const p = await placesOf(h);
    const made = await admin.call('POST', 'jobs', {
      body: shiftPayload(h, p, { comments: 'Bring your badge', budgetCode: 'B-12', vacancies: 2 }),
    });
    expect(made.status).toBe(201);
    const stored = await h.server.database.knex('jobs').where({ id: made.body.id }).first();
    // Instants, a date, JSON, a fraction, flags, nulls and text: what a shift holds.
    expect(stored.startsAt).toBeInstanceOf(Date);
    expect(typeof stored.date).toBe('string');
    expect(await created('jobs', made.body.id)).toEqual([{ before: {}, after: asRecorded(stored) }]);
    expect(asRecorded(stored)).toMatchObject({
      startsAt: stored.startsAt.toISOString(),
      date: stored.date,
      rate: stored.rate,
      uplift: stored.uplift,
      comments: 'Bring your badge',
      cancelledAt: null,
    });
  });

  it('names a secret field only as changed', async () => {
    const knex = h.server.database.knex;
    const account = await knex.transaction((trx) =>
      new Writer(trx, SYSTEM).insert(ACCOUNTS, {
        email: 'audited.account@bankshift.test',
        password: 'not-a-real-hash',
        firstname: 'Audit',
        lastname: 'Sample',
      }),
    );
    expect(await created('account', account.id)).toEqual([
      { before: {}, after: { ...asRecorded(account), password: 'changed' } },
    ]);
  });
});

describe('rows written together', () => {
  it('keep their order, and a column a row leaves out takes its default', async () => {
    const knex = h.server.database.knex;
    const trustId = admin.account.newUserRoles[0].trustId;
    const rows = [
      { trustId, name: 'Batch one', isActive: false },
      { trustId, name: 'Batch two', code: 'B2' },
      { trustId, name: 'Batch three', isActive: false, code: undefined },
    ];
    const made = await knex.transaction((trx) => new Writer(trx, SYSTEM).insertMany(auditedOf(jobTitleTypes), rows));
    expect(made.map((r) => [r.name, r.isActive, r.code])).toEqual([
      ['Batch one', false, null],
      ['Batch two', true, 'B2'],
      ['Batch three', false, null],
    ]);
    expect(made[0].id).toBeLessThan(made[2].id);
    expect(await created('job-title-types', made[1].id)).toEqual([{ before: {}, after: asRecorded(made[1]) }]);
  });
});

describe('audit log totals', () => {
  it('count a change at once, even on a full page whose total was counted before', async () => {
    for (const name of ['Total one', 'Total two', 'Total three'])
      await admin.call('POST', 'job-title-types', { body: { name } });
    const total = async () => {
      const page = await sa.call('GET', 'audit-logs', { query: '$limit=2' });
      expect(page.body.data).toHaveLength(2);
      return page.body.total as number;
    };
    const before = await total();
    await admin.call('POST', 'job-title-types', { body: { name: 'Total four' } });
    expect(await total()).toBe(before + 1);
  });
});
