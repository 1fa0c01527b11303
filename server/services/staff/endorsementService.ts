/**
 * Endorsement requests (resources/endorsement-requests, domain/endorsement.ts).
 * - create: a manager who sees the staff names approved nurses of the trust by their membership (the staff list's ids,
 *   each one the manager may see; never themself) and active skills at levels; the approvers of the trust are told.
 * - approve, reject: decided once (409 after), never by the requester nor by a nurse it names (403), under the lock of
 *   the request and of each nurse. Approving checks the nurses are still approved and the skills still active (409
 *   naming them), then records each skill for each nurse (domain/skills.ts endorsedSkill), audited on their record.
 *   The requester and, on approval, the nurses are told.
 */
import { Conflict, Forbidden } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { ENDORSEMENT_DECISIONS, selfDecisionRefusal, type EndorsementDecision } from '../../../domain/endorsement';
import { endorsedSkill, SUPERVISION_LABELS, type SupervisionLevel } from '../../../domain/skills';
import type { Params } from '../../declarations';
import type { Command } from '../../commands';
import { notify, type NotificationInput } from '../../notify';
import { badField } from '../../query';
import { auditedOf } from '../../writes';
import { holdersOf } from '../holders';
import { lockNurse } from '../jobs/booking';
import { ResourceService } from '../resourceService';
import { refuseInactiveSkills } from './userSkillsService';
import type { Row } from '../../db/row';

interface Item {
  skillId: number;
  level: SupervisionLevel;
}

const nameOf = (u: Row) => `${u.firstname} ${u.lastname}`;
const namesOf = (members: Row[]) => members.map(nameOf).join(', ');
const are = (members: Row[]) => (members.length > 1 ? 'are' : 'is');

/** The memberships (NURSE roles) a request names in its trust, with their nurse's account, by user id. */
const membersOf = (db: Knex, request: Row): Promise<Row[]> =>
  db('user_roles as ur')
    .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
    .join('users as u', 'u.id', 'ur.userId')
    .where({ 'tr.trustId': request.trustId, 'tr.roleType': 'NURSE' })
    .whereIn('ur.id', request.endorsementRequestUsers)
    .orderBy('ur.userId')
    .select('ur.id', 'ur.userId', 'ur.approvalStatus', 'ur.deletedAt', 'u.firstname', 'u.lastname');
const unapproved = (members: Row[]) => members.filter((m) => m.approvalStatus !== 'approved' || m.deletedAt);

export class EndorsementService extends ResourceService {
  protected async serverFields(_value: Row, params: Params): Promise<Row> {
    return { requestedBy: params.user?.id ?? null };
  }

  protected async beforeInsert(trx: Knex.Transaction, row: Row, params: Params) {
    const members = await membersOf(trx, row);
    if (members.length !== row.endorsementRequestUsers.length)
      throw badField('endorsementRequestUsers', 'names someone who is not a nurse of this trust');
    if (members.some((m) => m.userId === params.user?.id))
      throw badField('endorsementRequestUsers', 'names you: another manager endorses your skills');
    const others = unapproved(members);
    if (others.length)
      throw badField(
        'endorsementRequestUsers',
        `${namesOf(others)} ${are(others)} not an approved nurse of this trust`,
      );
    await refuseInactiveSkills(
      trx,
      (row.endorsementItems as Item[]).map((i) => i.skillId),
      'endorsementItems',
    );
  }

  async create(data: Row, params: Params = {}) {
    const request = await super.create(data, params);
    const approvers = (await holdersOf(this.db, { trustId: request.trustId }, 'APPROVE_ENDORSEMENT_REQUESTS')).filter(
      (id) => id !== request.requestedBy,
    );
    const by = params.user ? nameOf(params.user) : 'A manager';
    const count = request.endorsementItems.length;
    await notify(
      this.app,
      approvers.map((userId) => ({
        userId,
        type: 'ENDORSEMENT_REQUESTED' as const,
        title: 'Skills to endorse',
        body: `${by} asks to endorse ${count} skill${count > 1 ? 's' : ''} for ${request.endorsementRequestUsers.length} nurse${request.endorsementRequestUsers.length > 1 ? 's' : ''}.`,
      })),
    );
    // As the requester reads it, with its people named (an internal call: its hooks ran for the create).
    return this.get(request.id, { ...params, provider: undefined });
  }

