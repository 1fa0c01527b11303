import { PAGE_SIZES } from '../../domain/constants';
import { FEATURES } from '../../domain/features';
import { defineResource } from '../define';
import { everyRole, superAdminOnly } from '../rules';

/**
 * A trust's features one by one (spec 7.5 trust-feature-settings; "trust feature setup", 5 a page): each feature of
 * the catalogue (domain/features.ts) with whether the trust has it on. A view of the trust's feature list
 * (resources/feature-lists), the one place the features are kept; enable and disable change that list
 * (server/services/trust/featureSettingsService.ts), once the trust's setup has reached its features (domain/trustSetup.ts).
 */
export default defineResource({
  name: 'trust-feature-settings',
  label: { one: 'Trust feature', many: 'Trust features' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'feature',
  fields: {
    feature: { type: 'enum', values: FEATURES, readOnly: true, filter: true, list: true },
    order: { type: 'integer', readOnly: true, sortable: true },
    isEnabled: { type: 'boolean', readOnly: true, filter: true, list: true, label: 'On' },
  },
  // Its rows: the select of view.ts beside this file.
  view: true,
  methods: ['find', 'get'],
  pageSize: PAGE_SIZES.trustFeatureSetup,
  sort: { field: 'order', order: 'ASC' },
  access: { read: everyRole },
  // No menu entry: the super admin turns features on and off in the trust's setup (/new-trust, its features step).
  actions: {
    enable: {
      label: 'Turn on',
      access: superAdminOnly,
      refusal: (f) => (f.isEnabled ? 'Already on' : null),
    },
    disable: {
      label: 'Turn off',
      access: superAdminOnly,
      refusal: (f) => (f.isEnabled ? null : 'Already off'),
      confirm: true,
    },
  },
});
