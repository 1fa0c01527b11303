/**
 * Tenancy (spec 6): the super admin sees every trust; everyone else only rows of their role's trust; a role
 * tied to a care location only that care location's rows. A super admin's request from the legacy /old pages
 * names a trust (x-institutionid, spec 7) and is narrowed to it as if the role belonged to that trust.
 *
 * The rule is written once, as conditions on a row's columns (tenancyConditions): the server turns them into
 * SQL for reads and writes, and rowInTenancy checks one row (a live event, a trust's statistics) against the same
 * conditions, so the two cannot disagree.
 */
import { isSuperAdmin, type ActingRole } from './access';

/** Where a resource keeps the columns that place a row in a trust and a care location. */
export type Tenancy =
  | 'global'
  | {
      /** Column holding the trust id ('id' for the trusts resource itself). */
      trust: string;
      /** Column holding the care location id, for resources that belong to a care location. */
      careLocation?: string;
      /** Rows whose trust column is null are a shared catalogue every trust reads (but only the super admin writes). */
      sharedWhenNull?: boolean;
    };

/** Where a role acts: null for every trust, or every care location of its trust. */
export interface Scope {
  trustId: number | null;
  careLocationId: number | null;
}

export function scopeOf(role: ActingRole): Scope {
  if (isSuperAdmin(role)) return { trustId: role.institutionId ?? null, careLocationId: null };
  return { trustId: role.trustId, careLocationId: role.careLocationId };
}

/** One condition on a row: its column equals the value (or is null, where null rows are shared). */
export interface TenancyCondition {
  column: string;
  equals: number;
  orNull?: boolean;
}

/** No row at all: a trust role without a trust. */
export const NO_ROWS = 'none' as const;

/** The rows of a resource a role may reach, as conditions every one of which must hold (none: every row). */
export function tenancyConditions(tenancy: Tenancy, role: ActingRole): TenancyCondition[] | typeof NO_ROWS {
  if (tenancy === 'global') return [];
  const scope = scopeOf(role);
  if (scope.trustId === null) return isSuperAdmin(role) ? [] : NO_ROWS;
  const conditions: TenancyCondition[] = [
    { column: tenancy.trust, equals: scope.trustId, orNull: tenancy.sharedWhenNull },
  ];
  if (tenancy.careLocation && scope.careLocationId !== null)
    conditions.push({ column: tenancy.careLocation, equals: scope.careLocationId });
  return conditions;
}

/** Whether one row (its columns) is within the role's reach: the same conditions as the SQL. */
export function rowInTenancy(tenancy: Tenancy, role: ActingRole, row: Record<string, unknown>): boolean {
  const conditions = tenancyConditions(tenancy, role);
  if (conditions === NO_ROWS) return false;
  return conditions.every(({ column, equals, orNull }) => row[column] === equals || (!!orNull && row[column] == null));
}
