/**
 * How deep a trust's bank is in a skill (issue 13: `capability` and `competency`, spec 3 skill constants).
 *
 * The nurses counted are the trust's standing nurses (an active, approved NURSE role, as for any offer), or those
 * whose role sees one care location when one is asked. Only an endorsed skill (approvalStatus approved) says what a
 * nurse can do; a claim waiting for endorsement is counted apart, as pending, and never as able.
 *   - capability of a skill: how many hold it endorsed at each supervision level, how many are able to work it at each
 *     level (endorsed at that level or a more independent one: a solo nurse can work a shift asking for direct
 *     supervision), and how many claims wait;
 *   - competency in a skill at a level: the nurses able to work it at that level, the most independent first, then by
 *     name.
 */
import type { AccessRule } from './access';
import { meetsLevel } from './personas';
import { SUPERVISION_LEVELS, type SkillApprovalStatus, type SupervisionLevel } from './skills';
import { STAFF_READ } from './staff';

/** Capability is counts alone: every console role reads it, as it reads skills. */
export const CAPABILITY_READ: AccessRule = { levels: ['ADMIN', 'MANAGER'] };
/** Competency names nurses: the console roles that see staff. */
export const COMPETENCY_READ: AccessRule = { levels: ['ADMIN', 'MANAGER'], anyOf: STAFF_READ.anyOf };

export type LevelCounts = Record<SupervisionLevel, number>;

export interface Capability {
  /** Nurses holding the skill endorsed, by their level. */
  endorsed: LevelCounts;
  /** Nurses able to work the skill at each level: endorsed at it or a more independent one. */
  able: LevelCounts;
  /** Nurses holding it endorsed, at any level. */
  holders: number;
  /** Claims of it waiting for endorsement. */
  pending: number;
}

/** The levels able to meet a need of `level`: it and the more independent ones, the most independent first. */
export const levelsMeeting = (level: SupervisionLevel): SupervisionLevel[] =>
  SUPERVISION_LEVELS.filter((held) => meetsLevel(held, level));

/** A skill's capability from the nurses counted by level and approval status (one count per pair). */
export function capabilityOf(
  counts: readonly { level: SupervisionLevel; approvalStatus: SkillApprovalStatus; nurses: number }[],
): Capability {
  const byLevel = (pick: (level: SupervisionLevel) => number) =>
    Object.fromEntries(SUPERVISION_LEVELS.map((l) => [l, pick(l)])) as LevelCounts;
  const endorsed = byLevel((l) =>
    counts.filter((c) => c.approvalStatus === 'approved' && c.level === l).reduce((sum, c) => sum + c.nurses, 0),
  );
  return {
    endorsed,
    able: byLevel((l) => levelsMeeting(l).reduce((sum, held) => sum + endorsed[held], 0)),
    holders: SUPERVISION_LEVELS.reduce((sum, l) => sum + endorsed[l], 0),
    pending: counts.filter((c) => c.approvalStatus === 'pending').reduce((sum, c) => sum + c.nurses, 0),
  };
}