  protected readonly commands: Record<string, Command> = Object.fromEntries(
    (Object.keys(ENDORSEMENT_DECISIONS) as EndorsementDecision[]).map((decision) => [
      decision,
      this.deciding(decision),
    ]),
  );

  /** A decision on the request: never on one's own request or one's own skills; approval records the skills. */
  private deciding(decision: EndorsementDecision): Command {
    return async ({ locked: { row: existing }, input, params, trx, writer, now }) => {
      const members = await membersOf(trx, existing);
      const self = selfDecisionRefusal(
        existing as { requestedBy: number | null },
        members.map((m) => m.userId),
        params.user?.id ?? 0,
      );
      if (self) throw new Forbidden(self, { missingPermissions: [] });
      if (decision === 'approve') {
        const others = unapproved(members);
        if (others.length)
          throw new Conflict(
            `${namesOf(others)} ${are(others)} no longer an approved nurse of this trust: reject this request and ask again without them`,
          );
        const items: Item[] = existing.endorsementItems;
        await refuseInactiveSkills(
          trx,
          items.map((i) => i.skillId),
          'endorsementItems',
        ).catch((error) => {
          throw new Conflict(error.message);
        });
        const skills = auditedOf(this.registry.get('user-skills')!);
        for (const { userId } of members) {
          await lockNurse(trx, userId);
          for (const { skillId, level } of items) {
            const key = { trustId: existing.trustId, userId, skillId };
            const held = await trx('user_skills').where(key).forUpdate().first();
            const change = endorsedSkill(held, level);
            if (!change) continue;
            if (held) await writer.update(skills, held, { ...change, endorsementRequestId: existing.id });
            else await writer.insert(skills, { ...key, ...change, endorsementRequestId: existing.id });
          }
        }
      }
      const row = await writer.update(this.audited, existing, {
        status: ENDORSEMENT_DECISIONS[decision].to,
        decidedBy: params.user?.id ?? null,
        decidedAt: now,
        decisionReason: input.reason ?? null,
      });
      return { row, notices: await noticesOf(trx, row) };
    };
  }
}

/** The requester is told of the decision; on approval, each nurse of the skills recorded. */
async function noticesOf(db: Knex, request: Row): Promise<NotificationInput[]> {
  const { name: trust } = await db('trusts').where({ id: request.trustId }).first('name');
  const why = request.decisionReason ? ` Reason: ${request.decisionReason}` : '';
  const notices: NotificationInput[] = [];
  if (request.requestedBy) {
    notices.push({
      userId: request.requestedBy,
      type: 'USER_UPDATED',
      title: `Endorsement ${request.status}`,
      body: `Your endorsement request ${request.id} was ${request.status}.${why}`,
    });
  }
  if (request.status !== 'approved') return notices;
  const names = new Map<number, string>(
    (
      await db('skills')
        .whereIn(
          'id',
          request.endorsementItems.map((i: Item) => i.skillId),
        )
        .select('id', 'name')
    ).map((s) => [s.id, s.name]),
  );
  const skills = request.endorsementItems
    .map((i: Item) => `${names.get(i.skillId)} (${SUPERVISION_LABELS[i.level].toLowerCase()})`)
    .join(', ');
  for (const { userId } of await membersOf(db, request)) {
    notices.push({
      userId,
      type: 'USER_UPDATED',
      title: 'Your skills were endorsed',
      body: `${trust} recorded your skills: ${skills}.`,
    });
  }
  return notices;
}
