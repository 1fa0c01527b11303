/**
 * Who may call what, written out by hand from the spec (sections 2.2, 2.3, 5 and 6) and the demo roles' permissions
 * (README), not computed by domain/access.ts: the permission matrix checks the server against this table, so a
 * wrong rule in a definition or in the access check fails there. Each later issue adds the rows of its services.
 *
 * The demo roles, one column each:
 *   SA superadmin (SUPER-ADMIN)        TA trustadmin (TRUST-ADMIN of Northfield, every feature)
 *   BO bankofficer                     OM opsmanager            SM shiftmanager (tied to one care location)
 *   RM ratemanager                     XA multirole as TRUST-ADMIN        XS multirole as SHIFT-MANAGER
 *   ST southadmin (TRUST-ADMIN of Southgate: features 'Post a shift and post similar', 'Rate Escalation',
 *      'Feedback', 'Reports' only)     N1 nurse1 as NURSE of Northfield    N2 nurse1 as NURSE of Southgate
 *
 * A row names the roles let through to the service ('ok') and, for each other role, what its 403 names: a list of
 * missing permissions (empty when the role's level is refused: a nurse, or a manager on an admin-only call), or a
 * trust feature the role's trust lacks. Every role appears once in each row.
 */

export const ROLE_KEYS = ['SA', 'TA', 'BO', 'OM', 'SM', 'RM', 'XA', 'XS', 'ST', 'N1', 'N2'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

export interface PermissionRow {
  /** Service path under /api/v3, or a full path for another version. */
  path: string;
  verbs: string;
  ok: string;
  /** Roles (space-separated) -> the missing permissions named, or { feature } for a feature the trust lacks. */
  refused?: Record<string, string[] | { feature: string }>;
}

const ADMINS = 'TA XA ST';
const MANAGERS = 'BO OM SM RM XS';
const STAFF = `SA ${ADMINS} ${MANAGERS}`;
const NURSES = 'N1 N2';
const EVERYONE = `${STAFF} ${NURSES}`;
const SHIFT_VIEWS = [
  'VIEW_UNFILLED_SHIFTS',
  'VIEW_NON_PARTICIPANTS_SHIFTS',
  'VIEW_RATE_ESCALATED_SHIFTS',
  'VIEW_DRAFTED_SHIFTS',
];

/** Reference data every admin and manager reads (shift forms, filters), nurses not; written by the super admin only. */
const globalReference = (path: string): PermissionRow[] => [
  { path, verbs: 'find get', ok: STAFF, refused: { [NURSES]: [] } },
  { path, verbs: 'create patch remove', ok: 'SA', refused: { [`${ADMINS} ${MANAGERS} ${NURSES}`]: [] } },
];
/** A trust's own reference data: read like the above, written by the roles holding `manage` (every admin here). */
const trustReference = (path: string, manage: string): PermissionRow[] => [
  { path, verbs: 'find get', ok: STAFF, refused: { [NURSES]: [] } },
  { path, verbs: 'create patch remove', ok: `SA ${ADMINS}`, refused: { [`${MANAGERS} ${NURSES}`]: [manage] } },
];

export const PERMISSION_TABLE: PermissionRow[] = [
  // The footer shows the app versions and the shell reads the trust's features for everyone signed in (spec 1, 7.4).
  // Spec 7.3: everyone reads and marks their own notifications; only a super admin sends one (spec 2.2).
  { path: 'notifications', verbs: 'find get patch remove', ok: EVERYONE },
  { path: 'notifications', verbs: 'create', ok: 'SA', refused: { [`${ADMINS} ${MANAGERS} ${NURSES}`]: [] } },
  { path: 'app-versions', verbs: 'find get', ok: EVERYONE },
  {
    path: 'app-versions',
    verbs: 'create patch remove',
    ok: 'SA',
    refused: { [`${ADMINS} ${MANAGERS} ${NURSES}`]: [] },
  },
  { path: 'feature-lists', verbs: 'find get', ok: EVERYONE },
  {
    path: 'feature-lists',
    verbs: 'create patch remove',
    ok: 'SA',
    refused: { [`${ADMINS} ${MANAGERS} ${NURSES}`]: [] },
  },
  // Nurses pick their mode of commute on their profile (spec 7.5 reference data).
  { path: 'modeofcommute', verbs: 'find get', ok: EVERYONE },
  {
    path: 'modeofcommute',
    verbs: 'create patch remove',
    ok: 'SA',
    refused: { [`${ADMINS} ${MANAGERS} ${NURSES}`]: [] },
  },
  // Spec 2.2: options, band types, care speciality types, skill tags and role types are the super admin's menu.
  ...globalReference('options'),
  ...globalReference('band-types'),
  ...globalReference('care-speciality-types'),
  ...globalReference('skillexpertleveltags'),
  ...globalReference('skillgroupingtags'),
  ...globalReference('user-role-types'),
  // Spec silent on who edits these; the permission catalogue names one manage permission each, held by admins.
  ...trustReference('care-locations', 'MANAGE_CARE_LOCATIONS'),
  ...trustReference('departments', 'MANAGE_CARE_LOCATIONS'),
  // A trust's administrative groups and which care locations they hold (issue 12), kept like its care locations.
  ...trustReference('adminstrative-groups', 'MANAGE_CARE_LOCATIONS'),
  ...trustReference('trust-heirarchy', 'MANAGE_CARE_LOCATIONS'),
  ...trustReference('job-title-types', 'MANAGE_JOB_TITLES'),
  ...trustReference('band-mapping-for-jobtitles', 'MANAGE_JOB_TITLES'),
  ...trustReference('trust-band-types', 'MANAGE_TRUST_BANDS'),
  ...trustReference('trust-role-types', 'MANAGE_ROLES'),
  ...trustReference('reports-cancellation-reasons', 'MANAGE_SETTINGS'),
  // Spec 6: the 'Auto-offer' feature gates its settings; Southgate lacks it.
  { path: 'auto-offer-configurations', verbs: 'find get', ok: STAFF, refused: { [NURSES]: [] } },
  {
    path: 'auto-offer-configurations',
    verbs: 'create patch remove',
    ok: 'SA TA XA',
    refused: { ST: { feature: 'Auto-offer' }, [`${MANAGERS} ${NURSES}`]: ['MANAGE_SETTINGS'] },
  },
  // A trust's shift length and named shift times: every manager reads them (the posting form), MANAGE_SETTINGS changes them.
  ...['shifttimes', 'master-shift-times'].flatMap((path) => trustReference(path, 'MANAGE_SETTINGS')),
  // Spec 6: skills need the 'Shift skills' feature to be managed; every manager reads them for the shift form.
  { path: 'skills', verbs: 'find get', ok: STAFF, refused: { [NURSES]: [] } },
  {
    path: 'skills',
    verbs: 'create patch remove',
    ok: 'SA TA XA',
    refused: { ST: { feature: 'Shift skills' }, [`${MANAGERS} ${NURSES}`]: ['MANAGE_SKILLS'] },
  },
  // Issue 13: the skills catalogue is read by every console role, as skills are (the shift form); neo-search finds
  // personas only where the trust has shift skills (tests/api/catalogue.test.ts).
  ...['getallskills', 'taggedskillgroups', 'gettagexpertlevelskills', 'neo-skills', 'neo-search'].map(
    (path): PermissionRow => ({ path, verbs: 'find', ok: `SA ${ADMINS} ${MANAGERS}`, refused: { [NURSES]: [] } }),
  ),
  // The bank's depth in each skill (issue 13, tests/api/capability.test.ts): counts for every console role; the nurses
  // able at a level for those who see staff.
  { path: 'capability', verbs: 'find', ok: `SA ${ADMINS} ${MANAGERS}`, refused: { [NURSES]: [] } },
  {
    path: 'competency',
    verbs: 'find',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { RM: ['VIEW_APPROVED_USERS', 'VIEW_APPLICANTS', 'MANAGE_USERS'], [NURSES]: [] },
  },
  // A manager's favourites (issue 13): personal families, each user's own rows (tests/api/favourites.test.ts).
  {
    path: 'favourite-capabilities',
    verbs: 'find get create remove',
    ok: `SA ${ADMINS} ${MANAGERS}`,
    refused: { [NURSES]: [] },
  },
  { path: 'managers-favourite-skills', verbs: 'find get', ok: `SA ${ADMINS} ${MANAGERS}`, refused: { [NURSES]: [] } },
  {
    path: 'favourite-personas',
    verbs: 'find get create remove',
    ok: `SA TA XA ${MANAGERS}`,
    refused: { ST: { feature: 'Shift skills' }, [NURSES]: [] },
  },
  // Issue 13: personas are the 'Shift skills' feature's (Southgate lacks it); every manager reads them, admins keep them.
  {
    path: 'staffpersonas',
    verbs: 'find get',
    ok: `SA TA XA ${MANAGERS}`,
    refused: { ST: { feature: 'Shift skills' }, [NURSES]: [] },
  },
  {
    path: 'staffpersonas',
    verbs: 'create patch remove',
    ok: 'SA TA XA',
    refused: { ST: { feature: 'Shift skills' }, [`${MANAGERS} ${NURSES}`]: ['MANAGE_PERSONAS'] },
  },
  // Persona mappings: the menu's Persona Mapping (VIEW_PERSONAS); written with the personas.
  ...['staffpersonamappings', 'persona-mappings'].map((path): PermissionRow => ({
    path,
    verbs: 'find get',
    ok: 'SA TA XA',
    refused: { ST: { feature: 'Shift skills' }, [`${MANAGERS} ${NURSES}`]: ['VIEW_PERSONAS', 'MANAGE_PERSONAS'] },
  })),
  {
    path: 'staffpersonamappings',
    verbs: 'create patch remove',
    ok: 'SA TA XA',
    refused: { ST: { feature: 'Shift skills' }, [`${MANAGERS} ${NURSES}`]: ['MANAGE_PERSONAS'] },
  },
  // Job templates and their mappings: read by every manager where the trust has shift skills, kept with the skills.
  ...['jobtemplates', 'jobtemplatemappings', 'jobtemplateskills', 'jobtemplatemappingjobtemplates'].map(
    (path): PermissionRow => ({
      path,
      verbs: 'find get',
      ok: `SA TA XA ${MANAGERS}`,
      refused: { ST: { feature: 'Shift skills' }, [NURSES]: [] },
    }),
  ),
  ...['jobtemplates', 'jobtemplatemappings'].map((path): PermissionRow => ({
    path,
    verbs: 'create patch remove',
    ok: 'SA TA XA',
    refused: { ST: { feature: 'Shift skills' }, [`${MANAGERS} ${NURSES}`]: ['MANAGE_SKILLS'] },
  })),
  ...['getstaffpersonaskills', 'staffpersonadirectskills', 'childpersonas', 'groupexpertcombinations'].map(
    (path): PermissionRow => ({
      path,
      verbs: path === 'getstaffpersonaskills' ? 'find' : 'find get',
      ok: `SA TA XA ${MANAGERS}`,
      refused: { ST: { feature: 'Shift skills' }, [NURSES]: [] },
    }),
  ),
  // Spec 5: trust care specialities load only for VIEW_TRUST_CARE_SPECIALITIES (not the shift or rate managers').
  {
    path: 'trust-care-specialities',
    verbs: 'find get',
    ok: `SA ${ADMINS} BO OM`,
    refused: { [`SM RM XS ${NURSES}`]: ['VIEW_TRUST_CARE_SPECIALITIES'] },
  },
  {
    path: 'trust-care-specialities',
    verbs: 'create patch remove',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['MANAGE_TRUST_CARE_SPECIALITIES'] },
  },
  // Spec 2.3: Role Permission (/roles/list) needs VIEW_MASTER_ROLES.
  {
    path: 'trust-roles',
    verbs: 'find get',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['VIEW_MASTER_ROLES'] },
  },
  {
    path: 'trust-roles',
    verbs: 'create patch remove',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['MANAGE_ROLES'] },
  },
  ...['get-all-permissions', 'get-all-feature-permissions'].map((path) => ({
    path,
    verbs: 'find',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['VIEW_MASTER_ROLES', 'MANAGE_ROLES'] },
  })),
  // Spec 2.3 and 6: the trust list and details need VIEW_TRUST_LIST or VIEW_TRUST_DETAILS; trusts are made by the super admin.
  {
    path: 'trusts',
    verbs: 'find get',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['VIEW_TRUST_LIST', 'VIEW_TRUST_DETAILS'] },
  },
  {
    path: 'trusts',
    verbs: 'patch',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['EDIT_TRUST_DETAILS'] },
  },
  // A trust's logo is one of its details (issue 12).
  {
    path: 'trust-logos',
    verbs: 'create',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['EDIT_TRUST_DETAILS'] },
  },
  { path: 'trusts', verbs: 'create remove', ok: 'SA', refused: { [`${ADMINS} ${MANAGERS} ${NURSES}`]: [] } },
  // A new trust's setup (issue 12) is the super admin's; its features one by one are read by everyone, as its list is.
  { path: 'trusts', verbs: 'completeSetupStep', ok: 'SA', refused: { [`${ADMINS} ${MANAGERS} ${NURSES}`]: [] } },
  { path: 'trust-feature-settings', verbs: 'find get', ok: EVERYONE },
  { path: 'institutions', verbs: 'find get', ok: EVERYONE },
  {
    path: 'trust-feature-settings',
    verbs: 'enable disable',
    ok: 'SA',
    refused: { [`${ADMINS} ${MANAGERS} ${NURSES}`]: [] },
  },
  { path: 'carelocation-feature-configurations', verbs: 'find get', ok: STAFF, refused: { [NURSES]: [] } },
  {
    path: 'carelocation-feature-configurations',
    verbs: 'create patch remove',
    ok: 'SA',
    refused: { [`${ADMINS} ${MANAGERS} ${NURSES}`]: [] },
  },
  // Spec 2.3: /trust/{id}/statistics-details is the admin's landing page (spec 4, role switch).
  { path: 'trust-statistics', verbs: 'get', ok: `SA ${ADMINS}`, refused: { [`${MANAGERS} ${NURSES}`]: [] } },
  {
    path: 'care-location-statistics',
    verbs: 'find get',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: [] },
  },
  // Spec 2.2 and 6: bank rates are read by VIEW_BANK_RATES (bank officer, operational and rate managers) and changed by
  // MANAGE_BANK_RATES (the rate manager); the pay rate range and configuration menus need MANAGE_BANK_RATES to show.
  // A trust's extra bank holidays go with its bank rates (domain/bankHolidays.ts).
  ...[
    'rate-cards',
    'carelocation-rate-customizations',
    'trustpayraterangeconfigurations',
    'upcoming-rate-changes',
    'trust-bank-holidays',
  ].map((path) => ({
    path,
    verbs: 'find get',
    ok: `SA ${ADMINS} BO OM RM`,
    refused: { [`SM XS ${NURSES}`]: ['VIEW_BANK_RATES', 'MANAGE_BANK_RATES'] },
  })),
  ...['rate-cards', 'carelocation-rate-customizations', 'trustpayraterangeconfigurations', 'trust-bank-holidays'].map(
    (path) => ({
      path,
      verbs: 'create patch remove',
      ok: `SA ${ADMINS} RM`,
      refused: { [`BO OM SM XS ${NURSES}`]: ['MANAGE_BANK_RATES'] },
    }),
  ),
  // Spec 2.3: rate escalation's settings need the 'Rate Escalation' feature (both demo trusts have it); every manager
  // reads them to escalate and decide, MANAGE_SETTINGS changes them.
  ...[
    'rate-escalation-tier-configurations',
    'rate-escalation-checklist-items',
    'approve-reasons-configuration',
    'reject-reasons-configuration',
  ].flatMap((path) => trustReference(path, 'MANAGE_SETTINGS')),
  // Spec 6 rate permissions: escalations are read by whoever raises, decides or reviews them; raised with
  // ESCALATE_RATE_FOR_A_SHIFT (and cancelled by their requester), decided at the first step with
  // RATE_ESCALATION_INTERMEDIATE_APPROVAL and at the final one with RATE_ESCALATION_APPROVAL.
  ...['rate-escalations', 'rate-escalation-history', 'rate-escalation-comments'].map((path) => ({
    path,
    verbs: 'find get',
    ok: `SA ${ADMINS} OM SM RM XS`,
    refused: {
      [`BO ${NURSES}`]: [
        'ESCALATE_RATE_FOR_A_SHIFT',
        'RATE_ESCALATION_INTERMEDIATE_APPROVAL',
        'RATE_ESCALATION_APPROVAL',
        'VIEW_RATE_ESCALATED_SHIFTS',
      ],
    },
  })),
  {
    path: 'rate-escalations',
    verbs: 'create cancel',
    ok: `SA ${ADMINS} OM SM XS`,
    refused: { [`BO RM ${NURSES}`]: ['ESCALATE_RATE_FOR_A_SHIFT'] },
  },
  {
    path: 'rate-escalations',
    verbs: 'intermediateApprove intermediateReject',
    ok: `SA ${ADMINS} OM`,
    refused: { [`BO SM RM XS ${NURSES}`]: ['RATE_ESCALATION_INTERMEDIATE_APPROVAL'] },
  },
  {
    path: 'rate-escalations',
    verbs: 'comment',
    ok: `SA ${ADMINS} OM SM RM XS`,
    refused: {
      [`BO ${NURSES}`]: [
        'ESCALATE_RATE_FOR_A_SHIFT',
        'RATE_ESCALATION_INTERMEDIATE_APPROVAL',
        'RATE_ESCALATION_APPROVAL',
        'VIEW_RATE_ESCALATED_SHIFTS',
      ],
    },
  },
  {
    path: 'rate-escalations',
    verbs: 'approve reject',
    ok: `SA ${ADMINS} RM`,
    refused: { [`BO OM SM XS ${NURSES}`]: ['RATE_ESCALATION_APPROVAL'] },
  },
  // Blocking (spec 2.6, 4): the blocks and their reasons are read by whoever sees staff, blocks are made and lifted with
  // BLOCK_USERS (the bank officer, and admins); the reasons are a trust setting (spec 2.3 /blockedReason/new).
  ...['blocked-users', 'blocked-users-reasons'].map((path) => ({
    path,
    verbs: 'find get',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['BLOCK_USERS', 'VIEW_APPROVED_USERS', 'MANAGE_USERS'] },
  })),
  {
    path: 'blocked-users',
    verbs: 'create unblock',
    ok: `SA ${ADMINS} BO`,
    refused: { [`OM SM RM XS ${NURSES}`]: ['BLOCK_USERS'] },
  },
  {
    path: 'blocked-users-reasons',
    verbs: 'create patch remove',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['MANAGE_SETTINGS'] },
  },
  // The staff of a trust (spec 6, 7.5 get-trust-users): read by whoever sees applicants or staff, decided with
  // MANAGE_USERS (the bank officer, admins); a deleted member is restored by an admin only (issue 11).
  {
    path: 'get-trust-users',
    verbs: 'find get',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['VIEW_APPROVED_USERS', 'VIEW_APPLICANTS', 'MANAGE_USERS'] },
  },
  {
    path: 'get-trust-users',
    verbs: 'approve decline ban liftBan deleteMember editDetails',
    ok: `SA ${ADMINS} BO`,
    refused: { [`OM SM RM XS ${NURSES}`]: ['MANAGE_USERS'] },
  },
  {
    path: 'get-trust-users',
    verbs: 'restoreMember erase',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: [] },
  },
  // Right-to-work evidence (issue 11): read by whoever sees applicants or staff, and by a nurse (their own); sent by a
  // nurse under their NURSE role; decided with MANAGE_USERS.
  {
    path: 'righttoworkrequests',
    verbs: 'find get',
    ok: `SA ${ADMINS} BO OM SM XS ${NURSES}`,
    refused: { RM: ['VIEW_APPLICANTS', 'VIEW_APPROVED_USERS', 'MANAGE_USERS'] },
  },
  // A staff member's profile (issue 11): read by whoever sees staff; contracted hours kept with MANAGE_USERS.
  ...['get-staff-monthly-applications', 'user-roles', 'trust-staff-contracted-hours'].map((path) => ({
    path,
    verbs: path === 'get-staff-monthly-applications' ? 'find' : 'find get',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['VIEW_APPROVED_USERS', 'VIEW_APPLICANTS', 'MANAGE_USERS'] },
  })),
  {
    path: 'staff-profile-review-configuration',
    verbs: 'find get',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['VIEW_APPROVED_USERS', 'VIEW_APPLICANTS', 'MANAGE_USERS'] },
  },
  // Roles given and taken on a person's permissions page (issue 12), read there by those who read roles.
  {
    path: 'user-roles',
    verbs: 'create withdraw',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['MANAGE_ROLES'] },
  },
  {
    path: 'user-permissions-of-trust',
    verbs: 'find',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['VIEW_MASTER_ROLES', 'MANAGE_ROLES'] },
  },
  // A trust's managers and their invitations (issue 12): seen by VIEW_INVITED_MANAGERS, managed with INVITE_MANAGERS.
  ...['managers', 'manager-invitations'].map((path) => ({
    path,
    verbs: 'find get',
    ok: `SA ${ADMINS} BO OM`,
    refused: { [`SM RM XS ${NURSES}`]: ['VIEW_INVITED_MANAGERS', 'INVITE_MANAGERS'] },
  })),
  {
    path: 'managers',
    verbs: 'deactivate reactivate',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['INVITE_MANAGERS'] },
  },
  {
    path: 'manager-invitations',
    verbs: 'create resend withdraw',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['INVITE_MANAGERS'] },
  },
  // A shift's candidates, ranked and explained (issue 13): for those who see its applicants or find staff.
  {
    path: 'get-staff-match-score',
    verbs: 'find',
    ok: 'SA TA BO OM SM XA XS',
    refused: {
      RM: ['VIEW_SHIFT_APPLICANTS', 'FIND_STAFF_USERS'],
      ST: { feature: 'Eligible candidates and weight adjuster' },
      [NURSES]: [],
    },
  },
  // Find a staff and each user's saved searches (issue 13): FIND_STAFF_USERS, where the trust has 'Find a Staff'.
  {
    path: 'find-a-staff',
    verbs: 'find',
    ok: 'SA TA BO XA',
    refused: { 'OM SM RM XS': ['FIND_STAFF_USERS'], ST: { feature: 'Find a Staff' }, [NURSES]: [] },
  },
  {
    path: 'find-a-staff-templates',
    verbs: 'find get create patch remove',
    ok: 'SA TA BO XA',
    refused: { 'OM SM RM XS': ['FIND_STAFF_USERS'], ST: { feature: 'Find a Staff' }, [NURSES]: [] },
  },
  // Model shifts and their candidates (issue 13): VIEW_MODAL_SHIFTS or MANAGE_MODAL_SHIFTS to read, the latter to keep.
  ...['model-jobs', 'model-job-skills'].map((path) => ({
    path,
    verbs: 'find get',
    ok: `SA TA XA`,
    refused: {
      [MANAGERS]: ['VIEW_MODAL_SHIFTS', 'MANAGE_MODAL_SHIFTS'],
      ST: { feature: 'Model Shifts' },
      [NURSES]: [],
    },
  })),
  {
    path: 'model-job-staff-match-score',
    verbs: 'find',
    ok: 'SA TA XA',
    refused: {
      [MANAGERS]: ['VIEW_MODAL_SHIFTS', 'MANAGE_MODAL_SHIFTS'],
      ST: { feature: 'Model Shifts' },
      [NURSES]: [],
    },
  },
  {
    path: 'model-jobs',
    verbs: 'create patch remove',
    ok: 'SA TA XA',
    refused: { [MANAGERS]: ['MANAGE_MODAL_SHIFTS'], ST: { feature: 'Model Shifts' }, [NURSES]: [] },
  },
  // The personas a nurse is recognised as: read by those who see staff, kept by those who manage them ('Shift skills').
  {
    path: 'user-personas',
    verbs: 'find get',
    ok: 'SA TA BO OM SM XA XS',
    refused: {
      RM: ['VIEW_APPROVED_USERS', 'VIEW_APPLICANTS', 'MANAGE_USERS'],
      ST: { feature: 'Shift skills' },
      [NURSES]: [],
    },
  },
  {
    path: 'user-personas',
    verbs: 'create remove',
    ok: 'SA TA BO XA',
    refused: { 'OM SM RM XS': ['MANAGE_USERS'], ST: { feature: 'Shift skills' }, [NURSES]: [] },
  },
  // A trust's match weights (/weight-adjuster): read by its console roles, kept with MANAGE_SETTINGS, where the trust has the feature.
  {
    path: 'staffmatchweightsettings',
    verbs: 'find get',
    ok: `SA TA XA ${MANAGERS}`,
    refused: { ST: { feature: 'Eligible candidates and weight adjuster' }, [NURSES]: [] },
  },
  {
    path: 'staffmatchweightsettings',
    verbs: 'create patch remove',
    ok: 'SA TA XA',
    refused: {
      ST: { feature: 'Eligible candidates and weight adjuster' },
      [`${MANAGERS} ${NURSES}`]: ['MANAGE_SETTINGS'],
    },
  },
  // How shifts are judged hard to fill (issue 13, tests/api/fillPrediction.test.ts): read by the console roles, kept
  // with MANAGE_SETTINGS, both where the trust has the feature.
  {
    path: 'job-prediction-configurations',
    verbs: 'find get',
    ok: `SA TA XA ${MANAGERS}`,
    refused: { ST: { feature: 'Eligible candidates and weight adjuster' }, [NURSES]: [] },
  },
  {
    path: 'job-prediction-configurations',
    verbs: 'create patch remove',
    ok: 'SA TA XA',
    refused: {
      ST: { feature: 'Eligible candidates and weight adjuster' },
      [`${MANAGERS} ${NURSES}`]: ['MANAGE_SETTINGS'],
    },
  },
  {
    path: 'job-fill-predictions',
    verbs: 'find',
    ok: `SA TA XA ${MANAGERS}`,
    refused: { ST: { feature: 'Eligible candidates and weight adjuster' }, [NURSES]: [] },
  },
  {
    path: 'reset-password-by-admins',
    verbs: 'create',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['INVITE_MANAGERS'] },
  },
  {
    path: 'staff-profile-review-configuration',
    verbs: 'create patch remove',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['MANAGE_SETTINGS'] },
  },
  {
    path: 'trust-staff-contracted-hours',
    verbs: 'create patch remove',
    ok: `SA ${ADMINS} BO`,
    refused: { [`OM SM RM XS ${NURSES}`]: ['MANAGE_USERS'] },
  },
  { path: 'righttoworkrequests', verbs: 'create', ok: NURSES, refused: { [`SA ${ADMINS} ${MANAGERS}`]: [] } },
  {
    path: 'righttoworkrequests',
    verbs: 'approve decline ban',
    ok: `SA ${ADMINS} BO`,
    refused: { [`OM SM RM XS ${NURSES}`]: ['MANAGE_USERS'] },
  },
  // Endorsement (issue 11): asked by managers who see staff, decided with APPROVE_ENDORSEMENT_REQUESTS; a nurse's
  // skills read by the same managers and by the nurse, declared by the nurse.
  {
    path: 'endorsement-requests',
    verbs: 'find get create',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['VIEW_APPROVED_USERS', 'MANAGE_USERS', 'APPROVE_ENDORSEMENT_REQUESTS'] },
  },
  {
    path: 'endorsement-requests',
    verbs: 'approve reject',
    ok: `SA ${ADMINS} BO`,
    refused: { [`OM SM RM XS ${NURSES}`]: ['APPROVE_ENDORSEMENT_REQUESTS'] },
  },
  {
    path: 'user-skills',
    verbs: 'find get',
    ok: `SA ${ADMINS} BO OM SM XS ${NURSES}`,
    refused: { RM: ['VIEW_APPROVED_USERS', 'VIEW_APPLICANTS', 'MANAGE_USERS', 'APPROVE_ENDORSEMENT_REQUESTS'] },
  },
  // A nurse's days (tests/api/availability.test.ts): their own, read by those who see staff; set by the nurse alone.
  {
    path: 'date-availability',
    verbs: 'find',
    ok: `SA ${ADMINS} BO OM SM XS ${NURSES}`,
    refused: { RM: ['VIEW_APPROVED_USERS', 'VIEW_APPLICANTS', 'MANAGE_USERS'] },
  },
  { path: 'date-availability', verbs: 'create', ok: NURSES, refused: { [`SA ${ADMINS} ${MANAGERS}`]: [] } },
  { path: 'user-skills', verbs: 'create patch', ok: `SA ${NURSES}`, refused: { [`${ADMINS} ${MANAGERS}`]: [] } },
  // Exporting the rates of a list: those who read a shift's rate (the uplift list's rows only to its readers).
  {
    path: 'export-job-rates',
    verbs: 'create',
    ok: STAFF,
    refused: {
      [NURSES]: [
        'VIEW_BANK_RATES',
        'MANAGE_BANK_RATES',
        'ESCALATE_RATE_FOR_A_SHIFT',
        'RATE_ESCALATION_INTERMEDIATE_APPROVAL',
        'RATE_ESCALATION_APPROVAL',
        'VIEW_RATE_ESCALATED_SHIFTS',
      ],
    },
  },
  // Manager reports (spec 6): VIEW_MANAGER_REPORTS, in a trust with the Reports feature (Southgate has it).
  {
    path: 'report-visualization-requests',
    verbs: 'find get create patch remove',
    ok: `SA ${ADMINS} BO OM`,
    refused: { 'SM RM XS': ['VIEW_MANAGER_REPORTS'], [NURSES]: ['VIEW_MANAGER_REPORTS'] },
  },
  {
    path: 'cancellation-reports',
    verbs: 'find',
    ok: `SA ${ADMINS} BO OM`,
    refused: { 'SM RM XS': ['VIEW_MANAGER_REPORTS'], [NURSES]: ['VIEW_MANAGER_REPORTS'] },
  },
  {
    path: 'learning-journey-reports',
    verbs: 'find',
    ok: `SA ${ADMINS} BO OM`,
    refused: { 'SM RM XS': ['VIEW_MANAGER_REPORTS'], [NURSES]: ['VIEW_MANAGER_REPORTS'] },
  },
  // Chart reports (spec 6): VIEW_CHART_REPORTS, which only the administrators' built-in roles hold.
  {
    path: 'chart-reports',
    verbs: 'find',
    ok: `SA ${ADMINS}`,
    refused: { [MANAGERS]: ['VIEW_CHART_REPORTS'], [NURSES]: ['VIEW_CHART_REPORTS'] },
  },
  // The uplift list (spec 6): whoever raises, decides or reviews escalations.
  {
    path: 'job-rates',
    verbs: 'find',
    ok: `SA ${ADMINS} OM SM RM XS`,
    refused: {
      [`BO ${NURSES}`]: [
        'ESCALATE_RATE_FOR_A_SHIFT',
        'RATE_ESCALATION_INTERMEDIATE_APPROVAL',
        'RATE_ESCALATION_APPROVAL',
        'VIEW_RATE_ESCALATED_SHIFTS',
      ],
    },
  },
  // A shift's rate page: the bank rates' readers and whoever raises, decides or reviews escalations.
  {
    path: 'job-rates',
    verbs: 'get',
    ok: STAFF,
    refused: {
      [NURSES]: [
        'VIEW_BANK_RATES',
        'MANAGE_BANK_RATES',
        'ESCALATE_RATE_FOR_A_SHIFT',
        'RATE_ESCALATION_INTERMEDIATE_APPROVAL',
        'RATE_ESCALATION_APPROVAL',
        'VIEW_RATE_ESCALATED_SHIFTS',
      ],
    },
  },
  // Not in the spec: the audit trail of every write is the trust admin's to read.
  { path: 'audit-logs', verbs: 'find get', ok: `SA ${ADMINS}`, refused: { [`${MANAGERS} ${NURSES}`]: [] } },

  // Spec 6: the manager shift list needs one of the four view permissions; nurses see the shifts open to them.
  { path: 'jobs', verbs: 'find get', ok: EVERYONE },
  // Exporting the jobs list: whoever reads it (the export holds what their find would).
  { path: 'list-exports', verbs: 'create', ok: EVERYONE },
  // Spec 6: post a shift needs the feature and POST_A_SHIFT or DRAFT_A_SHIFT (Southgate has the feature).
  {
    path: 'jobs',
    verbs: 'create',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['POST_A_SHIFT', 'DRAFT_A_SHIFT'] },
  },
  // Issue 14: the description assistant is the posting wizard's, for those who post or draft.
  // Issue 14: the drafted shift checklist is read by whoever drafts, posts, publishes or sees drafts; kept as a setting.
  {
    path: 'drafted-shift-checklist-configuration',
    verbs: 'find get',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: {
      [`RM ${NURSES}`]: [
        'DRAFT_A_SHIFT',
        'POST_A_SHIFT',
        'PUBLISH_DRAFTED_SHIFTS',
        'VIEW_DRAFTED_SHIFTS',
        'MANAGE_SETTINGS',
      ],
    },
  },
  {
    path: 'drafted-shift-checklist-configuration',
    verbs: 'create patch remove',
    ok: `SA ${ADMINS}`,
    refused: { [`${MANAGERS} ${NURSES}`]: ['MANAGE_SETTINGS'] },
  },
  // Shift plans and planner templates post shifts and book nurses: POST_A_SHIFT; one's own shift shapes, posting or drafting.
  {
    path: 'shiftplans',
    verbs: 'find get create',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['POST_A_SHIFT'] },
  },
  {
    path: 'planner-templates',
    verbs: 'find get create patch remove',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['POST_A_SHIFT'] },
  },
  {
    path: 'custom-shift-templates',
    verbs: 'find get create patch remove',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['POST_A_SHIFT', 'DRAFT_A_SHIFT'] },
  },
  {
    path: 'ask-to-chat-gpt',
    verbs: 'create',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['POST_A_SHIFT', 'DRAFT_A_SHIFT'] },
  },
  {
    path: 'jobs',
    verbs: 'patch',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: {
      [`RM ${NURSES}`]: [
        'EDIT_SHIFTS',
        'CANCEL_SHIFTS',
        'PUBLISH_DRAFTED_SHIFTS',
        'POST_A_SHIFT',
        'DRAFT_A_SHIFT',
        'APPROVE_TIMESHEETS',
      ],
    },
  },
  {
    path: 'jobs',
    verbs: 'remove',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['EDIT_SHIFTS', 'POST_A_SHIFT', 'DRAFT_A_SHIFT'] },
  },
  // Spec 6: drafts are published by a holder of PUBLISH_DRAFTED_SHIFTS or POST_A_SHIFT; shifts cancelled with CANCEL_SHIFTS.
  {
    path: 'jobs',
    verbs: 'publishDraft',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['PUBLISH_DRAFTED_SHIFTS', 'POST_A_SHIFT'] },
  },
  { path: 'jobs', verbs: 'cancel', ok: `SA ${ADMINS} BO OM`, refused: { [`SM XS RM ${NURSES}`]: ['CANCEL_SHIFTS'] } },
  // Spec 4: a manager's progress steps (approving worked time, sending it back, completing) need APPROVE_TIMESHEETS.
  {
    path: 'jobs',
    verbs: 'approveWorkedTime sendBackWorkedTime complete',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['APPROVE_TIMESHEETS'] },
  },
  { path: 'manager-jobs-grouped-by-date', verbs: 'find', ok: STAFF, refused: { [NURSES]: SHIFT_VIEWS } },
  // Spec 7.1: the dashboard's counts are a manager's and an admin's.
  ...['postingsperday', 'topposters', 'topworkers', 'fillstats'].map((name) => ({
    path: `/api/v1/jobs/${name}`,
    verbs: 'find',
    ok: STAFF,
    refused: { [NURSES]: [] },
  })),
  { path: 'job-skills', verbs: 'find get', ok: STAFF, refused: { [NURSES]: [] } },
  {
    path: 'job-skills',
    verbs: 'create patch remove',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['EDIT_SHIFTS'] },
  },
  // Spec 4: confirmed and rejected are set by manager actions; nurses apply, withdraw and answer offers.
  {
    path: 'applications',
    verbs: 'find get',
    ok: `SA ${ADMINS} BO OM SM XS ${NURSES}`,
    refused: { RM: ['VIEW_SHIFT_APPLICANTS', 'CONFIRM_APPLICANTS'] },
  },
  { path: 'applications', verbs: 'create', ok: `SA ${NURSES}`, refused: { [`${ADMINS} ${MANAGERS}`]: [] } },
  {
    path: 'applications',
    verbs: 'patch',
    ok: `SA ${ADMINS} BO OM SM XS ${NURSES}`,
    refused: { RM: ['CONFIRM_APPLICANTS'] },
  },
  // A manager's decisions, as declared actions: nurses answer through the patch.
  {
    path: 'applications',
    verbs: 'confirm reject',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['CONFIRM_APPLICANTS'] },
  },
  {
    path: 'jobs/offer-to-nurse',
    verbs: 'create',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['CONFIRM_APPLICANTS'] },
  },
  {
    path: 'get-nurse-users',
    verbs: 'find',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['CONFIRM_APPLICANTS', 'CREATE_CHAT', 'VIEW_APPROVED_USERS'] },
  },
  // Spec 4: noLog -> readyForApprove -> approved: nurses log their time, managers approve it.
  {
    path: 'time-records',
    verbs: 'find get',
    ok: `SA ${ADMINS} BO OM SM XS ${NURSES}`,
    refused: { RM: ['APPROVE_TIMESHEETS', 'VIEW_SHIFT_APPLICANTS'] },
  },
  {
    path: 'time-records',
    verbs: 'create patch remove',
    ok: `SA ${ADMINS} BO OM SM XS ${NURSES}`,
    refused: { RM: ['APPROVE_TIMESHEETS'] },
  },
  {
    path: 'job-approvals',
    verbs: 'create',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['APPROVE_TIMESHEETS'] },
  },

  // Spec 6: chat needs a create or view chat permission for admins and managers; nurses chat in their rooms.
  { path: 'chat-rooms', verbs: 'find get patch', ok: EVERYONE },
  {
    path: 'chat-rooms',
    verbs: 'create',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['CREATE_CHAT'] },
  },
  { path: 'chat-messages', verbs: 'find create', ok: EVERYONE },
  { path: 'chat-user-profiles', verbs: 'find', ok: EVERYONE },
  { path: 'notification-requests', verbs: 'find', ok: EVERYONE },
  {
    path: 'chat-contacts',
    verbs: 'find',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['CREATE_CHAT'] },
  },
  {
    path: '/api/v1/users/add-to-chat',
    verbs: 'create',
    ok: `SA ${ADMINS} BO OM SM XS`,
    refused: { [`RM ${NURSES}`]: ['CREATE_CHAT'] },
  },
];
