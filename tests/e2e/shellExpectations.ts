/**
 * What each demo role must see in the shell, written out entry by entry ('Label → /path'): the side menu of
 * spec 2.2 and the horizontal menu of spec 2.3 (a group the spec gives one entry is a plain link under the
 * group's name; the others open a dropdown), the top-bar controls of 2.1 and the landing page of spec 4.
 */
import type { TopBarControls } from './shellSupport';

export interface ShellExpectation {
  side: string[];
  horizontal: Record<string, string[]>;
}

export const MENUS: Record<string, ShellExpectation> = {
  superadmin: {
    side: [
      'Jobs List → /jobs/list',
      'Staff Approved → /nurseUsers/approvedUser',
      'Reports → /reports',
      'Institution → /trust-lists',
      'Staff Persona Mappings → /personaMappings/list',
      'Job Template Mappings → /jobTemplateMappings/list',
      'Job Templates → /jobTemplates/list',
      'Options → /options',
      'Bank Rates → /system-settings/bank-rates',
      'Department List → /departments',
      'Trust → /trustDetails',
      'Managers → /managers/list',
      'Job Matching Predictions → /job-prediction-configuration',
      'Export Preferences → /export-preferences',
      'Configuration → /privacy-policy/configuration',
      'Preferences Configuration → /preferences-configuration',
      'Rate Escalation Configuration → /rate-esclation-configuration',
      'Product Configuration → /product-configuration',
      'Staff Persona → /persona-list-configuration',
      'Skills → /skills',
      'Tags → /skillgroupingtags',
    ],
    horizontal: {
      Users: [
        'New applicants → /rightToWorkRequests/pending',
        'Model Shifts → /modelJobList',
        'Managers → /managers/list',
        'Role Permission → /roles/list',
        'Find staff → /search/staff/persona',
      ],
      Skills: ['Persona List → /persona-list-configuration', 'Persona Mapping → /personaMappings/list'],
      Settings: [
        'Weight Adjuster → /weight-adjuster',
        'Options → /options',
        'Drafted Shift Checklist → /drafted/shift/configuration',
        'Product Configuration → /product-configuration',
        'Privacy Policy → /privacy-policy',
        'Rate Escalation → /rate-esclation-configuration',
        'Blocking Reasons → /blockedReason/new',
        'Award Reasons → /hiFiReason/new',
        'Auto Offer → /autoOfferConfiguration',
        'Notification Settings → /notification-settings',
        'Pay Rate Range → /restrict-range-configuration',
        'Staff Profile Review → /staff-profile-configuration',
        'New Feature Introduction → /new-feature-introduction',
        'Care Specialities → /care/speciality/configuration',
        'Pay Rate Configuration → /pay-rate-configuration',
        'Cancellation Reasons → /reportCancellation/new',
        'Job Prediction → /job-prediction-configuration',
        'Unfilled Shifts → /unfilled-shifts-configuration',
      ],
      Endorsement: [
        'Pending Endorsements → /pendingEndorsementRequestList',
        'Completed Endorsements → /completedEndorsementRequestList',
      ],
      Organization: [
        'Trusts → /trust-lists',
        'Trust Care Specialities → /trust-care-specialities',
        'Feedbacks → /feedbacks/list',
        'Roster Setup → /roster-setup-list',
        'Roster Availability → /staff-roster-availability-actions',
        'Awards → /HiFiAwards/list',
        'Optima Mapping → /optima/mapping/configuration',
        'Optima Shifts → /optima/shift/configuration',
        'Bands → /trust/bands',
        'Job Titles → /trust/job/titles/type',
      ],
      'User Preferences': ['User Preferences → /preferences-configuration'],
      Shifts: ['Shifts → /jobs/list'],
      Campaign: ['Campaign → /campaign/list'],
      Enhancements: ['Incentives → /incentive/list', 'Provisions → /incentive/provisonList'],
    },
  },
  trustadmin: {
    side: [
      'Trust Details → /trustDetails',
      'Right To Work Requests → /rightToWorkRequests/pending',
      'User List → /userList/approvedStaff',
      'Model Job List → /modelJobList',
    ],
    horizontal: {
      Users: [
        'New applicants → /rightToWorkRequests/pending',
        'Users → /userList/approvedStaff',
        'Model Shifts → /modelJobList',
        'Managers → /managers/list',
        'Role Permission → /roles/list',
        'Find staff → /search/staff/persona',
      ],
      Skills: ['Persona List → /persona-list-configuration', 'Persona Mapping → /personaMappings/list'],
      Settings: [
        'Weight Adjuster → /weight-adjuster',
        'Drafted Shift Checklist → /drafted/shift/configuration',
        'Rate Escalation → /rate-esclation-configuration',
        'Blocking Reasons → /blockedReason/new',
        'Award Reasons → /hiFiReason/new',
        'Auto Offer → /autoOfferConfiguration',
        'Notification Settings → /notification-settings',
        'Pay Rate Range → /restrict-range-configuration',
        'Staff Profile Review → /staff-profile-configuration',
        'Pay Rate Configuration → /pay-rate-configuration',
        'Cancellation Reasons → /reportCancellation/new',
        'Job Prediction → /job-prediction-configuration',
        'Unfilled Shifts → /unfilled-shifts-configuration',
      ],
      Endorsement: [
        'Pending Endorsements → /pendingEndorsementRequestList',
        'Completed Endorsements → /completedEndorsementRequestList',
      ],
      Organization: [
        'Trusts → /trust-lists',
        'Trust Statistics → /trust/1/statistics-details',
        'Trust Care Specialities → /trust-care-specialities',
        'Feedbacks → /feedbacks/list',
        'Roster Setup → /roster-setup-list',
        'Roster Availability → /staff-roster-availability-actions',
        'Awards → /HiFiAwards/list',
        'Optima Mapping → /optima/mapping/configuration',
        'Optima Shifts → /optima/shift/configuration',
        'Bands → /trust/bands',
        'Job Titles → /trust/job/titles/type',
      ],
      'User Preferences': ['User Preferences → /preferences-configuration'],
      Shifts: ['Shifts → /jobs/list'],
      Reports: ['Chart Reports → /reports'],
      Campaign: ['Campaign → /campaign/list'],
      Enhancements: ['Incentives → /incentive/list', 'Provisions → /incentive/provisonList'],
    },
  },
  bankofficer: {
    side: [
      'Jobs → /jobs/list',
      'Staff Approved → /nurseUsers/approvedUser',
      'Feedbacks → /feedbacks/list',
      'Bank Rates → /system-settings/bank-rates',
      'Managers → /managers/list',
    ],
    horizontal: {
      Users: [
        'New applicants → /rightToWorkRequests/pending',
        'Staff → /nurseUsers/approvedUser',
        'Managers → /managers/list',
        'Find staff → /search/staff/persona',
      ],
      Endorsement: [
        'Pending Endorsements → /pendingEndorsementRequestList',
        'Completed Endorsements → /completedEndorsementRequestList',
      ],
      Organization: [
        'Trust Care Specialities → /trust-care-specialities',
        'Feedbacks → /feedbacks/list',
        'Roster Availability → /staff-roster-availability-actions',
      ],
      Shifts: ['Shifts → /jobs/list'],
      Reports: [
        'Shift Reports → /manager-reports',
        'Cancellation Reports → /cancellation-reports',
        'Learning Journey → /learning/journey/report',
      ],
    },
  },
  opsmanager: {
    side: [
      'Jobs → /jobs/list',
      'Staff Approved → /nurseUsers/approvedUser',
      'Feedbacks → /feedbacks/list',
      'Bank Rates → /system-settings/bank-rates',
      'Managers → /managers/list',
    ],
    horizontal: {
      Users: ['Staff → /nurseUsers/approvedUser', 'Managers → /managers/list'],
      Organization: [
        'Trust Care Specialities → /trust-care-specialities',
        'Feedbacks → /feedbacks/list',
        'Roster Availability → /staff-roster-availability-actions',
      ],
      Shifts: ['Shifts → /jobs/list'],
      Reports: [
        'Shift Reports → /manager-reports',
        'Cancellation Reports → /cancellation-reports',
        'Learning Journey → /learning/journey/report',
      ],
    },
  },
  shiftmanager: {
    side: ['Jobs → /jobs/list', 'Staff Approved → /nurseUsers/approvedUser', 'Feedbacks → /feedbacks/list'],
    horizontal: {
      Users: ['Staff → /nurseUsers/approvedUser'],
      Organization: ['Feedbacks → /feedbacks/list', 'Roster Availability → /staff-roster-availability-actions'],
      Shifts: ['Shifts → /jobs/list'],
    },
  },
  ratemanager: {
    // No Staff Approved: the API refuses a rate manager the staff list (issue 52.13).
    side: ['Jobs → /jobs/list'],
    horizontal: {
      Settings: ['Pay Rate Range → /restrict-range-configuration', 'Pay Rate Configuration → /pay-rate-configuration'],
      Shifts: ['Shifts → /jobs/list'],
    },
  },
  'multirole as admin': {
    side: [
      'Trust Details → /trustDetails',
      'Right To Work Requests → /rightToWorkRequests/pending',
      'User List → /userList/approvedStaff',
      'Model Job List → /modelJobList',
    ],
    horizontal: {
      Users: [
        'New applicants → /rightToWorkRequests/pending',
        'Users → /userList/approvedStaff',
        'Model Shifts → /modelJobList',
        'Managers → /managers/list',
        'Role Permission → /roles/list',
        'Find staff → /search/staff/persona',
      ],
      Skills: ['Persona List → /persona-list-configuration', 'Persona Mapping → /personaMappings/list'],
      Settings: [
        'Weight Adjuster → /weight-adjuster',
        'Drafted Shift Checklist → /drafted/shift/configuration',
        'Rate Escalation → /rate-esclation-configuration',
        'Blocking Reasons → /blockedReason/new',
        'Award Reasons → /hiFiReason/new',
        'Auto Offer → /autoOfferConfiguration',
        'Notification Settings → /notification-settings',
        'Pay Rate Range → /restrict-range-configuration',
        'Staff Profile Review → /staff-profile-configuration',
        'Pay Rate Configuration → /pay-rate-configuration',
        'Cancellation Reasons → /reportCancellation/new',
        'Job Prediction → /job-prediction-configuration',
        'Unfilled Shifts → /unfilled-shifts-configuration',
      ],
      Endorsement: [
        'Pending Endorsements → /pendingEndorsementRequestList',
        'Completed Endorsements → /completedEndorsementRequestList',
      ],
      Organization: [
        'Trusts → /trust-lists',
        'Trust Statistics → /trust/1/statistics-details',
        'Trust Care Specialities → /trust-care-specialities',
        'Feedbacks → /feedbacks/list',
        'Roster Setup → /roster-setup-list',
        'Roster Availability → /staff-roster-availability-actions',
        'Awards → /HiFiAwards/list',
        'Optima Mapping → /optima/mapping/configuration',
        'Optima Shifts → /optima/shift/configuration',
        'Bands → /trust/bands',
        'Job Titles → /trust/job/titles/type',
      ],
      'User Preferences': ['User Preferences → /preferences-configuration'],
      Shifts: ['Shifts → /jobs/list'],
      Reports: ['Chart Reports → /reports'],
      Campaign: ['Campaign → /campaign/list'],
      Enhancements: ['Incentives → /incentive/list', 'Provisions → /incentive/provisonList'],
    },
  },
  'multirole as shift manager': {
    side: ['Jobs → /jobs/list', 'Staff Approved → /nurseUsers/approvedUser', 'Feedbacks → /feedbacks/list'],
    horizontal: {
      Users: ['Staff → /nurseUsers/approvedUser'],
      Organization: ['Feedbacks → /feedbacks/list', 'Roster Availability → /staff-roster-availability-actions'],
      Shifts: ['Shifts → /jobs/list'],
    },
  },
  southadmin: {
    // No Model Job List: Southgate runs no model shifts (issue 52.13).
    side: [
      'Trust Details → /trustDetails',
      'Right To Work Requests → /rightToWorkRequests/pending',
      'User List → /userList/approvedStaff',
    ],
    horizontal: {
      Users: [
        'New applicants → /rightToWorkRequests/pending',
        'Users → /userList/approvedStaff',
        'Managers → /managers/list',
        'Role Permission → /roles/list',
      ],
      Settings: [
        'Drafted Shift Checklist → /drafted/shift/configuration',
        'Rate Escalation → /rate-esclation-configuration',
        'Blocking Reasons → /blockedReason/new',
        'Notification Settings → /notification-settings',
        'Pay Rate Range → /restrict-range-configuration',
        'Staff Profile Review → /staff-profile-configuration',
        'Pay Rate Configuration → /pay-rate-configuration',
        'Cancellation Reasons → /reportCancellation/new',
        'Unfilled Shifts → /unfilled-shifts-configuration',
      ],
      Endorsement: [
        'Pending Endorsements → /pendingEndorsementRequestList',
        'Completed Endorsements → /completedEndorsementRequestList',
      ],
      Organization: [
        'Trusts → /trust-lists',
        'Trust Statistics → /trust/2/statistics-details',
        'Trust Care Specialities → /trust-care-specialities',
        'Feedbacks → /feedbacks/list',
        'Optima Mapping → /optima/mapping/configuration',
        'Optima Shifts → /optima/shift/configuration',
        'Bands → /trust/bands',
        'Job Titles → /trust/job/titles/type',
      ],
      'User Preferences': ['User Preferences → /preferences-configuration'],
      Shifts: ['Shifts → /jobs/list'],
      Reports: ['Chart Reports → /reports'],
    },
  },
};

