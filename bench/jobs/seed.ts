/**
 * Bulk shifts and applications for the jobs bench, made by PostgreSQL itself (insert ... select ... from
 * generate_series), shaped like server/db/seedShifts.ts: both trusts (60/40), every department of their care
 * locations, `spanDays` back and ahead of today (365: one year each way); past shifts completed, approved, ready for approval,
 * without a log, unfilled or cancelled; today's and future ones cancelled, drafted, booked (more of them
 * close to today) or vacant (some partly booked). Applications: the bookings (confirmed) plus 0 to 3 other
 * applicants per published shift (applied, offered, rejected, withdrawn; cancelled on a cancelled shift; past ones
 * rejected, skipped or rejected by the nurse), from a pool of bench nurses. Deterministic: pseudo-random numbers are hashes of the
 * row number.
 */
import type pg from 'pg';
import { BANDS } from '../../domain/bands';
import { dayOrNight } from '../../domain/shifts';

const TIMES: [string, string][] = [
  ['07:30', '19:30'],
  ['19:30', '07:30'],
  ['07:00', '15:00'],
  ['14:00', '22:00'],
];
const CANCELLATION_REASONS = [
  'Ward closed',
  'Covered by substantive staff',
  'Patient numbers dropped',
  'Posted in error',
];

/** A pseudo-random number in [0, 1) from the row number `g` and a salt. */
const r = (salt: number, of = 'g') =>
  `((hashint8((${of})::bigint * 1000003 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;

interface TrustData {
  id: number;
  name: string;
  departments: { id: number; careLocationId: number; name: string }[];
  titles: { id: number; name: string }[];
  managers: number[];
  reasons: number[];
}

async function trustData(client: pg.ClientBase): Promise<TrustData[]> {
  const trusts = (await client.query(`select id, name from trusts where "isLive" order by id`)).rows;
  const out: TrustData[] = [];
  for (const t of trusts) {
    const departments = (
      await client.query(`select id, "careLocationId", name from departments where "trustId" = $1 order by id`, [t.id])
    ).rows;
    const titles = (await client.query(`select id, name from job_title_types where "trustId" = $1 order by id`, [t.id]))
      .rows;
    const managers = (
      await client.query(
        `select distinct ur."userId" from user_roles ur join trust_roles tr on tr.id = ur."trustRoleId"
         where tr."trustId" = $1 and tr."roleType" in ('TRUST-ADMIN', 'SHIFT-MANAGER', 'BANK-OFFICER-MANAGER', 'OPERATIONAL-MANAGER') order by 1`,
        [t.id],
      )
    ).rows.map((x) => x.userId as number);
    const reasons = (
      await client.query(
        `insert into reports_cancellation_reasons ("trustId", name) select $1, unnest($2::text[]) returning id`,
        [t.id, CANCELLATION_REASONS],
      )
    ).rows.map((x) => x.id as number);
    if (!departments.length || !titles.length || !managers.length)
      throw new Error(`seedDemo did not give ${t.name} departments, job titles and managers`);
    out.push({ id: t.id, name: t.name, departments, titles, managers, reasons });
  }
  return out;
}

export interface SeedSummary {
  jobs: number;
  applications: number;
  byTrust: { name: string; jobs: number }[];
}

/**
 * Inserts `rows` jobs (60% in the first trust, 40% in the second) in batches, then their applications;
 * `nurses` maps a trust id to the user ids that apply there; dates spread over `spanDays` either side of today.
 */
export async function bulkInsertJobs(
  client: pg.ClientBase,
  rows: number,
  nurses: Record<number, number[]>,
  progress: (what: string, done: number, of: number) => void,
  spanDays = 365,
): Promise<SeedSummary> {
  if (!Number.isInteger(spanDays) || spanDays < 1)
    throw new Error(`the span must be a whole number of days, not ${spanDays}`);
  const trusts = await trustData(client);
  if (trusts.length < 2) throw new Error('seedDemo did not create two trusts');
  const shares = [Math.round(rows * 0.6), rows - Math.round(rows * 0.6)];
  const times = TIMES.map(([s, e]) => ({ s, e, shift: dayOrNight(s, e) }));
  const batch = 100_000;
  let g0 = 0;
  const byTrust: SeedSummary['byTrust'] = [];
  for (const [i, trust] of trusts.slice(0, 2).entries()) {
    const n = shares[i];
    byTrust.push({ name: trust.name, jobs: n });
    for (let from = 1; from <= n; from += batch) {
      const to = Math.min(n, from + batch - 1);
      await client.query(
        `insert into jobs ("trustId", "careLocationId", "departmentId", "jobTitleTypeId", title, "gradeFrom", "gradeTo", date, "startTime", "endTime",
                           shift, "startsAt", "endsAt", vacancies, "confirmedCount", fulfilment, "autofillDays", rate, tier, "hardToFill", status,
                           progress, "rateEscalationStatus", "cancellationReasonId", "cancelledAt", "managerId", "filledAt", comments, "createdAt", "updatedAt")
         select $1::int, ($2::int[])[di], ($3::int[])[di], ($5::int[])[ti], ($6::text[])[ti] || ' - ' || ($4::text[])[di],
                ($7::text[])[bf], ($7::text[])[least(bf + bx, 8)], day, ($8::text[])[tm], ($9::text[])[tm],
                ($10::text[])[tm], starts, ends, vac, booked, ful, case when ful = 'Autofill' then 2 + floor(${r(14)} * 3)::int end,
                jsonb_build_object('start', 20, 'limit', 30, 'current', 20 + 2 * floor(${r(15)} * 3)::int, 'allowAutoIncrease', ${r(15)} < 0.3),
                1 + floor(${r(16)} * 3)::int, ${r(17)} < 0.1, st, prog,
                case when ${r(12)} < 0.02 then 'pending' when ${r(12)} < 0.03 then 'intermediate_approved' when ${r(12)} < 0.05 then 'approved' else 'noUplift' end,
                case when st = 'CANCELLED' then ($11::int[])[1 + floor(${r(18)} * cardinality($11::int[]))::int] end,
                case when st = 'CANCELLED' then starts - interval '1 day' end,
                ($12::int[])[1 + floor(${r(13)} * cardinality($12::int[]))::int],
                case when booked >= vac then created + make_interval(hours => 1 + floor(${r(21)} * 72)::int) end,
                case when ${r(19)} < 0.3 then 'Please arrive 15 minutes early for handover.' end,
                created, created
         from (
           select g, di, ti, bf, bx, tm, day, vac, ful, starts, ends, created, o.st, o.prog,
                  case when o.prog = 'vacant' and o.st = 'APPROVED' and d >= 0 then floor(${r(11)} * vac)::int
                       when o.prog = 'vacant' then 0 else vac end as booked
           from (
             select g, d, di, ti, bf, bx, tm, day, vac, ful, u, u2,
                    (day + ($8::text[])[tm]::time) at time zone 'Europe/London' as starts,
                    (day + (($9::text[])[tm] <= ($8::text[])[tm])::int + ($9::text[])[tm]::time) at time zone 'Europe/London' as ends,
                    (day + ($8::text[])[tm]::time) at time zone 'Europe/London' - make_interval(days => 1 + floor(${r(20)} * 14)::int) as created
             from (
               select g, d, (current_date + d) as day,
                      1 + floor(${r(3)} * cardinality($2::int[]))::int as di,
                      1 + floor(${r(4)} * cardinality($5::int[]))::int as ti,
                      2 + floor(${r(5)} * 6)::int as bf, floor(${r(6)} * 3)::int as bx,
                      1 + floor(${r(2)} * 4)::int as tm,
                      1 + floor(${r(7)} * 3)::int as vac,
                      (array['Manual', 'Manual', 'Urgent', 'Autofill'])[1 + floor(${r(8)} * 4)::int] as ful,
                      ${r(9)} as u, ${r(10)} as u2
               from (select g, floor(${r(1)} * ${2 * spanDays})::int - ${spanDays} as d from generate_series($13::int, $14::int) g) s0
             ) s1
           ) s2,
           lateral (
             select case when d < 0 then (case when u < 0.95 then 'APPROVED' else 'CANCELLED' end)
                         else (case when u < 0.06 then 'CANCELLED' when u < 0.11 then 'DRAFT' else 'APPROVED' end) end as st,
                    case when d < 0 then (case when u < 0.45 then 'completed' when u < 0.65 then 'approved' when u < 0.77 then 'readyForApprove'
                                               when u < 0.87 then 'noLog' else 'vacant' end)
                         when u >= 0.11 and u2 < 0.6 - 0.4 * d / ${spanDays}.0 then 'booked' else 'vacant' end as prog
           ) o
         ) s3`,
        [
          trust.id,
          trust.departments.map((x) => x.careLocationId),
          trust.departments.map((x) => x.id),
          trust.departments.map((x) => x.name),
          trust.titles.map((x) => x.id),
          trust.titles.map((x) => x.name),
          [...BANDS],
          times.map((x) => x.s),
          times.map((x) => x.e),
          times.map((x) => x.shift),
          trust.reasons,
          trust.managers,
          g0 + from,
          g0 + to,
        ],
      );
      progress(`jobs of ${trust.name}`, to, n);
    }
    g0 += n;
  }

  // Applications: the bookings, then 0 to 3 other applicants on every published shift; distinct nurses per shift.
  const { rows: range } = await client.query(`select min(id) as lo, max(id) as hi from jobs`);
  const lo = Number(range[0].lo);
  const hi = Number(range[0].hi);
  const step = 100_000;
  for (const trust of trusts.slice(0, 2)) {
    const pool = nurses[trust.id];
    if (!pool || pool.length < 8) throw new Error(`too few nurses for ${trust.name}`);
    for (let from = lo; from <= hi; from += step) {
      await client.query(
        `insert into applications ("jobId", "userId", status, active, "trustId", "careLocationId", "decidedAt", "createdAt", "updatedAt")
         select j.id, ($1::int[])[1 + ((j.id * 7 + i) % cardinality($1::int[]))],
                a.status, a.status not in ('withdrawn', 'cancelled'), j."trustId", j."careLocationId",
                case when a.status in ('applied', 'offered') then null else j."createdAt" + interval '1 day' end,
                j."createdAt" + make_interval(hours => i), j."createdAt" + make_interval(hours => i)
         from jobs j
         cross join lateral generate_series(1, j."confirmedCount" +
             case when ${r(31, 'j.id')} < 0.35 then 0 when ${r(31, 'j.id')} < 0.7 then 1 when ${r(31, 'j.id')} < 0.9 then 2 else 3 end) i
         cross join lateral (
           select case when i <= j."confirmedCount" then 'confirmed'
                       when j.date < current_date then (array['rejected', 'skipped', 'rejectedByNurse'])[1 + floor(${r(32, 'j.id * 5 + i')} * 3)::int]
                       -- Cancelling a shift released its open applications (as the jobs service does).
                       when ${r(33, 'j.id * 5 + i')} < 0.45 then (case when j.status = 'CANCELLED' then 'cancelled' when j.fulfilment = 'Urgent' then 'offered' else 'applied' end)
                       when ${r(33, 'j.id * 5 + i')} < 0.85 then 'rejected'
                       else 'withdrawn' end as status
         ) a
         where j."trustId" = $2 and j.status <> 'DRAFT' and j.id between $3 and $4`,
        [pool, trust.id, from, Math.min(hi, from + step - 1)],
      );
      progress(`applications in ${trust.name}`, Math.min(hi, from + step - 1) - lo + 1, hi - lo + 1);
    }
  }
  const count = async (table: string) => Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
  return { jobs: await count('jobs'), applications: await count('applications'), byTrust };
}
