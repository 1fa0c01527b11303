/**
 * GET /api/v3/find-a-staff (/search/staff/persona, issue 13): the nurses who could work at a care location, ranked by
 * the match score against the search's criteria (domain/findStaff.ts), 10 a page, each explained as a shift's
 * candidates are; `excluded=true` lists those left out, `userId=` explains one nurse. The care location must be one
 * the role sees (404), the persona and the skills its trust's or the shared catalogue's (400 naming them). A role that
 * posts shifts without finding staff asks for the count alone ($limit=0, domain/findStaff.ts COUNT_STAFF).
 */
import { BadRequest } from '@feathersjs/errors';
import { checkAccess } from '../../../domain/access';
import {
  COUNT_STAFF,
  criteriaNeeds,
  criteriaOf,
  CRITERIA_KEYS,
  isRefusal,
  type FindStaffCriteria,
} from '../../../domain/findStaff';
import { FIND_STAFF_READ } from '../../../domain/staff';
import { refusal } from '../../hooks/authorize';
import { addDays, zonedInstant } from '../../../domain/time';
import type { Application, Params } from '../../declarations';
import { badField } from '../../query';
import type { ServiceEntry } from '../mount';
import { seenCareLocation } from '../jobs/visibility';
import { personaSkills } from '../skills/personaSkills';
import { pageOf, rankCandidates } from './index';

/** The search's criteria from a query, or a 400 naming the field. */
export function searchCriteria(query: Record<string, unknown>): FindStaffCriteria {
  const criteria = criteriaOf(
    Object.fromEntries(CRITERIA_KEYS.filter((k) => query[k] !== undefined).map((k) => [k, query[k]])),
  );
  if (isRefusal(criteria)) throw badField(criteria.field, criteria.message);
  return criteria;
}

export const FIND_STAFF_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/find-a-staff',
    what: 'staff found',
    // A posting role counts (COUNT_STAFF, $limit=0); listing the nurses is FIND_STAFF_READ's.
    methods: { find: COUNT_STAFF },
    query: { find: [...CRITERIA_KEYS, 'userId', 'excluded', '$limit', '$skip'] },
    serve: (app: Application) => ({
      async find(params: Params) {
        const db = app.get('database').knex;
        const query = params.query ?? {};
        const listing = checkAccess(params.actingRole, FIND_STAFF_READ);
        // Counting alone: no page of nurses, and no one nurse's verdict (a count of one or none would name it).
        if (!listing.allowed && (String(query.$limit) !== '0' || query.userId !== undefined))
          throw refusal(listing, 'list staff found');
        const page = pageOf(query, { counting: true });
        const criteria = searchCriteria(query);
        const place = await seenCareLocation(db, criteria.careLocationId, params.actingRole);
        const persona = criteria.personaId === null ? null : await personaSkills(db, criteria.personaId, params);
        if (persona && persona.persona.trustId !== null && persona.persona.trustId !== place.trustId) {
          throw badField('personaId', `${persona.persona.name} is a persona of another trust`);
        }
        const personaNeeds = (persona?.skills ?? []).map((s) => ({ skillId: s.skillId, level: s.level }));
        const needs = criteriaNeeds(criteria, personaNeeds);
        const known = new Set<number>(
          needs.length
            ? await db('skills')
                .whereIn(
                  'id',
                  needs.map((n) => n.skillId),
                )
                .where('status', 'Active')
                .where((q) => q.whereNull('trustId').orWhere('trustId', place.trustId))
                .pluck('id')
            : [],
        );
        const unknown = criteria.skills.filter((s) => !known.has(s.skillId)).map((s) => s.skillId);
        if (unknown.length)
          throw new BadRequest(`No active skill of this trust with id ${unknown.join(', ')}`, {
            errors: [{ field: 'skills', message: `unknown skill ${unknown.join(', ')}` }],
          });
        const day = criteria.date;
        const answer = await rankCandidates(
          app,
          {
            jobId: null,
            trustId: place.trustId,
            careLocationId: place.id,
            departmentId: null,
            date: day,
            // Free that day: no booking on a shift overlapping it, midnight to midnight.
            startsAt: day ? zonedInstant(day, '00:00') : null,
            endsAt: day ? zonedInstant(addDays(day, 1), '00:00') : null,
            gradeFrom: criteria.bandFrom,
            gradeTo: criteria.bandTo,
            // A persona may name a skill since retired: it is not sought.
            needs: needs.filter((n) => known.has(n.skillId)),
          },
          page,
        );
        return {
          ...answer,
          criteria,
          careLocation: { id: place.id, name: place.name },
          persona: persona && { id: persona.persona.id, name: persona.persona.name },
        };
      },
    }),
  },
];
