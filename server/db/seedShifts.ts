/**
 * Demo shifts for both trusts across the last and next 60 days, and an older history of past shifts back to 180 days
 * ago (what the fill prediction learns from): every progress state, drafts, cancellations,
 * applications in every status, bookings that never overlap for one nurse, worked time, the timed work of future
 * shifts, and rate escalations in every state (seedEscalations.ts).
 * Deterministic: the same data on every seed, relative to the day it runs.
 */
import type { Knex } from 'knex';
import { DEMO_HISTORY_DAYS, DEMO_SHIFT_DAYS } from './demoRoles';
import { BANDS } from '../../domain/bands';
import { AUTOFILL_DAYS, dayOrNight, type Progress } from '../../domain/shifts';
import { addDays, isWeekend, localDate, shiftInterval } from '../../domain/time';
import { Clock } from '../clock';
import { Scheduler } from '../scheduler';
import { scheduleShiftWork } from '../services/jobs/shiftWork';
import { seedEscalations } from './seedEscalations';
import { rejudgeOpenShifts } from '../services/matching/fillPredictionRefresh';
import type { Row } from './row';

const DAYS = DEMO_SHIFT_DAYS;
const DAY = 86_400_000;
const TIMES: [string, string][] = [
  ['07:30', '19:30'],
  ['19:30', '07:30'],
  ['07:00', '15:00'],
  ['14:00', '22:00'],
];
const CANCELLATION_REASONS = [
  'Ward closed',
  'Covered by substantive staff',
  'Patient numbers dropped',
  'Posted in error',
];

/** A small deterministic generator (mulberry32), so every seed makes the same shifts. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
  };
}

type Draws = ReturnType<typeof random>;

/** How a past shift ended up. */
const PAST_OUTCOMES: [Progress | 'cancelled' | 'unfilled', number][] = [
  ['completed', 0.45],
  ['approved', 0.2],
  ['readyForApprove', 0.12],
  ['noLog', 0.1],
  ['unfilled', 0.08],
  ['cancelled', 0.05],
];

