/**
 * Who may be offered a shift ("eligible staff"), for urgent offers (fulfilment.ts) and offers to a named nurse
 * (offers.ts). A nurse is eligible for a shift when:
 *   - they are an active, verified user with an active NURSE role of the shift's trust (an active trust role), approved
 *     and not deleted (domain/staff.ts memberRefusal, as staff/standing.ts asks it of one nurse);
 *   - that role has no care location (it covers the whole trust) or the shift's care location (spec 6: a role
 *     tied to a care location sees only that care location, so an offer elsewhere is one they could not see);
 *   - they are not blocked there (staff/standing.ts: a block of the trust, or of the shift's care location);
 *   - their permission to work in the UK does not end before the shift's day (staff/standing.ts permittedOn);
 *   - they hold no confirmed booking on another shift that overlaps this one (booking.ts overlappingBooking).
 * Deliberately not considered yet: the nurse's band or grade against the shift's band range, skills, and the
 * auto-offer weights (autoOfferTimeOutWeight, weight settings): the spec names them without saying how they
 * choose or rank nurses, so every eligible nurse is offered an urgent shift alike.
 */
import type { Knex } from 'knex';
import { notBlockedAt, permittedOn } from '../staff/standing';
import type { Row } from '../../db/row';

/** The active NURSE roles of active users in `trustId`, by user (u.id). */
export const nurseRolesOfTrust = (db: Knex, trustId: number) =>
  db('user_roles as ur')
    .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
    .join('users as u', 'u.id', 'ur.userId')
    .where({
      'tr.trustId': trustId,
      'tr.roleType': 'NURSE',
      'tr.isActive': true,
      'ur.isActive': true,
      'u.isActive': true,
      'u.isVerified': true,
      'ur.approvalStatus': 'approved',
    })
    .whereNull('ur.deletedAt');

/** Those of the roles above that see `job` (or a care location): no care location, or the shift's. */
export const nurseRolesSeeing = (db: Knex, job: Row | { trustId: number; careLocationId?: number | null }) =>
  job.careLocationId == null
    ? nurseRolesOfTrust(db, job.trustId)
    : nurseRolesOfTrust(db, job.trustId).where((w) =>
        w.whereNull('ur.careLocationId').orWhere('ur.careLocationId', job.careLocationId!),
      );

/** The nurses of those roles, one row each (userId, firstname, lastname, band: their first such role's). */
export const standingNurses = (db: Knex, job: Row | { trustId: number; careLocationId?: number | null }) =>
  nurseRolesSeeing(db, job)
    .leftJoin('band_types as bt', 'bt.id', 'ur.bandTypeId')
    .distinctOn('u.id')
    .orderBy([{ column: 'u.id' }, { column: 'ur.id' }])
    .select('u.id as userId', 'u.firstname', 'u.lastname', 'bt.number as band');

/** Those of the roles above whose nurse is not blocked at `place` (the eligible staff of a shift, before overlaps). */
export function eligibleNurseRoles(db: Knex, place: Row) {
  const roles = notBlockedAt(nurseRolesSeeing(db, place as { trustId: number }), db, place, 'u.id');
  // A shift's day decides whose permission is in force; a care location alone (the nurse picker) has no day.
  return place.date ? permittedOn(roles, db, place.trustId, place.date, 'u.id') : roles;
}
