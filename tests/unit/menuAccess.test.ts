/**
 * Every menu entry a role sees opens a screen the role may open (issue 52.13): the destination's own rule, a bespoke
 * route's `access` or a resource list's `find` rule, allows the role, so no entry leads to Access denied or a 403.
 */
import { describe, expect, it } from 'vitest';
import { can, effectivePermissions, type ActingRole } from '../../domain/access';
import { horizontalMenu, sideMenu } from '../../domain/menus';
import { ROUTES, matchesPattern } from '../../domain/routes';
import { levelOfRoleType } from '../../domain/roles';
import { listPathsOf } from '../../resources/define';
import { loadResources } from '../../server/resourceRegistry';
import { DEMO_ROLES } from './demoRoles';

const families = await loadResources();

/** What opening the path asks of a role; undefined for a screen not built yet (it says so to everyone). */
function mayOpen(role: ActingRole, path: string): boolean | undefined {
  const route = ROUTES.find((r) => matchesPattern(r.path, path));
  if (route?.redirect) return mayOpen(role, route.redirect);
  if (route) return route.built ? !route.access || can(role, route.access) : undefined;
  const family = families.find((d) => [`/${d.name}`, ...listPathsOf(d)].includes(path));
  if (!family) throw new Error(`${path} is neither a route nor a family's list`);
  return can(role, family.access.find);
}

/** The Ward Clerk of the demo (server/db/seed.ts): a shift manager who only drafts shifts and chats. */
const wardClerkBase: ActingRole = {
  ...DEMO_ROLES.shiftmanager,
  roleLevel: levelOfRoleType('SHIFT-MANAGER'),
  permissions: ['DRAFT_A_SHIFT', 'VIEW_DRAFTED_SHIFTS', 'VIEW_CHAT'],
};
/** Each type of role with its permissions cut to none, and with its trust's features all off. */
const cut = Object.entries(DEMO_ROLES).flatMap(([name, role]) => [
  [`${name} with no permissions`, { ...role, permissions: [] }],
  [`${name} with no features`, { ...role, features: [] }],
]);
const ROLES: Record<string, ActingRole> = {
  ...DEMO_ROLES,
  'ward clerk': { ...wardClerkBase, permissions: effectivePermissions(wardClerkBase) },
  ...Object.fromEntries(cut),
};

describe('menu entries open only what the role may open', () => {
  it.each(Object.keys(ROLES))('%s', (name) => {
    const role = ROLES[name];
    const entries = [...horizontalMenu(role).flatMap((g) => g.entries), ...sideMenu(role)];
    const refused = entries.filter((e) => mayOpen(role, e.path) === false).map((e) => `${e.label} (${e.path})`);
    expect(refused).toEqual([]);
  });
});
