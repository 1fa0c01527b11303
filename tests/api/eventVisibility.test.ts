/**
 * Live events obey the row rules of reads (issue 18): a socket is sent an event of a shift, an application, a
 * worked-time record or a shift's skill only when a get of that row answers 200 for one of its account's roles.
 * The shift rule is written twice, as SQL for reads (server/services/jobs/visibility.ts) and as a check of one
 * shift for events (domain/shiftVisibility.ts); the first test holds the two to the same answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingRoleOf, type Account } from '../../domain/account';
import { seesShift } from '../../domain/shiftVisibility';
import jobs from '../../resources/jobs';
import { roleMaySee } from '../../server/channels';
import { hashPassword } from '../../server/authentication';
import { startHarness, type Harness, type Session } from './harness';
import { advanceTo, grantRole, HOUR, placesOf, shiftPayload, type Places } from './shiftFixtures';
import { openSocket, settle, until, type RecordingSocket } from './sockets';

let h: Harness;
let p: Places;

/** Managers holding one shift-list permission each, as a trust may define them (no demo role does). */
const ONE_VIEW_ROLES = {
  drafts: ['VIEW_DRAFTED_SHIFTS', 'DRAFT_A_SHIFT'],
  unattended: ['VIEW_NON_PARTICIPANTS_SHIFTS'],
  escalated: ['VIEW_RATE_ESCALATED_SHIFTS'],
};
const DEMO = [
  'superadmin',
  'trustadmin',
  'bankofficer',
  'opsmanager',
  'shiftmanager',
  'ratemanager',
  'multirole',
  'southadmin',
  'nurse1',
  'nurse6',
  'nurse7',
];
const EMAILS = [...DEMO, ...Object.keys(ONE_VIEW_ROLES)].map((name) => `${name}@bankshift.test`);
const sessions = new Map<string, Session>();
const sockets = new Map<string, RecordingSocket>();
const session = (name: string) => sessions.get(`${name}@bankshift.test`)!;

beforeAll(async () => {
  h = await startHarness({}, { withShifts: true });
  p = await placesOf(h);
  const db = h.server.database.knex;
  const password = await hashPassword('Bankshift-demo-1');
  for (const [name, permissions] of Object.entries(ONE_VIEW_ROLES)) {
    await db('users').insert({
      email: `${name}@bankshift.test`,
      password,
      firstname: 'One',
      lastname: name,
      isVerified: true,
    });
    await grantRole(h, `${name}@bankshift.test`, permissions);
  }
  // Shifts whose uplift awaits its final approval, with and without participants (nothing escalates a rate yet).
  const escalated = await db('jobs')
    .where({ trustId: p.northfield, status: 'APPROVED' })
    .orderBy('id')
    .limit(40)
    .pluck('id');
  await db('jobs').whereIn('id', escalated).update({ rateEscalationStatus: 'intermediate_approved' });
  for (const email of EMAILS) {
    sessions.set(email, await h.signIn(email));
    sockets.set(email, await openSocket(h, email));
  }
});
afterAll(async () => {
  sockets.forEach((s) => s.socket.close());
  await h?.close();
});

/** Every role of an account, as the server acts for it. */
const rolesOf = (account: Account) => account.newUserRoles.map((r) => actingRoleOf(account, r.roleId)!);

/** The ids a role reads of a service, page by page. */
async function idsRead(s: Session, role: number, service: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let skip = 0; ; skip += 50) {
    const page = await s.call('GET', service, { role, query: `$limit=50&$skip=${skip}&$select[]=id` });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    page.body.data.forEach((r: { id: number }) => ids.add(r.id));
    if (skip + 50 >= page.body.total) return ids;
  }
}

