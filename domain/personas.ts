/**
 * Staff personas (spec 3, issue 13): a persona is a named bundle of skills at supervision levels, "what this kind of
 * nurse can do" (a Band 5 theatre scrub nurse, say). It is built from three parts:
 *   - direct skills: a skill at a level;
 *   - child personas: every effective skill of another persona;
 *   - group-expert combinations: every active catalogue skill carrying a grouping tag and an expert-level tag, at a
 *     level.
 * Its effective skills are resolved here, once, for the server and the console alike:
 *   - one entry per skill (spec 5: skill lists are de-duplicated by skill);
 *   - a direct skill's level wins over what the persona inherits (a persona states its own level explicitly);
 *   - between inherited entries, the most independent level wins (solo over distant supervision, and so on).
 * A persona never contains itself, directly or through its children: adding such a child is refused (400).
 */
import type { AccessRule } from './access';
import { SUPERVISION_LEVELS, type SupervisionLevel } from './skills';

/** Who reads the persona mappings: the console roles holding VIEW_PERSONAS or MANAGE_PERSONAS (the menu's Persona Mapping). */
export const PERSONA_MAPPINGS_READ: AccessRule = { anyOf: ['VIEW_PERSONAS', 'MANAGE_PERSONAS'] };

/**
 * Who reads the personas a nurse is recognised as (user-personas, on their profile): those who see staff, where the
 * trust has 'Shift skills'; who keeps them: those who manage staff there.
 */
export const USER_PERSONAS_READ: AccessRule = {
  levels: ['ADMIN', 'MANAGER'],
  anyOf: ['VIEW_APPROVED_USERS', 'VIEW_APPLICANTS', 'MANAGE_USERS'],
  feature: 'Shift skills',
};
export const USER_PERSONAS_WRITE: AccessRule = {
  levels: ['ADMIN', 'MANAGER'],
  anyOf: ['MANAGE_USERS'],
  feature: 'Shift skills',
};

/** How large a persona may be: its direct skills, child personas and group-expert combinations. */
export const PERSONA_LIMITS = { directSkills: 200, childPersonas: 50, combinations: 50 } as const;

/** A supervision level's rank: higher is more independent (solo 3 ... no-experience 0). */
export const levelRank = (level: SupervisionLevel) => SUPERVISION_LEVELS.length - 1 - SUPERVISION_LEVELS.indexOf(level);

/** Whether a skill held at `held` meets a need of `required`. */
export const meetsLevel = (held: SupervisionLevel, required: SupervisionLevel) =>
  levelRank(held) >= levelRank(required);

export interface DirectSkill {
  staffPersonaId: number;
  skillId: number;
  level: SupervisionLevel;
}
export interface ChildPersona {
  staffPersonaId: number;
  childPersonaId: number;
}
export interface GroupExpertCombination {
  staffPersonaId: number;
  skillGroupingTagId: number;
  expertLevelTagId: number;
  level: SupervisionLevel;
}
/** An active catalogue skill, with its tags, as group-expert combinations select them. */
export interface CatalogueSkill {
  id: number;
  groupingTags: number[];
  expertLevelTag: number | null;
}

/** Whether a skill is one a group-expert combination selects: it carries the grouping tag and the expert-level tag. */
export const carriesTags = (skill: CatalogueSkill, groupingTagId: number, expertLevelTagId: number) =>
  skill.expertLevelTag === expertLevelTagId && skill.groupingTags.includes(groupingTagId);

/** Every part of the personas a resolution may reach, read once. */
export interface PersonaParts {
  directSkills: readonly DirectSkill[];
  children: readonly ChildPersona[];
  combinations: readonly GroupExpertCombination[];
  catalogue: readonly CatalogueSkill[];
}

/** Where an effective skill comes from: the persona itself, a child persona (by id), or a combination. */
export type SkillOrigin =
  | { kind: 'direct' }
  | { kind: 'child'; personaId: number }
  | { kind: 'combination'; skillGroupingTagId: number; expertLevelTagId: number };

export interface EffectiveSkill {
  skillId: number;
  level: SupervisionLevel;
  origin: SkillOrigin;
}

const pick = (a: EffectiveSkill | undefined, b: EffectiveSkill) => {
  if (!a) return b;
  if (a.origin.kind === 'direct') return a;
  if (b.origin.kind === 'direct') return b;
  return levelRank(b.level) > levelRank(a.level) ? b : a;
};

/**
 * The effective skills of persona `personaId`, by skill id order. A cycle in `parts` (which the API never lets in)
 * is cut where it closes, so that a resolution always ends.
 */
export function effectiveSkills(personaId: number, parts: PersonaParts): EffectiveSkill[] {
  const resolve = (id: number, seen: ReadonlySet<number>): Map<number, EffectiveSkill> => {
    const out = new Map<number, EffectiveSkill>();
    const add = (s: EffectiveSkill) => out.set(s.skillId, pick(out.get(s.skillId), s));
    for (const d of parts.directSkills)
      if (d.staffPersonaId === id) add({ skillId: d.skillId, level: d.level, origin: { kind: 'direct' } });
    for (const c of parts.combinations) {
      if (c.staffPersonaId !== id) continue;
      const origin = {
        kind: 'combination',
        skillGroupingTagId: c.skillGroupingTagId,
        expertLevelTagId: c.expertLevelTagId,
      } as const;
      for (const s of parts.catalogue) {
        if (carriesTags(s, c.skillGroupingTagId, c.expertLevelTagId)) add({ skillId: s.id, level: c.level, origin });
      }
    }
    for (const c of parts.children) {
      if (c.staffPersonaId !== id || seen.has(c.childPersonaId)) continue;
      const inner = resolve(c.childPersonaId, new Set([...seen, c.childPersonaId]));
      for (const s of inner.values())
        add({ skillId: s.skillId, level: s.level, origin: { kind: 'child', personaId: c.childPersonaId } });
    }
    return out;
  };
  return [...resolve(personaId, new Set([personaId])).values()].sort((a, b) => a.skillId - b.skillId);
}

/**
 * Whether making `childId` a child of `parentId` would make a persona contain itself: true when the child is the
 * parent, or already contains it through its own children.
 */
export function wouldCycle(parentId: number, childId: number, children: readonly ChildPersona[]): boolean {
  const stack = [childId];
  const seen = new Set<number>();
  while (stack.length) {
    const id = stack.pop()!;
    if (id === parentId) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const c of children) if (c.staffPersonaId === id) stack.push(c.childPersonaId);
  }
  return false;
}

/** The personas a resolution of `personaId` reaches (itself and its descendants): what to read before resolving it. */
export function personasReached(personaId: number, children: readonly ChildPersona[]): number[] {
  const reached = new Set([personaId]);
  const stack = [personaId];
  while (stack.length) {
    const id = stack.pop()!;
    for (const c of children) {
      if (c.staffPersonaId !== id || reached.has(c.childPersonaId)) continue;
      reached.add(c.childPersonaId);
      stack.push(c.childPersonaId);
    }
  }
  return [...reached];
}
