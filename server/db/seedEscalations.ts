/**
 * Demo rate escalations (issue 10): on Northfield's open shifts at the shift manager's hospital, one in every state of
 * the chain, raised by the shift manager and decided by the operational manager (first step) and the rate manager
 * (final step), each with its history, the first two with comments; on Southgate's, one pending, raised by its admin.
 * The shifts' rate statuses, tiers and uplifts follow, as the rate escalations service leaves them.
 */
import type { Knex } from 'knex';
import type { EscalationStatus } from '../../domain/rateEscalations';
import { pounds } from '../../domain/rates';
import { ratesOfShift } from '../services/rates/shiftRates';
import type { Row } from './row';

/** Steps come an hour apart after an escalation is raised. */
const stepTime = (raisedAt: Date, step: number) => new Date(raisedAt.getTime() + (step + 1) * 3_600_000);

interface Demo {
  status: EscalationStatus;
  /** Tier proposed (above the shift's), or an increase in pounds an hour. */
  propose: 'tier' | number;
  reason: string;
  /** The requester's comments when raising it. */
  comments?: string;
  /** Comments on it afterwards (by handle), an hour apart after it was raised. */
  thread?: [by: string, comment: string][];
}

const NORTHFIELD: Demo[] = [
  {
    status: 'pending',
    propose: 'tier',
    reason: 'Three agencies could not fill it',
    comments: 'Two regulars are on leave that week',
    thread: [
      ['opsmanager', 'Have we offered it to the night team first?'],
      ['shiftmanager', 'Yes: nobody can swap in'],
    ],
  },
  {
    status: 'intermediate_approved',
    propose: 'tier',
    reason: 'Specialist cover needed for ventilated patients',
    comments: 'Needs ITU competencies',
    thread: [['ratemanager', 'Looking at it this afternoon']],
  },
  { status: 'intermediate_rejected', propose: 'tier', reason: 'Weekend cover is short' },
  { status: 'approved', propose: 2, reason: 'Short notice: the ward is two nurses down' },
  { status: 'rejected', propose: 1.5, reason: 'Bank staff asked for more' },
  { status: 'cancelled', propose: 1, reason: 'Raised before a substantive nurse swapped in' },
];
const SOUTHGATE: Demo[] = [{ status: 'pending', propose: 1.5, reason: 'No response to the shift so far' }];

/** Each status's steps after being raised: who takes them (by handle) and from which list their reason comes. */
const STEPS: Record<EscalationStatus, { status: EscalationStatus; by: string; reason?: 'approve' | 'reject' }[]> = {
  pending: [],
  intermediate_approved: [{ status: 'intermediate_approved', by: 'opsmanager', reason: 'approve' }],
  intermediate_rejected: [{ status: 'intermediate_rejected', by: 'opsmanager', reason: 'reject' }],
  approved: [{ status: 'approved', by: 'ratemanager', reason: 'approve' }],
  rejected: [{ status: 'rejected', by: 'ratemanager', reason: 'reject' }],
  cancelled: [{ status: 'cancelled', by: 'shiftmanager' }],
};

export async function seedEscalations(knex: Knex, now: Date) {
  const user = async (handle: string) =>
    (
      await knex('users')
        .where({ email: `${handle}@bankshift.test` })
        .first('id')
    )?.id as number | undefined;
  for (const [trustName, requester, demos] of [
    ['Northfield NHS Trust', 'shiftmanager', NORTHFIELD],
    ['Southgate NHS Trust', 'southadmin', SOUTHGATE],
  ] as const) {
    const trust = await knex('trusts').where({ name: trustName }).first('id');
    const requestedBy = await user(requester);
    if (!trust || !requestedBy) continue;
    const place = await knex('user_roles')
      .where({ userId: requestedBy })
      .whereNotNull('careLocationId')
      .first('careLocationId');
    const shifts: Row[] = await knex('jobs')
      .where({ trustId: trust.id, status: 'APPROVED', progress: 'vacant' })
      .where('startsAt', '>', new Date(now.getTime() + 86_400_000))
      .modify((q) => place && q.where({ careLocationId: place.careLocationId }))
      .whereRaw('"vacancies" > "confirmedCount"')
      .orderBy(['date', 'id'])
      .limit(demos.length);
    for (const [i, demo] of demos.entries()) {
      const job = shifts[i];
      if (job) await escalate(knex, job, demo, requestedBy, user, now);
    }
  }
}

