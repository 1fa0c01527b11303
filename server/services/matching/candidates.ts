/**
 * A shift's candidates, ranked in one SQL statement by the rules and constants of domain/matching.ts: the nurses
 * whose NURSE role sees the shift's care location, with what decides their eligibility and score (their standing,
 * band, the shift's skills they hold, an overlapping booking, their history), the eligible ones ordered by score and
 * every reason counted. The page's rows are then explained by the domain itself (services/matching/index.ts: the
 * facts read back, exclusionsOf and matchBreakdown): a test holds the SQL's score and order equal to the domain's.
 */
import type { Knex } from 'knex';
import type { Application } from '../../declarations';
import { BANDS } from '../../../domain/bands';
import {
  EXCLUSIONS,
  MATCHING,
  weightTotal,
  type ExclusionReason,
  type MatchWeights,
  type ShiftSkillNeed,
} from '../../../domain/matching';
import { levelRank } from '../../../domain/personas';
import { REOPENABLE_APPLICATION_STATUSES } from '../../../domain/shifts';
import { SUPERVISION_LEVELS } from '../../../domain/skills';
import { addDays, localDate } from '../../../domain/time';
import { nurseRolesSeeing, standingNurses } from '../jobs/eligibility';
import { blocksCovering } from '../staff/standing';
import type { Row } from '../../db/row';

/** A supervision level's rank (domain/personas.ts levelRank) of the level in `column`, as SQL. */
export const rankOf = (column: string) =>
  `case ${column} ${SUPERVISION_LEVELS.map((l) => `when '${l}' then ${levelRank(l)}`).join(' ')} else 0 end`;
const BAND_ORDER = `array[${BANDS.map((b) => `'${b}'`).join(',')}]::text[]`;
const WORTH = `case n.requirement ${Object.entries(MATCHING.requirementWorth)
  .map(([r, w]) => `when '${r}' then ${w}`)
  .join(' ')} else 0 end`;
const DAY_MS = 86_400_000;

/** One nurse's facts for the shift, as the SQL reads them. */
export interface CandidateRow {
  userId: number;
  firstname: string;
  lastname: string;
  band: string | null;
  blocked: boolean;
  permitted: boolean;
  engaged: boolean;
  overlapping: boolean;
  /** What the nurse said of the shape's day: null when nothing, or the shape has no day. */
  available: boolean | null;
  inDepartment: number;
  inCareLocation: number;
  recentHours: number;
  eligible: boolean;
  /** The score the SQL ranked by (two decimals). */
  score: number;
}

export interface CandidatePage {
  total: number;
  /** How many nurses were judged one by one (see candidatePage). */
  judged: number;
  rows: CandidateRow[];
  /** How many nurses each reason leaves out (a nurse may have several). */
  excluded: Record<ExclusionReason, number>;
}

/**
 * What the ranking reads of a shift, a model job or a search (the rule: domain/matching.ts): a shape without a shift
 * has no one engaged on it; without times, no overlapping booking; without a day, permission to work is judged
 * today and availability is not asked; without a department, every shift in the care location is local experience;
 * without a band range, any band (or none) will do.
 */
export interface ShapeRow {
  jobId: number | null;
  trustId: number;
  careLocationId: number;
  departmentId: number | null;
  date: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  gradeFrom: string | null;
  gradeTo: string | null;
  needs: readonly ShiftSkillNeed[];
}

export interface PageRequest {
  /** The excluded nurses (by name) rather than the candidates (by score). */
  excluded: boolean;
  /** One nurse only. */
  userId?: number;
  limit: number;
  skip: number;
}

/**
 * The statement. `job`: the shape ranked for; `now`: the clock's time (history counts shifts ended before it).
 *
 * The nurses judged one by one are those holding every mandatory skill of the shift, endorsed at its level (all the
 * trust's nurses when it asks none), or the one nurse asked about: the others are left out for their skills, and
 * only counted (nursesSeeing, less those judged). So the candidates of a shift asking skills among tens of thousands
 * of nurses are found from the skills' index, not by reading every nurse.
 */
