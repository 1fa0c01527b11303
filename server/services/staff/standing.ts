/**
 * Whether a nurse may work a shift now: asked when they apply, are offered it and are confirmed on it (the
 * applications service, offers, booking.ts), and by the lists of eligible staff (eligibility.ts). Refused (409): a
 * nurse whose membership of the shift's trust does not let them work there (domain/staff.ts memberRefusal: email not
 * verified, deleted, not approved, inactive, tied to another care location), a nurse whose permission to work in the
 * UK ends before the shift's day (domain/rightToWork.ts expiryRefusal), and a nurse blocked there (domain/blocking.ts
 * blockCovers). The last two are also written here as SQL, for the lists of eligible staff. Not a nurse of the trust
 * at all: 400 naming the nurse.
 */
import { BadRequest, Conflict } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { blockedMessage, type BlockScope } from '../../../domain/blocking';
import { expiryRefusal } from '../../../domain/rightToWork';
import { memberRefusal, type MemberRefusal, type MemberStanding } from '../../../domain/staff';
import type { Writer } from '../../writes';
import { APPLICATIONS } from '../jobs/tables';
import type { Row } from '../../db/row';
import { dayLabel } from '../../../domain/dateLabels';

type Place = Row;

/** A shift, or any row naming a trust and (or null) a care location. */

/** The blocks in force at a place: its trust's, trust-wide or of its care location (blockCovers). */
export const blocksCovering = (db: Knex, place: BlockScope | Place) =>
  db('blocked_users as b')
    .where({ 'b.trustId': place.trustId, 'b.status': 'blocked' })
    .where((w) =>
      place.careLocationId == null
        ? w.whereNull('b.careLocationId')
        : w.whereNull('b.careLocationId').orWhere('b.careLocationId', place.careLocationId),
    );

/** Keeps the rows of `qb` whose user (`userColumn`) is not blocked at `place`. */
export const notBlockedAt = (qb: Knex.QueryBuilder, db: Knex, place: BlockScope | Place, userColumn: string) =>
  qb.whereNotExists(blocksCovering(db, place).select(db.raw('1')).whereRaw('"b"."userId" = ??', [userColumn]));

/** The approved right-to-work evidence of a trust's nurses, by nurse: whether any has no time limit, the latest end. */
const approvedEvidence = (db: Knex, trustId: number) =>
  db('right_to_work_requests as r').where({ 'r.trustId': trustId, 'r.status': 'approved' }).groupBy('r.userId');

/**
 * When the nurse's permission to work in force at a trust ends (the longest approved): null, no time limit; undefined,
 * none approved.
 */
export async function permissionEndsOn(db: Knex, userId: number, trustId: number): Promise<string | null | undefined> {
  return endOf(await permission(db, userId, trustId).first());
}

const permission = (db: Knex, userId: number, trustId: number) =>
  approvedEvidence(db, trustId)
    .where('r.userId', userId)
    .select(db.raw('bool_or(r."expiresOn" is null) as unlimited'), db.raw('max(r."expiresOn") as "endsOn"'));

const endOf = (row: { unlimited: boolean; endsOn: string } | null | undefined) =>
  !row ? undefined : row.unlimited ? null : row.endsOn;

/** Keeps the rows of `qb` whose user (`userColumn`) may work at the trust on `day` by their permission (expiryRefusal). */
export const permittedOn = (qb: Knex.QueryBuilder, db: Knex, trustId: number, day: string, userColumn: string) =>
  qb.whereNotIn(
    userColumn,
    approvedEvidence(db, trustId)
      .havingRaw('bool_and(r."expiresOn" is not null) and max(r."expiresOn") < ?', [day])
      .select('r.userId'),
  );

/** The nurse's membership of a trust (their NURSE role there, whatever its state), as memberRefusal reads it. */
export async function membershipOf(db: Knex, userId: number, trustId: number): Promise<MemberStanding | undefined> {
  return membership(db, userId, trustId).first();
}

const membership = (db: Knex, userId: number, trustId: number) =>
  db('user_roles as ur')
    .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
    .join('users as u', 'u.id', 'ur.userId')
    .where({ 'ur.userId': userId, 'tr.trustId': trustId, 'tr.roleType': 'NURSE' })
    // A nurse holds one NURSE role per trust; should there be more, the one that lets them work counts.
    .orderByRaw(
      `("ur"."approvalStatus" = 'approved' and "ur"."deletedAt" is null) desc, "ur"."careLocationId" nulls first`,
    )
    .select(
      'u.isVerified',
      'ur.approvalStatus',
      'ur.deletedAt',
      'ur.careLocationId',
      db.raw('(u."isActive" and ur."isActive" and tr."isActive") as "isActive"'),
    );

/** Where the nurse is blocked covering `job` (its care location, else its trust), named. */
const blockOf = (db: Knex, userId: number, job: Place) =>
  blocksCovering(db, job)
    .where('b.userId', userId)
    .leftJoin('care_locations as cl', 'cl.id', 'b.careLocationId')
    .join('trusts as t', 't.id', 'b.trustId')
    .orderByRaw('"b"."careLocationId" nulls first')
    .select(db.raw('coalesce(cl.name, t.name) as "place"'));

