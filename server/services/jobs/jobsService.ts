/**
 * Shifts with their behaviour: the creation payload and its defaults, drafts published by a poster, edits
 * within what each permission allows, cancellation with a reason, progress steps guarded by who may take
 * them, visibility by shift-list permissions, and the shift's timed work.
 */
import { BadRequest, Conflict, Forbidden, MethodNotAllowed } from '@feathersjs/errors';
import type { Id, NullableId } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { can, checkAccess, type AccessRule, type ActingRole } from '../../../domain/access';
import { BANDS, bandRank, isBand } from '../../../domain/bands';
import type { Permission } from '../../../domain/permissions';
import {
  dayOrNight,
  deleteRefusal,
  durationMinutes,
  EDIT_DRAFT,
  editRefusal,
  endsWhenItStarts,
  noStep,
  ONLY_PUBLISHED_MOVES,
  OPEN_APPLICATION_STATUSES,
  PROGRESS_ACTIONS,
  stepBetween,
  tierEditRefusal,
  type Progress,
  type ShiftState,
} from '../../../domain/shifts';
import { shiftLengthRefusal } from '../../../domain/shiftLength';
import { localDate, shiftInterval } from '../../../domain/time';
import { draftsShifts } from '../../../domain/shell';
import {
  checklistRefusal,
  TICK_DRAFT_CHECKLIST,
  TICKS_ON_DRAFTS_ONLY,
  type ChecklistItem,
} from '../../../domain/draftChecklist';
import { changedFields } from '../../audit';
import { APPLICATIONS, JOB_SKILLS } from './tables';
import type { Params } from '../../declarations';
import { jobOf } from '../../notify';
import { badField } from '../../query';
import { seesShift, type ShiftSeen } from '../../../domain/shiftVisibility';
import { ResourceService, type RowViewer } from '../resourceService';
import { readCreationPayload, type JobSkillInput } from './payload';
import { hasWorkedTime } from './booking';
import type { Command } from '../../commands';
import type { Writer } from '../../writes';
import { autofillAgain, cancelShiftWork, scheduleShiftWork } from './shiftWork';
import { fillJudge } from '../matching/fillPrediction';
import { Lookups, refusedOr } from './lookups';
import { restrictShifts, shiftSeen } from './visibility';
import { ratesOfShifts } from '../rates/shiftRates';
import { rateView } from '../../../domain/shiftRate';
import type { JobRate } from '../../../domain/shifts';
import type { Row } from '../../db/row';
import { dayLabel } from '../../../domain/dateLabels';

/** A shift ready to insert: its row and its skills. */
export interface Prepared {
  row: Row;
  skills: JobSkillInput[];
}

/** The most shifts one create posts (a plan's week of a ward, at most). */
export const MAX_SHIFTS_AT_ONCE = 1000;

/** Values of a list parameter: repeated (skillId=1&skillId=2), as $in (skillId[$in]=1&skillId[$in]=2), or index-keyed. */
const listOf = (v: unknown): unknown[] => {
  if (Array.isArray(v)) return v;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return Object.hasOwn(o, '$in') ? listOf(o.$in) : Object.values(o);
  }
  return [v];
};

const may = (role: ActingRole | undefined, ...anyOf: Permission[]) => !role || checkAccess(role, { anyOf }).allowed;
const refuse = (message: string, missingPermissions: Permission[] = []) =>
  new Forbidden(message, { missingPermissions });

/**
 * What each editable field of a shift needs (spec 7.5: comments, title, status, vacancies, persona, template); the
 * tier only while a draft (tierEditRefusal).
 */
const EDITS: Record<string, Permission[]> = {
  comments: ['EDIT_SHIFTS'],
  title: ['EDIT_SHIFTS'],
  vacancies: ['EDIT_SHIFTS'],
  personaId: ['EDIT_SHIFTS'],
  jobTemplateId: ['EDIT_SHIFTS'],
  jobTitleTypeId: ['EDIT_SHIFTS'],
  tier: ['EDIT_SHIFTS'],
  cancellationReasonId: ['CANCEL_SHIFTS'],
  budgetCode: ['EDIT_SHIFTS'],
  healthRosterShiftId: ['EDIT_SHIFTS'],
  checklistItemIds: [...TICK_DRAFT_CHECKLIST],
};