/** The top bar and landing page of each demo account's default role. */
export const ACCOUNTS: {
  email: string;
  key: keyof typeof MENUS;
  name: string;
  landing: string;
  topBar: TopBarControls;
}[] = [
  {
    email: 'superadmin@bankshift.test',
    key: 'superadmin',
    name: 'Alex Morgan',
    landing: '/trust-lists',
    topBar: { postShift: 'Create a New Shift', chat: true, bell: true, roleSwitch: false, userMenu: true },
  },
  {
    email: 'trustadmin@bankshift.test',
    key: 'trustadmin',
    name: 'Priya Shah',
    landing: '/trust/1/statistics-details',
    topBar: { postShift: 'Create a New Shift', chat: true, bell: true, roleSwitch: false, userMenu: true },
  },
  {
    email: 'bankofficer@bankshift.test',
    key: 'bankofficer',
    name: 'Tom Baker',
    landing: '/jobs/list',
    topBar: { postShift: 'Create a New Shift', chat: true, bell: true, roleSwitch: false, userMenu: true },
  },
  {
    email: 'opsmanager@bankshift.test',
    key: 'opsmanager',
    name: 'Grace Okafor',
    landing: '/jobs/list',
    topBar: { postShift: 'Create a New Shift', chat: true, bell: true, roleSwitch: false, userMenu: true },
  },
  {
    email: 'shiftmanager@bankshift.test',
    key: 'shiftmanager',
    name: 'Liam Walsh',
    landing: '/jobs/list',
    topBar: { postShift: 'Create a New Shift', chat: true, bell: true, roleSwitch: false, userMenu: true },
  },
  {
    email: 'ratemanager@bankshift.test',
    key: 'ratemanager',
    name: 'Hannah Reid',
    landing: '/jobs/list',
    topBar: { postShift: null, chat: true, bell: true, roleSwitch: false, userMenu: true },
  },
  {
    email: 'multirole@bankshift.test',
    key: 'multirole as admin',
    name: 'Jordan Ellis',
    landing: '/trust/1/statistics-details',
    topBar: { postShift: 'Create a New Shift', chat: true, bell: true, roleSwitch: true, userMenu: true },
  },
  {
    email: 'southadmin@bankshift.test',
    key: 'southadmin',
    name: 'Fatima Khan',
    landing: '/trust/2/statistics-details',
    topBar: { postShift: 'Create a New Shift', chat: true, bell: true, roleSwitch: false, userMenu: true },
  },
];
