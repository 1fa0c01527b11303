import { FEATURES } from '../../domain/features';
import { defineResource } from '../define';
import { everyRole, superAdminOnly } from '../rules';

/** The features enabled for a trust (spec 3: a list of strings per trust). */
export default defineResource({
  name: 'feature-lists',
  label: { one: 'Feature list', many: 'Feature lists' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'trustId',
  fields: {
    features: { type: 'strings', values: FEATURES, maxItems: FEATURES.length, filter: true, list: true },
  },
  access: { read: everyRole, write: superAdminOnly },
  menu: { group: 'Settings' },
  singleton: true,
});
