import { PAGE_SIZES } from '../../domain/constants';
import { defineResource } from '../define';
import { consoleReaders } from '../rules';

/**
 * A manager's favourite skills as a shift's skills picker lists them (spec 7.5 managers-favourite-skills): their own
 * favourite-capabilities, each with the skill's name and tags, active skills only, by name; read-only (view.ts).
 */
export default defineResource({
  name: 'managers-favourite-skills',
  label: { one: 'Favourite skill', many: 'Favourite skills' },
  tenancy: { trust: 'trustId' },
  owner: 'userId',
  views: false,
  recordRepresentation: 'name',
  fields: {
    skillId: {
      type: 'reference',
      resource: 'skills',
      readOnly: true,
      computed: true,
      filter: true,
      list: true,
      label: 'Skill',
    },
    name: { type: 'string', readOnly: true, computed: true, filter: true, sortable: true, list: true },
    groupingTags: {
      type: 'references',
      resource: 'skillgroupingtags',
      readOnly: true,
      filter: true,
      list: true,
      label: 'Grouping tags',
    },
    expertLevelTag: {
      type: 'reference',
      resource: 'skillexpertleveltags',
      readOnly: true,
      filter: true,
      list: true,
      label: 'Expert level tag',
    },
    userId: { type: 'integer', readOnly: true, label: 'User' },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true },
  },
  view: true,
  pageSize: PAGE_SIZES.favouriteSkills,
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  access: { read: consoleReaders },
});
