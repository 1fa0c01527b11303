/**
 * Posting many shifts at once and the drafted shift checklist (issue 14): an array of creation payloads is posted in
 * one transaction or not at all, each refusal named at its place; a draft is published only with every active
 * mandatory item of its trust's checklist ticked (400 naming the open ones); ticks change on drafts only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';
import { dayFrom, grantRole, placesOf, shiftPayload, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let admin: Session;
let manager: Session;
let clerk: Session;
let drafter: number;

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  admin = await h.signIn('trustadmin@bankshift.test');
  manager = await h.signIn('shiftmanager@bankshift.test');
  drafter = await grantRole(h, 'nurse17@bankshift.test', ['DRAFT_A_SHIFT', 'VIEW_DRAFTED_SHIFTS'], 'SHIFT-MANAGER');
  clerk = await h.signIn('nurse17@bankshift.test');
});
afterAll(() => h?.close());

const jobCount = async () => Number((await h.server.database.knex('jobs').count({ n: '*' }))[0].n);
const payload = (overrides: Record<string, unknown> = {}, days = 5) => shiftPayload(h, p, overrides, days);
const CHECKLIST = 'drafted-shift-checklist-configuration';

describe('posting many shifts at once', () => {
  it('posts one shift per payload, in one go, answering each', async () => {
    const dates = [4, 6, 9].map((d) => dayFrom(h, d));
    const before = await jobCount();
    const posted = await manager.call('POST', 'jobs', {
      body: dates.map((date) => ({ ...payload(), date, budgetCode: 'W7-BANK', healthRosterShiftId: 'HR-1' })),
    });
    expect(posted.status).toBe(201);
    expect(posted.body.map((j: { date: string }) => j.date)).toEqual(dates);
    expect(posted.body[0]).toMatchObject({
      status: 'APPROVED',
      budgetCode: 'W7-BANK',
      healthRosterShiftId: 'HR-1',
      managerId: manager.account.id,
    });
    expect(await jobCount()).toBe(before + 3);
  });

  it('posts nothing when one date is wrong, naming each bad one at its place', async () => {
    const before = await jobCount();
    const refused = await manager.call('POST', 'jobs', {
      body: [payload({}, 3), payload({}, -2), payload({ vacancies: 0 }, 4), payload({}, -1)],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Nothing was posted: /);
    expect(refused.body.errors).toEqual([
      { field: '1.date', message: 'must be today or later' },
      { field: '2.vacancies', message: expect.any(String) },
      { field: '3.date', message: 'must be today or later' },
    ]);
    expect(await jobCount()).toBe(before);
  });

  it('refuses an empty list, more than a thousand, and an entry that is not a shift', async () => {
    expect((await manager.call('POST', 'jobs', { body: [] })).status).toBe(400);
    expect(
      (await manager.call('POST', 'jobs', { body: Array.from({ length: 1001 }, () => payload()) })).body.message,
    ).toBe('Post 1 to 1000 shifts at once');
    const notShift = await manager.call('POST', 'jobs', { body: [payload(), 'Tuesday'] });
    expect(notShift).toMatchObject({ status: 400, body: { errors: [{ field: '1' }] } });
  });

  it('drafts every one for a role that drafts', async () => {
    const drafted = await clerk.call('POST', 'jobs', { role: drafter, body: [payload({}, 7), payload({}, 8)] });
    expect(drafted.status).toBe(201);
    expect(drafted.body.map((j: { status: string }) => j.status)).toEqual(['DRAFT', 'DRAFT']);
  });

  it("takes a job template and a persona of the trust or the shared catalogue, never another trust's", async () => {
    const db = h.server.database.knex;
    const shared = await db('jobtemplates').whereNull('trustId').first('id');
    const persona = await db('staffpersonas')
      .where((w) => w.where({ trustId: p.northfield }).orWhereNull('trustId'))
      .first('id');
    const posted = await manager.call('POST', 'jobs', {
      body: payload({ jobTemplateId: shared.id, personaId: persona.id }),
    });
    expect(posted.body).toMatchObject({ jobTemplateId: shared.id, personaId: persona.id });
    const [foreign] = await db('jobtemplates')
      .insert({ trustId: p.southgate, name: 'Southgate only', description: 'x' })
      .returning('id');
    for (const [field, id] of [
      ['jobTemplateId', foreign.id],
      ['jobTemplateId', 424242],
      ['personaId', 424242],
    ] as const) {
      const refused = await manager.call('POST', 'jobs', { body: payload({ [field]: id }) });
      expect(refused.status, `${field} ${id}`).toBe(400);
      expect(refused.body.errors[0].field).toBe(field);
    }
  });
});

describe('the drafted shift checklist', () => {
  let items: Record<'budget' | 'roster' | 'handover' | 'retired', number>;

  beforeAll(async () => {
    const add = async (name: string, mandatory: boolean, isActive = true) =>
      (await admin.call('POST', CHECKLIST, { body: { trustId: p.northfield, name, mandatory, isActive } })).body
        .id as number;
    items = {
      budget: await add('Budget approved by the matron', true),
      roster: await add('Checked against the ward rota', true),
      handover: await add('Handover sheet attached', false),
      retired: await add('Faxed to the agency', true, false),
    };
  });

  it('is kept by a holder of MANAGE_SETTINGS and read by whoever drafts or publishes', async () => {
    const read = await clerk.call('GET', CHECKLIST, { role: drafter, query: `trustId=${p.northfield}&isActive=true` });
    expect(read.status).toBe(200);
    expect(read.body.data.map((i: { id: number }) => i.id)).toEqual(
      expect.arrayContaining([items.budget, items.roster, items.handover]),
    );
    expect(
      (await clerk.call('POST', CHECKLIST, { role: drafter, body: { trustId: p.northfield, name: 'Mine' } })).status,
    ).toBe(403);
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', `${CHECKLIST}/${items.budget}`)).status).toBe(404);
  });

  it('refuses to publish a draft until every active mandatory item is ticked, naming the open ones', async () => {
    const draft = (
      await clerk.call('POST', 'jobs', { role: drafter, body: payload({ checklistItemIds: [items.handover] }) })
    ).body;
    expect(draft.checklistItemIds).toEqual([items.handover]);
    const refused = await admin.call('PATCH', `jobs/${draft.id}`, { body: { status: 'APPROVED' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'checklistItemIds',
        message:
          'The drafted shift checklist is not complete: "Budget approved by the matron", "Checked against the ward rota" not ticked',
      },
    ]);
    // The declared action is the same patch, with the same refusal.
    const action = await admin.call('POST', 'jobs', {
      body: { id: draft.id },
      headers: { 'x-service-method': 'publishDraft' },
    });
    expect(action.body.errors[0].field).toBe('checklistItemIds');
    // The drafter ticks one; the publisher ticks the other and publishes in the same change. The retired item is not asked for.
    expect(
      (
        await clerk.call('PATCH', `jobs/${draft.id}`, {
          role: drafter,
          body: { checklistItemIds: [items.handover, items.budget] },
        })
      ).status,
    ).toBe(200);
    expect((await admin.call('PATCH', `jobs/${draft.id}`, { body: { status: 'APPROVED' } })).body.message).toMatch(
      /"Checked against the ward rota" not ticked$/,
    );
    const published = await admin.call('PATCH', `jobs/${draft.id}`, {
      body: { status: 'APPROVED', checklistItemIds: [items.handover, items.budget, items.roster] },
    });
    expect(published).toMatchObject({ status: 200, body: { status: 'APPROVED' } });
  });

  it("changes ticks on drafts only, and takes only items of the shift's trust", async () => {
    const posted = (await manager.call('POST', 'jobs', { body: payload() })).body;
    expect(
      await admin.call('PATCH', `jobs/${posted.id}`, { body: { checklistItemIds: [items.budget] } }),
    ).toMatchObject({
      status: 409,
      body: { message: 'The checklist is ticked on drafts only: this shift is already published' },
    });
    const [southItem] = await h.server.database
      .knex(CHECKLIST.replace(/-/g, '_'))
      .insert({ trustId: p.southgate, name: 'Southgate item', mandatory: true })
      .returning('id');
    const draft = (await clerk.call('POST', 'jobs', { role: drafter, body: payload() })).body;
    const foreign = await clerk.call('PATCH', `jobs/${draft.id}`, {
      role: drafter,
      body: { checklistItemIds: [southItem.id] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].field).toBe('checklistItemIds');
  });

  it('lets a role without a ticking permission leave ticks alone', async () => {
    const draft = (await clerk.call('POST', 'jobs', { role: drafter, body: payload() })).body;
    const viewer = await grantRole(
      h,
      'nurse18@bankshift.test',
      ['VIEW_DRAFTED_SHIFTS', 'EDIT_SHIFTS'],
      'SHIFT-MANAGER',
    );
    const other = await h.signIn('nurse18@bankshift.test');
    expect(
      (await other.call('PATCH', `jobs/${draft.id}`, { role: viewer, body: { checklistItemIds: [items.budget] } }))
        .status,
    ).toBe(200);
    const noTick = await grantRole(
      h,
      'nurse19@bankshift.test',
      ['VIEW_DRAFTED_SHIFTS', 'CANCEL_SHIFTS'],
      'SHIFT-MANAGER',
    );
    const third = await h.signIn('nurse19@bankshift.test');
    expect(
      await third.call('PATCH', `jobs/${draft.id}`, { role: noTick, body: { checklistItemIds: [] } }),
    ).toMatchObject({ status: 403, body: { data: { missingPermissions: ['PUBLISH_DRAFTED_SHIFTS', 'EDIT_SHIFTS'] } } });
  });
});