/** What a shift's rate is worked out from (server/services/rates/shiftRates.ts). */
const RATE_INPUTS = [
  'rate',
  'trustId',
  'careLocationId',
  'gradeFrom',
  'date',
  'startTime',
  'endTime',
  'tier',
  'uplift',
];

export class JobsService extends ResourceService {
  private get scheduler() {
    return this.app.get('scheduler');
  }

  private get clock() {
    return this.app.get('clock');
  }

  protected restrict(qb: Knex.QueryBuilder, params: Params) {
    restrictShifts(qb, this.db, params.actingRole, params.user?.id);
  }

  async whoSees(job: Row): Promise<RowViewer> {
    const shift = await shiftSeen(this.db, job.id, job as ShiftSeen);
    return (role, userId) => seesShift(role, userId, shift);
  }

  /**
   * grade (a band the shift takes), bandFrom/bandTo (a band range it overlaps) and skillId (a skill it asks for).
   * The list's order and dates are asked so that its index (migration 0007) serves them: a shift's date is the
   * day its start falls on, so start order is (date, start) order, and a range of one day (Day Selected, the
   * default view) is that date; the page then comes straight off the index, already in order.
   */
  protected customFilters(query: Record<string, unknown>) {
    const { grade, bandFrom, bandTo, skillId, ...rest } = query;
    const date = rest.date as Record<string, unknown> | undefined;
    if (
      date &&
      typeof date === 'object' &&
      !Array.isArray(date) &&
      Object.keys(date).length === 2 &&
      typeof date.$gte === 'string' &&
      date.$gte === date.$lte
    ) {
      rest.date = date.$gte;
    }
    const sort = rest.$sort as Record<string, unknown> | undefined;
    if (
      sort &&
      typeof sort === 'object' &&
      !Array.isArray(sort) &&
      Object.keys(sort)[0] === 'startsAt' &&
      !('date' in sort)
    ) {
      rest.$sort = { date: sort.startsAt, ...sort };
    }
    const band = (name: string, v: unknown) => {
      if (!isBand(v)) throw badField(name, `'${String(v)}' is not a band (2 to 9, 8a to 8d)`);
      return bandRank(v);
    };
    const rank = (column: string) => this.db.raw('array_position(?::text[], ??)', [[...BANDS], column]);
    const conditions: ((qb: Knex.QueryBuilder) => void)[] = [];
    if (grade !== undefined) {
      const r = band('grade', grade);
      conditions.push((qb) => qb.where(rank('jobs.gradeFrom'), '<=', r).where(rank('jobs.gradeTo'), '>=', r));
    }
    if (bandFrom !== undefined)
      conditions.push(
        (
          (r) => (qb: Knex.QueryBuilder) =>
            qb.where(rank('jobs.gradeTo'), '>=', r)
        )(band('bandFrom', bandFrom)),
      );
    if (bandTo !== undefined)
      conditions.push(
        (
          (r) => (qb: Knex.QueryBuilder) =>
            qb.where(rank('jobs.gradeFrom'), '<=', r)
        )(band('bandTo', bandTo)),
      );
    if (skillId !== undefined) {
      const ids = listOf(skillId).map((v) => {
        if (!/^\d{1,9}$/.test(String(v))) throw badField('skillId', `'${String(v)}' is not a skill id`);
        return Number(v);
      });
      conditions.push((qb) =>
        qb.whereExists(
          this.db('job_skills as js')
            .select(this.db.raw('1'))
            .whereRaw('"js"."jobId" = "jobs"."id"')
            .whereIn('js.skillId', ids),
        ),
      );
    }
    return { query: rest, apply: (qb: Knex.QueryBuilder) => conditions.forEach((c) => c(qb)) };
  }

