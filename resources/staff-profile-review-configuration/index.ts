import { REVIEWABLE_PROFILE_FIELDS, STAFF_READ, type ReviewableProfileField } from '../../domain/staff';
import { defineResource } from '../define';

/**
 * Which profile fields a trust requires before a staff member is approved (Settings, /staff-profile-configuration;
 * domain/staff.ts missingProfileFields): approving a membership, or the evidence that approves one, is refused (400,
 * naming the missing fields) until they are filled in. None by default.
 */
export default defineResource({
  name: 'staff-profile-review-configuration',
  label: { one: 'Staff profile review', many: 'Staff profile reviews' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'trustId',
  fields: {
    requiredFields: {
      type: 'strings',
      values: Object.keys(REVIEWABLE_PROFILE_FIELDS) as ReviewableProfileField[],
      default: [],
      list: true,
      labels: REVIEWABLE_PROFILE_FIELDS,
      label: 'Required before approval',
    },
  },
  paths: ['/staff-profile-configuration'],
  access: { read: STAFF_READ, write: { anyOf: ['MANAGE_SETTINGS'] } },
  singleton: true,
});
