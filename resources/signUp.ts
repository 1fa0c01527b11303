/**
 * The sign-up form (spec 2.4 /sign-up): what a person gives to join a trust's bank as a nurse. The server checks a
 * sign-up against these fields and the console's page shows and checks the same ones.
 */
import { STAFF_DETAILS } from './nurseFields';
import type { FieldSet } from './validate';

export const SIGN_UP: FieldSet = {
  label: { one: 'sign-up', many: 'sign-ups' },
  fields: {
    trustId: { type: 'reference', resource: 'trusts', required: true, label: 'Trust' },
    firstname: STAFF_DETAILS.firstname,
    lastname: STAFF_DETAILS.lastname,
    email: STAFF_DETAILS.email,
    phoneNumber: { ...STAFF_DETAILS.phoneNumber, required: true },
    jobTitleTypeId: { type: 'reference', resource: 'job-title-types', required: true, label: 'Job title' },
    bandTypeId: { type: 'reference', resource: 'band-types', required: true, label: 'Band' },
    // Not trimmed: a password is taken as typed.
    password: { type: 'text', required: true, maxLength: 200 },
  },
};

/** How long a new account's verification link works. */
export const VERIFY_LINK_HOURS = 48;
