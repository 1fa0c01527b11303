/** Top bar rules (spec 2.1, 6). */
import { checkAccess, type ActingRole } from './access';
import { CHAT_PERMISSIONS, type Permission } from './permissions';
import { consoleRoles, type UserRole } from './roles';

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
 * The post-a-shift button: shown with the feature 'Post a shift and post similar' and POST_A_SHIFT or
 * DRAFT_A_SHIFT. A role that may only draft sees 'Draft a Shift'; one that may post, 'Create a New Shift'.
 */
export function postShiftButton(role: ActingRole): 'Create a New Shift' | 'Draft a Shift' | null {
  const may = (p: Permission) => checkAccess(role, { anyOf: [p], feature: 'Post a shift and post similar' }).allowed;
  if (may('POST_A_SHIFT')) return 'Create a New Shift';
  return may('DRAFT_A_SHIFT') ? 'Draft a Shift' : null;
}

/** Chat needs any create or view chat permission (spec 6). */
export const showsChat = (role: ActingRole) => checkAccess(role, { anyOf: CHAT_PERMISSIONS }).allowed;

/** The role-switch icon shows only for users with more than one console role. */
export const showsRoleSwitch = (roles: UserRole[]) => consoleRoles(roles).length > 1;
