/**
 * A trust's short lists (spec 2.6): the checklist an escalation ticks, the reasons an approver or a blocker picks. Each
 * is one family shape: a name unique in the trust, a place in the list, active or not (retired rather than removed).
 */
import type { AccessRule } from '../domain/access';
import { PAGE_SIZES } from '../domain/constants';
import { defineResource, type Field, type ResourceInput } from './define';

/** A short list's place and whether it is offered: kept in order, retired rather than removed. */
export const ORDERED_ACTIVE: Record<'position' | 'isActive', Field> = {
  position: {
    type: 'integer',
    min: 0,
    max: 1000,
    default: 0,
    sortable: true,
    list: true,
    help: 'Its place in the list, smallest first',
  },
  isActive: { type: 'boolean', default: true, filter: true, list: true },
};

interface TrustList extends Pick<ResourceInput, 'name' | 'label' | 'paths' | 'formPaths'> {
  /** The name's help text: an example of the list's entries. */
  help: string;
  access: { read: AccessRule; write: AccessRule };
  /** Fields besides the name (a description, say). */
  fields?: Record<string, Field>;
}

export const trustList = ({ help, fields = {}, ...rest }: TrustList) =>
  defineResource({
    ...rest,
    tenancy: { trust: 'trustId' },
    fields: {
      name: { type: 'string', required: true, maxLength: 200, filter: true, sortable: true, list: true, help },
      ...fields,
      ...ORDERED_ACTIVE,
    },
    unique: [['trustId', 'name']],
    pageSize: PAGE_SIZES.reasons,
    sort: { field: 'position', order: 'ASC' },
    search: ['name'],
    bulk: ['isActive'],
    menu: { group: 'Settings' },
  });
