/**
 * GET /api/v3/chat-contacts?q=: the people one may open a chat with (spec 1, 6): active members of the acting
 * role's trust, staff and managers, other than oneself; 20 at most, by name. The super admin acts for no trust,
 * so has no one to pick.
 */
import type { Knex } from 'knex';
import type { Params } from '../../declarations';
import { badField } from '../../query';

export const CONTACTS_LIMIT = 20;

export interface ChatContact {
  userId: number;
  firstname: string;
  lastname: string;
  /** The role types the person holds in the trust, e.g. ['NURSE'] or ['TRUST-ADMIN', 'SHIFT-MANAGER']. */
  roleTypes: string[];
}

export async function chatContacts(db: Knex, params: Params): Promise<ChatContact[]> {
  const { q } = (params.query ?? {}) as Record<string, unknown>;
  if (q !== undefined && (typeof q !== 'string' || q.length > 100))
    throw badField('q', 'must be a text of at most 100 characters');
  const trustId = params.actingRole?.trustId;
  if (!trustId) return [];
  const qb = db('users as u')
    .join('user_roles as ur', 'ur.userId', 'u.id')
    .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
    .where({ 'tr.trustId': trustId, 'ur.isActive': true, 'u.isActive': true })
    .whereNot('u.id', params.user!.id)
    .groupBy('u.id', 'u.firstname', 'u.lastname')
    .orderBy([{ column: 'u.firstname' }, { column: 'u.lastname' }, { column: 'u.id' }])
    .limit(CONTACTS_LIMIT)
    .select(
      'u.id as userId',
      'u.firstname',
      'u.lastname',
      db.raw('array_agg(distinct "tr"."roleType" order by "tr"."roleType") as "roleTypes"'),
    );
  const words = typeof q === 'string' ? q.trim().split(/\s+/).filter(Boolean) : [];
  for (const word of words) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    qb.where((w) => w.whereILike('u.firstname', like).orWhereILike('u.lastname', like));
  }
  return qb;
}
