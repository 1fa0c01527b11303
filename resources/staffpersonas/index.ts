import { PAGE_SIZES } from '../../domain/constants';
import { PERSONA_LIMITS } from '../../domain/personas';
import { SUPERVISION_LABELS, SUPERVISION_LEVELS } from '../../domain/skills';
import { defineResource } from '../define';
import { consoleReaders } from '../rules';

const level = {
  type: 'enum',
  values: SUPERVISION_LEVELS,
  labels: SUPERVISION_LABELS,
  required: true,
  label: 'Level',
} as const;

/**
 * Staff personas (domain/personas.ts): a named bundle of skills at supervision levels, built from its direct skills,
 * its child personas and its group-expert combinations; a shared catalogue (no trust) kept by the super admin, plus
 * each trust's own. A persona never contains itself (400), a shared one is built from the shared catalogue only, and
 * one that another persona contains is not deleted (409): server/services/skills/staffPersonasService.ts.
 */
export default defineResource({
  name: 'staffpersonas',
  label: { one: 'Staff persona', many: 'Staff personas' },
  tenancy: { trust: 'trustId', sharedWhenNull: true },
  fields: {
    name: { type: 'string', required: true, maxLength: 160, filter: true, sortable: true, list: true },
    description: { type: 'text', maxLength: 2000 },
    status: {
      type: 'enum',
      values: ['Active', 'Inactive'],
      default: 'Active',
      filter: true,
      sortable: true,
      list: true,
    },
    directSkills: {
      type: 'rows',
      label: 'Direct skills',
      key: 'skillId',
      maxItems: PERSONA_LIMITS.directSkills,
      fields: { skillId: { type: 'reference', resource: 'skills', required: true, label: 'Skill' }, level },
    },
    childPersonas: {
      type: 'references',
      resource: 'staffpersonas',
      maxItems: PERSONA_LIMITS.childPersonas,
      filter: true,
      list: true,
      label: 'Child personas',
    },
    groupExpertCombinations: {
      type: 'rows',
      label: 'Group and expert-level combinations',
      maxItems: PERSONA_LIMITS.combinations,
      fields: {
        skillGroupingTagId: { type: 'reference', resource: 'skillgroupingtags', required: true, label: 'Grouping tag' },
        expertLevelTagId: {
          type: 'reference',
          resource: 'skillexpertleveltags',
          required: true,
          label: 'Expert-level tag',
        },
        level,
      },
    },
    trustId: {
      type: 'reference',
      resource: 'trusts',
      filter: true,
      list: true,
      help: 'Empty for the shared catalogue',
    },
  },
  unique: [['trustId', 'name']],
  pageSize: PAGE_SIZES.staffPersonas,
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'description'],
  bulk: ['status'],
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_PERSONAS'] } },
  feature: 'Shift skills',
  paths: ['/persona-list-configuration'],
  formPaths: { create: '/persona/new', edit: '/persona/edit/:id', copy: '/persona/clone/:id' },
  menu: { group: 'Skills', order: 3 },
});