  /**
   * Shifts as answered: each `rate` the view of its one rate now (domain/shiftRate.ts rateView), read for all at once.
   * `postedRate` holds the terms it was posted with (spec 3's creation payload: what stands where no card pays, the
   * automatic increase's room), which a similar shift is posted with again. A row selected without what its rate is
   * worked out from ($select) answers neither.
   */
  protected async withRates(jobs: Row[]): Promise<Row[]> {
    const whole = jobs.filter((job) => RATE_INPUTS.every((column) => job[column] !== undefined));
    const rates = new Map((await ratesOfShifts(this.db, whole)).map((rate, i) => [whole[i], rate]));
    return jobs.map((job) => {
      const rate = rates.get(job);
      if (rate) return { ...job, rate: rateView(rate, job.rate as JobRate), postedRate: job.rate };
      const { rate: _stored, ...rest } = job;
      return rest;
    });
  }

  async answerRows(rows: Row[]): Promise<Row[]> {
    return this.withRates(await super.answerRows(rows));
  }

  async get(id: Id, params: Params = {}) {
    const [job] = await this.withSkills(
      await this.answerRows([await this.loadVisible(this.db, this.parseId(id), params)]),
    );
    return job;
  }

  /** Shifts with the skills they ask for, each skill by name: one query for them all. */
  private async withSkills(jobs: Row[]): Promise<Row[]> {
    const skills: Row[] = await this.db('job_skills as js')
      .join('skills as s', 's.id', 'js.skillId')
      .whereIn(
        'js.jobId',
        jobs.map((job) => job.id),
      )
      .orderBy('s.name')
      .select('js.jobId', 'js.id', 'js.skillId', 's.name', 'js.requirement', 'js.level', 'js.learningOpportunity');
    return jobs.map((job) => ({
      ...job,
      skills: skills.filter((skill) => skill.jobId === job.id).map(({ jobId: _job, ...skill }) => skill),
    }));
  }

  /** Shifts just posted, read again once committed and answered as get answers each: a batch in a few queries. */
  private async answerPosted(posted: Row[]): Promise<Row[]> {
    const ids = posted.map((job) => job.id as number);
    const stored: Row[] = await this.db(this.table).whereIn('id', ids);
    const byId = new Map(stored.map((job) => [job.id, job]));
    return this.withSkills(await this.answerRows(ids.map((id) => byId.get(id)!)));
  }

  /**
   * One shift, or many at once (an array of payloads: the wizard's discreet dates, a plan's rows): all of them are
   * checked first, every refusal named at its place (`2.date`), and either every shift is posted in one transaction or
   * none is.
   */
  async create(data: Row | Row[], params: Params = {}) {
    const now = this.clock.now();
    if (!Array.isArray(data)) {
      const [shift] = await this.check([data], params, now);
      if (shift instanceof BadRequest) throw shift;
      const [job] = await this.answerPosted(await this.change((trx) => this.insertShifts(trx, [shift], now, params)));
      return job;
    }
    if (!data.length || data.length > MAX_SHIFTS_AT_ONCE)
      throw new BadRequest(`Post 1 to ${MAX_SHIFTS_AT_ONCE} shifts at once`);
    const prepared = await this.prepareAll(data, params, now, String);
    return this.answerPosted(await this.change((trx) => this.insertShifts(trx, prepared, now, params)));
  }

  /**
   * Every payload read and checked (check), or a 400 naming each refusal at its place: `at(i)` names the i-th payload
   * (`2` for posting many, `rows.2` for a plan's row), its field after it. Nothing is written.
   */
  async prepareAll(payloads: Row[], params: Params, now: Date, at: (i: number) => string): Promise<Prepared[]> {
    const checked = await this.check(payloads, params, now);
    const problems = checked.flatMap((outcome, i) => {
      if (!(outcome instanceof BadRequest)) return [];
      const errors = (outcome.errors ?? [{ field: '', message: outcome.message }]) as {
        field: string;
        message: string;
      }[];
      return errors.map((e) => ({ field: e.field ? `${at(i)}.${e.field}` : at(i), message: e.message }));
    });
    if (problems.length)
      throw new BadRequest(`Nothing was posted: ${problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`, {
        errors: problems,
      });
    return checked as Prepared[];
  }

