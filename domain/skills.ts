/** Skill constants (spec 3) and a nurse's skills (user-skills). */
import type { AccessRule } from './access';

/**
 * Who reads what the shift skills are made of (personas and their parts, job templates and their mappings): the
 * console roles, where the trust has the 'Shift skills' feature.
 */
export const SHIFT_SKILLS_READ: AccessRule = { levels: ['ADMIN', 'MANAGER'], feature: 'Shift skills' };

export const SUPERVISION_LEVELS = ['solo', 'distant-supervision', 'direct-supervision', 'no-experience'] as const;
export type SupervisionLevel = (typeof SUPERVISION_LEVELS)[number];
export const SUPERVISION_LABELS: Record<SupervisionLevel, string> = {
  solo: 'Solo',
  'distant-supervision': 'Distant supervision',
  'direct-supervision': 'Direct supervision',
  'no-experience': 'No experience',
};

/** The level a shift's skill asks when it does not say: done before, with a senior on the ward but not beside them. */
export const DEFAULT_SKILL_LEVEL: SupervisionLevel = 'distant-supervision';

export const SKILL_REQUIREMENTS = ['mandatory', 'recommended', 'not-required'] as const;
export type SkillRequirement = (typeof SKILL_REQUIREMENTS)[number];
export const SKILL_REQUIREMENT_LABELS: Record<SkillRequirement, string> = {
  mandatory: 'Mandatory',
  recommended: 'Recommended',
  'not-required': 'Not required',
};

/**
 * A nurse's skill as their trust knows it (spec 3 skill constants):
 * - approvalStatus: `pending` while only the nurse says so, `approved` once an endorsement of it is approved;
 * - source: `user` when the nurse declared it (from the app), `job` when the trust recorded it from their work (an
 *   approved endorsement);
 * - changeOrigin: `acquiredByStaff` when the nurse newly holds the skill, `levelChange` when the level of one they held
 *   changed.
 * A nurse declares a skill or changes its level from the app: it is theirs (source `user`) and waits, pending, for an
 * endorsement; an approved endorsement records it as endorsedSkill says.
 */
export const SKILL_APPROVAL_STATUSES = ['pending', 'approved'] as const;
export type SkillApprovalStatus = (typeof SKILL_APPROVAL_STATUSES)[number];
export const SKILL_APPROVAL_LABELS: Record<SkillApprovalStatus, string> = {
  pending: 'Waiting for endorsement',
  approved: 'Endorsed',
};
export const SKILL_SOURCES = ['job', 'user'] as const;
export type SkillSource = (typeof SKILL_SOURCES)[number];
export const SKILL_SOURCE_LABELS: Record<SkillSource, string> = { job: 'Seen at work', user: 'Declared by the nurse' };
export const SKILL_CHANGE_ORIGINS = ['levelChange', 'acquiredByStaff'] as const;
export type SkillChangeOrigin = (typeof SKILL_CHANGE_ORIGINS)[number];
export const SKILL_CHANGE_LABELS: Record<SkillChangeOrigin, string> = {
  levelChange: 'Level changed',
  acquiredByStaff: 'Newly acquired',
};

export interface HeldSkill {
  level: SupervisionLevel;
  approvalStatus: SkillApprovalStatus;
}

/**
 * What an approved endorsement of a skill at `level` does to the nurse's skill `held` (undefined: they do not hold it):
 * the new row's values, or the change of the one held (null: nothing to change).
 */
export function endorsedSkill(held: HeldSkill | undefined, level: SupervisionLevel) {
  if (!held)
    return {
      level,
      approvalStatus: 'approved',
      source: 'job',
      changeOrigin: 'acquiredByStaff',
      previousLevel: null,
    } as const;
  if (held.level === level)
    return held.approvalStatus === 'approved' ? null : ({ approvalStatus: 'approved' } as const);
  return {
    level,
    approvalStatus: 'approved',
    source: 'job',
    changeOrigin: 'levelChange',
    previousLevel: held.level,
  } as const;
}
