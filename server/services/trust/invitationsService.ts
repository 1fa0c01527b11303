/**
 * Invitations to manage a trust (resources/manager-invitations; the rules: domain/managers.ts).
 * - create { email, firstname, lastname, trustRoleId, careLocationId }: a role of the inviter's trust (any, for the
 *   super admin) the inviter may invite to, a care location of that trust; never someone already holding the role
 *   (409), never a second pending invitation to the same trust (409: resend it). The email goes out before the
 *   invitation is committed: an invitation whose email could not be sent is not kept (503, nothing lost).
 * - resend: a new link and a new week (the old link stops working); withdraw: the link stops working for good.
 * Accepting is accept.ts's. Every change is audited under this family's name; the link's hash never enters the trail.
 */
import { BadRequest, Conflict, MethodNotAllowed, Unavailable } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { isSuperAdmin } from '../../../domain/access';
import { levelOfRoleType } from '../../../domain/roles';
import { INVITATION_DAYS, invitationPath, invitationRefusal } from '../../../domain/managers';
import { describeErrors, validateRecord } from '../../../resources/validate';
import { normaliseEmail } from '../../authentication';
import type { Params } from '../../declarations';
import type { Command } from '../../commands';
import { badField } from '../../query';
import { newToken } from '../../tokens';
import type { AuditedTable } from '../../writes';
import { ResourceService } from '../resourceService';
import { refusalError } from './refusals';
import { refuseOutOfOrder } from './trustsService';
import type { Row } from '../../db/row';

export const INVITATIONS: AuditedTable = {
  service: 'manager-invitations',
  table: 'manager_invitations',
  trustOf: (row) => row.trustId,
  json: [],
  secret: ['tokenHash'],
};

export class InvitationsService extends ResourceService {
  async create(data: Row, params: Params = {}): Promise<Row> {
    if (Array.isArray(data)) throw new MethodNotAllowed('Invite one person at a time');
    const inviter = params.actingRole!;
    const given = data && typeof data === 'object' ? { ...data, email: normaliseEmail(data.email) } : data;
    const { value, errors } = validateRecord(this.def, given, 'create');
    if (errors.length) throw new BadRequest(describeErrors(this.def, errors), { errors });
    const careLocationId = (value.careLocationId as number | undefined) ?? null;
    const id = await this.change(async (trx) => {
      const role = await trx('trust_roles').where({ id: value.trustRoleId }).forShare().first();
      if (!role || (!isSuperAdmin(inviter) && role.trustId !== inviter.trustId))
        throw badField('trustRoleId', `no role with id ${value.trustRoleId} in your trust`);
      const refusal = invitationRefusal(inviter, role, careLocationId);
      if (refusal) throw refusalError(refusal);
      // A new trust's admin is invited in its setup's last step (domain/trustSetup.ts).
      if (levelOfRoleType(role.roleType) === 'ADMIN') await refuseOutOfOrder(trx, role.trustId, 'features');
      if (
        careLocationId !== null &&
        !(await trx('care_locations').where({ id: careLocationId, trustId: role.trustId }).first('id'))
      ) {
        throw badField('careLocationId', `no care location with id ${careLocationId} in ${role.role}'s trust`);
      }
      await refuseTwice(trx, value.email as string, role);
      const { token, hash } = newToken();
      const invitation = await this.writer(trx, params).insert(INVITATIONS, {
        trustId: role.trustId,
        email: value.email,
        firstname: value.firstname,
        lastname: value.lastname,
        trustRoleId: role.id,
        careLocationId,
        tokenHash: hash,
        expiresAt: this.expiry(),
        invitedBy: params.user!.id,
      });
      await this.mail(trx, invitation, token);
      return invitation.id as number;
    });
    return this.loadVisible(this.db, id, params);
  }

  protected readonly commands: Record<string, Command> = {
    resend: async ({ locked: { row }, trx, writer, now }) => {
      const before = await trx('manager_invitations').where({ id: row.id }).forUpdate().first();
      const { token, hash } = newToken();
      const after = await writer.update(INVITATIONS, before, {
        tokenHash: hash,
        expiresAt: this.expiry(),
        sentAt: now,
      });
      await this.mail(trx, after, token);
      return { row: await this.loadVisible(trx, row.id, {}) };
    },
    withdraw: async ({ locked: { row }, trx, writer }) => {
      const before = await trx('manager_invitations').where({ id: row.id }).forUpdate().first();
      await writer.update(INVITATIONS, before, { status: 'WITHDRAWN' });
      return { row: await this.loadVisible(trx, row.id, {}) };
    },
  };

  private expiry() {
    return new Date(this.app.get('clock').now().getTime() + INVITATION_DAYS * 86_400_000);
  }

  /** Emails the invitation's link, waiting for the mail server: a refusal undoes the change (503). */
  private async mail(trx: Knex.Transaction, invitation: Row, token: string) {
    const names = await invitedTo(trx, invitation.trustRoleId);
    try {
      await this.app.get('mailer').send({
        to: invitation.email,
        subject: `You are invited to manage shifts at ${names.trust}`,
        text:
          `Hello ${invitation.firstname},\n\nYou are invited to join ${names.trust} on Bankshift as ${names.role}. ` +
          `Follow this link within ${INVITATION_DAYS} days to set your password (or, if you already have a Bankshift account, to add the role to it). The link works once.`,
        link: `${this.app.get('config').publicUrl}${invitationPath(token, invitation as { firstname: string; lastname: string; email: string })}`,
      });
    } catch (error) {
      throw new Unavailable(
        `The invitation email could not be sent (${(error as Error).message}): nothing was saved, try again`,
      );
    }
  }
}

/** The names of the trust and the role an invitation is to (its email, its page). */
export const invitedTo = (db: Knex, trustRoleId: number): Promise<{ trust: string; role: string }> =>
  db('trust_roles as tr')
    .join('trusts as t', 't.id', 'tr.trustId')
    .where('tr.id', trustRoleId)
    .first('t.name as trust', 'tr.role');

/** Refuses a second invitation of the same person to the trust (409) and one to a role they already hold (409). */
async function refuseTwice(trx: Knex.Transaction, email: string, role: Row) {
  const pending = await trx('manager_invitations')
    .where({ trustId: role.trustId, email, status: 'PENDING' })
    .first('id');
  if (pending)
    throw new Conflict(`${email} is already invited to this trust: resend or withdraw that invitation`, {
      invitationId: pending.id,
    });
  const held = await trx('user_roles as ur')
    .join('users as u', 'u.id', 'ur.userId')
    .where({ 'u.email': email, 'ur.trustRoleId': role.id })
    .whereNull('ur.deletedAt')
    .first('ur.isActive');
  if (held)
    throw new Conflict(
      `${email} already holds ${role.role}${held.isActive ? '' : ': reactivate them on the managers list'}`,
    );
}