  /**
   * Creation payloads read and checked against everything but the database's state under the insert: each its shift
   * as it will be stored, or its refusal. In three passes over the batch, each starting what the next needs read (once
   * for payloads alike in it) and waiting once: the title, then the checks and the fill prediction's basis.
   */
  private async check(payloads: Row[], params: Params, now: Date): Promise<(Prepared | BadRequest)[]> {
    const role = params.actingRole;
    const lookups = new Lookups();
    const judge = fillJudge(this.db, now, this.app.get('fillHistory').read);
    const today = localDate(now);
    const read = payloads.map((data) =>
      refusedOr(() => {
        const { fields, skills } = readCreationPayload(data);
        // A role holding DRAFT_A_SHIFT drafts, as its button says (domain/shell.ts), for a poster to publish.
        if (draftsShifts(role)) fields.status = 'DRAFT';
        if (fields.status === 'CANCELLED') throw badField('status', 'a new shift is a DRAFT or APPROVED');
        const title =
          fields.title == null
            ? lookups.start(`title:${fields.jobTitleTypeId}:${fields.departmentId}`, () => this.titleOf(fields, role))
            : undefined;
        return { fields, skills, title };
      }),
    );
    await lookups.settle();
    const valued = read.map((r) =>
      r instanceof BadRequest
        ? r
        : refusedOr(() => {
            if (r.title) r.fields.title = lookups.take(r.title);
            const value = this.validate(r.fields, 'create', role);
            if (value.fulfilment === 'Autofill' && !value.autofillDays)
              throw badField('autofill', 'Autofill needs 2, 3 or 4 days');
            const shift = { ...value, ...this.timesOf(value, now, today) };
            // The checks read apart, side by side; the first refusal in this order is the one given.
            const checks = [
              lookups.start(`length:${value.trustId}:${value.startTime}:${value.endTime}`, () =>
                this.checkLength(this.db, value),
              ),
              lookups.start(`references:${this.referenceKey(value)}`, () =>
                this.checkReferences(this.db, value, value, role),
              ),
              lookups.start(`skills:${value.trustId}:${r.skills.map((s) => s.skillId).join(',')}`, () =>
                this.checkSkills(r.skills, value.trustId, role),
              ),
            ];
            // Hard to fill, as its trust's history of similar shifts says (domain/fillPrediction.ts), as last counted.
            const basis = lookups.start(`fill:${value.trustId}/${value.careLocationId}`, () => judge.read(value));
            return { shift, skills: r.skills, checks, basis };
          }),
    );
    await lookups.settle();
    return valued.map((v) =>
      v instanceof BadRequest
        ? v
        : refusedOr(() => {
            for (const check of v.checks) lookups.take(check);
            const { hardToFill } = judge.judgeBy(lookups.take(v.basis), { ...v.shift, createdAt: now });
            return { row: { ...v.shift, hardToFill }, skills: v.skills };
          }),
    );
  }

  /** A shift posted without a title is named after its role and area ("Staff Nurse - Ward 7"), as the demo's are. */
  private async titleOf(fields: Row, role: ActingRole | undefined): Promise<string | undefined> {
    if (!Number.isInteger(fields.jobTitleTypeId) || !Number.isInteger(fields.departmentId)) return undefined;
    const nameOf = async (resource: string, id: number) => {
      const def = this.registry.get(resource)!;
      return (
        await ResourceService.scope(this.db(def.table), def, role)
          .where(`${def.table}.id`, id)
          .first(`${def.table}.name`)
      )?.name as string | undefined;
    };
    const [jobTitle, area] = [
      await nameOf('job-title-types', fields.jobTitleTypeId),
      await nameOf('departments', fields.departmentId),
    ];
    return jobTitle && area ? `${jobTitle} - ${area}`.slice(0, 160) : undefined;
  }