export async function seedShifts(knex: Knex, now = new Date()) {
  const rnd = random(20_261_121);
  const scheduler = new Scheduler(knex, new Clock());
  const today = localDate(now);
  const trusts: Row[] = await knex('trusts').where({ isLive: true }).orderBy('id'); // a draft trust has no shifts yet
  // Each nurse's booked intervals, across trusts: no nurse is booked on two shifts that overlap.
  const bookings: Record<number, [number, number][]> = {};
  const free = (userId: number, s: Date, e: Date) =>
    !(bookings[userId] ?? []).some(([a, b]) => a < e.getTime() && b > s.getTime());
  const book = (userId: number, s: Date, e: Date) => (bookings[userId] ??= []).push([s.getTime(), e.getTime()]);
  const posters: ((draws: Draws, offset: number) => Promise<void>)[] = [];
  for (const trust of trusts) {
    const [locations, departments, titles, managers, nurses] = await Promise.all([
      knex('care_locations').where({ trustId: trust.id }).orderBy('id'),
      knex('departments').where({ trustId: trust.id }).orderBy('id'),
      knex('job_title_types').where({ trustId: trust.id }).orderBy('id'),
      knex('user_roles as ur')
        .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
        .where('tr.trustId', trust.id)
        .whereIn('tr.roleType', ['TRUST-ADMIN', 'SHIFT-MANAGER', 'BANK-OFFICER-MANAGER', 'OPERATIONAL-MANAGER'])
        .orderBy('ur.id')
        .select('ur.userId', 'ur.careLocationId'),
      knex('user_roles as ur')
        .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
        .where({ 'tr.trustId': trust.id, 'tr.roleType': 'NURSE' })
        .orderBy('ur.userId')
        .pluck('ur.userId'),
    ]);
    if (trust.abbreviatedName === 'NFT')
      await knex('auto_offer_configurations').insert({ trustId: trust.id, offerAcceptTimeOut: 60 });
    const reasons = await knex('reports_cancellation_reasons')
      .insert(CANCELLATION_REASONS.map((name) => ({ trustId: trust.id, name })))
      .returning('id');
    const skills = await knex('skills')
      .where((w) => w.where({ trustId: trust.id }).orWhereNull('trustId'))
      .orderBy('id')
      .pluck('id');
    // The shared catalogue's templates a ward's or an intensive care unit's shifts were posted from (template use report).
    const shared = Object.fromEntries(
      (await knex('jobtemplates').whereNull('trustId').select('id', 'name')).map((t) => [t.name, t.id]),
    );
    const templateOf = (department: { name: string }) =>
      /intensive care unit|coronary care/i.test(department.name)
        ? shared['Critical care shift']
        : /ward/i.test(department.name)
          ? shared['Adult ward shift']
          : null;

    /** A day's shifts of this trust, drawn from `rnd`. */
    const postDay = async (rnd: Draws, offset: number) => {
      // Calendar days: 24-hour steps from a time near midnight would skip or repeat a day across a clock change.
      const date = addDays(today, offset);
      const perDay = trust.abbreviatedName === 'NFT' ? 3 : 2;
      for (let n = 0; n < perDay; n++) {
        const location = rnd.pick(locations);
        const department = rnd.pick(departments.filter((d) => d.careLocationId === location.id));
        const title = rnd.pick(titles);
        const [startTime, endTime] = rnd.pick(TIMES);
        const { startsAt, endsAt } = shiftInterval(date, startTime, endTime);
        const from = rnd.int(1, 6);
        const grade = { from: BANDS[from], to: BANDS[Math.min(from + rnd.int(0, 2), 7)] };
        const vacancies = rnd.int(1, 3);
        const fulfilment = rnd.pick(['Manual', 'Manual', 'Urgent', 'Autofill'] as const);
        const manager = rnd.pick(managers.filter((m) => m.careLocationId === null || m.careLocationId === location.id));
        const lead = rnd.int(1, 14);
        const postedAt = startsAt.getTime() - lead * DAY;
        // A shift far ahead was posted on some day of the last four weeks, not all of them today (the dashboard
        // charts postings per day). No new draw: every other value of the demo data stays as it was.
        const daysAgo = Math.abs(offset * 7 + n * 3 + lead) % 28;
        const createdAt = new Date(
          postedAt <= now.getTime() ? postedAt : now.getTime() - daysAgo * DAY - lead * 3_600_000,
        );
        const past = endsAt <= now;
        const outcome = past
          ? pickOutcome(rnd.next())
          : rnd.next() < 0.06
            ? 'cancelled'
            : rnd.next() < 0.05
              ? 'draft'
              : 'future';
        const toBook =
          outcome === 'unfilled' || outcome === 'draft'
            ? 0
            : outcome === 'future'
              ? rnd.int(0, vacancies)
              : outcome === 'cancelled'
                ? 0
                : vacancies;
        const booked = nurses
          .filter((u) => free(u, startsAt, endsAt))
          .sort(() => rnd.next() - 0.5)
          .slice(0, toBook);
        booked.forEach((u) => book(u, startsAt, endsAt));
        const progress: Progress = past
          ? outcome === 'unfilled' || outcome === 'cancelled' || !booked.length
            ? 'vacant'
            : (outcome as Progress)
          : booked.length >= vacancies
            ? 'booked'
            : 'vacant';
        const [job] = await knex('jobs')
          .insert({
            trustId: trust.id,
            careLocationId: location.id,
            departmentId: department.id,
            jobTitleTypeId: title.id,
            jobTemplateId: templateOf(department) ?? null,
            title: `${title.name} - ${department.name}`,
            gradeFrom: grade.from,
            gradeTo: grade.to,
            date,
            startTime,
            endTime,
            shift: dayOrNight(startTime, endTime),
            startsAt,
            endsAt,
            vacancies,
            confirmedCount: booked.length,
            fulfilment,
            autofillDays: fulfilment === 'Autofill' ? rnd.pick(AUTOFILL_DAYS) : null,
            rate: JSON.stringify({
              start: 20,
              limit: 30,
              current: 20 + rnd.int(0, 2) * 2,
              allowAutoIncrease: rnd.next() < 0.3,
            }),
            tier: rnd.int(1, 3),
            // Never set here: the mark is the prediction's (below). Drawn still, so every later value stays as it was.
            hardToFill: rnd.next() < 0,
            status: outcome === 'cancelled' ? 'CANCELLED' : outcome === 'draft' ? 'DRAFT' : 'APPROVED',
            progress,
            cancellationReasonId: outcome === 'cancelled' ? rnd.pick(reasons).id : null,
            cancelledAt: outcome === 'cancelled' ? new Date(Math.min(now.getTime(), startsAt.getTime() - DAY)) : null,
            managerId: manager.userId,
            filledAt:
              booked.length >= vacancies
                ? new Date(
                    Math.min(
                      now.getTime(),
                      createdAt.getTime() +
                        rnd.int(1, 72) *
                          slowness({ startTime, endTime, date, departmentIndex: departments.indexOf(department) }) *
                          3_600_000,
                    ),
                  )
                : null,
            comments: rnd.next() < 0.3 ? 'Please arrive 15 minutes early for handover.' : null,
            createdAt,
            updatedAt: createdAt,
          })
          .returning('*');
        const jobSkills = [...new Set([rnd.pick(skills), rnd.pick(skills)])];
        // Every other past shift offered its recommended skill as a learning opportunity (the learning journey's).
        const learning = past && job.id % 2 === 0;
        await knex('job_skills').insert(
          jobSkills.map((skillId, i) => ({
            jobId: job.id,
            skillId,
            requirement: i ? 'recommended' : 'mandatory',
            learningOpportunity: learning && i === 1,
            trustId: trust.id,
            careLocationId: location.id,
          })),
        );
        // Bookings, a few other applicants, and worked time where the shift got that far.
        const others =
          outcome === 'draft'
            ? []
            : nurses
                .filter((u) => !booked.includes(u))
                .sort(() => rnd.next() - 0.5)
                .slice(0, rnd.int(0, 2));
        const applications = [
          ...booked.map((userId) => ({ userId, status: 'confirmed' })),
          ...others.map((userId) => {
            const status = past
              ? rnd.pick(['rejected', 'skipped', 'rejectedByNurse'])
              : fulfilment === 'Urgent'
                ? 'offered'
                : rnd.pick(['applied', 'applied', 'rejected', 'withdrawn']);
            // Cancelling a shift released its open applications (as the jobs service does).
            return {
              userId,
              status: outcome === 'cancelled' && (status === 'applied' || status === 'offered') ? 'cancelled' : status,
            };
          }),
        ];
        if (applications.length) {
          await knex('applications').insert(
            applications.map((a) => ({
              jobId: job.id,
              trustId: trust.id,
              careLocationId: location.id,
              // A nurse who withdrew, or whose shift was cancelled, no longer takes part (as the services leave it).
              active: a.status !== 'withdrawn' && a.status !== 'cancelled',
              decidedAt: a.status === 'applied' || a.status === 'offered' ? null : createdAt,
              createdAt,
              ...a,
            })),
          );
        }
        if (booked.length && ['readyForApprove', 'approved', 'completed'].includes(progress)) {
          await knex('time_records').insert(
            booked.map((userId) => ({
              jobId: job.id,
              userId,
              startedAt: startsAt,
              endedAt: endsAt,
              breakMinutes: 30,
              trustId: trust.id,
              careLocationId: location.id,
              enteredBy: userId,
            })),
          );
        }
        // Urgent demo shifts come with their offers already made (above).
        if (!past && job.status === 'APPROVED' && date >= today)
          await scheduleShiftWork(scheduler, [job], now, knex, { offersMade: true });
      }
    };
    for (let offset = -DAYS; offset <= DAYS; offset++) await postDay(rnd, offset);
    posters.push(postDay);
  }
  // The older history comes last, from draws of its own, so that the last and next 60 days stay as they were.
  const older = random(20_261_128);
  for (const postDay of posters)
    for (let offset = -DEMO_HISTORY_DAYS; offset < -DAYS; offset++) await postDay(older, offset);
  await seedEscalations(knex, now);
  // The open shifts marked hard to fill as their trust's history says, as each night's run does (unaudited: the demo's).
  for (const { job, hardToFill } of await rejudgeOpenShifts(knex, now))
    await knex('jobs').where({ id: job.id }).update({ hardToFill });
}

/**
 * How much longer than usual a shift takes to fill, so that the demo's history shows real differences to learn from
 * (domain/fillPrediction.ts): nights twice as long, weekends half as long again, every third department twice as
 * long. A shift whose last vacancy is booked after its start was not filled by its start.
 */
function slowness(shift: { startTime: string; endTime: string; date: string; departmentIndex: number }) {
  const night = dayOrNight(shift.startTime, shift.endTime) === 'Night' ? 2 : 1;
  const weekend = isWeekend(shift.date) ? 1.5 : 1;
  const department = shift.departmentIndex % 3 === 2 ? 2 : 1;
  return night * weekend * department;
}

function pickOutcome(r: number) {
  let sum = 0;
  for (const [outcome, share] of PAST_OUTCOMES) {
    sum += share;
    if (r < sum) return outcome;
  }
  return PAST_OUTCOMES[0][0];
}
