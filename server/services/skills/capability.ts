/**
 * How deep the bank is in each skill (issue 13; the rules: domain/capability.ts), at the role's trust, or at one care
 * location it sees (careLocationId=; a role tied to a care location counts its own). A super admin names the trust.
 *   GET capability[?careLocationId=&trustId=&skillId=&q=]   each active skill: endorsed and able nurses by level, pending
 *   GET competency?skillId=&level=[&careLocationId=&trustId=&$limit=&$skip=]   the nurses able to work it at that level
 */
import { NotFound } from '@feathersjs/errors';
import type { Knex } from 'knex';
import type { ActingRole } from '../../../domain/access';
import { CAPABILITY_READ, capabilityOf, COMPETENCY_READ, levelsMeeting } from '../../../domain/capability';
import { searchByName } from '../../../domain/catalogue';
import { SUPERVISION_LEVELS, type SkillApprovalStatus, type SupervisionLevel } from '../../../domain/skills';
import { scopeOf } from '../../../domain/tenancy';
import type { Application, Params } from '../../declarations';
import { badField, idParam, optionalIdParam } from '../../query';
import { standingNurses } from '../jobs/eligibility';
import { seenCareLocation } from '../jobs/visibility';
import { pageOf } from '../matching';
import { rankOf } from '../matching/candidates';
import type { ServiceEntry } from '../mount';
import { readCatalogue, searchText } from './catalogue';
import type { Row } from '../../db/row';

interface Counted {
  skillId: number;
  level: SupervisionLevel;
  approvalStatus: SkillApprovalStatus;
  nurses: number;
}

interface Place {
  trustId: number;
  careLocationId: number | null;
}

/** Where the nurses are counted: the care location asked (one the role sees: else 404), the role's own, or its trust. */
async function placeOf(db: Knex, role: ActingRole, query: Row): Promise<Place> {
  const scope = scopeOf(role);
  const trustId = optionalIdParam(query.trustId, 'trustId', 'must be the id of a trust');
  if (trustId !== undefined && scope.trustId !== null && trustId !== scope.trustId)
    throw new NotFound(`No trust with id ${trustId}`);
  const careLocationId = optionalIdParam(query.careLocationId, 'careLocationId', 'must be the id of a care location');
  if (careLocationId !== undefined) {
    const place = await seenCareLocation(db, careLocationId, role);
    if (trustId !== undefined && place.trustId !== trustId)
      throw new NotFound(`No care location with id ${careLocationId}`);
    return { trustId: place.trustId, careLocationId: place.id };
  }
  if (scope.trustId !== null) return { trustId: scope.trustId, careLocationId: scope.careLocationId };
  if (trustId === undefined) throw badField('trustId', 'is required: name the trust whose nurses are counted');
  if (!(await db('trusts').where({ id: trustId }).first('id'))) throw new NotFound(`No trust with id ${trustId}`);
  return { trustId, careLocationId: null };
}

function levelParam(raw: unknown): SupervisionLevel {
  if (!SUPERVISION_LEVELS.includes(raw as SupervisionLevel))
    throw badField('level', `must be one of ${SUPERVISION_LEVELS.join(', ')}`);
  return raw as SupervisionLevel;
}

export const CAPABILITY_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/capability',
    what: "the bank's capability",
    methods: { find: CAPABILITY_READ },
    query: { find: ['careLocationId', 'trustId', 'skillId', 'q'] },
    serve: (app: Application) => ({
      async find(params: Params) {
        const db = app.get('database').knex;
        const query = params.query ?? {};
        const place = await placeOf(db, params.actingRole!, query);
        const skillId = optionalIdParam(query.skillId, 'skillId', 'must be the id of a skill');
        const q = query.q === undefined ? undefined : searchText(query);
        const catalogue = await readCatalogue(db, params.actingRole);
        const ofTrust = catalogue.skills.filter(
          (s) => (s.trustId === null || s.trustId === place.trustId) && (skillId === undefined || s.id === skillId),
        );
        const skills = q === undefined ? ofTrust : searchByName(ofTrust, q, ofTrust.length);
        const nurses = standingNurses(db, place);
        const [counted, { n }] = await Promise.all([
          db('user_skills as us')
            .where('us.trustId', place.trustId)
            .whereIn(
              'us.skillId',
              skills.map((s) => s.id),
            )
            .whereIn('us.userId', db.from(nurses.as('p')).select('p.userId'))
            .groupBy('us.skillId', 'us.level', 'us.approvalStatus')
            .select(
              'us.skillId',
              'us.level',
              'us.approvalStatus',
              db.raw('count(distinct "us"."userId")::int as nurses'),
            ) as Promise<Counted[]>,
          db.from(nurses.as('p')).first(db.raw('count(*)::int as n')) as Promise<{ n: number }>,
        ]);
        return {
          ...place,
          nurses: Number(n),
          data: skills.map((s) => ({
            skill: catalogue.shown(s),
            ...capabilityOf(counted.filter((c) => c.skillId === s.id)),
          })),
        };
      },
    }),
  },
  {
    path: 'api/v3/competency',
    what: 'the nurses competent in a skill',
    methods: { find: COMPETENCY_READ },
    query: { find: ['careLocationId', 'trustId', 'skillId', 'level', '$limit', '$skip'] },
    serve: (app: Application) => ({
      async find(params: Params) {
        const db = app.get('database').knex;
        const query = params.query ?? {};
        const place = await placeOf(db, params.actingRole!, query);
        const skillId = idParam(query.skillId, 'skillId', 'must be the id of a skill');
        const level = levelParam(query.level);
        const { limit, skip } = pageOf(query);
        const skill: Row | undefined = await db('skills')
          .where({ id: skillId, status: 'Active' })
          .where((q) => q.whereNull('trustId').orWhere('trustId', place.trustId))
          .first('id', 'name');
        if (!skill) throw badField('skillId', `No active skill of this trust with id ${skillId}`);
        const able = db
          .from(standingNurses(db, place).as('p'))
          .join('user_skills as us', 'us.userId', 'p.userId')
          .where({ 'us.trustId': place.trustId, 'us.skillId': skillId, 'us.approvalStatus': 'approved' })
          .whereIn('us.level', levelsMeeting(level));
        const [{ n }, rows] = await Promise.all([
          able.clone().first(db.raw('count(*)::int as n')) as Promise<{ n: number }>,
          able
            .clone()
            .select(
              'p.userId',
              'p.firstname',
              'p.lastname',
              'p.band',
              'us.level',
              'us.source',
              'us.changeOrigin',
              'us.updatedAt',
            )
            .orderByRaw(`${rankOf('us.level')} desc, p.lastname, p.firstname, p."userId"`)
            .limit(limit)
            .offset(skip) as Promise<Row[]>,
        ]);
        return { ...place, skill, level, total: Number(n), limit, skip, data: rows };
      },
    }),
  },
];