/** The nurse's confirmed shifts other than `job` that overlap it (a nurse works one shift at a time). */
export const overlapping = (db: Knex, userId: number, job: Place) =>
  db('applications as a')
    .join('jobs as j', 'j.id', 'a.jobId')
    .where({ 'a.userId': userId, 'a.status': 'confirmed', 'a.active': true })
    .whereNot('j.id', job.id)
    .whereNot('j.status', 'CANCELLED')
    .where('j.startsAt', '<', job.endsAt)
    .where('j.endsAt', '>', job.startsAt)
    .select('j.id', 'j.title', 'j.date', 'j.startTime', 'j.endTime');

/** The nurse's confirmed shift that overlaps `job`, if any. */
export const overlappingBooking = (db: Knex, userId: number, job: Place): Promise<Row | undefined> =>
  overlapping(db, userId, job).first();

const overlapMessage = (shift: Row) =>
  `This nurse is already booked on an overlapping shift: ${shift.title} on ${dayLabel(shift.date)}, ${shift.startTime}-${shift.endTime}`;

/** The first row of each query, by name, as JSON (null for none), in one statement. */
async function firstRowsOf(db: Knex, queries: Record<string, Knex.QueryBuilder>): Promise<Record<string, Row | null>> {
  const columns = Object.entries(queries).map(([name, q]) =>
    db.raw('(select row_to_json(x) from (?) as x) as ??', [q.limit(1), name]),
  );
  return db.select(columns).first();
}

/**
 * Why `userId` may not work `job` now, or null; `who` is the one asking (the nurse, or a manager for them). `wrongNurse`:
 * not a nurse who could work there at all (memberRefusal). Booking them (`booking`) also refuses a confirmed shift of
 * theirs that overlaps `job`. Read in one statement.
 */
export async function standingRefusal(
  db: Knex,
  userId: number,
  job: Place,
  who: 'nurse' | 'manager',
  booking = false,
): Promise<MemberRefusal | null> {
  const facts = await firstRowsOf(db, {
    member: membership(db, userId, job.trustId),
    permission: permission(db, userId, job.trustId),
    block: blockOf(db, userId, job),
    ...(booking ? { overlap: overlapping(db, userId, job) } : {}),
  });
  const refusal = memberRefusal(
    (facts.member ?? undefined) as MemberStanding | undefined,
    job.careLocationId ?? null,
    who,
  );
  if (refusal) return refusal;
  const expired = expiryRefusal(endOf(facts.permission as never), job.date, who);
  if (expired) return { message: expired, wrongNurse: false };
  if (facts.block) return { message: blockedMessage(who, facts.block.place), wrongNurse: false };
  if (facts.overlap) return { message: overlapMessage(facts.overlap), wrongNurse: false };
  return null;
}

/** Refuses work `standingRefusal` refuses: 400 naming the nurse when they could not work there at all, else 409. */
export async function refuseStanding(db: Knex, userId: number, job: Place, who: 'nurse' | 'manager', booking = false) {
  const refusal = await standingRefusal(db, userId, job, who, booking);
  if (!refusal) return;
  if (refusal.wrongNurse)
    throw new BadRequest(refusal.message, { errors: [{ field: 'userId', message: refusal.message }] });
  throw new Conflict(refusal.message);
}

/** A nurse's active applications at a place (its trust, and its care location when it names one) on shifts still to start. */
export function futureApplicationsAt(db: Knex, userId: number, place: BlockScope, now: Date) {
  const qb = db('applications as a')
    .join('jobs as j', 'j.id', 'a.jobId')
    .where({ 'a.userId': userId, 'j.trustId': place.trustId, 'a.active': true })
    .where('j.startsAt', '>', now);
  return place.careLocationId === null ? qb : qb.where('j.careLocationId', place.careLocationId);
}

/** The application statuses a block, a ban or a deletion takes away: the nurse's open applications and offers. */
export const WITHDRAWN_ON_LEAVING = ['applied', 'offered'];

/**
 * Withdraws a nurse's open applications at a place (applied or offered, on shifts still to start), in `writer`'s
 * transaction, taken with the nurse's lock held: a block or a ban takes them away. Answers how many.
 */
export async function withdrawOpenApplications(
  trx: Knex.Transaction,
  writer: Writer,
  userId: number,
  place: BlockScope,
  now: Date,
  by: number | null,
) {
  const rows = await futureApplicationsAt(trx, userId, place, now)
    .whereIn('a.status', WITHDRAWN_ON_LEAVING)
    .forUpdate('a')
    .select('a.*');
  for (const application of rows)
    await writer.update(APPLICATIONS, application, {
      status: 'withdrawn',
      active: false,
      decidedAt: now,
      decidedBy: by,
    });
  return rows.length;
}

/** A nurse's confirmed bookings at a place on shifts still to start: kept by a block, for their manager to release. */
export async function bookingsAt(db: Knex, userId: number, place: BlockScope, now: Date) {
  return Number(
    (await futureApplicationsAt(db, userId, place, now).where('a.status', 'confirmed').count({ n: '*' }).first())?.n ??
      0,
  );
}
