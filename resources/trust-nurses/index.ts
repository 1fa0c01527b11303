import { APPROVAL_STATUSES } from '../../domain/account';
import { PAGE_SIZES } from '../../domain/constants';
import { NURSE_SKILLS_READ } from '../../domain/endorsement';
import { NURSE_FIELDS, SHOWN } from '../nurseFields';
import { defineResource } from '../define';

/**
 * The nurses of a trust's bank by their account: one row per nurse and trust whose id is the nurse's own user id, for
 * a family's references to nurses (an endorsement's nurses) and their pickers. Their membership's approval, job title
 * and band come with them; a deleted membership is left out. The staff lists (get-trust-users) are the memberships
 * themselves; get-nurse-users (spec 7.5) picks the nurses who may work at a care location.
 */
export default defineResource({
  name: 'trust-nurses',
  label: { one: 'Nurse', many: 'Nurses' },
  views: false,
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', ...SHOWN, label: 'Name' },
    ...NURSE_FIELDS,
    staffNumber: { type: 'string', ...SHOWN, label: 'Staff number' },
    jobTitleTypeId: { type: 'reference', resource: 'job-title-types', ...SHOWN, label: 'Job title' },
    bandTypeId: { type: 'reference', resource: 'band-types', ...SHOWN, label: 'Band' },
    careLocationId: { type: 'reference', resource: 'care-locations', ...SHOWN, label: 'Care location' },
    approvalStatus: { type: 'enum', values: APPROVAL_STATUSES, ...SHOWN, label: 'Approval' },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true },
  },
  view: `select u.id, u.id as "userId", tr."trustId", u.firstname || ' ' || u.lastname as name, u.firstname, u.lastname, u.email,
      ur."staffNumber", ur."jobTitleTypeId", ur."bandTypeId", ur."careLocationId", ur."approvalStatus", ur."createdAt", ur."updatedAt"
    from user_roles ur join trust_roles tr on tr.id = ur."trustRoleId" join users u on u.id = ur."userId"
    where tr."roleType" = 'NURSE' and ur."deletedAt" is null and not exists (
      select 1 from user_roles e join trust_roles et on et.id = e."trustRoleId"
      where e."userId" = ur."userId" and et."trustId" = tr."trustId" and et."roleType" = 'NURSE' and e."deletedAt" is null and e.id < ur.id)`,
  pageSize: PAGE_SIZES.nurseUsers,
  sort: { field: 'lastname', order: 'ASC' },
  search: ['firstname', 'lastname', 'email', 'staffNumber'],
  access: { read: NURSE_SKILLS_READ },
});