  /** Inserts prepared shifts with their skills and their timed work, in `trx`, a statement per kind of row. */
  async insertShifts(trx: Knex.Transaction, prepared: readonly Prepared[], now: Date, params: Params): Promise<Row[]> {
    const writer = this.writer(trx, params);
    const jobs = await writer.insertMany(
      this.audited,
      prepared.map(({ row }) => ({
        ...row,
        managerId: params.user?.id ?? null,
        progress: 'vacant',
        confirmedCount: 0,
      })),
    );
    const skills = prepared.flatMap(({ skills }, i) =>
      skills.map((skill) => ({
        ...skill,
        jobId: jobs[i].id,
        trustId: jobs[i].trustId,
        careLocationId: jobs[i].careLocationId,
      })),
    );
    await writer.insertMany(JOB_SKILLS, skills);
    await scheduleShiftWork(this.scheduler, jobs, now, trx);
    return jobs;
  }

  /** Day or Night, and the start and end instants in the trust's time zone; 400 for a shift in the past or of no length. */
  private timesOf(value: Row, now: Date, today = localDate(now)) {
    if (endsWhenItStarts(value.startTime, value.endTime))
      throw badField('shiftTime', 'the shift must end at another time than it starts');
    const { startsAt, endsAt } = shiftInterval(value.date, value.startTime, value.endTime);
    if (value.date < today) throw badField('date', 'must be today or later');
    if (startsAt <= now) throw badField('shiftTime', 'the shift must start in the future');
    return { startsAt, endsAt, shift: dayOrNight(value.startTime, value.endTime) };
  }

  /** 400 for a shift outside its trust's shortest and longest shift (System settings > Shift length). */
  private async checkLength(db: Knex, value: Row) {
    const limits = await db('shifttimes').where({ trustId: value.trustId }).first('shortestHours', 'longestHours');
    const refusal = shiftLengthRefusal(
      durationMinutes(value.startTime, value.endTime),
      limits ? { shortestHours: Number(limits.shortestHours), longestHours: Number(limits.longestHours) } : undefined,
    );
    if (refusal) throw badField('shiftTime', refusal);
  }

  /** Every skill must be one the trust may use (its own or the shared catalogue). */
  private async checkSkills(skills: JobSkillInput[], trustId: number, role: ActingRole | undefined) {
    if (!skills.length) return;
    const skillsDef = this.registry.get('skills')!;
    const found = await ResourceService.scope(this.db('skills'), skillsDef, role)
      .whereIn(
        'skills.id',
        skills.map((s) => s.skillId),
      )
      .where((w) => w.where('skills.trustId', trustId).orWhereNull('skills.trustId'))
      .pluck('skills.id');
    const missing = skills.filter((s) => !found.includes(s.skillId)).map((s) => s.skillId);
    if (missing.length) throw badField('jobSkills', `no skill with id ${missing.join(', ')}`);
  }

  /**
   * The spec's PATCH: field edits, a status (publish, cancel) or a progress step, as one command with the declared
   * actions (publishDraft, cancel, the progress steps: each the same change, its refusal asked under the lock).
   */
  async patch(id: NullableId, data: Row, params: Params = {}) {
    if (id === null) throw new MethodNotAllowed('Change shifts one at a time (approve many through job-approvals)');
    if (!data || typeof data !== 'object' || Array.isArray(data))
      throw new BadRequest('The body must be a JSON object');
    if (data.progress !== undefined && data.status !== undefined)
      throw badField('progress', 'change the status and the progress of a shift one at a time');
    return this.command(this.changing(data), this.parseId(id), {}, params);
  }

  protected readonly commands: Record<string, Command> = {
    publishDraft: (call) => this.changing({ status: 'APPROVED' }, true)(call),
    cancel: (call) =>
      this.changing({ status: 'CANCELLED', cancellationReasonId: call.input.cancellationReasonId }, true)(call),
    ...Object.fromEntries(
      Object.entries(PROGRESS_ACTIONS).map(([name, step]): [string, Command] => [
        name,
        (call) => this.changing({ progress: step.to }, true)(call),
      ]),
    ),
  };

