/**
 * Tenancy (spec 6): the super admin sees every trust; everyone else only rows of their role's trust; a role
 * tied to a care location only that care location's rows.
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

export interface Scope {
  /** null: every trust. */
  trustId: number | null;
  /** null: every care location of the trust. */
  careLocationId: number | null;
}

export function scopeOf(role: ActingRole): Scope {
  if (isSuperAdmin(role)) return { trustId: null, careLocationId: null };
  return { trustId: role.trustId, careLocationId: role.careLocationId };
}

/** Does a row (its trust and care location values) fall within the role's scope? */
export function rowInScope(
  scope: Scope,
  row: { trustId: number | null | undefined; careLocationId?: number | null },
  opts: { sharedWhenNull?: boolean } = {},
): boolean {
  if (scope.trustId === null) return true;
  if (row.trustId === null || row.trustId === undefined) return !!opts.sharedWhenNull;
  if (row.trustId !== scope.trustId) return false;
  if (scope.careLocationId !== null && row.careLocationId !== undefined) {
    return row.careLocationId === scope.careLocationId;
  }
  return true;
}
