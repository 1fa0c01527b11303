/**
 * GET /api/v3/get-staff-match-score?jobId= (spec 7.5 Matching, issue 13): a shift's eligible candidates, ranked by
 * their match score (domain/matching.ts), 10 a page (spec 9), each with the score's breakdown by factor and the
 * shift's skills as the nurse holds them; with how many nurses each reason leaves out. `&excluded=true` lists those
 * left out instead (by name, each with its reasons); `&userId=` explains one nurse, eligible or not. For those who see
 * a shift's applicants or find staff, in trusts with the 'Eligible candidates and weight adjuster' feature, on shifts
 * their role sees.
 */
import { BadRequest, NotFound } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { PAGE_SIZES } from '../../../domain/constants';
import type { Band } from '../../../domain/bands';
import {
  DEFAULT_MATCH_WEIGHTS,
  exclusionsOf,
  factorValues,
  MATCH_FACTORS,
  matchBreakdown,
  type CandidateFacts,
  type MatchWeights,
  type ShiftFacts,
  type ShiftSkillNeed,
} from '../../../domain/matching';
import { CANDIDATES_READ } from '../../../domain/shifts';
import type { SupervisionLevel } from '../../../domain/skills';
import weightSettings from '../../../resources/staffmatchweightsettings';
import type { Application, Params } from '../../declarations';
import { idParam } from '../../query';
import { seenShift } from '../jobs/visibility';
import type { ServiceEntry } from '../mount';
import { candidatePage, nursesSeeing, type CandidateRow, type PageRequest, type ShapeRow } from './candidates';
import type { Row } from '../../db/row';

/** A page's request; `counting` lets $limit be 0: the count alone (find-a-staff's count for posting roles). */
export function pageOf(query: Record<string, unknown>, { counting = false } = {}) {
  const limit = query.$limit === undefined ? PAGE_SIZES.eligibleCandidates : Number(query.$limit);
  const skip = query.$skip === undefined ? 0 : Number(query.$skip);
  const least = counting ? 0 : 1;
  if (!Number.isInteger(limit) || limit < least || limit > 100) {
    throw new BadRequest(`$limit must be a whole number from ${least} to 100`, {
      errors: [{ field: '$limit', message: `must be from ${least} to 100` }],
    });
  }
  if (!Number.isInteger(skip) || skip < 0)
    throw new BadRequest('$skip must be a whole number from 0', {
      errors: [{ field: '$skip', message: 'must be 0 or more' }],
    });
  if (query.excluded !== undefined && query.excluded !== 'true' && query.excluded !== 'false') {
    throw new BadRequest('excluded must be true or false', {
      errors: [{ field: 'excluded', message: 'must be true or false' }],
    });
  }
  return {
    limit,
    skip,
    excluded: query.excluded === 'true',
    userId: query.userId === undefined ? undefined : idParam(query.userId, 'userId', 'must be the id of a nurse'),
  };
}

/** What the domain reads of one candidate: the SQL's facts and their skills held among the shift's. */
function factsOf(row: CandidateRow, held: Row[]): CandidateFacts {
  return {
    blocked: row.blocked,
    permitted: row.permitted,
    engaged: row.engaged,
    band: row.band,
    skills: held
      .filter((h) => h.userId === row.userId)
      .map((h) => ({
        skillId: h.skillId,
        level: h.level as SupervisionLevel,
        approved: h.approvalStatus === 'approved',
      })),
    overlapping: row.overlapping,
    available: row.available,
    shiftsInDepartment: row.inDepartment,
    shiftsInCareLocation: row.inCareLocation,
    recentHours: row.recentHours,
  };
}

/** The trust's match weights (staffmatchweightsettings, /weight-adjuster), or the defaults while it has none. */
export async function trustWeights(db: Knex, trustId: number): Promise<MatchWeights> {
  const row = await db(weightSettings.table)
    .where({ trustId })
    .first(MATCH_FACTORS.map((f) => `${f}Weight`));
  return row ?? DEFAULT_MATCH_WEIGHTS;
}

