import { PAGE_SIZES } from '../../domain/constants';
import { FEATURES } from '../../domain/features';
import { defineResource } from '../define';
import { consoleReaders, superAdminOnly } from '../rules';

/**
 * A trust's features, care location by care location (spec 7.5 carelocation-feature-configurations; 5 a page): a
 * feature the trust has is on at each of its care locations unless turned off there. The roles tied to a care location
 * act with the features on there (domain/features.ts featuresAt), in the API and the console alike.
 */
export default defineResource({
  name: 'carelocation-feature-configurations',
  label: { one: 'Care location feature', many: 'Care location features' },
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  recordRepresentation: 'feature',
  fields: {
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      required: true,
      filter: true,
      sortable: true,
      list: true,
      label: 'Care location',
    },
    feature: { type: 'enum', values: FEATURES, required: true, filter: true, list: true },
    isEnabled: {
      type: 'boolean',
      default: false,
      filter: true,
      list: true,
      label: 'On',
      help: 'Off: the feature is not used at this care location',
    },
  },
  unique: [['careLocationId', 'feature']],
  pageSize: PAGE_SIZES.trustFeatureSetup,
  sort: { field: 'careLocationId', order: 'ASC' },
  bulk: ['isEnabled'],
  access: { read: consoleReaders, write: superAdminOnly },
  menu: { group: 'Organization', order: 4 },
});
