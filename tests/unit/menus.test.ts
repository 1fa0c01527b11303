/** The menus of every demo role, entry by entry (spec 2.2, 2.3, 6). */
import { describe, expect, it } from 'vitest';
import { horizontalMenu, sideMenu } from '../../domain/menus';
import { HORIZONTAL_MENU } from '../../domain/menus';
import { DEMO_ROLES } from './demoRoles';

const shown = (role: keyof typeof DEMO_ROLES) =>
  Object.fromEntries(horizontalMenu(DEMO_ROLES[role]).map((g) => [g.label, g.entries.map((e) => e.label)]));
const side = (role: keyof typeof DEMO_ROLES) => sideMenu(DEMO_ROLES[role]).map((e) => e.label);

const ALL_SETTINGS = HORIZONTAL_MENU.find((g) => g.label === 'Settings')!.entries.map((e) => e.label);
const SUPER_ADMIN_SETTINGS = [
  'Options',
  'Product Configuration',
  'Privacy Policy',
  'New Feature Introduction',
  'Care Specialities',
];

describe('horizontal menu (spec 2.3)', () => {
  it('super admin: everything but the entries meant for admins or managers only', () => {
    expect(shown('superadmin')).toEqual({
      Users: ['New applicants', 'Model Shifts', 'Managers', 'Role Permission', 'Find staff'],
      Skills: ['Persona List', 'Persona Mapping'],
      Settings: ALL_SETTINGS,
      Endorsement: ['Pending Endorsements', 'Completed Endorsements'],
      Organization: [
        'Trusts',
        'Trust Care Specialities',
        'Feedbacks',
        'Roster Setup',
        'Roster Availability',
        'Awards',
        'Optima Mapping',
        'Optima Shifts',
        'Bands',
        'Job Titles',
      ],
      'User Preferences': ['Preferences'],
      Shifts: ['Shifts'],
      Campaign: ['Campaigns'],
      Enhancements: ['Incentives', 'Provisions'],
    });
  });

  it("Northfield's trust admin: its trust's statistics, Users (ADMIN only), chart reports, no super-admin settings", () => {
    const menu = shown('trustadmin');
    expect(menu).toEqual({
      Users: ['New applicants', 'Users', 'Model Shifts', 'Managers', 'Role Permission', 'Find staff'],
      Skills: ['Persona List', 'Persona Mapping'],
      Settings: ALL_SETTINGS.filter((s) => !SUPER_ADMIN_SETTINGS.includes(s)),
      Endorsement: ['Pending Endorsements', 'Completed Endorsements'],
      Organization: [
        'Trusts',
        'Trust Statistics',
        'Trust Care Specialities',
        'Feedbacks',
        'Roster Setup',
        'Roster Availability',
        'Awards',
        'Optima Mapping',
        'Optima Shifts',
        'Bands',
        'Job Titles',
      ],
      'User Preferences': ['Preferences'],
      Shifts: ['Shifts'],
      Reports: ['Chart Reports'],
      Campaign: ['Campaigns'],
      Enhancements: ['Incentives', 'Provisions'],
    });
    expect(shown('multirole as admin')).toEqual(menu);
    const stats = horizontalMenu(DEMO_ROLES.trustadmin)
      .flatMap((g) => g.entries)
      .find((e) => e.label === 'Trust Statistics');
    expect(stats?.path).toBe('/trust/1/statistics-details');
  });

  it("Southgate's trust admin: only what Southgate's features allow", () => {
    expect(shown('southadmin')).toEqual({
      Users: ['New applicants', 'Users', 'Managers', 'Role Permission'],
      Settings: [
        'Drafted Shift Checklist',
        'Rate Escalation',
        'Blocking Reasons',
        'Notification Settings',
        'Pay Rate Range',
        'Staff Profile Review',
        'Pay Rate Configuration',
        'Cancellation Reasons',
        'Unfilled Shifts',
      ],
      Endorsement: ['Pending Endorsements', 'Completed Endorsements'],
      Organization: [
        'Trusts',
        'Trust Statistics',
        'Trust Care Specialities',
        'Feedbacks',
        'Optima Mapping',
        'Optima Shifts',
        'Bands',
        'Job Titles',
      ],
      'User Preferences': ['Preferences'],
      Shifts: ['Shifts'],
      Reports: ['Chart Reports'],
    });
  });

  it('bank officer manager: staff, endorsements, feedback and the manager reports', () => {
    expect(shown('bankofficer')).toEqual({
      Users: ['New applicants', 'Staff', 'Managers', 'Find staff'],
      Endorsement: ['Pending Endorsements', 'Completed Endorsements'],
      Organization: ['Trust Care Specialities', 'Feedbacks', 'Roster Availability'],
      Shifts: ['Shifts'],
      Reports: ['Shift Reports', 'Cancellation Reports', 'Learning Journey'],
    });
  });

  it('operational manager', () => {
    expect(shown('opsmanager')).toEqual({
      Users: ['Staff', 'Managers'],
      Organization: ['Trust Care Specialities', 'Feedbacks', 'Roster Availability'],
      Shifts: ['Shifts'],
      Reports: ['Shift Reports', 'Cancellation Reports', 'Learning Journey'],
    });
  });

  it('shift manager, tied to a care location or not', () => {
    const expected = { Users: ['Staff'], Organization: ['Feedbacks', 'Roster Availability'], Shifts: ['Shifts'] };
    expect(shown('shiftmanager')).toEqual(expected);
    expect(shown('multirole as shift manager')).toEqual(expected);
  });

  it('rate manager: the shift list and the pay-rate settings', () => {
    expect(shown('ratemanager')).toEqual({
      Settings: ['Pay Rate Range', 'Pay Rate Configuration'],
      Shifts: ['Shifts'],
    });
  });

  it('nurse: nothing', () => {
    expect(shown('nurse')).toEqual({});
  });

  it('shows nothing to an inactive role', () => {
    expect(horizontalMenu({ ...DEMO_ROLES.trustadmin, isActive: false })).toEqual([]);
    expect(sideMenu({ ...DEMO_ROLES.trustadmin, isActive: false })).toEqual([]);
  });
});

