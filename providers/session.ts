/**
 * What the console keeps in localStorage between page loads: the access token, the signed-in account, and the
 * acting role's id and level (spec 4: a role switch stores the role id and level locally).
 */
import type { ActingRole } from '../domain/access';
import { actingRoleOf, type Account } from '../domain/account';
import { landingFor, type Landing } from '../domain/landing';
import { levelOf, type UserRole } from '../domain/roles';

export const STORAGE_KEYS = {
  token: 'bankshift.accessToken',
  account: 'bankshift.account',
  roleId: 'bankshift.roleId',
  roleLevel: 'bankshift.roleLevel',
  legacyInstitutionId: 'bankshift.legacyInstitutionId',
} as const;

/** What the console keeps for the tab's session only (sessionStorage), dropped at sign-out too: the plan under way. */
export const TAB_KEYS = { shiftPlan: 'bankshift.shiftPlan' } as const;

let parsed: { raw: string; account: Account } | undefined;

export const session = {
  token: () => localStorage.getItem(STORAGE_KEYS.token),

  account(): Account | null {
    const raw = localStorage.getItem(STORAGE_KEYS.account);
    if (!raw) return null;
    if (parsed?.raw !== raw) parsed = { raw, account: JSON.parse(raw) };
    return parsed.account;
  },

  roleId(): number | null {
    const raw = localStorage.getItem(STORAGE_KEYS.roleId);
    return raw ? Number(raw) : null;
  },

  /** The account's entry for the acting role. */
  role(): Account['newUserRoles'][number] | undefined {
    return this.account()?.newUserRoles.find((r) => r.roleId === this.roleId());
  },

  /** The acting role with its permissions and trust features. */
  actingRole(): ActingRole | undefined {
    const account = this.account();
    const roleId = this.roleId();
    return account && roleId !== null ? actingRoleOf(account, roleId) : undefined;
  },

  /** Where the acting role lands after sign-in or a role switch (spec 4). */
  landing(): Landing | undefined {
    const role = this.actingRole();
    return role && landingFor(role, !!this.role()?.role[0]?.isDefault);
  },

  /**
   * The institution the legacy /old pages work in (spec 7: sent as x-institutionid): the acting role's trust, or
   * for the super admin, who has none, the one chosen on those pages, else the account's default or first one.
   */
  legacyInstitutionId(): number | null {
    const trustId = this.actingRole()?.trustId;
    if (trustId != null) return trustId;
    const account = this.account();
    const chosen = Number(localStorage.getItem(STORAGE_KEYS.legacyInstitutionId));
    if (account?.managerInstitutions.some((i) => i.id === chosen)) return chosen;
    return account?.managerDefaultInstitutionId ?? account?.managerInstitutions[0]?.id ?? null;
  },

  setLegacyInstitution(id: number) {
    localStorage.setItem(STORAGE_KEYS.legacyInstitutionId, String(id));
  },

  start(token: string, account: Account, role: UserRole) {
    this.setToken(token);
    this.setAccount(account);
    this.setRole(role);
  },

  /** A password change signs out every earlier token and answers the session's new one. */
  setToken(token: string) {
    localStorage.setItem(STORAGE_KEYS.token, token);
  },

  setAccount(account: Account) {
    localStorage.setItem(STORAGE_KEYS.account, JSON.stringify(account));
  },

  setRole(role: UserRole) {
    localStorage.setItem(STORAGE_KEYS.roleId, String(role.roleId));
    localStorage.setItem(STORAGE_KEYS.roleLevel, JSON.stringify(levelOf(role)));
  },

  clear() {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
    for (const key of Object.values(TAB_KEYS)) sessionStorage.removeItem(key);
  },
};
