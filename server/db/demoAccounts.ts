/** The demo's accounts and their password (README), apart from the seed so that a test may name them without loading it. */
export const DEMO_PASSWORD = 'Bankshift-demo-1';

export const DEMO_ACCOUNTS = [
  { email: 'superadmin@bankshift.test', roles: 'SUPER-ADMIN' },
  { email: 'trustadmin@bankshift.test', roles: 'TRUST-ADMIN of Northfield' },
  { email: 'bankofficer@bankshift.test', roles: 'BANK-OFFICER-MANAGER of Northfield' },
  { email: 'opsmanager@bankshift.test', roles: 'OPERATIONAL-MANAGER of Northfield' },
  { email: 'shiftmanager@bankshift.test', roles: 'SHIFT-MANAGER of Northfield, Northfield General Hospital only' },
  { email: 'ratemanager@bankshift.test', roles: 'RATE-MANAGER of Northfield' },
  { email: 'multirole@bankshift.test', roles: 'TRUST-ADMIN and SHIFT-MANAGER of Northfield' },
  { email: 'southadmin@bankshift.test', roles: 'TRUST-ADMIN of Southgate' },
  {
    email: 'wardclerk@bankshift.test',
    roles: 'Ward Clerk of Southgate (a SHIFT-MANAGER role that drafts shifts for its admin to publish)',
  },
  {
    email: 'nurse1@bankshift.test ... nurse20@bankshift.test',
    roles:
      'NURSE of Northfield (nurse1-5 also of Southgate; nurse6-9 said they can work weekdays, not weekends, for four weeks)',
  },
  {
    email: 'applicant1@bankshift.test ... applicant8@bankshift.test',
    roles:
      'NURSE applicants: pending, unverified, declined, banned, deleted, ban lifted; right-to-work evidence (server/db/seedStaff.ts)',
  },
];
