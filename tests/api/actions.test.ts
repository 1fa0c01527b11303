/**
 * Declared actions (resources/define.ts ActionDefinition), through the shifts' publish and cancel: a custom method of
 * the service (POST with x-service-method, body { id, ...input }), over REST and socket.io, gated by the action's
 * access rule and its refusal, run as its service's command (the spec's PATCH is the same command), audited, and sent
 * live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResources } from '../../server/resourceRegistry';
import { servicePath } from '../../server/resources';
import type { ResourceService } from '../../server/services/resourceService';
import { startHarness, type Harness, type Session } from './harness';
import { grantRole, placesOf, shiftPayload, type Places } from './shiftFixtures';
import { openSocket, until, type RecordingSocket } from './sockets';

let h: Harness;
let p: Places;
let admin: Session;
let manager: Session;
let watcher: RecordingSocket;

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  admin = await h.signIn('trustadmin@bankshift.test');
  manager = await h.signIn('shiftmanager@bankshift.test');
  watcher = await openSocket(h, 'trustadmin@bankshift.test');
});
afterAll(async () => {
  watcher?.socket.close();
  await h?.close();
});

const act = (s: Session, action: string, body: unknown, role?: number) =>
  s.call('POST', 'jobs', { role, body, headers: { 'x-service-method': action } });

/** A draft, made by a role that may only draft. */
async function draft() {
  const drafter = await grantRole(
    h,
    'nurse15@bankshift.test',
    ['DRAFT_A_SHIFT', 'VIEW_DRAFTED_SHIFTS'],
    'SHIFT-MANAGER',
  );
  const clerk = await h.signIn('nurse15@bankshift.test');
  const made = await clerk.call('POST', 'jobs', { role: drafter, body: shiftPayload(h, p) });
  expect(made).toMatchObject({ status: 201, body: { status: 'DRAFT' } });
  return { id: made.body.id as number, clerk, drafter };
}

describe('every declared action', () => {
  it('is a command of its service', async () => {
    const actions = (await loadResources()).flatMap((def) =>
      Object.keys(def.actions).map((name) => ({ path: servicePath(def.name), name })),
    );
    expect(actions.length).toBeGreaterThan(30);
    const withoutCommand = actions.filter(
      ({ path, name }) => !(h.server.app.service(path) as unknown as ResourceService).runsCommand(name),
    );
    expect(withoutCommand).toEqual([]);
  });
});

describe('publishDraft', () => {
  it("publishes a draft for a role the action's rule lets through, audited and sent live", async () => {
    const { id, clerk, drafter } = await draft();
    const refused = await act(clerk, 'publishDraft', { id }, drafter);
    expect(refused).toMatchObject({
      status: 403,
      body: { data: { missingPermissions: ['PUBLISH_DRAFTED_SHIFTS', 'POST_A_SHIFT'] } },
    });
    const published = await act(admin, 'publishDraft', { id });
    expect(published.status).toBeLessThan(300);
    expect(published.body).toMatchObject({ id, status: 'APPROVED' });
    const audit = await h.server.database.knex('audit_logs').where({ service: 'jobs', recordId: id, method: 'patch' });
    expect(audit.map((a: any) => a.changes.after.status)).toEqual(['APPROVED']);
    await until(() => watcher.received('api/v3/jobs patched').some((j) => j.id === id && j.status === 'APPROVED'));
  });

  it("refuses, with the rule's own reason, a shift that is not a draft (409)", async () => {
    const { id } = await draft();
    await act(admin, 'publishDraft', { id });
    expect(await act(admin, 'publishDraft', { id })).toMatchObject({
      status: 409,
      body: { message: 'This shift is already published' },
    });
  });

  it("lets one of two racing requests publish, and refuses the other under the row's lock", async () => {
    const { id } = await draft();
    const answers = await Promise.all([act(admin, 'publishDraft', { id }), act(admin, 'publishDraft', { id })]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((status) => status < 300)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(1);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('This shift is already published');
  });

  it('answers 400 for a body without an id or with fields the action does not take, 404 for a shift out of reach', async () => {
    const { id } = await draft();
    expect(await act(admin, 'publishDraft', {})).toMatchObject({ status: 400, body: { errors: [{ field: 'id' }] } });
    expect(await act(admin, 'publishDraft', { id: 'abc' })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'id' }] },
    });
    expect(await act(admin, 'publishDraft', { id, title: 'Other' })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'title' }] },
    });
    expect((await act(admin, 'publishDraft', [{ id }])).status).toBe(400);
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await act(south, 'publishDraft', { id })).status).toBe(404);
    expect((await h.server.database.knex('jobs').where({ id }).first()).status).toBe('DRAFT');
  });

  it('is refused as an unknown method on a service that does not declare it (405)', async () => {
    expect(
      (await admin.call('POST', 'skills', { body: { id: 1 }, headers: { 'x-service-method': 'publish' } })).status,
    ).toBe(405);
  });

  it('runs over socket.io too', async () => {
    const { id } = await draft();
    const role = admin.account.newUserRoles[0].roleId;
    const answer = await new Promise<any>((resolve) =>
      watcher.socket.emit(
        'publishDraft',
        'api/v3/jobs',
        { id },
        { role: String(role) },
        (error: unknown, result: unknown) => resolve(error ?? result),
      ),
    );
    expect(answer).toMatchObject({ id, status: 'APPROVED' });
  });
});

