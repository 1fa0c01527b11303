/**
 * The skills catalogue, read (issue 13; domain/catalogue.ts): every active skill the role reads (its trust's and the
 * shared catalogue's) with its tags named, by grouping tag, by a group-expert combination's tags, and searched by
 * name. For the console roles, as skills are read; personas are searched only where the trust has shift skills.
 *   GET getallskills[?q=&skillGroupingTagId=&expertLevelTagId=]  the skills, by name (by rank with q)
 *   GET taggedskillgroups                                         the skills by grouping tag, the untagged last
 *   GET gettagexpertlevelskills?skillGroupingTagId=&expertLevelTagId=  what such a combination selects
 *   GET neo-skills?q=       skills whose name, or one of whose tags, answers q: the name's matches first
 *   GET neo-search?q=       skills, tags and personas answering q, each kind ranked
 */
import type { Knex } from 'knex';
import { can, type ActingRole } from '../../../domain/access';
import { groupByTag, searchByName, searchRefusal, SEARCH } from '../../../domain/catalogue';
import { carriesTags } from '../../../domain/personas';
import { SHIFT_SKILLS_READ } from '../../../domain/skills';
import skillsDef from '../../../resources/skills';
import personasDef from '../../../resources/staffpersonas';
import { consoleReaders } from '../../../resources/rules';
import type { Application, Params } from '../../declarations';
import { badField, idParam, optionalIdParam } from '../../query';
import type { ServiceEntry } from '../mount';
import { ResourceService } from '../resourceService';
import type { Row } from '../../db/row';

interface Named {
  id: number;
  name: string;
}
interface ExpertTag extends Named {
  level: number;
}
export interface CatalogueEntry {
  id: number;
  name: string;
  description: string | null;
  trustId: number | null;
  groupingTags: number[];
  expertLevelTag: number | null;
}

/** The active skills the role reads, by name, and every tag (tags are global), by name and by level. */
export async function readCatalogue(db: Knex, role: ActingRole | undefined) {
  const [skills, groupingTags, expertLevelTags] = await Promise.all([
    ResourceService.scope(db(skillsDef.table), skillsDef, role)
      .where(`${skillsDef.table}.status`, 'Active')
      .select(
        'skills.id',
        'skills.name',
        'skills.description',
        'skills.trustId',
        'skills.groupingTags',
        'skills.expertLevelTag',
      ) as Promise<Row[]>,
    db('skillgroupingtags').orderBy('name').select('id', 'name') as Promise<Named[]>,
    db('skillexpertleveltags').orderBy('level').select('id', 'name', 'level') as Promise<ExpertTag[]>,
  ]);
  // By name as people read it (the database's collation may put 'IV' before 'Immediate').
  skills.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const entries: CatalogueEntry[] = skills.map(
    (s) => ({ ...s, groupingTags: s.groupingTags ?? [], expertLevelTag: s.expertLevelTag ?? null }) as CatalogueEntry,
  );
  const grouping = new Map(groupingTags.map((t) => [t.id, t]));
  const expert = new Map(expertLevelTags.map((t) => [t.id, t]));
  /** A skill as the answers show it: its tags named. */
  const shown = (s: CatalogueEntry) => ({
    ...s,
    groupingTags: s.groupingTags.flatMap((id) => (grouping.has(id) ? [grouping.get(id)!] : [])),
    expertLevelTag: s.expertLevelTag === null ? null : (expert.get(s.expertLevelTag) ?? null),
  });
  return { skills: entries, groupingTags, expertLevelTags, shown };
}

/** The search's text (q), or a 400 saying why not. */
export function searchText(query: Row): string {
  const refusal = searchRefusal(query.q);
  if (refusal) throw badField('q', refusal);
  return query.q as string;
}

const catalogueService = (
  path: string,
  what: string,
  query: string[],
  find: (db: Knex, params: Params, query: Row) => Promise<unknown>,
): ServiceEntry => ({
  path: `api/v3/${path}`,
  what,
  methods: { find: consoleReaders },
  query: { find: query },
  serve: (app: Application) => ({
    find: (params: Params) => find(app.get('database').knex, params, params.query ?? {}),
  }),
});

