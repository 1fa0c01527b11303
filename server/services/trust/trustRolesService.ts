/**
 * A trust's roles (resources/trust-roles, domain/granting.ts), beyond their fields:
 * - a permission newly granted must be one the acting role could grant (403 naming those it could not) and one whose
 *   feature the role's trust has (400 naming the features);
 * - nobody changes or removes the role they are acting under (403), nor creates, changes or removes a role more
 *   powerful than their own: of a higher level, or holding a permission they could not grant (403, roleGiftRefusal:
 *   the rule of giving and taking the role);
 * - no change leaves the trust without an active admin (400): the TRUST-ADMIN role deactivated, retyped or stripped
 *   of MANAGE_ROLES while it is the trust's only admin role held;
 * - a role someone holds is never removed (409 saying how many hold it): it is deactivated instead, which every
 *   instance follows at once (the signed-in users kept drop with any write to trust_roles: server/caches.ts).
 * Built-in roles (isDefault) are made with their trust and are edited like any other.
 */
import { BadRequest, Forbidden } from '@feathersjs/errors';
import type { Id, NullableId } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import {
  editsOwnRole,
  grantRefusal,
  newlyGranted,
  OWN_ROLE_MESSAGE,
  roleGiftRefusal,
  type GivenRole,
  type RoleEditing,
} from '../../../domain/granting';
import type { Params } from '../../declarations';
import { ResourceService } from '../resourceService';
import { refusalError } from './refusals';
import { activeAdmins } from './userRolesService';
import type { Row } from '../../db/row';

/** The features of a trust (its feature list; none when it has no list yet). */
export async function trustFeatures(db: Knex, trustId: number): Promise<string[]> {
  const list = await db('feature_lists').where({ trustId }).first('features');
  return list?.features ?? [];
}

export class TrustRolesService extends ResourceService {
  /**
   * Each role with how many memberships name it (`holders`: people who hold it, or held it and keep it on their
   * record): the console offers no Delete for a held role, and its removal is refused (removalFacts).
   */
  private async withHolders(rows: Row[], db: Knex = this.db): Promise<Row[]> {
    const ids = rows.map((r) => r.id);
    const counts: Row[] = ids.length
      ? await db('user_roles')
          .whereIn('trustRoleId', ids)
          .groupBy('trustRoleId')
          .select('trustRoleId')
          .count({ n: '*' })
      : [];
    const held = new Map(counts.map((c) => [c.trustRoleId, Number(c.n)]));
    return rows.map((r) => ({ ...r, holders: held.get(r.id) ?? 0 }));
  }

  async answerRows(rows: Row[]): Promise<Row[]> {
    return this.withHolders(await super.answerRows(rows));
  }

  async get(id: Id, params: Params = {}): Promise<Row> {
    return (await this.withHolders([await super.get(id, params)]))[0];
  }

  async patch(id: NullableId, data: Row, params: Params = {}): Promise<Row | Row[]> {
    const changed = await super.patch(id, data, params);
    return Array.isArray(changed) ? this.withHolders(changed) : (await this.withHolders([changed]))[0];
  }

  private refuseOwnRole(row: Row, params: Params) {
    if (params.actingRole && editsOwnRole(params.actingRole, row.id))
      throw new Forbidden(OWN_ROLE_MESSAGE, { missingPermissions: [] });
  }

  /** The permissions newly on `row` (none: nothing to ask, nor the trust's features to read). */
  private async checkGrant(db: Knex, before: readonly string[], row: Row, params: Params) {
    const role = params.actingRole;
    const after: string[] = row.permissions ?? [];
    if (!role || !newlyGranted(before, after).length) return;
    const refusal = grantRefusal(role, before, after, await trustFeatures(db, row.trustId));
    if (refusal) throw refusalError(refusal);
  }

  /** A role more powerful than the acting role's own (its level, or a permission it could not grant) is refused. */
  private refuseMorePowerful(row: Row, params: Params, verb: RoleEditing, field: string) {
    const refusal = params.actingRole && roleGiftRefusal(params.actingRole, row as GivenRole, verb, field);
    if (refusal) throw refusalError(refusal);
  }

  protected async beforeInsert(trx: Knex.Transaction, row: Row, params: Params) {
    await this.checkGrant(trx, [], row, params);
    this.refuseMorePowerful(row, params, 'create', 'roleType');
  }

  protected async patchOne(trx: Knex.Transaction, existing: Row, data: Row, params: Params): Promise<Row> {
    this.refuseOwnRole(existing, params);
    this.refuseMorePowerful(existing, params, 'change', 'id');
    const adminsBefore = existing.roleType === 'TRUST-ADMIN' ? await activeAdmins(trx, existing.trustId) : 0;
    const after = await super.patchOne(trx, existing, data, params);
    // Checked on the row as written, in its transaction: a refusal undoes the write.
    await this.checkGrant(trx, existing.trustId === after.trustId ? (existing.permissions ?? []) : [], after, params);
    this.refuseMorePowerful(after, params, 'change', 'roleType');
    if (adminsBefore && !(await activeAdmins(trx, existing.trustId)))
      throw new BadRequest('This would leave the trust without an active admin: give the role to someone else first');
    return after;
  }

  protected async removeOne(trx: Knex.Transaction, existing: Row, params: Params): Promise<Row> {
    this.refuseOwnRole(existing, params);
    this.refuseMorePowerful(existing, params, 'remove', 'id');
    return super.removeOne(trx, existing, params);
  }

  protected async removalFacts(trx: Knex.Transaction, existing: Row) {
    const [{ holders }] = await this.withHolders([existing], trx);
    return { holders };
  }
}