async function escalate(
  knex: Knex,
  job: Row,
  demo: Demo,
  requestedBy: number,
  user: (handle: string) => Promise<number | undefined>,
  now: Date,
) {
  // A tier above the shift's, or (at the top tier) an increase instead.
  const proposedTier = demo.propose === 'tier' && job.tier < 3 ? job.tier + 1 : null;
  const increaseValue = proposedTier ? null : typeof demo.propose === 'number' ? demo.propose : 1;
  const tier = proposedTier ?? job.tier;
  const config = await knex('rate_escalation_tier_configurations')
    .where({ trustId: job.trustId, tier })
    .first('needsIntermediateApproval');
  const needsIntermediateApproval = config?.needsIntermediateApproval ?? true;
  // The final steps of a two-step tier come after its first approval.
  const steps =
    needsIntermediateApproval && (demo.status === 'approved' || demo.status === 'rejected')
      ? [
          { status: 'intermediate_approved' as const, by: 'opsmanager', reason: 'approve' as const },
          ...STEPS[demo.status],
        ]
      : STEPS[demo.status];
  const [before, after] = await ratesOfShift(knex, job, [{}, { tier: proposedTier, increase: increaseValue }]);
  const raisedAt = new Date(now.getTime() - 2 * 86_400_000);
  const last = steps.at(-1);
  const [escalation] = await knex('rate_escalations')
    .insert({
      jobId: job.id,
      proposedTier,
      increaseValue,
      reason: demo.reason,
      comments: demo.comments ?? null,
      checklistItemIds: JSON.stringify(
        await knex('rate_escalation_checklist_items').where({ trustId: job.trustId, isActive: true }).pluck('id'),
      ),
      status: demo.status,
      tier: job.tier,
      needsIntermediateApproval,
      requestedBy,
      hourlyRateBefore: before.averageHourlyRate,
      hourlyRateAfter: after.averageHourlyRate,
      extraCost: pounds((after.pay - before.pay) * (job.vacancies - job.confirmedCount)),
      decidedBy: last && last.status !== 'cancelled' ? await user(last.by) : null,
      decidedAt: last ? stepTime(raisedAt, steps.length - 1) : null,
      trustId: job.trustId,
      careLocationId: job.careLocationId,
      createdAt: raisedAt,
      updatedAt: now,
    })
    .returning('id');
  const entry = (status: EscalationStatus, userId: number | undefined, at: Date, reason: string | null) => ({
    jobId: job.id,
    rateEscalationId: escalation.id,
    status,
    userId,
    reason,
    trustId: job.trustId,
    careLocationId: job.careLocationId,
    createdAt: at,
    updatedAt: at,
  });
  const history = [entry('pending', requestedBy, raisedAt, demo.reason)];
  for (const [n, step] of steps.entries()) {
    const reason = step.reason
      ? await knex(`${step.reason}_reasons_configuration`)
          .where({ trustId: job.trustId })
          .orderBy('position')
          .first('name')
      : null;
    history.push(entry(step.status, await user(step.by), stepTime(raisedAt, n), reason?.name ?? null));
  }
  await knex('rate_escalation_history').insert(history);
  for (const [n, [by, comment]] of (demo.thread ?? []).entries()) {
    const at = stepTime(raisedAt, n);
    await knex('rate_escalation_comments').insert({
      jobId: job.id,
      rateEscalationId: escalation.id,
      userId: await user(by),
      comment,
      trustId: job.trustId,
      careLocationId: job.careLocationId,
      createdAt: at,
      updatedAt: at,
    });
  }
  await knex('jobs')
    .where({ id: job.id })
    .update({
      rateEscalationStatus: demo.status,
      ...(demo.status === 'approved' ? { tier, uplift: pounds(Number(job.uplift ?? 0) + (increaseValue ?? 0)) } : {}),
    });
}