export const CATALOGUE_SERVICES: ServiceEntry[] = [
  catalogueService(
    'getallskills',
    'the skills catalogue',
    ['q', 'skillGroupingTagId', 'expertLevelTagId'],
    async (db, params, query) => {
      const groupingTagId = optionalIdParam(
        query.skillGroupingTagId,
        'skillGroupingTagId',
        'must be the id of a skill grouping tag',
      );
      const expertLevelTagId = optionalIdParam(
        query.expertLevelTagId,
        'expertLevelTagId',
        'must be the id of an expert level tag',
      );
      const catalogue = await readCatalogue(db, params.actingRole);
      const tagged = catalogue.skills.filter(
        (s) =>
          (groupingTagId === undefined || s.groupingTags.includes(groupingTagId)) &&
          (expertLevelTagId === undefined || s.expertLevelTag === expertLevelTagId),
      );
      const found = query.q === undefined ? tagged : searchByName(tagged, searchText(query), tagged.length);
      return found.map(catalogue.shown);
    },
  ),
  catalogueService('taggedskillgroups', 'the skills by grouping tag', [], async (db, params) => {
    const catalogue = await readCatalogue(db, params.actingRole);
    return groupByTag(catalogue.skills, catalogue.groupingTags).map((g) => ({
      tag: g.tag,
      skills: g.skills.map(catalogue.shown),
    }));
  }),
  catalogueService(
    'gettagexpertlevelskills',
    "a combination's skills",
    ['skillGroupingTagId', 'expertLevelTagId'],
    async (db, params, query) => {
      const groupingTagId = idParam(
        query.skillGroupingTagId,
        'skillGroupingTagId',
        'must be the id of a skill grouping tag',
      );
      const expertLevelTagId = idParam(
        query.expertLevelTagId,
        'expertLevelTagId',
        'must be the id of an expert level tag',
      );
      const catalogue = await readCatalogue(db, params.actingRole);
      return catalogue.skills.filter((s) => carriesTags(s, groupingTagId, expertLevelTagId)).map(catalogue.shown);
    },
  ),
  catalogueService('neo-skills', 'the skills search', ['q'], async (db, params, query) => {
    const q = searchText(query);
    const catalogue = await readCatalogue(db, params.actingRole);
    const byName = searchByName(catalogue.skills, q, SEARCH.perKind);
    const tags = new Set(searchByName(catalogue.groupingTags, q, Infinity).map((t) => t.id));
    const levels = new Set(searchByName(catalogue.expertLevelTags, q, Infinity).map((t) => t.id));
    const named = new Set(byName.map((s) => s.id));
    const byTag = catalogue.skills.filter(
      (s) =>
        !named.has(s.id) &&
        (s.groupingTags.some((id) => tags.has(id)) || (s.expertLevelTag !== null && levels.has(s.expertLevelTag))),
    );
    return [
      ...byName.map((s) => ({ ...catalogue.shown(s), matched: 'name' })),
      ...byTag.map((s) => ({ ...catalogue.shown(s), matched: 'tag' })),
    ].slice(0, SEARCH.perKind);
  }),
  catalogueService('neo-search', 'the catalogue search', ['q'], async (db, params, query) => {
    const q = searchText(query);
    const role = params.actingRole;
    const catalogue = await readCatalogue(db, role);
    // Personas are the 'Shift skills' feature's: a trust without it finds none.
    const personas: Named[] = can(role, SHIFT_SKILLS_READ)
      ? await ResourceService.scope(db(personasDef.table), personasDef, role)
          .where(`${personasDef.table}.status`, 'Active')
          .select('staffpersonas.id', 'staffpersonas.name', 'staffpersonas.trustId')
      : [];
    return {
      q,
      skills: searchByName(catalogue.skills, q).map(catalogue.shown),
      groupingTags: searchByName(catalogue.groupingTags, q),
      expertLevelTags: searchByName(catalogue.expertLevelTags, q),
      personas: searchByName(personas, q),
    };
  }),
];
