/**
 * The query behind each manager report (domain/reports.ts): one SQL statement answering the report's rows, in the
 * report's order, with a field per column key. The generator reads it through a cursor (reportCursor.ts), so that
 * no more than a batch of rows is ever in the server's memory.
 *
 * The rules each report counts by (written in the README's report table too):
 * - Report 2 counts shifts (a shift of three places is one shift): a published shift is filled when every place is
 *   booked, unfilled otherwise; a cancelled one is neither; the fill rate is filled / (posted - cancelled); hours are
 *   the places' hours (hours posted: every place of a published shift; hours filled: the booked places).
 * - Report 3 counts approved worked time (the shift's progress approved or completed), less breaks, by the day or
 *   night of its shift.
 * - Report 4 names who cancelled from the audit trail, and the notice from the cancellation to the shift's start; its
 *   rows carry the reason's id too (not a column), which the on-screen cancellation report filters by.
 */
import { SUPERVISION_LABELS } from '../../../domain/skills';
import { ESCALATION_STATUSES } from '../../../domain/rateEscalations';
import { type ReportParams, type ReportType } from '../../../domain/reports';
import { PROGRESS_LABELS } from '../../../domain/shifts';
import { TRUST_TIME_ZONE } from '../../../domain/time';

export interface ReportQuery {
  sql: string;
  bindings: unknown[];
}

/** What a query is given: the checked parameters, the care location's trust, and the trust's today. */
export interface QueryInput extends ReportParams {
  trustId: number;
  today: string;
}

const HOURS = `extract(epoch from j."endsAt" - j."startsAt") / 3600`;
const name = (u: string) => `trim(${u}.firstname || ' ' || ${u}.lastname)`;
const local = (instant: string) => `to_char(${instant} at time zone '${TRUST_TIME_ZONE}', 'YYYY-MM-DD HH24:MI')`;
/** Published, and booked in every place. */
export const FILLED = `(j.status = 'APPROVED' and j."confirmedCount" >= j.vacancies)`;
export const inRange = `j."careLocationId" = ? and j.date between ? and ?`;

/** The nurse's NURSE membership of the trust (its staff number): the one in force first. */
const membership = (user: string, trust: string) => `left join lateral (
    select ur."staffNumber", ur."bandTypeId", ur."jobTitleTypeId" from user_roles ur join trust_roles tr on tr.id = ur."trustRoleId"
    where ur."userId" = ${user} and tr."trustId" = ${trust} and tr."roleType" = 'NURSE'
    order by (ur."approvalStatus" = 'approved' and ur."deletedAt" is null) desc, ur.id limit 1) m on true`;

