/**
 * The roles people hold (resources/user-roles, a view of user_roles with their trust role), given and taken on a
 * person's permissions page by a role manager (domain/granting.ts):
 * - create { userId, trustRoleId, careLocationId }: a role of the giver's trust (any, for the super admin), active and
 *   not a NURSE role (nurses join the bank by signing up), whose every permission the giver could grant (403 naming the
 *   rest), to someone already on the trust (holding a role there; the super admin gives roles to anyone), who does
 *   not hold it yet (409); a care location, if given, of the role's trust. A role taken away before is given back.
 * - withdraw: taken away (deletedAt; the person's history keeps it), judged as giving it, never the membership the
 *   taker acts under, never a NURSE role, never the trust's last active admin.
 * Both audited under this family's name, on the person's audit trail; their sessions follow at once (the signed-in
 * users kept drop with any write to user_roles, on every instance).
 */
import { BadRequest, Conflict, MethodNotAllowed } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { isSuperAdmin, type ActingRole } from '../../../domain/access';
import { roleGiftRefusal, roleTakingRefusal } from '../../../domain/granting';
import { describeErrors, validateRecord } from '../../../resources/validate';
import type { Params } from '../../declarations';
import type { Command } from '../../commands';
import { badField } from '../../query';
import type { AuditedTable, Writer } from '../../writes';
import { ResourceService } from '../resourceService';
import { refusalError } from './refusals';
import type { Row } from '../../db/row';

const GIFT = {
  label: { one: 'role to give', many: 'roles to give' },
  fields: {
    userId: { type: 'integer', required: true, min: 1 },
    trustRoleId: { type: 'integer', required: true, min: 1 },
    careLocationId: { type: 'integer', min: 1 },
  },
} as const;

/** The roles held in a trust: user_roles, audited as user-roles in that trust, on the person's trail. */
export const rolesHeldIn = (trustId: number): AuditedTable => ({
  service: 'user-roles',
  table: 'user_roles',
  trustOf: () => trustId,
  json: [],
  subjectOf: (row) => row.userId,
});

/**
 * `trustRole` held by `userId` (at `careLocationId`): given, or given back when taken away before (answered as
 * `given`); a membership still held is answered as `held`, untouched. Locks the membership in `trx`.
 */
export async function giveRole(
  trx: Knex.Transaction,
  writer: Writer,
  trustRole: { id: number; trustId: number },
  userId: number,
  careLocationId: number | null,
) {
  const held = await trx('user_roles').where({ userId, trustRoleId: trustRole.id }).forUpdate().first();
  if (held && !held.deletedAt) return { held };
  const target = rolesHeldIn(trustRole.trustId);
  const fields = { careLocationId, isActive: true, approvalStatus: 'approved', deletedAt: null };
  return {
    given: held
      ? await writer.update(target, held, fields)
      : await writer.insert(target, { userId, trustRoleId: trustRole.id, ...fields }),
  };
}

/**
 * How many active admins a trust has, their rows locked: active TRUST-ADMIN memberships of an active role holding
 * MANAGE_ROLES (an admin who can mend the trust's roles: domain/granting.ts).
 */
export async function activeAdmins(trx: Knex.Transaction, trustId: number): Promise<number> {
  const rows = await trx('user_roles as ur')
    .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
    .join('users as u', 'u.id', 'ur.userId')
    .where({
      'tr.trustId': trustId,
      'tr.roleType': 'TRUST-ADMIN',
      'tr.isActive': true,
      'ur.isActive': true,
      'u.isActive': true,
    })
    .whereNull('ur.deletedAt')
    .whereRaw(`tr.permissions @> '["MANAGE_ROLES"]'::jsonb`)
    .forUpdate('ur')
    .select('ur.id');
  return rows.length;
}

export class UserRolesService extends ResourceService {
  async create(data: Row, params: Params = {}): Promise<Row> {
    if (Array.isArray(data)) throw new MethodNotAllowed('Give one role at a time');
    const giver = params.actingRole!;
    const { value, errors } = validateRecord(GIFT, data, 'create');
    if (errors.length) throw new BadRequest(describeErrors(GIFT, errors), { errors });
    const id = await this.change(async (trx) => {
      const role = await trx('trust_roles').where({ id: value.trustRoleId }).forShare().first();
      if (!role || (!isSuperAdmin(giver) && role.trustId !== giver.trustId))
        throw badField('trustRoleId', `no role with id ${value.trustRoleId} in your trust`);
      if (!role.isActive) throw badField('trustRoleId', `${role.role} is not active: activate it first`);
      if (role.roleType === 'NURSE')
        throw badField('trustRoleId', 'nurses join the bank by signing up, and are approved on the staff list');
      const gift = roleGiftRefusal(giver, role);
      if (gift) throw refusalError(gift);
      await this.checkPerson(trx, giver, value.userId as number, role.trustId);
      if (
        value.careLocationId != null &&
        !(await trx('care_locations').where({ id: value.careLocationId, trustId: role.trustId }).first('id'))
      ) {
        throw badField('careLocationId', `no care location with id ${value.careLocationId} in ${role.role}'s trust`);
      }
      const { held, given } = await giveRole(
        trx,
        this.writer(trx, params),
        role,
        value.userId as number,
        (value.careLocationId as number | undefined) ?? null,
      );
      if (held) throw new Conflict(`This person already holds ${role.role}`);
      return given!.id;
    });
    return this.loadVisible(this.db, id, params);
  }

  /** The person exists, is active, and (unless the giver is the super admin) already holds a role in the trust. */
  private async checkPerson(trx: Knex.Transaction, giver: ActingRole, userId: number, trustId: number) {
    const person = await trx('users').where({ id: userId }).first('id', 'isActive', 'erasedAt');
    if (!person || person.erasedAt) throw badField('userId', `no person with id ${userId}`);
    if (!person.isActive) throw badField('userId', 'this account is deactivated: reactivate it first');
    if (isSuperAdmin(giver)) return;
    const onTrust = await trx('user_roles as ur')
      .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
      .where({ 'ur.userId': userId, 'tr.trustId': trustId })
      .whereNull('ur.deletedAt')
      .first('ur.id');
    if (!onTrust) throw badField('userId', 'is not one of your trust’s people: invite them as a manager instead');
  }

  protected readonly commands: Record<string, Command> = {
    /** The membership (the view's row) taken away. */
    withdraw: async ({ locked: { row }, params, trx, writer, now }) => {
      const before = await trx('user_roles').where({ id: row.id }).forUpdate().first();
      const role = await trx('trust_roles').where({ id: before.trustRoleId }).first();
      const admins = role.roleType === 'TRUST-ADMIN' ? await activeAdmins(trx, role.trustId) : 0;
      const taking = roleTakingRefusal(
        params.actingRole!,
        { ...role, membershipId: row.id, isActive: !!row.isActive },
        admins,
      );
      if (taking) throw refusalError(taking);
      await writer.update(rolesHeldIn(role.trustId), before, { deletedAt: now });
      return { row: await this.loadVisible(trx, row.id, {}) };
    },
  };
}
