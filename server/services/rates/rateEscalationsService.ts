/**
 * Rate escalations (uplifts) and their approval chain (domain/rateEscalations.ts), with money checked by the server:
 * raised on a shift the manager sees, with every active checklist item ticked and the new rate inside the band's pay
 * range; each step taken under the escalation's row lock (two deciders at once: one wins, the other gets 409), written
 * with its history entry, the shift's rate status and, on approval, its new tier and uplift, all audited in one
 * transaction; the people concerned are notified after it commits.
 */
import { Conflict, Forbidden } from '@feathersjs/errors';
import type { Knex } from 'knex';
import {
  ESCALATION_STEPS,
  nextDecisionBy,
  raiseRefusal,
  stepRefusal,
  untickedItems,
  type EscalationState,
  type EscalationStatus,
  type EscalationStep,
  type ShiftNow,
} from '../../../domain/rateEscalations';
import { formatPounds, pounds } from '../../../domain/rates';
import comments from '../../../resources/rate-escalation-comments';
import history from '../../../resources/rate-escalation-history';
import type { Params } from '../../declarations';
import type { Command, CommandCall, Outcome } from '../../commands';
import { notify, jobOf, type NotificationInput } from '../../notify';
import { badField } from '../../query';
import { holdersOf } from '../holders';
import { auditedOf, type Writer } from '../../writes';
import { JOBS } from '../jobs/tables';
import { visibleShift } from '../jobs/visibility';
import { refuseShiftOutOfRange } from './payRange';
import { ratesOfShift } from './shiftRates';
import { ShiftRecordsService } from './shiftRecords';
import type { Row } from '../../db/row';
import { dayLabel } from '../../../domain/dateLabels';

/** A shift as the chain's rules read it. */
type Shift = Row & ShiftNow & { rateEscalationStatus: string };
const HISTORY = auditedOf(history);
const COMMENTS = auditedOf(comments);

/** The notification each status sends (spec 4: suggested, approved, rejected, cancelled). */
const NOTICE: Record<EscalationStatus, NotificationInput['type']> = {
  pending: 'UPLIFT_SUGGESTED',
  intermediate_approved: 'UPLIFT_SUGGESTED',
  intermediate_rejected: 'UPLIFT_REJECTED',
  approved: 'UPLIFT_APPROVED',
  rejected: 'UPLIFT_REJECTED',
  cancelled: 'UPLIFT_CANCELLED',
};

/** A role reads the escalations of the shifts it sees (the shift list's rules: ShiftRecordsService). */
export class RateEscalationsService extends ShiftRecordsService {
  async create(data: Row, params: Params = {}) {
    const value = this.validate(data, 'create', params.actingRole);
    if (value.proposedTier == null && value.increaseValue == null)
      throw badField('increaseValue', 'propose a tier or an increase (or both)');
    const now = this.app.get('clock').now();
    const { escalation, job } = await this.change(async (trx) => {
      const job = (await visibleShift(trx, value.jobId, params)) as Shift;
      const refusal = raiseRefusal(job, now);
      if (refusal) throw new Conflict(refusal);
      if (value.proposedTier != null && value.proposedTier <= job.tier)
        throw badField('proposedTier', `must be above the shift's tier (${job.tier})`);
      await this.refuseUnticked(trx, job.trustId, value.checklistItemIds ?? []);
      const tier = value.proposedTier ?? job.tier;
      const config = await trx('rate_escalation_tier_configurations')
        .where({ trustId: job.trustId, tier })
        .first('needsIntermediateApproval', 'sameApproverBothSteps');
      const [before, after] = await ratesOfShift(trx, job, [
        {},
        { tier: value.proposedTier, increase: value.increaseValue },
      ]);
      await refuseShiftOutOfRange(trx, job, after);
      const writer = this.writer(trx, params);
      const escalation = await writer.insert(this.audited, {
        ...value,
        status: 'pending',
        tier: job.tier,
        // A trust that has not set its tiers asks for both steps.
        needsIntermediateApproval: config?.needsIntermediateApproval ?? true,
        sameApproverBothSteps: config?.sameApproverBothSteps ?? false,
        requestedBy: params.user!.id,
        hourlyRateBefore: before.averageHourlyRate,
        hourlyRateAfter: after.averageHourlyRate,
        extraCost: pounds((after.pay - before.pay) * Math.max(0, job.vacancies - job.confirmedCount)),
        trustId: job.trustId,
        careLocationId: job.careLocationId,
      });
      await this.record(trx, writer, escalation, job, 'pending', params, {
        reason: value.reason,
        comment: value.comments,
      });
      return { escalation, job };
    });
    await notify(this.app, await this.notices(escalation, job, 'pending', params));
    // Not through the hooks again: they have read this request's role already.
    return this.get(escalation.id);
  }