describe('cancel', () => {
  it('needs a reason, and the role the rule names; then cancels as the patch does', async () => {
    const posted = await admin.call('POST', 'jobs', { body: shiftPayload(h, p) });
    const { id } = posted.body;
    expect(await act(admin, 'cancel', { id })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'cancellationReasonId', message: 'is required' }] },
    });
    const refused = await act(manager, 'cancel', { id, cancellationReasonId: p.cancelReason });
    expect(refused).toMatchObject({ status: 403, body: { data: { missingPermissions: ['CANCEL_SHIFTS'] } } });
    const cancelled = await act(admin, 'cancel', { id, cancellationReasonId: p.cancelReason });
    expect(cancelled.body).toMatchObject({ id, status: 'CANCELLED', cancellationReasonId: p.cancelReason });
    expect(await act(admin, 'cancel', { id, cancellationReasonId: p.cancelReason })).toMatchObject({
      status: 409,
      body: { message: 'This shift is already cancelled' },
    });
  });

  it('checks the reason as the patch does: a reason of another trust is refused', async () => {
    const posted = await admin.call('POST', 'jobs', { body: shiftPayload(h, p) });
    const [other] = await h.server.database
      .knex('reports_cancellation_reasons')
      .insert({ trustId: p.southgate, name: `Elsewhere ${Date.now()}` })
      .returning('id');
    const res = await act(admin, 'cancel', { id: posted.body.id, cancellationReasonId: other.id });
    expect(res.status).toBe(400);
    expect((await h.server.database.knex('jobs').where({ id: posted.body.id }).first()).status).toBe('APPROVED');
  });
});

describe('progress actions', () => {
  it('take the steps a manager takes, with the permission of the step and from its start only, audited', async () => {
    const { id } = (await admin.call('POST', 'jobs', { body: shiftPayload(h, p) })).body;
    const knex = h.server.database.knex;
    // Not yet worked: nothing to approve.
    expect(await act(admin, 'approveWorkedTime', { id })).toMatchObject({
      status: 409,
      body: { message: 'A shift cannot go from vacant to approved' },
    });
    await knex('jobs').where({ id }).update({ progress: 'readyForApprove' });
    const rates = await h.signIn('ratemanager@bankshift.test');
    expect(await act(rates, 'approveWorkedTime', { id })).toMatchObject({
      status: 403,
      body: { data: { missingPermissions: ['APPROVE_TIMESHEETS'] } },
    });
    expect(await act(manager, 'sendBackWorkedTime', { id })).toMatchObject({
      status: 200,
      body: { id, progress: 'noLog' },
    });
    await knex('jobs').where({ id }).update({ progress: 'readyForApprove' });
    expect((await act(manager, 'approveWorkedTime', { id })).body).toMatchObject({ id, progress: 'approved' });
    expect(await act(manager, 'approveWorkedTime', { id })).toMatchObject({
      status: 409,
      body: { message: 'A shift cannot go from approved to approved' },
    });
    expect((await act(manager, 'complete', { id })).body).toMatchObject({ id, progress: 'completed' });
    const audit = await knex('audit_logs').where({ service: 'jobs', recordId: id, method: 'patch' }).orderBy('id');
    expect(audit.map((a: any) => a.changes.after.progress)).toEqual(['noLog', 'approved', 'completed']);
  });
});

describe("applications' decisions", () => {
  it("confirm and reject an applicant by the rule of the manager's steps, refused to nurses and out of turn", async () => {
    const { id: jobId } = (await admin.call('POST', 'jobs', { body: shiftPayload(h, p, { vacancies: 2 }) })).body;
    const nurses = await Promise.all(['nurse3', 'nurse4'].map((n) => h.signIn(`${n}@bankshift.test`)));
    const [first, second] = await Promise.all(
      nurses.map(async (n) => (await n.call('POST', 'applications', { body: { jobId } })).body.id as number),
    );
    const decide = (s: Session, action: string, id: number) =>
      s.call('POST', 'applications', { body: { id }, headers: { 'x-service-method': action } });
    expect(await decide(nurses[0], 'confirm', first)).toMatchObject({
      status: 403,
      body: { data: { missingPermissions: ['CONFIRM_APPLICANTS'] } },
    });
    expect((await decide(manager, 'confirm', first)).body).toMatchObject({ id: first, status: 'confirmed' });
    expect(await decide(manager, 'confirm', first)).toMatchObject({
      status: 409,
      body: { message: 'An application that is confirmed cannot be made confirmed by a manager' },
    });
    expect((await decide(manager, 'reject', second)).body).toMatchObject({ id: second, status: 'rejected' });
    expect(await decide(manager, 'confirm', second)).toMatchObject({ status: 409 });
    const audit = await h.server.database
      .knex('audit_logs')
      .where({ service: 'applications', method: 'patch' })
      .whereIn('recordId', [first, second])
      .orderBy('id');
    expect(audit.map((a: any) => [a.recordId, a.changes.after.status])).toEqual([
      [first, 'confirmed'],
      [second, 'rejected'],
    ]);
  });
});
