/**
 * Bulk rate escalations for the uplift bench, on the shifts bench/jobs/seed.ts made: `count` published shifts (the
 * ids hashed, so spread over every date, trust and department) get one escalation each, in every state of the chain
 * (pending 30 %, approved at the first step 20 %, rejected there 10 %, approved 20 %, rejected 10 %, cancelled 10 %),
 * proposing the next tier (or, at the top tier, £1.50 an hour), raised by the shift's poster; each shift's rate status
 * becomes its escalation's, every other shift's noUplift (as the escalations service leaves them).
 */
import type pg from 'pg';

export async function bulkInsertEscalations(client: pg.ClientBase, count: number): Promise<number> {
  await client.query(`update jobs set "rateEscalationStatus" = 'noUplift' where "rateEscalationStatus" <> 'noUplift'`);
  await client.query(
    `insert into rate_escalations ("jobId", "proposedTier", "increaseValue", reason, "checklistItemIds", status, tier,
                                   "needsIntermediateApproval", "requestedBy", "hourlyRateBefore", "hourlyRateAfter", "extraCost",
                                   "decidedBy", "decidedAt", "trustId", "careLocationId", "createdAt", "updatedAt")
     select j.id, case when j.tier < 3 then j.tier + 1 end, case when j.tier = 3 then 1.5 end, 'Bench escalation', '[]'::jsonb,
            s.status, j.tier, true, j."managerId", 20, 21, 12 * greatest(j.vacancies - j."confirmedCount", 0),
            case when s.status in ('pending', 'cancelled') then null else j."managerId" end,
            case when s.status in ('pending', 'cancelled') then null else j."createdAt" + interval '2 hours' end,
            j."trustId", j."careLocationId", j."createdAt" + interval '1 hour', j."createdAt" + interval '1 hour'
     from (select * from jobs where status = 'APPROVED' and "managerId" is not null order by hashint8(id), id limit $1) j
     cross join lateral (
       select case when u < 0.3 then 'pending' when u < 0.5 then 'intermediate_approved' when u < 0.6 then 'intermediate_rejected'
                   when u < 0.8 then 'approved' when u < 0.9 then 'rejected' else 'cancelled' end as status
       from (select ((hashint8(j.id * 31 + 7) & 2147483647)::float8 / 2147483648.0) as u) x
     ) s`,
    [count],
  );
  await client.query(
    `update jobs j set "rateEscalationStatus" = e.status from rate_escalations e where e."jobId" = j.id`,
  );
  return Number((await client.query(`select count(*) as n from rate_escalations`)).rows[0].n);
}
