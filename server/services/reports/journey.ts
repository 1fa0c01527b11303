/**
 * learning-journey-reports (find): the learning journey of one care location and period, by the rules of
 * domain/learningJourney.ts: the months' figures and a page of nurses (`$limit` up to 100), or with `format=csv`
 * every nurse of it as a CSV file. Who may read it: as the manager reports (VIEW_MANAGER_REPORTS, the Reports feature,
 * a care location the role covers); the period as they take it (both dates, at most REPORT_MAX_DAYS).
 *
 * `user_skills` keeps only a skill's present state, so the history is the audit trail: each entry an approved
 * endorsement wrote names its request (`endorsementRequestId`). A patch's entry holds only what changed, so a field's
 * value at an entry is read from the latest entry of that record up to it that holds the field (the create entry holds
 * them all).
 */
import type { Knex } from 'knex';
import {
  JOURNEY_PAGE_SIZE,
  journeyNursesCsv,
  monthsOf,
  type JourneyMonth,
  type LearningJourney,
  type NurseJourney,
} from '../../../domain/learningJourney';
import { periodRefusal } from '../../../domain/reports';
import { TRUST_TIME_ZONE } from '../../../domain/time';
import type { Application, Params } from '../../declarations';
import { badField } from '../../query';
import { careLocationFor, idOf, pageOf } from './requests';

/** A user-skills field's value as of the audit entry g (`-> field` is JSON null, not SQL null, when the entry holds it as null). */
const asOf = (field: string) => `(select x.changes -> 'after' ->> '${field}' from audit_logs x
    where x.service = 'user-skills' and x."recordId" = g."recordId" and x.id <= g.id and x.changes -> 'after' -> '${field}' is not null
    order by x.id desc limit 1)`;

const JOURNEYS = `
  with staff as (
    select ur."userId" from user_roles ur join trust_roles tr on tr.id = ur."trustRoleId" and tr."roleType" = 'NURSE'
    where tr."trustId" = :trustId and (ur."careLocationId" is null or ur."careLocationId" = :careLocationId)
      and ur."approvalStatus" = 'approved' and ur."deletedAt" is null and ur."isActive"),
  worked as (
    select distinct t."userId", j.id as "jobId", to_char(j.date, 'YYYY-MM') as month,
      exists (select 1 from job_skills js where js."jobId" = j.id and js."learningOpportunity") as learning
    from time_records t join jobs j on j.id = t."jobId"
    where j."careLocationId" = :careLocationId and j.date between :startDate and :endDate
      and j.status = 'APPROVED' and j.progress in ('approved', 'completed')),
  recorded as (
    select g.id, g."subjectUserId" as "userId", to_char(g."createdAt" at time zone :zone, 'YYYY-MM-DD') as date,
      (g.changes -> 'after' ->> 'endorsementRequestId')::int as "endorsementRequestId",
      ${asOf('skillId')}::int as "skillId", ${asOf('level')} as level, ${asOf('changeOrigin')} as origin, ${asOf('previousLevel')} as "previousLevel"
    from audit_logs g
    where g.service = 'user-skills' and g."trustId" = :trustId and g.changes -> 'after' ->> 'endorsementRequestId' is not null
      and (g."createdAt" at time zone :zone)::date between :startDate and :endDate
      and (g."subjectUserId" in (select "userId" from staff) or g."subjectUserId" in (select "userId" from worked))),
  gains as (
    select r.id, r."userId", r.date, r."endorsementRequestId", r."skillId", s.name as skill, r.level, r.origin,
      case when r.origin = 'levelChange' then r."previousLevel" end as "previousLevel"
    from recorded r join skills s on s.id = r."skillId"),
  people as (select "userId" from worked union select "userId" from gains),
  journeys as (
    select p."userId", trim(u.firstname || ' ' || u.lastname) as nurse, u.lastname, u.firstname,
      (select count(*) from worked w where w."userId" = p."userId")::int as "shiftsWorked",
      (select count(*) from worked w where w."userId" = p."userId" and w.learning)::int as "learningShifts",
      (select count(*) from gains x where x."userId" = p."userId")::int as gained
    from people p join users u on u.id = p."userId")`;