  /**
   * A change of the locked shift: its fields (each edit needing its permission), its status or its progress; a
   * cancellation releases its applications and bookings, whose nurses are told. `asked`: a declared action's, whose
   * refusal the command runner asked of the locked shift already.
   */
  private changing(data: Row, asked = false): Command {
    const { progress, status, ...edits } = data;
    return async ({ locked: { row: before }, params, trx, writer, now }) => {
      const role = params.actingRole;
      for (const field of Object.keys(edits)) {
        const needs = EDITS[field];
        if (!needs) throw badField(field, 'cannot be changed on a shift');
        // A draft's own fields are the drafter's to edit until it is published.
        const drafting =
          before.status === 'DRAFT' && field !== 'cancellationReasonId' && (!role || can(role, EDIT_DRAFT));
        if (!drafting && !may(role, ...needs)) throw refuse(`Your role may not change the ${field} of a shift`, needs);
      }
      if ('checklistItemIds' in edits && before.status !== 'DRAFT') throw new Conflict(TICKS_ON_DRAFTS_ONLY);
      const value = Object.keys(edits).length ? this.validate(edits, 'patch', role, before) : {};
      // A cancelled or finished shift keeps its fields (sending them unchanged again is no edit).
      const refusal = Object.keys(changedFields(before, { ...before, ...value }).after).length
        ? editRefusal(before as ShiftState)
        : null;
      if (refusal) throw new Conflict(refusal);
      const tierRefusal =
        value.tier !== undefined && value.tier !== before.tier ? tierEditRefusal(before as ShiftState) : null;
      if (tierRefusal) throw new Conflict(tierRefusal);
      await this.checkReferences(trx, { ...before, ...value }, value, role);
      const next: Row = { ...value };
      if (value.vacancies !== undefined) {
        if (value.vacancies < before.confirmedCount) {
          throw new Conflict(
            `${before.confirmedCount} nurses are already booked on this shift: vacancies cannot go below that`,
          );
        }
        next.progress = this.progressForVacancies(before, value.vacancies);
        if (next.progress !== before.progress) next.filledAt = next.progress === 'booked' ? now : null;
      }
      if (status !== undefined)
        Object.assign(next, await this.statusChange(trx, before, status, { ...before, ...value }, role, now, asked));
      if (progress !== undefined) next.progress = this.progressStep(before, progress, role);
      const cancelling = next.status === 'CANCELLED';
      // Cancelling releases every open application and booking: the places are gone.
      if (cancelling)
        Object.assign(next, {
          confirmedCount: 0,
          filledAt: null,
          progress: before.progress === 'booked' ? 'vacant' : before.progress,
        });
      const after = await writer.update(this.audited, before, next);
      if (after === before) return { row: before };
      if (before.status === 'DRAFT' && after.status === 'APPROVED')
        await scheduleShiftWork(this.scheduler, [after], now, trx);
      if (after.vacancies > before.vacancies) await autofillAgain(this.scheduler, after, now, trx);
      if (!cancelling) return { row: after };
      await cancelShiftWork(this.scheduler, after.id, trx);
      const released = await this.releaseApplications(writer, trx, after, now, params);
      return {
        row: after,
        notices: released.map((application) => ({
          userId: application.userId,
          type: 'JOB_CANCELLED' as const,
          title: 'Shift cancelled',
          body: `${after.title} on ${dayLabel(after.date)} was cancelled.${application.status === 'confirmed' ? ' You are no longer booked on it.' : ''}`,
          externalId: String(after.id),
          job: jobOf(after),
        })),
      };
    };
  }

  /** A cancelled shift's open applications and bookings become cancelled (inactive), each audited; answers them as they were. */
  private async releaseApplications(writer: Writer, trx: Knex.Transaction, job: Row, now: Date, params: Params) {
    const open: Row[] = await trx('applications')
      .where({ jobId: job.id, active: true })
      .whereIn('status', OPEN_APPLICATION_STATUSES)
      .orderBy('id')
      .forUpdate();
    for (const before of open)
      await writer.update(APPLICATIONS, before, {
        status: 'cancelled',
        active: false,
        decidedAt: now,
        decidedBy: params.user?.id ?? null,
      });
    return open;
  }

  private progressForVacancies(before: Row, vacancies: number): Progress {
    if (before.progress !== 'vacant' && before.progress !== 'booked') return before.progress;
    return before.confirmedCount >= vacancies ? 'booked' : 'vacant';
  }

