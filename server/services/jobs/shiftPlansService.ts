/**
 * Shift plans (domain/shiftPlan.ts): POST shiftplans { careLocationId, weekStart, rows, saveAsTemplate, createShifts,
 * templateName } saves the week as a planner template, turns it into shifts, or both (spec 4's two flags). Turning a
 * plan into shifts is one transaction: every row's shift is checked by the shifts' own rules first (posting many), then
 * each is posted and its named nurse booked as an offer is checked (standing, block, right to work, overlap) and by
 * band; any refusal names its row (`rows.<i>.<field>`) and nothing is kept. Naming a nurse books them: a role that
 * does not confirm applicants (NAME_PLANNED_NURSES) is refused a plan that names one.
 */
import { BadRequest, Conflict } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { checkAccess } from '../../../domain/access';
import { bandRefusal } from '../../../domain/bands';
import { planPayloads } from '../../../domain/planShifts';
import {
  isMonday,
  NAME_PLANNED_NURSES,
  planFlagsRefusal,
  readPlannedShifts,
  type PlannedShift,
} from '../../../domain/shiftPlan';
import plannerTemplates from '../../../resources/planner-templates';
import { localDate } from '../../../domain/time';
import type { Params } from '../../declarations';
import { refusal } from '../../hooks/authorize';
import { notify } from '../../notify';
import { badField } from '../../query';
import { actorOf, auditedOf, Writer } from '../../writes';
import { ResourceService } from '../resourceService';
import { confirm, confirmationMessages } from './booking';
import { standingNurses } from './eligibility';
import type { JobsService, Prepared } from './jobsService';
import { APPLICATIONS } from './tables';
import { fail, isObject } from './payload';
import type { Row } from '../../db/row';

const PLAN_KEYS = ['careLocationId', 'weekStart', 'rows', 'saveAsTemplate', 'createShifts', 'templateName'];

export class ShiftPlansService extends ResourceService {
  private get jobs() {
    return this.app.service('api/v3/jobs') as unknown as JobsService;
  }

  async create(data: Row, params: Params = {}) {
    if (!isObject(data)) throw new BadRequest(`Send { ${PLAN_KEYS.join(', ')} }`);
    const unknown = Object.keys(data).find((k) => !PLAN_KEYS.includes(k));
    if (unknown) throw badField(unknown, 'is not part of a shift plan');
    for (const flag of ['saveAsTemplate', 'createShifts']) {
      if (data[flag] !== undefined && typeof data[flag] !== 'boolean') throw badField(flag, 'must be true or false');
    }
    const flags = { saveAsTemplate: data.saveAsTemplate === true, createShifts: data.createShifts === true };
    const noFlag = planFlagsRefusal(flags);
    if (noFlag) throw badField('createShifts', noFlag);
    const templateName = typeof data.templateName === 'string' ? data.templateName.trim() : '';
    const longest = plannerTemplates.fields.name.maxLength;
    if (flags.saveAsTemplate && (!templateName || templateName.length > longest))
      throw badField('templateName', `name the template (1 to ${longest} characters)`);
    const weekStart = data.weekStart as string;
    if (typeof weekStart !== 'string' || !isMonday(weekStart))
      throw badField('weekStart', `${String(data.weekStart)} is not a Monday: a plan's week starts on one`);
    const read = readPlannedShifts(data.rows);
    if (read.problems.length) throw fail(read.problems);
    const { rows } = read;
    if (!rows.length) throw badField('rows', 'The plan holds no shifts');
    const away = rows.findIndex((r) => r.careLocationId !== data.careLocationId);
    if (away >= 0) throw badField(`rows.${away}.careLocationId`, "must be the plan's care location");

    const role = params.actingRole;
    const naming =
      flags.createShifts && rows.some((r) => r.personId) && role ? checkAccess(role, NAME_PLANNED_NURSES) : null;
    if (naming && !naming.allowed) throw refusal(naming, 'book a named nurse');
    const plan = this.validate({ careLocationId: data.careLocationId, weekStart, rows }, 'create', role);
    await this.checkReferences(this.db, plan, plan, role);
    const now = this.app.get('clock').now();
    let prepared: Prepared[] = [];
    if (flags.createShifts) {
      const { payloads, problems } = planPayloads(rows, weekStart, localDate(now));
      if (problems.length) throw fail(problems);
      prepared = await this.jobs.prepareAll(payloads, params, now, (i) => `rows.${i}`);
    }
    const named = flags.createShifts ? rows.filter((r) => r.personId).length : 0;
    const { saved, booked } = await this.change(async (trx) => {
      const writer = this.writer(trx, params);
      const template = flags.saveAsTemplate ? await this.saveTemplate(writer, plan, rows, templateName) : null;
      const saved = await writer.insert(this.audited, {
        ...plan,
        shiftCount: prepared.length,
        bookedCount: named,
        plannerTemplateId: template?.id ?? null,
        createdBy: params.user?.id ?? null,
      });
      const booked = await this.postShifts(trx, prepared, rows, saved.id, now, params);
      return { saved, booked };
    });
    await notify(
      this.app,
      booked.flatMap(({ application, job }) => confirmationMessages(application, job)),
    );
    return saved;
  }

