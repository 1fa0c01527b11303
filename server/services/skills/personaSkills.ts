/**
 * GET getstaffpersonaskills?staffPersonaId= : a persona's effective skills (domain/personas.ts effectiveSkills), each
 * with its level and where it comes from (the persona itself, a child persona, or a group-expert combination), by
 * skill name. The persona must be one the role reads (its trust's, or the shared catalogue); a combination selects
 * the active skills the persona's trust reads (its own and the shared catalogue's).
 */
import { NotFound } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { effectiveSkills, personasReached } from '../../../domain/personas';
import { SHIFT_SKILLS_READ } from '../../../domain/skills';
import type { Application, Params } from '../../declarations';
import { idParam } from '../../query';
import { loadResources } from '../../resourceRegistry';
import type { ServiceEntry } from '../mount';
import { ResourceService } from '../resourceService';
import { childEdges } from './staffPersonasService';
import type { Row } from '../../db/row';

/**
 * The effective skills of persona `id`, which the request must read (its trust's, or the shared catalogue: 404
 * otherwise), each named, by skill name.
 */
export async function personaSkills(db: Knex, id: number, params: Params) {
  const def = (await loadResources()).find((d) => d.name === 'staffpersonas')!;
  const persona: Row | undefined = await ResourceService.scope(db('staffpersonas'), def, params.actingRole)
    .where('staffpersonas.id', id)
    .first('staffpersonas.*');
  if (!persona) throw new NotFound(`No staff persona ${id}`);
  const reached = personasReached(id, await childEdges(db));
  const personas: Row[] = await db('staffpersonas')
    .whereIn('id', reached)
    .select('id', 'name', 'childPersonas', 'directSkills', 'groupExpertCombinations');
  // The skills the persona's trust reads, whatever their status: a persona names them; the active ones are the
  // catalogue its combinations select from.
  const known: Row[] = await db('skills')
    .where((q) => q.whereNull('trustId').orWhere('trustId', persona.trustId ?? -1))
    .select('id', 'name', 'status', 'groupingTags', 'expertLevelTag');
  const catalogue = known.filter((s) => s.status === 'Active');
  const skills = effectiveSkills(id, {
    directSkills: personas.flatMap((p) =>
      (p.directSkills ?? []).map((d: Row) => ({ staffPersonaId: p.id, skillId: d.skillId, level: d.level })),
    ),
    children: personas.flatMap((p) =>
      (p.childPersonas ?? []).map((c: number) => ({ staffPersonaId: p.id, childPersonaId: c })),
    ),
    combinations: personas.flatMap((p) =>
      (p.groupExpertCombinations ?? []).map((c: Row) => ({ staffPersonaId: p.id, ...c })),
    ),
    catalogue: catalogue.map((s) => ({
      id: s.id,
      groupingTags: s.groupingTags ?? [],
      expertLevelTag: s.expertLevelTag,
    })),
  });
  const names = new Map<number, string>(known.map((s) => [s.id, s.name]));
  const named = new Map(personas.map((p) => [p.id, p.name]));
  return {
    persona,
    skills: skills
      .map((s) => ({
        ...s,
        name: names.get(s.skillId) ?? `Skill ${s.skillId}`,
        ...(s.origin.kind === 'child' ? { fromPersona: named.get(s.origin.personaId) ?? null } : {}),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export const PERSONA_SKILL_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/getstaffpersonaskills',
    what: "a persona's skills",
    methods: { find: SHIFT_SKILLS_READ },
    query: { find: ['staffPersonaId'] },
    serve: (app: Application) => ({
      async find(params: Params) {
        const id = idParam(params.query?.staffPersonaId, 'staffPersonaId', 'must be the id of a staff persona');
        const { persona, skills } = await personaSkills(app.get('database').knex, id, params);
        return { staffPersonaId: id, name: persona.name, data: skills };
      },
    }),
  },
];