  /**
   * Publishing a draft, or cancelling with a reason (the jobs definition's actions, whose rules these are); nothing
   * else changes a shift's status.
   */
  private async statusChange(
    trx: Knex,
    before: Row,
    status: unknown,
    merged: Row,
    role: ActingRole | undefined,
    now: Date,
    asked: boolean,
  ): Promise<Row> {
    if (status === before.status) return {};
    const { publishDraft: publish, cancel } = this.def.actions;
    const allowedTo = (rule: AccessRule, what: string) => {
      const decision = role ? checkAccess(role, rule) : { allowed: true, missingPermissions: [] };
      if (!decision.allowed) throw refuse(`Your role may not ${what}`, decision.missingPermissions as Permission[]);
    };
    if (status === 'APPROVED') {
      const refusal = asked ? null : publish.refusal!(before);
      if (refusal) throw new Conflict(refusal);
      allowedTo(publish.access, 'publish drafted shifts');
      this.timesOf(before, now);
      await this.checkLength(trx, before);
      await this.checkChecklist(trx, merged);
      return { status };
    }
    if (status === 'CANCELLED') {
      allowedTo(cancel.access, 'cancel shifts');
      const refusal = asked ? null : cancel.refusal!(before);
      if (refusal) throw new Conflict(refusal);
      if (!merged.cancellationReasonId) throw badField('cancellationReasonId', 'a cancellation needs a reason');
      const reason = await trx('reports_cancellation_reasons')
        .where({ id: merged.cancellationReasonId, trustId: before.trustId, isActive: true })
        .first();
      if (!reason) throw badField('cancellationReasonId', 'is not an active cancellation reason of this trust');
      if (await hasWorkedTime(trx, before.id))
        throw new Conflict('Worked time is logged on this shift: it cannot be cancelled');
      return { status, cancelledAt: now };
    }
    throw badField('status', `cannot go from ${before.status} to ${String(status)}`);
  }

  /** 400 naming each mandatory item of the trust's drafted shift checklist not ticked on the draft. */
  private async checkChecklist(trx: Knex, draft: Row) {
    const checklist = this.registry.get('drafted-shift-checklist-configuration')!;
    const items: ChecklistItem[] = await trx(checklist.table)
      .where({ trustId: draft.trustId, isActive: true })
      .orderBy(['position', 'id'])
      .select('id', 'name', 'mandatory');
    const refusal = checklistRefusal(items, draft.checklistItemIds ?? []);
    if (refusal) throw new BadRequest(refusal, { errors: [{ field: 'checklistItemIds', message: refusal }] });
  }

  /** A progress step the acting role may take itself (spec 4); the system's own steps are refused. */
  private progressStep(before: Row, to: unknown, role: ActingRole | undefined): Progress {
    const steps = stepBetween(before.progress, to as Progress);
    if (!steps.length) throw new Conflict(noStep(before.progress, String(to)));
    if (before.status !== 'APPROVED') throw new Conflict(ONLY_PUBLISHED_MOVES);
    const manual = steps.filter((s) => s.by !== 'system');
    if (!manual.length) throw refuse(`The step from ${before.progress} to ${String(to)} is taken by the system`);
    if (!manual.some((s) => may(role, s.by as Permission))) {
      throw refuse(
        `Your role may not move a shift from ${before.progress} to ${String(to)}`,
        manual.map((s) => s.by as Permission),
      );
    }
    return to as Progress;
  }

  async remove(id: NullableId, params: Params = {}) {
    if (id === null) throw new MethodNotAllowed('Remove drafts one at a time');
    const removed = await this.change(async (trx) => {
      const job = await this.loadVisible(trx, this.parseId(id), params, true);
      const refusal = deleteRefusal(job as ShiftState);
      if (refusal) throw new Conflict(refusal);
      const writer = this.writer(trx, params);
      await writer.removeWhere(JOB_SKILLS, { jobId: job.id });
      await writer.remove(this.audited, job);
      await cancelShiftWork(this.scheduler, job.id, trx);
      return job;
    });
    const [answered] = await this.withRates([removed]);
    return answered;
  }
}
