/**
 * Whether a nurse may work a shift now: asked when they apply, are offered it and are confirmed on it (the
 * applications service, offers, booking.ts), and by the lists of eligible staff (eligibility.ts). A block in force
 * where the shift is (domain/blocking.ts blockCovers, written here as SQL) refuses them with 409.
 */
import type { Knex } from 'knex';
import { blockedMessage, type BlockScope } from '../../../domain/blocking';

/** A shift, or any row naming a trust and (or null) a care location. */
type Place = Record<string, any>;

/** The blocks in force at a place: its trust's, trust-wide or of its care location (blockCovers). */
export const blocksCovering = (db: Knex, place: BlockScope | Place) =>
  db('blocked_users as b')
    .where({ 'b.trustId': place.trustId, 'b.status': 'blocked' })
    .where((w) => (place.careLocationId == null ? w.whereNull('b.careLocationId') : w.whereNull('b.careLocationId').orWhere('b.careLocationId', place.careLocationId)));

/** Keeps the rows of `qb` whose user (`userColumn`) is not blocked at `place`. */
export const notBlockedAt = (qb: Knex.QueryBuilder, db: Knex, place: BlockScope | Place, userColumn: string) =>
  qb.whereNotExists(blocksCovering(db, place).select(db.raw('1')).whereRaw('"b"."userId" = ??', [userColumn]));

/** Why `userId` may not work `job` now, or null; `who` is the one asking (the nurse, or a manager for them). */
export async function standingRefusal(db: Knex, userId: number, job: Place, who: 'nurse' | 'manager') {
  const block = await blocksCovering(db, job)
    .where('b.userId', userId)
    .leftJoin('care_locations as cl', 'cl.id', 'b.careLocationId')
    .join('trusts as t', 't.id', 'b.trustId')
    .orderByRaw('"b"."careLocationId" nulls first')
    .first('cl.name as careLocation', 't.name as trust');
  return block ? blockedMessage(who, block.careLocation ?? block.trust) : null;
}