/** The shape's skill needs with their skills' names, by name: how every answer lists them. */
async function namedNeeds(db: Knex, needs: readonly ShiftSkillNeed[]) {
  const names = new Map<number, string>(
    needs.length
      ? (
          await db('skills')
            .whereIn(
              'id',
              needs.map((n) => n.skillId),
            )
            .select('id', 'name')
        ).map((s: Row) => [s.id, s.name])
      : [],
  );
  return needs
    .map((n) => ({ ...n, name: names.get(n.skillId) ?? `Skill ${n.skillId}` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The candidates of `shape` (a shift, a model job, a search), a page as `page` asks: the answer of every ranking
 * service, each candidate explained by the domain.
 */
export async function rankCandidates(app: Application, shape: ShapeRow, page: PageRequest) {
  const db = app.get('database').knex;
  const [weights, needs] = await Promise.all([trustWeights(db, shape.trustId), namedNeeds(db, shape.needs)]);
  // Those lacking a mandatory skill are counted, not judged one by one (candidates.ts).
  const countsSkipped = page.userId === undefined && needs.some((n) => n.requirement === 'mandatory');
  const [result, seeing] = await Promise.all([
    candidatePage(db, shape, weights, page, app.get('clock').now()),
    countsSkipped ? nursesSeeing(app, shape) : 0,
  ]);
  if (countsSkipped) result.excluded.missingSkill += Math.max(0, seeing - result.judged);
  if (page.userId !== undefined && !result.rows.length)
    throw new NotFound(`Nurse ${page.userId} is not a nurse of this trust who could work here`);
  const held: Row[] =
    needs.length && result.rows.length
      ? await db('user_skills')
          .where({ trustId: shape.trustId })
          .whereIn(
            'userId',
            result.rows.map((r) => r.userId),
          )
          .whereIn(
            'skillId',
            needs.map((n) => n.skillId),
          )
          .select('userId', 'skillId', 'level', 'approvalStatus')
      : [];
  const shift: ShiftFacts = {
    gradeFrom: shape.gradeFrom as Band | null,
    gradeTo: shape.gradeTo as Band | null,
    skills: needs,
  };
  return {
    total: result.total,
    limit: page.limit,
    skip: page.skip,
    excluded: result.excluded,
    weights,
    data: result.rows.map((row) => {
      const facts = factsOf(row, held);
      const exclusions = exclusionsOf(shift, facts);
      const breakdown = matchBreakdown(factorValues(shift, facts), weights);
      const mine = new Map(facts.skills.map((s) => [s.skillId, s]));
      return {
        userId: row.userId,
        nurse: { id: row.userId, firstname: row.firstname, lastname: row.lastname },
        band: row.band,
        eligible: exclusions.length === 0,
        score: breakdown.score,
        // The score the SQL ranked by: always the domain's (tests/api/matching.test.ts holds them equal).
        rankedBy: row.score,
        factors: breakdown.factors,
        exclusions,
        shiftsInDepartment: row.inDepartment,
        shiftsInCareLocation: row.inCareLocation,
        recentHours: Math.round(row.recentHours * 10) / 10,
        skills: needs.map((n) => ({
          ...n,
          held: mine.get(n.skillId)?.level ?? null,
          endorsed: mine.get(n.skillId)?.approved ?? false,
        })),
      };
    }),
  };
}

export const MATCHING_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/get-staff-match-score',
    what: "a shift's candidates",
    methods: { find: CANDIDATES_READ },
    query: { find: ['jobId', 'userId', 'excluded', '$limit', '$skip'] },
    serve: (app: Application) => ({
      async find(params: Params) {
        const db = app.get('database').knex;
        const query = params.query ?? {};
        const page = pageOf(query);
        const job = await seenShift(db, idParam(query.jobId, 'jobId', 'must be the id of a shift'), params);
        const needs: ShiftSkillNeed[] = await db('job_skills')
          .where({ jobId: job.id })
          .select('skillId', 'requirement', 'level', 'learningOpportunity');
        const { trustId, careLocationId, departmentId, date, startsAt, endsAt, gradeFrom, gradeTo } = job;
        return rankCandidates(
          app,
          { jobId: job.id, trustId, careLocationId, departmentId, date, startsAt, endsAt, gradeFrom, gradeTo, needs },
          page,
        );
      },
    }),
  },
];
