/**
 * A nurse's skills (resources/user-skills, domain/skills.ts). A nurse declares their own skills and changes their
 * levels (pending, source `user`: a new one acquired, a level changed); the trust's managers read them; an approved
 * endorsement records them (endorsementService.ts). A nurse reads only their own.
 */
import type { Knex } from 'knex';
import type { Params } from '../../declarations';
import { badField } from '../../query';
import { ResourceService, type RowViewer } from '../resourceService';
import type { Row } from '../../db/row';

/** Refuses a skill no longer offered (400 on `field`). */
export async function refuseInactiveSkills(db: Knex, skillIds: number[], field: string) {
  const inactive = await db('skills').whereIn('id', skillIds).whereNot('status', 'Active').select('name');
  if (inactive.length)
    throw badField(
      field,
      `${inactive.map((s) => s.name).join(', ')} ${inactive.length > 1 ? 'are' : 'is'} no longer an active skill`,
    );
}

export class UserSkillsService extends ResourceService {
  protected restrict(qb: Knex.QueryBuilder, params: Params) {
    if (params.actingRole?.roleLevel === 'NURSE') qb.where(`${this.table}.userId`, params.user?.id ?? 0);
  }

  async whoSees(row: Row): Promise<RowViewer> {
    return (role, userId) => role.roleLevel !== 'NURSE' || userId === row.userId;
  }

  /** The nurse's own, as they say it: pending until endorsed. */
  protected async serverFields(_value: Row, params: Params): Promise<Row> {
    return { userId: params.user?.id, approvalStatus: 'pending', source: 'user', changeOrigin: 'acquiredByStaff' };
  }

  protected async beforeInsert(trx: Knex.Transaction, row: Row) {
    await refuseInactiveSkills(trx, [row.skillId], 'skillId');
  }

  /** The nurse changes the level of a skill of theirs: it waits for an endorsement again. */
  protected async patchOne(trx: Knex.Transaction, existing: Row, data: Row, params: Params): Promise<Row> {
    this.assertWritable(existing, params.actingRole);
    const value = this.validate(data, 'patch', params.actingRole, existing);
    if (value.skillId !== undefined && value.skillId !== existing.skillId)
      throw badField('skillId', 'stays the skill: declare another skill as a new one');
    if (value.level === undefined || value.level === existing.level) return existing;
    return this.writer(trx, params).update(this.audited, existing, {
      level: value.level,
      previousLevel: existing.level,
      approvalStatus: 'pending',
      source: 'user',
      changeOrigin: 'levelChange',
      endorsementRequestId: null,
    });
  }
}
