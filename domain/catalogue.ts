/**
 * The skills catalogue, read (issue 13): searching it (neo-search, neo-skills) and grouping it by tag
 * (taggedskillgroups), for the server and the console alike.
 *
 * A search ranks a name against the words typed, case and accents aside:
 *   4 the name is the text typed; 3 it starts with it; 2 one of its words starts with it; 1 it contains it; 0 no match.
 * Best rank first, then by name; at most SEARCH.perKind of each kind (skills, tags, personas). A search needs
 * SEARCH.minLength characters or more (fewer would match most of the catalogue).
 */
import type { CatalogueSkill } from './personas';

export const SEARCH = { minLength: 2, maxLength: 80, perKind: 10 } as const;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** How well `name` answers the search `q` (see above): 0 to 4. */
export function searchRank(name: string, q: string): number {
  const n = fold(name);
  const t = fold(q);
  if (!t) return 0;
  if (n === t) return 4;
  if (n.startsWith(t)) return 3;
  if (n.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(t))) return 2;
  return n.includes(t) ? 1 : 0;
}

/** The items whose name answers `q`, best first, then by name, at most `limit`. */
export function searchByName<T extends { name: string }>(
  items: readonly T[],
  q: string,
  limit: number = SEARCH.perKind,
): T[] {
  return items
    .map((item) => ({ item, rank: searchRank(item.name, q) }))
    .filter((r) => r.rank > 0)
    .sort((a, b) => b.rank - a.rank || a.item.name.localeCompare(b.item.name))
    .slice(0, limit)
    .map((r) => r.item);
}

/** Why a search text cannot be searched, or null. */
export function searchRefusal(q: unknown): string | null {
  if (typeof q !== 'string' || fold(q).length < SEARCH.minLength)
    return `must be ${SEARCH.minLength} characters or more`;
  return q.length > SEARCH.maxLength ? `must be ${SEARCH.maxLength} characters or fewer` : null;
}

export interface Tag {
  id: number;
  name: string;
}

export interface TaggedGroup<S> {
  /** null: the skills carrying no grouping tag. */
  tag: Tag | null;
  skills: S[];
}

/**
 * The skills by grouping tag: one group per tag carrying any skill, by tag name, each skill by name (a skill with two
 * tags is in both groups, once in each), then the untagged skills. Tags carrying no skill are left out.
 */
export function groupByTag<S extends CatalogueSkill & { name: string }>(
  skills: readonly S[],
  tags: readonly Tag[],
): TaggedGroup<S>[] {
  const byName = [...skills].sort((a, b) => a.name.localeCompare(b.name));
  const groups: TaggedGroup<S>[] = [...tags]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((tag) => ({ tag, skills: byName.filter((s) => s.groupingTags.includes(tag.id)) }))
    .filter((g) => g.skills.length > 0);
  const known = new Set(tags.map((t) => t.id));
  const untagged = byName.filter((s) => !s.groupingTags.some((id) => known.has(id)));
  return untagged.length ? [...groups, { tag: null, skills: untagged }] : groups;
}
