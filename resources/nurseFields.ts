/** The fields naming a nurse in the staff families' views (their account's), read-only and shown in lists. */
export const SHOWN = { readOnly: true, filter: true, sortable: true, list: true } as const;

export const NURSE_FIELDS = {
  userId: { type: 'integer', readOnly: true, filter: true },
  firstname: { type: 'string', ...SHOWN, label: 'First name' },
  lastname: { type: 'string', ...SHOWN, label: 'Last name' },
  email: { type: 'email', ...SHOWN },
} as const;

/** A staff member's details as the bank office edits them: their account's (name, email, phone) and their membership's. */
export const STAFF_DETAILS = {
  firstname: { type: 'string', required: true, maxLength: 80, label: 'First name' },
  lastname: { type: 'string', required: true, maxLength: 80, label: 'Last name' },
  email: { type: 'email', required: true, maxLength: 254 },
  phoneNumber: {
    type: 'string',
    maxLength: 32,
    pattern: '^\\+?[0-9 ()-]{7,20}$',
    label: 'Phone number',
    help: 'e.g. 07700 900123',
  },
  staffNumber: { type: 'string', maxLength: 32, pattern: '^[A-Za-z0-9/-]+$', label: 'Staff number' },
  jobTitleTypeId: { type: 'reference', resource: 'job-title-types', label: 'Job title' },
  bandTypeId: { type: 'reference', resource: 'band-types', label: 'Band' },
  careLocationId: {
    type: 'reference',
    resource: 'care-locations',
    label: 'Care location',
    help: 'None: every care location of the trust',
  },
} as const;

/** The details above that are the account's (the rest are the membership's). */
export const ACCOUNT_DETAILS = ['firstname', 'lastname', 'email', 'phoneNumber'] as const;