  /** The week's shape kept by week day, without its named nurses (they are named again for each week). */
  private saveTemplate(writer: Writer, plan: Row, rows: PlannedShift[], name: string) {
    const templates = this.registry.get('planner-templates')!;
    const jobs = rows.map(({ personId: _, ...row }) => row);
    const departmentIds = [...new Set(rows.map((r) => r.departmentId))];
    return writer.insert(auditedOf(templates), {
      trustId: plan.trustId,
      careLocationId: plan.careLocationId,
      name,
      jobs,
      planner: { departmentIds },
    });
  }

  /** Posts each prepared shift of the plan and books its named nurse; 400 naming every row whose nurse cannot be booked. */
  private async postShifts(
    trx: Knex.Transaction,
    prepared: Prepared[],
    rows: PlannedShift[],
    planId: number,
    now: Date,
    params: Params,
  ) {
    const booked: { application: Row; job: Row }[] = [];
    const problems: { field: string; message: string }[] = [];
    const jobs = await this.jobs.insertShifts(
      trx,
      prepared.map((shift) => ({ ...shift, row: { ...shift.row, shiftPlanId: planId } })),
      now,
      params,
    );
    for (const [i, job] of jobs.entries()) {
      const personId = rows[i].personId;
      if (!personId) continue;
      const outcome = await this.bookNamed(trx, job, personId, now, params);
      if (typeof outcome === 'string') problems.push({ field: `rows.${i}.personId`, message: outcome });
      else booked.push(outcome);
    }
    if (problems.length) throw fail(problems);
    return booked;
  }

  /** Books a named nurse on a new shift, checked as an offer and a confirmation are, and by band; or says why not. */
  private async bookNamed(
    trx: Knex.Transaction,
    job: Row,
    userId: number,
    now: Date,
    params: Params,
  ): Promise<{ application: Row; job: Row } | string> {
    const nurse = await standingNurses(trx, job).where('u.id', userId).first();
    if (!nurse) return 'is not a nurse of this trust who may work at this care location';
    const band = bandRefusal(nurse.band, job.gradeFrom, job.gradeTo);
    if (band) return band;
    const actor = actorOf(params);
    const offered = await new Writer(trx, actor).insert(APPLICATIONS, {
      jobId: job.id,
      userId,
      trustId: job.trustId,
      careLocationId: job.careLocationId,
      status: 'offered',
      active: true,
      offeredBy: params.user?.id ?? null,
    });
    try {
      return await confirm(trx, offered.id, actor, now);
    } catch (error) {
      if (error instanceof Conflict || error instanceof BadRequest) return error.message;
      throw error;
    }
  }
}
