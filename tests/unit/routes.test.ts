/** The route table against the spec's own lists: every registered route of 2.4 and the public pages of 4. */
import { describe, expect, it } from 'vitest';
import { ROTA_SYSTEM } from '../../domain/constants';
import { HORIZONTAL_MENU, SIDE_MENU } from '../../domain/menus';
import { ROUTES, isPublicPath, matchesPattern } from '../../domain/routes';
import { specPathsOf } from '../../resources/define';
import { loadResources } from '../../server/resourceRegistry';

/** Spec 2.4, written out path by path ({rota} is the external rota system's slug). */
const SPEC_ROUTES = `
/jobs/list /jobs/list/job-rates /jobs/new /jobs/1/details /jobs/1/applicants /jobs/1/rates /jobs/1/eligible-candidates
/jobs/1/rates/2 /jobs/1/editSkills /jobs/1/addProvisions /newSimilarJob/1
/shifts/new /shifts/new/template /shifts/new/selected-template /shifts/new/add-capability /shifts/new/teach-persona
/shifts/new/shift-summary /shifts/new/staff-skills
/shiftPlan/menu /createNewPlan /savedTemplate/summary/1 /addPerson /addPerson/1
/sign-in /sign-up /forgot-password /resetPassword/t /verifyEmail/t /ManagerVerifyEmail/t/Ann/Lee/ann@x.test
/verifyUserEmail/t /verifyChangedEmail/t /verified /delete/user/acouunt/instruction /login-default
/users/settings /users/1 /users/1/2
/userList /userList/pendingStaff /userList/approvedStaff /userList/rejectedStaff /userList/deletedStaff
/nurseUsers /nurseUsers/pendingUser /nurseUsers/approvedUser /nurseUsers/rejectedUser /nurseUsers/deletedUser
/rightToWorkRequests /rightToWorkRequests/pending /rightToWorkRequests/approved /rightToWorkRequests/rejected
/userPermissions/1
/messages /messages/room-1
/role/new /role/edit/1 /role/copy/1 /persona/new /persona/edit/1 /persona/clone/1
/campaign/new /campaign/1/edit /campaign/1/details
/incentive/new /incentive/1/edit /incentiveReason/new
/modelJobs/new /modelJobs/edit/1 /modelJobs/1/eligibleCandidateList
/new-roster-setup /edit-roster-setup/1
/trust/bands/mapping/1 /trust/job/titles/type/mapping/1 /new-trust /trust/1/admin-invite /trustDetails
/system-settings /system-settings/bank-rates /system-settings/shift-length
/privacy-policy /privacy-policy/configuration /privacy-policy/logs /privacy-policy/preferences-introduction
/create-new-feature-introduction /edit/1/feature/introduction
/checklist/new /checklist/edit/1 /approve-reason/new /approve-reason/edit/1 /reject-reason/new /reject-reason/edit/1
/add-new-rate-configuration /1/rate-configuration
/substantiveJoinners /substantiveLeavers /syncUsersHistory /unMappedUsers /onBoardedUsers
/syncWithRota /syncUser /syncWithRotaNurseUsers
`
  .trim()
  .split(/\s+/);

/** Spec 4 (Session): the pages a visitor opens without a token, by one path each. */
const SPEC_PUBLIC = {
  'sign-in': '/sign-in',
  'sign-up': '/sign-up',
  'forgot-password': '/forgot-password',
  'reset-password': '/resetPassword/t',
  'manager-verify-email': '/ManagerVerifyEmail/t/Ann/Lee/ann@x.test',
  'manager-invite-page': '/manager-invite-page/t',
  verified: '/verified',
  'job-template': '/job-template/1',
  'verify-email': '/verifyEmail/t',
  'verify-user-email': '/verifyUserEmail/t',
  'verify-changed-email': '/verifyChangedEmail/t',
  'delete-user-account-instruction': '/delete/user/acouunt/instruction',
};

/** Each family's list at /<name> and at its spec paths, and its forms at theirs (resources/define.ts paths, formPaths). */
const familyPaths = (await loadResources()).flatMap((d) => [`/${d.name}`, ...specPathsOf(d)]);
const registered = (path: string) =>
  [...ROUTES.map((r) => r.path), ...familyPaths].some((pattern) => matchesPattern(pattern, path));

describe('route table (spec 2.4)', () => {
  it('registers every route of the spec', () => {
    expect(SPEC_ROUTES.filter((p) => !registered(p))).toEqual([]);
  });

  it("registers every menu destination, or a resource's list at it", () => {
    const paths = [...HORIZONTAL_MENU.flatMap((g) => g.entries), ...Object.values(SIDE_MENU).flat()].map((e) =>
      e.path.replace('{trustId}', '7'),
    );
    expect(paths.filter((p) => !registered(p))).toEqual([]);
  });

  it('names the external rota system in its two configuration routes', () => {
    expect(registered(`/${ROTA_SYSTEM.slug}/mapping/configuration`)).toBe(true);
    expect(registered(`/${ROTA_SYSTEM.slug}/shift/configuration`)).toBe(true);
  });

  it('lists each path once, and sends each list parent to a registered child', async () => {
    // A family's spec path is registered by its definition only, not also by the route table.
    const specPaths = (await loadResources()).flatMap(specPathsOf);
    const paths = [...ROUTES.map((r) => r.path), ...specPaths];
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    for (const route of ROUTES.filter((r) => r.redirect)) {
      expect(route.redirect!.startsWith(`${route.path}/`)).toBe(true);
      expect(registered(route.redirect!)).toBe(true);
    }
  });

  it('matches patterns segment by segment', () => {
    expect(matchesPattern('/jobs/:id/details', '/jobs/12/details')).toBe(true);
    expect(matchesPattern('/jobs/:id/details', '/jobs/12/rates')).toBe(false);
    expect(matchesPattern('/resetPassword/:token', '/resetPassword/abc?x=1')).toBe(true);
  });
});

describe('public routes (spec 4, Session)', () => {
  it('opens exactly the pages the spec names without a token', () => {
    expect(Object.entries(SPEC_PUBLIC).filter(([, path]) => !isPublicPath(path))).toEqual([]);
    const publicPaths = ROUTES.filter((r) => r.public);
    expect(publicPaths).toHaveLength(Object.keys(SPEC_PUBLIC).length);
  });

  it('keeps every other page behind sign-in', () => {
    for (const path of ['/jobs/list', '/users/settings', '/messages', '/login-default', '/trust-lists', '/userList']) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });
});