const QUERIES: Record<ReportType, (p: QueryInput) => ReportQuery> = {
  ManagerReport1: (p) => ({
    sql: `select ur."staffNumber", u.lastname, u.firstname, u.email, b.name as band, jt.name as "jobTitle",
        (select string_agg(s.name || ' (' || (?::jsonb ->> us.level) || ')', '; ' order by s.name)
           from user_skills us join skills s on s.id = us."skillId"
           where us."userId" = u.id and us."trustId" = tr."trustId" and us."approvalStatus" = 'approved') as skills,
        (select h."hoursPerWeek"::float8 from trust_staff_contracted_hours h
           where h."userId" = u.id and h."trustId" = tr."trustId" and h."effectiveFrom" <= ?
           order by h."effectiveFrom" desc limit 1) as "contractedHours",
        (select case when bool_or(r."expiresOn" is null) then null else max(r."expiresOn") end
           from right_to_work_requests r where r."userId" = u.id and r."trustId" = tr."trustId" and r.status = 'approved') as "rightToWorkExpires"
      from user_roles ur
      join trust_roles tr on tr.id = ur."trustRoleId" and tr."roleType" = 'NURSE'
      join users u on u.id = ur."userId"
      left join band_types b on b.id = ur."bandTypeId"
      left join job_title_types jt on jt.id = ur."jobTitleTypeId"
      where tr."trustId" = ? and (ur."careLocationId" is null or ur."careLocationId" = ?)
        and ur."approvalStatus" = 'approved' and ur."deletedAt" is null and ur."isActive" and u."isActive"
      order by u.lastname, u.firstname, u.id`,
    bindings: [JSON.stringify(SUPERVISION_LABELS), p.today, p.trustId, p.careLocationId],
  }),

  ManagerReport2: (p) => ({
    sql: `select j.date, d.name as department,
        count(*)::int as posted,
        (count(*) filter (where ${FILLED}))::int as filled,
        (count(*) filter (where j.status = 'APPROVED' and not ${FILLED}))::int as unfilled,
        (count(*) filter (where j.status = 'CANCELLED'))::int as cancelled,
        (count(*) filter (where ${FILLED}))::float8 / nullif(count(*) filter (where j.status = 'APPROVED'), 0) as "fillRate",
        round(coalesce(sum(${HOURS} * j.vacancies) filter (where j.status = 'APPROVED'), 0)::numeric, 2)::float8 as "hoursPosted",
        round(coalesce(sum(${HOURS} * least(j."confirmedCount", j.vacancies)) filter (where j.status = 'APPROVED'), 0)::numeric, 2)::float8 as "hoursFilled"
      from jobs j join departments d on d.id = j."departmentId"
      where ${inRange} and j.status <> 'DRAFT'
      group by j.date, d.id, d.name
      order by j.date, d.name, d.id`,
    bindings: [p.careLocationId, p.startDate, p.endDate],
  }),

  ManagerReport3: (p) => ({
    sql: `with worked as (
        select t."userId", count(*)::int as shifts,
          sum(w.hours) as hours,
          coalesce(sum(w.hours) filter (where j.shift = 'Day'), 0) as "dayHours",
          coalesce(sum(w.hours) filter (where j.shift = 'Night'), 0) as "nightHours"
        from time_records t
        join jobs j on j.id = t."jobId"
        cross join lateral (select greatest(0, extract(epoch from t."endedAt" - t."startedAt") / 3600 - t."breakMinutes" / 60.0) as hours) w
        where ${inRange} and j.status = 'APPROVED' and j.progress in ('approved', 'completed')
        group by t."userId")
      select m."staffNumber", u.lastname, u.firstname, w.shifts,
        round(w.hours::numeric, 2)::float8 as hours, round(w."dayHours"::numeric, 2)::float8 as "dayHours", round(w."nightHours"::numeric, 2)::float8 as "nightHours"
      from worked w join users u on u.id = w."userId"
      ${membership('u.id', '?')}
      order by u.lastname, u.firstname, u.id`,
    bindings: [p.careLocationId, p.startDate, p.endDate, p.trustId],
  }),

  ManagerReport4: (p) => ({
    sql: `select c.date, c."startTime", c."shiftId", c.title, c.department, c.what, c.nurse, c."reasonId", c.reason, c.by, ${local('c."atInstant"')} as at, c."noticeHours"
      from (
        select j.date, j."startTime", j.id as "shiftId", j.title, d.name as department, 'Shift' as what, null as nurse, r.id as "reasonId", r.name as reason,
          (select coalesce(${name('u')}, a."userEmail") from audit_logs a left join users u on u.id = a."userId"
             where a.service = 'jobs' and a.method = 'patch' and a."recordId" = j.id and a.changes -> 'after' ->> 'status' = 'CANCELLED'
             order by a.id desc limit 1) as by,
          j."cancelledAt" as "atInstant",
          round((extract(epoch from j."startsAt" - j."cancelledAt") / 3600)::numeric, 1)::float8 as "noticeHours"
        from jobs j join departments d on d.id = j."departmentId"
        left join reports_cancellation_reasons r on r.id = j."cancellationReasonId"
        where ${inRange} and j.status = 'CANCELLED'
        union all
        select j.date, j."startTime", j.id, j.title, d.name,
          case a.changes -> 'after' ->> 'status' when 'withdrawn' then 'Booking withdrawn by the nurse'
            when 'cancelled' then 'Booking cancelled with the shift' else 'Booking released by a manager' end,
          ${name('n')},
          case when a.changes -> 'after' ->> 'status' = 'cancelled' then r.id end,
          case when a.changes -> 'after' ->> 'status' = 'cancelled' then r.name end,
          coalesce(${name('u')}, a."userEmail"),
          a."createdAt",
          round((extract(epoch from j."startsAt" - a."createdAt") / 3600)::numeric, 1)::float8
        from audit_logs a
        join applications ap on ap.id = a."recordId"
        join jobs j on j.id = ap."jobId"
        join departments d on d.id = j."departmentId"
        join users n on n.id = ap."userId"
        left join users u on u.id = a."userId"
        left join reports_cancellation_reasons r on r.id = j."cancellationReasonId"
        where a.service = 'applications' and a.method = 'patch' and a.changes -> 'before' ->> 'status' = 'confirmed'
          and a.changes -> 'after' ->> 'status' in ('withdrawn', 'cancelled', 'rejected') and ${inRange}
      ) c
      order by c.date, c."startTime", c."shiftId", c.what <> 'Shift', c."atInstant", c.nurse`,
    bindings: [p.careLocationId, p.startDate, p.endDate, p.careLocationId, p.startDate, p.endDate],
  }),

  ManagerReport5: (p) => ({
    sql: `select e.status, e.tier, count(*)::int as escalations,
        round(avg(e."increaseValue")::numeric, 2)::float8 as "averageIncrease",
        round(coalesce(sum(e."extraCost"), 0)::numeric, 2)::float8 as "extraCost"
      from rate_escalations e join jobs j on j.id = e."jobId"
      where ${inRange}
      group by e.status, e.tier
      order by array_position(?::text[], e.status::text), e.tier`,
    bindings: [p.careLocationId, p.startDate, p.endDate, [...ESCALATION_STATUSES]],
  }),

  ManagerReport6: (p) => ({
    sql: `select j.date, j."startTime", j.id as "shiftId", j.title, d.name as department,
        case when j.status = 'CANCELLED' then 'Cancelled' else ?::jsonb ->> j.progress end as status,
        (select string_agg(s.name || ' (' || (?::jsonb ->> js.level) || ')', '; ' order by s.name)
           from job_skills js join skills s on s.id = js."skillId" where js."jobId" = j.id and js.requirement = 'mandatory') as skills,
        (select string_agg(${name('u')}, '; ' order by u.lastname, u.firstname, u.id)
           from applications a join users u on u.id = a."userId" where a."jobId" = j.id and a.status = 'confirmed') as "filledBy"
      from jobs j join departments d on d.id = j."departmentId"
      where ${inRange} and j."jobTemplateId" = ? and j.status <> 'DRAFT'
      order by j.date, j."startTime", j.id`,
    bindings: [
      JSON.stringify(PROGRESS_LABELS),
      JSON.stringify(SUPERVISION_LABELS),
      p.careLocationId,
      p.startDate,
      p.endDate,
      p.jobTemplateId,
    ],
  }),
};

export const reportQuery = (type: ReportType, input: QueryInput): ReportQuery => QUERIES[type](input);
