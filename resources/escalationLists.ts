/**
 * The short lists a trust keeps for rate escalation (spec 2.6): the checklist an escalation ticks, and the reasons an
 * approver picks. Each is the same family shape: a name, a place in the list, active or not, unique in the trust.
 */
import { PAGE_SIZES } from '../domain/constants';
import { ESCALATION_SETTINGS_READ, ESCALATION_SETTINGS_WRITE } from '../domain/rates';
import { defineResource, type Field } from './define';

/** A short list's place and whether it is offered: kept in order, retired rather than removed. */
export const ORDERED_ACTIVE: Record<'position' | 'isActive', Field> = {
  position: { type: 'integer', min: 0, max: 1000, default: 0, sortable: true, list: true, help: 'Its place in the list, smallest first' },
  isActive: { type: 'boolean', default: true, filter: true, list: true },
};

export const escalationList = (name: string, label: { one: string; many: string }, forms: string, help: string) =>
  defineResource({
    name,
    label,
    tenancy: { trust: 'trustId' },
    fields: {
      name: { type: 'string', required: true, maxLength: 200, filter: true, sortable: true, list: true, help },
      ...ORDERED_ACTIVE,
    },
    unique: [['trustId', 'name']],
    pageSize: PAGE_SIZES.reasons,
    sort: { field: 'position', order: 'ASC' },
    search: ['name'],
    bulk: ['isActive'],
    access: { read: ESCALATION_SETTINGS_READ, write: ESCALATION_SETTINGS_WRITE },
    menu: { group: 'Settings' },
    formPaths: { create: `/${forms}/new`, edit: `/${forms}/edit/:id` },
  });