  /** 400 naming every active checklist item of the trust the escalation did not tick. */
  private async refuseUnticked(trx: Knex.Transaction, trustId: number, ticked: number[]) {
    const items = await trx('rate_escalation_checklist_items')
      .where({ trustId, isActive: true })
      .orderBy('position')
      .select('id', 'name');
    const missing = untickedItems(items, ticked);
    if (missing.length) {
      throw badField(
        'checklistItemIds',
        `tick every item of the checklist: ${missing.map((i) => `"${i.name}"`).join(', ')} not ticked`,
      );
    }
  }

  protected readonly commands: Record<string, Command> = {
    ...Object.fromEntries(
      (Object.keys(ESCALATION_STEPS) as EscalationStep[]).map((step) => [step, this.stepping(step)]),
    ),
    comment: (call) => this.addComment(call),
  };

  /**
   * A step of the chain, its state judged under the escalation's lock (the action's refusal), then the shift locked:
   * whose step it is and whether the shift still takes it (domain stepRefusal, its state part already answered).
   */
  private stepping(step: EscalationStep): Command {
    return async ({ locked: { row: existing }, input, params, trx, writer, now }) => {
      const job: Shift = await trx('jobs').where({ id: existing.jobId }).forUpdate().first();
      const refusal = stepRefusal(step, existing as Row & EscalationState, params.user!.id, job, now);
      if (refusal) throw refusal.status === 403 ? new Forbidden(refusal.message) : new Conflict(refusal.message);
      const { to, reason: list } = ESCALATION_STEPS[step];
      const reason = list ? await this.reasonOf(trx, list, input.reasonId, job.trustId) : null;
      const changed = await writer.update(this.audited, existing, {
        status: to,
        decidedBy: params.user!.id,
        decidedAt: now,
      });
      const approved = to === 'approved' ? await this.applyUplift(trx, writer, job, existing) : job;
      await this.record(trx, writer, changed, approved, to, params, { reason, comment: input.comment });
      return {
        row: changed,
        afterCommit: async () => notify(this.app, await this.notices(changed, approved, to, params)),
      };
    };
  }

  /** A comment leaves the escalation where it is: an entry of its comments, audited. */
  private async addComment({ locked: { row: escalation }, input, params, trx, writer }: CommandCall): Promise<Outcome> {
    const text = String(input.comment).trim();
    if (!text) throw badField('comment', 'write a comment');
    const job = await trx('jobs').where({ id: escalation.jobId }).first();
    await writer.insert(COMMENTS, {
      jobId: job.id,
      rateEscalationId: escalation.id,
      userId: params.user!.id,
      comment: text,
      trustId: job.trustId,
      careLocationId: job.careLocationId,
    });
    return {
      row: escalation,
      afterCommit: async () => notify(this.app, await this.commentNotices(escalation, job, text, params)),
    };
  }

  /** The name of an active reason of the trust's list, or 400. */
  private async reasonOf(
    trx: Knex.Transaction,
    list: 'approve' | 'reject',
    id: unknown,
    trustId: number,
  ): Promise<string> {
    const reason = await trx(`${list}_reasons_configuration`)
      .where({ id: id as number, trustId, isActive: true })
      .first('name');
    if (!reason) throw badField('reasonId', `is not an active ${list} reason of this trust`);
    return reason.name;
  }

