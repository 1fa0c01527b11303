/**
 * The worked time of the bench's shifts, as the demo writes it (server/db/seedShifts.ts): a time record for every
 * booked nurse of a past published shift whose time was logged (ready for approval, approved or completed), from its
 * start to its end with a 30-minute break.
 */
import type pg from 'pg';

/** Inserts the time records, a range of shift ids at a time; answers how many there are. */
export async function insertTimeRecords(client: pg.ClientBase, step = 200_000): Promise<number> {
  const { rows } = await client.query(`select min(id)::int as lo, max(id)::int as hi from jobs`);
  for (let from = rows[0].lo; from <= rows[0].hi; from += step) {
    await client.query(
      `insert into time_records ("jobId", "userId", "startedAt", "endedAt", "breakMinutes", "trustId", "careLocationId", "enteredBy")
       select j.id, a."userId", j."startsAt", j."endsAt", 30, j."trustId", j."careLocationId", a."userId"
       from jobs j join applications a on a."jobId" = j.id and a.status = 'confirmed'
       where j.id between $1 and $2 and j.status = 'APPROVED' and j.progress in ('readyForApprove', 'approved', 'completed')`,
      [from, from + step - 1],
    );
  }
  return Number((await client.query(`select count(*) as n from time_records`)).rows[0].n);
}
