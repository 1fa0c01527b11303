/** Who holds a permission where something happens: the people to tell of it (an uplift to approve, evidence to check). */
import type { Knex } from 'knex';
import type { Permission } from '../../domain/permissions';

/**
 * The active users whose active role holds `permission` in the place's trust, over its care location or all of them
 * (a place of no care location: any role of the trust).
 */
export async function holdersOf(
  db: Knex,
  place: { trustId?: number; careLocationId?: number | null },
  permission: Permission,
): Promise<number[]> {
  const rows = await db('user_roles as ur')
    .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
    .join('users as u', 'u.id', 'ur.userId')
    .where({ 'tr.trustId': place.trustId, 'tr.isActive': true, 'ur.isActive': true, 'u.isActive': true })
    .where((w) =>
      place.careLocationId == null
        ? w
        : w.whereNull('ur.careLocationId').orWhere('ur.careLocationId', place.careLocationId),
    )
    .select('ur.userId', 'tr.permissions');
  const holds = (p: unknown) => (typeof p === 'string' ? JSON.parse(p) : (p as string[])).includes(permission);
  return [...new Set(rows.filter((r) => holds(r.permissions)).map((r) => r.userId as number))];
}