const MONTHS = `${JOURNEYS}
  select m.month,
    (select count(*) from gains x where left(x.date, 7) = m.month and x.origin = 'acquiredByStaff')::int as acquired,
    (select count(*) from gains x where left(x.date, 7) = m.month and x.origin = 'levelChange')::int as "levelChanges",
    (select count(*) from worked w where w.month = m.month)::int as "shiftsWorked",
    (select count(*) from worked w where w.month = m.month and w.learning)::int as "learningShifts"
  from jsonb_array_elements_text(:months::jsonb) as m(month)`;

const NURSES = `${JOURNEYS}
  select j."userId", j.nurse, j."shiftsWorked", j."learningShifts",
    coalesce((select json_agg(json_build_object('skillId', o."skillId", 'skill', o.skill, 'shifts', o.shifts) order by o.shifts desc, o.skill)
      from (select s.id as "skillId", s.name as skill, count(*)::int as shifts
            from worked w join job_skills js on js."jobId" = w."jobId" and js."learningOpportunity" join skills s on s.id = js."skillId"
            where w."userId" = j."userId" group by s.id, s.name) o), '[]') as opportunities,
    coalesce((select json_agg(json_build_object('date', x.date, 'skillId', x."skillId", 'skill', x.skill, 'level', x.level,
        'previousLevel', x."previousLevel", 'origin', x.origin, 'endorsementRequestId', x."endorsementRequestId") order by x.date, x.id)
      from gains x where x."userId" = j."userId"), '[]') as gains
  from journeys j
  order by j.gained desc, j."learningShifts" desc, j.lastname, j.firstname, j."userId"`;

const COUNT = `${JOURNEYS} select count(*)::int as total from journeys`;

export interface JourneyFile {
  fileName: string;
  csv: string;
}

export async function findLearningJourney(app: Application, params: Params): Promise<LearningJourney | JourneyFile> {
  const { $limit, $skip, careLocationId, startDate, endDate, format } = (params.query ?? {}) as Record<string, unknown>;
  if (format !== undefined && format !== 'csv')
    throw badField('format', 'must be csv, or left out for the page on screen');
  const limit = pageOf($limit, '$limit', JOURNEY_PAGE_SIZE, 100);
  const skip = pageOf($skip, '$skip', 0, 1_000_000);
  if (careLocationId === undefined)
    throw badField('careLocationId', 'the learning journey is of one care location: give its id');
  const refusal = periodRefusal('The learning journey', { startDate, endDate });
  if (refusal) throw badField(refusal.field.replace(/^requestParams\./, ''), refusal.message);
  const place = await careLocationFor(app, idOf(careLocationId, 'careLocationId'), params, 'careLocationId');
  const bindings = {
    trustId: place.trustId,
    careLocationId: place.id,
    startDate: startDate as string,
    endDate: endDate as string,
    zone: TRUST_TIME_ZONE,
  };
  const db = app.get('database').knex;
  const raw = <T>(sql: string, more: Record<string, Knex.Value> = {}) =>
    db.raw(sql, { ...bindings, ...more }).then((r: { rows: T[] }) => r.rows);

  if (format === 'csv') {
    const nurses = await raw<NurseJourney>(NURSES);
    return {
      fileName: `Learning journey ${place.name.replace(/[^\w .-]/g, '_')} ${startDate} to ${endDate}.csv`,
      csv: journeyNursesCsv(nurses),
    };
  }
  const [months, [{ total }], data] = await Promise.all([
    raw<JourneyMonth>(MONTHS, { months: JSON.stringify(monthsOf(bindings.startDate, bindings.endDate)) }),
    raw<{ total: number }>(COUNT),
    raw<NurseJourney>(`${NURSES} limit :limit offset :skip`, { limit, skip }),
  ]);
  return { months, total, limit, skip, data };
}