describe('the shift rule, read and live', () => {
  it('answers, for every role, the shifts its reads answer: SQL and the check of one shift agree', async () => {
    const db = h.server.database.knex;
    const all = await db('jobs').select(
      'id',
      'trustId',
      'careLocationId',
      'status',
      'progress',
      'rateEscalationStatus',
    );
    const applications = await db('applications').select('jobId', 'userId', 'active', 'status');
    const byJob = new Map<number, typeof applications>();
    for (const a of applications) byJob.set(a.jobId, [...(byJob.get(a.jobId) ?? []), a]);
    const statesSeen = new Set(all.map((j) => `${j.status} ${j.progress} ${j.rateEscalationStatus ?? ''}`));
    expect(statesSeen.size, 'the demo shifts cover many states').toBeGreaterThan(8);
    let compared = 0;
    for (const email of EMAILS) {
      const s = sessions.get(email)!;
      for (const role of rolesOf(s.account)) {
        const read = await idsRead(s, role.roleId, 'jobs');
        const checked = all.filter(
          (j) =>
            roleMaySee(jobs, role, j) && seesShift(role, s.account.id, { ...j, applications: byJob.get(j.id) ?? [] }),
        );
        expect([...read].sort(), `${email} as ${role.roleType} of ${role.trustId}`).toEqual(
          checked.map((j) => j.id).sort(),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(EMAILS.length);
  });
});

describe('live events', () => {
  /**
   * Runs `act`, then checks that the event `event` of the row `id` of `service` reached exactly the sockets of
   * the accounts that may get that row, and answers who they were.
   */
  async function reaches(
    service: string,
    event: string,
    act: () => Promise<number>,
    reads = getAnswers(service),
  ): Promise<string[]> {
    sockets.forEach((s) => s.events.splice(0));
    const id = await act();
    const gets = await Promise.all(
      EMAILS.map(async (email) => {
        const s = sessions.get(email)!;
        const answers = await Promise.all(rolesOf(s.account).map((r) => reads(s, r.roleId, id)));
        return answers.some(Boolean) ? email : undefined;
      }),
    );
    const expected = gets.filter((e): e is string => !!e);
    const got = (email: string) =>
      sockets
        .get(email)!
        .received(`api/v3/${service} ${event}`)
        .some((row) => row.id === id);
    await until(() => expected.every(got), 10_000, `${service} ${event} of ${id} at ${expected.join(', ')}`);
    await settle();
    expect(EMAILS.filter(got), `${service} ${event} of ${id}`).toEqual(expected);
    return expected.map((e) => e.split('@')[0]);
  }

  /** Whether a role reads the row: its get answers 200. */
  type Reads = (s: Session, role: number, id: number) => Promise<boolean>;
  function getAnswers(service: string): Reads {
    return async (s, role, id) => (await s.call('GET', `${service}/${id}`, { role })).status === 200;
  }

  const post = async (s: Session, service: string, body: unknown, role?: number) => {
    const res = await s.call('POST', service, { body, role });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };

  it('sends a draft only to those who see drafts, and a published shift to its trust', async () => {
    const drafter = session('drafts');
    const draft = await reaches(
      'jobs',
      'created',
      async () => (await post(drafter, 'jobs', shiftPayload(h, p, {}, 9))).id,
    );
    expect(draft).toContain('drafts');
    expect(draft).not.toContain('nurse1');
    expect(draft).not.toContain('unattended');
    const open = await reaches(
      'jobs',
      'created',
      async () => (await post(session('trustadmin'), 'jobs', shiftPayload(h, p, {}, 9))).id,
    );
    expect(open).toEqual(expect.arrayContaining(['nurse1', 'nurse6', 'unattended', 'trustadmin', 'superadmin']));
    expect(open).not.toContain('drafts');
    expect(open).not.toContain('southadmin');
  });

  it("sends an application to its nurse and the shift's viewers, not to other nurses", async () => {
    // After the demo shifts' last day, so that no demo booking of nurse 1 overlaps it.
    const shift = await post(session('trustadmin'), 'jobs', shiftPayload(h, p, {}, 62));
    const skill = await h.server.database.knex('skills').first('id');
    const skills = await reaches(
      'job-skills',
      'created',
      async () =>
        (
          await post(session('trustadmin'), 'job-skills', {
            jobId: shift.id,
            skillId: skill.id,
            requirement: 'mandatory',
          })
        ).id,
    );
    expect(skills).toContain('unattended');
    expect(skills).not.toContain('drafts');
    const nurse1 = session('nurse1');
    const applied = await reaches(
      'applications',
      'created',
      async () =>
        (await post(nurse1, 'applications', { jobId: shift.id }, nurse1.roleOf('NURSE', 'Northfield NHS Trust'))).id,
    );
    expect(applied).toContain('nurse1');
    expect(applied).toContain('trustadmin');
    expect(applied).not.toContain('nurse6');
    const other = await reaches(
      'applications',
      'created',
      async () => (await post(session('nurse6'), 'applications', { jobId: shift.id })).id,
    );
    expect(other).not.toContain('nurse1');
    // The shift's manager is told of each applicant, and no one else is.
    const told = await reaches('notifications', 'created', async () => {
      await post(session('nurse7'), 'applications', { jobId: shift.id });
      return (
        await h.server.database
          .knex('notifications')
          .where({ externalId: String(shift.id), type: 'JOB_APPLIED' })
          .orderBy('id', 'desc')
          .first('id')
      ).id;
    });
    expect(told).toEqual(['trustadmin']);
    // The shift now has participants: VIEW_NON_PARTICIPANTS_SHIFTS no longer sees it, nor its changes.
    const mine = (
      await h.server.database.knex('applications').where({ jobId: shift.id, userId: nurse1.account.id }).first('id')
    ).id;
    const confirmed = await reaches('applications', 'patched', async () => {
      const res = await session('trustadmin').call('PATCH', `applications/${mine}`, { body: { status: 'confirmed' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return mine;
    });
    expect(confirmed).not.toContain('unattended');
    expect(confirmed).not.toContain('nurse6');
    // Booked and started: nurse 1's worked time goes to nurse 1 and the shift's viewers only.
    await advanceTo(h, shift.startsAt, HOUR);
    const logged = await reaches(
      'time-records',
      'created',
      async () =>
        (
          await post(
            nurse1,
            'time-records',
            { jobId: shift.id, startedAt: shift.startsAt, endedAt: shift.endsAt },
            nurse1.roleOf('NURSE', 'Northfield NHS Trust'),
          )
        ).id,
    );
    expect(logged).toContain('nurse1');
    expect(logged).toContain('trustadmin');
    expect(logged).not.toContain('nurse6');
    expect(logged).not.toContain('nurse7');
  });

  it("sends a chat message to its room's people only", async () => {
    const nurse1 = session('nurse1');
    const room = await post(session('bankofficer'), 'chat-rooms', { participantIds: [nurse1.account.id] });
    const readsRoom: Reads = async (s, role) => {
      const page = await s.call('GET', 'chat-messages', { role, query: `chatRoomId=${room.id}` });
      return page.status === 200;
    };
    const sent = await reaches(
      'chat-messages',
      'created',
      async () =>
        (
          await post(
            nurse1,
            'chat-messages',
            { chatRoomId: room.id, text: 'Can I swap Friday?' },
            nurse1.roleOf('NURSE', 'Northfield NHS Trust'),
          )
        ).id,
      readsRoom,
    );
    expect(sent).toEqual(['bankofficer', 'nurse1']);
  });
});
