/** Top bar rules (spec 2.1, 6). */
import { checkAccess, isSuperAdmin, type ActingRole } from './access';
import { CHAT_PERMISSIONS } from './permissions';
import { consoleRoles, type UserRole } from './roles';
import { POST_SHIFT_ACCESS } from './shifts';

/** What the console reads of its deployment before sign-in (GET /api/v3/console-settings): a store link is null when not set. */
export interface ConsoleSettings {
  storeLinks: { appStore: string | null; googlePlay: string | null };
  /** Whether the shift description assistant is set up (LLM_URL and LLM_MODEL): the wizard offers it only then. */
  descriptionAssistant: boolean;
}

export type EnvironmentTag = 'DEV' | 'STAGE' | 'REF' | 'DEMO';

/** The environment tag of a host, from its prefix (dev.…, stage-…, ref.…, demo.…); none for other hosts. */
export function environmentTag(hostname: string): EnvironmentTag | null {
  const prefix = hostname.toLowerCase().split(/[.-]/)[0];
  if (prefix === 'dev') return 'DEV';
  if (prefix === 'stage' || prefix === 'staging') return 'STAGE';
  if (prefix === 'ref') return 'REF';
  if (prefix === 'demo') return 'DEMO';
  return null;
}

/**
 * A role holding DRAFT_A_SHIFT drafts the shifts it posts, for a holder of POST_A_SHIFT or PUBLISH_DRAFTED_SHIFTS
 * to publish (the API creates them as DRAFT). The super admin holds every permission by rank, not by a list, and
 * posts.
 */
export const draftsShifts = (role: ActingRole | undefined | null): boolean =>
  !!role && !isSuperAdmin(role) && role.permissions.includes('DRAFT_A_SHIFT');

/**
 * The post-a-shift button (spec 2.1, 6): shown with the feature 'Post a shift and post similar' and POST_A_SHIFT or
 * DRAFT_A_SHIFT; labelled 'Draft a Shift' when the draft permission is held, 'Create a New Shift' otherwise.
 */
export function postShiftButton(role: ActingRole): 'Create a New Shift' | 'Draft a Shift' | null {
  if (!checkAccess(role, POST_SHIFT_ACCESS).allowed) return null;
  return draftsShifts(role) ? 'Draft a Shift' : 'Create a New Shift';
}

/** Chat needs any create or view chat permission (spec 6). */
export const showsChat = (role: ActingRole) => checkAccess(role, { anyOf: CHAT_PERMISSIONS }).allowed;

/** The role-switch icon shows only for users with more than one console role. */
export const showsRoleSwitch = (roles: UserRole[]) => consoleRoles(roles).length > 1;
