import { PAGE_SIZES } from '../../domain/constants';
import { TRUST_DETAILS_EDIT, trustChangeRefusal } from '../../domain/trustDetails';
import { TRUST_SETUP_LABELS, TRUST_SETUP_STEPS } from '../../domain/trustSetup';
import { defineResource } from '../define';
import { superAdminOnly } from '../rules';

export default defineResource({
  name: 'trusts',
  label: { one: 'Trust', many: 'Trusts' },
  tenancy: { trust: 'id' },
  fields: {
    name: { type: 'string', required: true, maxLength: 160, filter: true, sortable: true, list: true },
    abbreviatedName: { type: 'string', maxLength: 16, filter: true, list: true },
    // A new trust starts as a draft, made live once it is set up (domain/trustSetup.ts).
    isLive: { type: 'boolean', default: false, onCreate: false, filter: true, list: true },
    isTrainingTrust: { type: 'boolean', default: false, filter: true, list: true },
    profileUrl: { type: 'url', maxLength: 500 },
    description: { type: 'text', maxLength: 4000 },
    phoneNumber: { type: 'string', maxLength: 32, pattern: '^[0-9 +()-]*$' },
    email: { type: 'email', maxLength: 254 },
    // The trust's logo, set with POST trust-logos (server/services/trust/logoService.ts): answered as a signed link.
    logoUrl: { type: 'url', maxLength: 200, readOnly: true, label: 'Logo' },
    // Where the three-step setup stands (domain/trustSetup.ts): moved on by the completeSetupStep action only.
    setupStep: {
      type: 'enum',
      values: TRUST_SETUP_STEPS,
      labels: TRUST_SETUP_LABELS,
      default: 'complete',
      readOnly: true,
      filter: true,
      list: true,
      label: 'Setup',
    },
  },
  unique: [['name']],
  pageSize: PAGE_SIZES.trusts,
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'abbreviatedName'],
  access: {
    read: { anyOf: ['VIEW_TRUST_LIST', 'VIEW_TRUST_DETAILS'] },
    create: superAdminOnly,
    patch: TRUST_DETAILS_EDIT,
    remove: superAdminOnly,
  },
  // A trust's admin edits its details (/trustDetails); whether it is live, or a training trust, is the super admin's
  // (going live only once it is set up: server/services/trust/trustsService.ts).
  guard: (row, role, previous) => {
    const refusal = trustChangeRefusal(role, row, previous);
    return refusal ? { status: 403, field: 'isLive', message: refusal, missingPermissions: [] } : null;
  },
  menu: { group: 'Organization', order: 1 },
  children: [
    { resource: 'care-locations', field: 'trustId' },
    { resource: 'adminstrative-groups', field: 'trustId', label: 'Administrative groups' },
    { resource: 'trust-band-types', field: 'trustId', through: 'bandTypeId', label: 'Bands' },
    {
      resource: 'trust-care-specialities',
      field: 'trustId',
      through: 'careSpecialityTypeId',
      label: 'Care specialities',
    },
    { resource: 'trust-roles', field: 'trustId' },
    { resource: 'care-location-statistics', field: 'trustId', label: 'Statistics' },
  ],
  bulk: ['isLive'],
  actions: {
    // Saves the setup step being worked on once what it needs is there (server/services/trust/trustsService.ts).
    completeSetupStep: {
      label: 'Save this setup step',
      access: superAdminOnly,
      refusal: (t) => (t.setupStep === 'complete' ? 'This trust is already set up' : null),
    },
  },
  // The spec's path of this list (spec 2.3, 2.4), whose rows open the trust's statistics (the record's own page, with
  // its care locations, roles and bands, stays at /trusts/:id/show).
  paths: ['/trust-lists'],
  // A new trust is set up in three steps (spec 4: customRoutes/trust/setup, its create view).
  formPaths: { create: '/new-trust' },
  rowPath: '/trust/:id/statistics-details',
});