describe('side menu (spec 2.2)', () => {
  it('gives each role its list', () => {
    expect(side('superadmin')).toEqual([
      'Jobs List',
      'Staff Approved',
      'Reports',
      'Institution',
      'Staff Persona Mappings',
      'Job Template Mappings',
      'Job Templates',
      'Options',
      'Bank Rates',
      'Department List',
      'Trust',
      'Managers',
      'Job Matching Predictions',
      'Export Preferences',
      'Configuration',
      'Preferences Configuration',
      'Rate Escalation Configuration',
      'Product Configuration',
      'Staff Persona',
      'Skills',
      'Tags',
    ]);
    expect(side('trustadmin')).toEqual(['Trust Details', 'Right To Work Requests', 'User List', 'Model Job List']);
    // Southgate runs no model shifts; the entry opens only where the screen does.
    expect(side('southadmin')).toEqual(['Trust Details', 'Right To Work Requests', 'User List']);
    expect(side('multirole as admin')).toEqual(side('trustadmin'));
    expect(side('bankofficer')).toEqual(['Jobs', 'Staff Approved', 'Feedbacks', 'Bank Rates', 'Managers']);
    expect(side('opsmanager')).toEqual(side('bankofficer'));
    expect(side('shiftmanager')).toEqual(['Jobs', 'Staff Approved', 'Feedbacks']);
    expect(side('multirole as shift manager')).toEqual(side('shiftmanager'));
    // A rate manager reads no staff (the API refuses get-trust-users): no Staff Approved (issue 52.13).
    expect(side('ratemanager')).toEqual(['Jobs']);
    expect(side('nurse')).toEqual([]);
  });
});