  /** An approved escalation raises the shift's tier and uplift, inside the band's pay range as it is now. */
  private async applyUplift(trx: Knex.Transaction, writer: Writer, job: Row, escalation: Row): Promise<Row> {
    const change = { tier: escalation.proposedTier, increase: escalation.increaseValue };
    const [approved] = await ratesOfShift(trx, job, [change]);
    await refuseShiftOutOfRange(trx, job, approved);
    return writer.update(JOBS, job, {
      tier: escalation.proposedTier ?? job.tier,
      uplift: pounds(Number(job.uplift ?? 0) + Number(escalation.increaseValue ?? 0)),
    });
  }

  /** The step's history entry, and the shift's rate status: the last entry's. */
  private async record(
    trx: Knex.Transaction,
    writer: Writer,
    escalation: Row,
    job: Row,
    status: EscalationStatus,
    params: Params,
    note: { reason?: string | null; comment?: string | null },
  ) {
    await writer.insert(HISTORY, {
      jobId: job.id,
      rateEscalationId: escalation.id,
      status,
      userId: params.user!.id,
      reason: note.reason ?? null,
      comment: note.comment ?? null,
      trustId: job.trustId,
      careLocationId: job.careLocationId,
    });
    await writer.update(JOBS, job, { rateEscalationStatus: status });
  }

  /**
   * Who hears of a step: the approvers of the next one while it is undecided (the trust's holders of the step's
   * permission), the requester once it is decided; never the one who took it.
   */
  private async notices(
    escalation: Row,
    job: Row,
    status: EscalationStatus,
    params: Params,
  ): Promise<NotificationInput[]> {
    const next = nextDecisionBy(status, escalation.needsIntermediateApproval);
    const recipients = next ? await holdersOf(this.db, job, next) : [escalation.requestedBy];
    const title = {
      pending: 'Uplift suggested',
      intermediate_approved: 'Uplift awaits your approval',
      intermediate_rejected: 'Uplift rejected',
      approved: 'Uplift approved',
      rejected: 'Uplift rejected',
      cancelled: 'Uplift cancelled',
    }[status];
    return recipients
      .filter((userId) => userId !== params.user?.id)
      .map((userId) => ({
        userId,
        type: NOTICE[status],
        title,
        body: `${job.title} on ${dayLabel(job.date)}: ${proposal(escalation)}.`,
        externalId: String(job.id),
        job: jobOf(job),
      }));
  }

  /**
   * Who hears of a comment: those in the escalation's conversation (its requester and whoever took a step or commented)
   * and, while it is undecided, the approvers of its next step; never the one who wrote it.
   */
  private async commentNotices(
    escalation: Row,
    job: Row,
    comment: string,
    params: Params,
  ): Promise<NotificationInput[]> {
    const next = nextDecisionBy(escalation.status, escalation.needsIntermediateApproval);
    const [steps, commenters, approvers] = await Promise.all([
      this.db('rate_escalation_history').where({ rateEscalationId: escalation.id }).pluck('userId'),
      this.db('rate_escalation_comments').where({ rateEscalationId: escalation.id }).pluck('userId'),
      next ? holdersOf(this.db, job, next) : [],
    ]);
    const recipients = new Set<number>([escalation.requestedBy, ...steps, ...commenters, ...approvers]);
    recipients.delete(params.user!.id);
    const excerpt = comment.length > 140 ? `${comment.slice(0, 139)}…` : comment;
    return [...recipients].map((userId) => ({
      userId,
      type: 'UPLIFT_COMMENTED',
      title: 'Uplift commented',
      body: `${job.title} on ${dayLabel(job.date)}: "${excerpt}"`,
      externalId: String(job.id),
      job: jobOf(job),
    }));
  }
}

/** What an escalation proposes, in words. */
const proposal = (e: Row) =>
  [
    e.proposedTier ? `tier ${e.proposedTier}` : null,
    e.increaseValue ? `${formatPounds(Number(e.increaseValue))} an hour more` : null,
  ]
    .filter(Boolean)
    .join(' and ');