export async function candidatePage(
  db: Knex,
  job: ShapeRow,
  weights: MatchWeights,
  page: PageRequest,
  now: Date,
): Promise<CandidatePage> {
  const mandatory = job.needs.filter((n) => n.requirement === 'mandatory').length;
  const day = job.date ?? localDate(now);
  const timed = job.startsAt !== null && job.endsAt !== null;
  const dated = job.date !== null;
  const banded = job.gradeFrom !== null && job.gradeTo !== null;
  const pool = standingNurses(db, job).modify((q) => {
    if (page.userId !== undefined) q.where('u.id', page.userId);
    else if (mandatory > 0) q.whereRaw('"u"."id" in (select "userId" from holders)');
  });
  const blocked = blocksCovering(db, job).select('b.userId');
  const none = 'select null::int as "userId" where false';
  const bindings = {
    needs: JSON.stringify(job.needs),
    jobId: job.jobId,
    trustId: job.trustId,
    careLocationId: job.careLocationId,
    departmentId: job.departmentId,
    day,
    startsAt: job.startsAt,
    endsAt: job.endsAt,
    now,
    historyFrom: new Date(now.getTime() - MATCHING.localExpDays * DAY_MS),
    recentFrom: new Date(now.getTime() - MATCHING.fairnessDays * DAY_MS),
    dayBefore: addDays(day, -1),
    dayAfter: addDays(day, 1),
    gradeFrom: job.gradeFrom,
    gradeTo: job.gradeTo,
    ws: weights.skillsWeight,
    wl: weights.localExpWeight,
    wle: weights.learningWeight,
    wf: weights.fairnessWeight,
    // All weights 0 (refused when set) scores everyone 0, as matchBreakdown does.
    total: weightTotal(weights) || 1,
    limit: page.limit,
    skip: page.skip,
    userId: page.userId ?? null,
  };
  // Which nurses the page is drawn from: the eligible (ranked), the left out (by name), or one nurse.
  const focus = page.userId !== undefined ? 'j."userId" = :userId' : page.excluded ? 'not j.eligible' : 'j.eligible';
  const sql = `
    with need as (
      select n."skillId", n.requirement, n."learningOpportunity", ${rankOf('n.level')} as "needRank", ${WORTH} as worth
      from jsonb_to_recordset(:needs::jsonb) as n("skillId" int, requirement text, level text, "learningOpportunity" boolean)
    ),
    totals as (
      select count(*) filter (where requirement = 'mandatory') as mandatory,
             coalesce(sum(worth), 0) as worth,
             count(*) filter (where "learningOpportunity") as learning
      from need
    ),
    -- The nurses holding every mandatory skill, endorsed, at its level or a more independent one.
    holders as materialized (
      select us."userId" from user_skills us join need n on n."skillId" = us."skillId"
      where n.requirement = 'mandatory' and us."trustId" = :trustId and us."approvalStatus" = 'approved' and ${rankOf('us.level')} >= n."needRank"
      group by us."userId" having count(*) = ${mandatory}
    ),
    pool as materialized (${pool.toQuery()}),
    held as materialized (
      select us."userId",
        sum(n.worth * case when ${rankOf('us.level')} >= n."needRank" then 1 else ${MATCHING.belowLevelCredit} end) as points,
        count(*) filter (where n.requirement = 'mandatory' and ${rankOf('us.level')} >= n."needRank") as "mandatoryMet",
        count(*) filter (where n."learningOpportunity" and ${rankOf('us.level')} >= n."needRank") as "learningMet"
      from pool p join user_skills us on us."userId" = p."userId" join need n on n."skillId" = us."skillId"
      where us."trustId" = :trustId and us."approvalStatus" = 'approved'
      group by us."userId"
    ),
    -- Each reason a judged nurse may be left out for, read for those nurses only.
    blocked as materialized (select distinct b."userId" from (${blocked.toQuery()}) b join pool p on p."userId" = b."userId"),
    unpermitted as materialized (
      select r."userId" from right_to_work_requests r join pool p on p."userId" = r."userId"
      where r."trustId" = :trustId and r.status = 'approved'
      group by r."userId" having bool_and(r."expiresOn" is not null) and max(r."expiresOn") < :day
    ),
    engaged as materialized (${
      job.jobId === null
        ? none
        : `
      select distinct e."userId" from applications e
      where e."jobId" = :jobId and e.status not in (${REOPENABLE_APPLICATION_STATUSES.map((st) => `'${st}'`).join(', ')})`
    }
    ),
    -- A shift is at most 24 hours long (resources/shifttimes): one overlapping this one starts on the day before it,
    -- its day or the day after.
    overlapping as materialized (${
      !timed
        ? none
        : `
      select distinct a."userId" from pool p join applications a on a."userId" = p."userId" join jobs j on j.id = a."jobId"
      where a.status = 'confirmed' and a.active and j.date between :dayBefore and :dayAfter
        and j."startsAt" < :endsAt and j."endsAt" > :startsAt and j.id <> ${job.jobId === null ? '0' : ':jobId'} and j.status <> 'CANCELLED'`
    }
    ),
    -- What each nurse said of the day (domain/availability.ts): a day not known leaves nobody out.
    said as materialized (${
      !dated
        ? 'select null::int as "userId", null::boolean as available where false'
        : `
      select d."userId", d.available from pool p join date_availabilities d on d."userId" = p."userId" where d.date = :day`
    }
    ),
    judged as materialized (
      select f.*, not f.blocked and f.permitted and not f.engaged and f."bandOk" and f."skillsOk" and not f.overlapping and f.available is not false as eligible
      from (
        select p."userId", p.firstname, p.lastname, p.band,
          b."userId" is not null as blocked,
          u."userId" is null as permitted,
          e."userId" is not null as engaged,
          o."userId" is not null as overlapping,
          sd.available,
          ${banded ? `coalesce(array_position(${BAND_ORDER}, p.band::text) between array_position(${BAND_ORDER}, :gradeFrom::text) and array_position(${BAND_ORDER}, :gradeTo::text), false)` : 'true'} as "bandOk",
          coalesce(h."mandatoryMet", 0) = t.mandatory as "skillsOk",
          case when t.worth = 0 then 1 else coalesce(h.points, 0)::float / t.worth end as "skillsValue",
          case when t.learning = 0 then 0 else (t.learning - coalesce(h."learningMet", 0))::float / t.learning end as "learningValue"
        from pool p cross join totals t
        left join held h on h."userId" = p."userId"
        left join blocked b on b."userId" = p."userId"
        left join unpermitted u on u."userId" = p."userId"
        left join engaged e on e."userId" = p."userId"
        left join overlapping o on o."userId" = p."userId"
        left join said sd on sd."userId" = p."userId"
      ) f
    ),
    counts as (
      select count(*) filter (where ${focus}) as total,
        count(*) filter (where j.blocked) as "x_blocked",
        count(*) filter (where not j.permitted) as "x_rightToWork",
        count(*) filter (where j.engaged) as "x_engaged",
        count(*) filter (where j.band is null and ${banded}) as "x_noBand",
        count(*) filter (where j.band is not null and not j."bandOk") as "x_band",
        count(*) filter (where not j."skillsOk") as "x_missingSkill",
        count(*) as judged,
        count(*) filter (where j.overlapping) as "x_overlap",
        count(*) filter (where j.available is false) as "x_unavailable"
      from judged j
    ),
    focus as (select j.* from judged j where ${focus}),
    -- History, for the nurses of the page's set only, read by nurse.
    history as (
      select a."userId", count(*) as "inCareLocation", count(*) filter (where ${job.departmentId === null ? 'true' : 'j."departmentId" = :departmentId'}) as "inDepartment"
      from focus f join applications a on a."userId" = f."userId" join jobs j on j.id = a."jobId"
      where a.status = 'confirmed' and j."careLocationId" = :careLocationId and j.status <> 'CANCELLED'
        and j."endsAt" > :historyFrom and j."endsAt" <= :now
      group by a."userId"
    ),
    recent as (
      select a."userId", sum(extract(epoch from j."endsAt" - j."startsAt")) / 3600.0 as hours
      from focus f join applications a on a."userId" = f."userId" join jobs j on j.id = a."jobId"
      where a.status = 'confirmed' and j."trustId" = :trustId and j.status <> 'CANCELLED'
        and j."endsAt" > :recentFrom and j."endsAt" <= :now
      group by a."userId"
    ),
    scored as (
      select f.*, coalesce(hi."inDepartment", 0) as "inDepartment", coalesce(hi."inCareLocation", 0) as "inCareLocation",
        coalesce(r.hours, 0)::float as "recentHours",
        round((100.0 * (
          :ws * f."skillsValue"
          + :wl * least(1.0, (coalesce(hi."inDepartment", 0) + ${MATCHING.careLocationCredit} * (coalesce(hi."inCareLocation", 0) - coalesce(hi."inDepartment", 0))) / ${MATCHING.localExpCap}.0)
          + :wle * f."learningValue"
          + :wf * greatest(0.0, 1.0 - coalesce(r.hours, 0) / ${MATCHING.fairnessCapHours}.0)
        ) / :total)::numeric, 2)::float as score
      from focus f
      left join history hi on hi."userId" = f."userId"
      left join recent r on r."userId" = f."userId"
    )
    select c.*, s.* from counts c left join lateral (
      select * from scored s
      order by ${page.excluded ? 's.lastname, s.firstname, s."userId"' : 's.score desc, s."recentHours", s."userId"'}
      limit :limit offset :skip
    ) s on true`;
  const { rows: answered } = (await db.raw(sql, bindings)) as { rows: Row[] };
  const first = answered[0];
  // An empty page is the counts alone.
  const rows = answered.filter((r) => r.userId !== null);
  const excluded = Object.fromEntries(
    EXCLUSIONS.map((reason) => [reason, Number(first?.[`x_${reason}`] ?? 0)]),
  ) as Record<ExclusionReason, number>;
  return {
    total: Number(first?.total ?? 0),
    judged: Number(first?.judged ?? 0),
    excluded,
    rows: rows.map((r) => ({
      userId: r.userId,
      firstname: r.firstname,
      lastname: r.lastname,
      band: r.band ?? null,
      blocked: !!r.blocked,
      permitted: !!r.permitted,
      engaged: !!r.engaged,
      overlapping: !!r.overlapping,
      available: r.available ?? null,
      inDepartment: Number(r.inDepartment),
      inCareLocation: Number(r.inCareLocation),
      recentHours: Number(r.recentHours),
      eligible: !!r.eligible,
      score: Number(r.score),
    })),
  };
}

/** How many nurses see the shift (whatever their band, skills or bookings), kept like a list's total (caches.counts). */
export function nursesSeeing(app: Application, job: ShapeRow): Promise<number> {
  const query = nurseRolesSeeing(app.get('database').knex, job).first(
    app.get('database').knex.raw('count(distinct "u"."id") as n'),
  );
  return app
    .get('caches')
    .counts.remember(['user_roles', 'trust_roles', 'users'], query.toQuery(), async () =>
      Number((await query)?.n ?? 0),
    );
}
