import { defineResource } from '../define';
import { consoleReaders } from '../rules';

/**
 * The trust's hierarchy (spec 7.5 trust-heirarchy, spelled as the API names it): which administrative group each care
 * location sits in. A care location sits in one group at most.
 */
export default defineResource({
  name: 'trust-heirarchy',
  label: { one: 'Care location of a group', many: 'Trust hierarchy' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'careLocationId',
  fields: {
    administrativeGroupId: {
      type: 'reference',
      resource: 'adminstrative-groups',
      required: true,
      filter: true,
      list: true,
      label: 'Administrative group',
    },
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      required: true,
      filter: true,
      list: true,
      label: 'Care location',
    },
  },
  unique: [['careLocationId']],
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_CARE_LOCATIONS'] } },
  menu: { group: 'Organization', order: 2 },
});
