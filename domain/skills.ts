/** Skill constants (spec 3). */
export const SUPERVISION_LEVELS = ['solo', 'distant-supervision', 'direct-supervision', 'no-experience'] as const;
export const SKILL_REQUIREMENTS = ['mandatory', 'recommended', 'not-required'] as const;
export type SkillRequirement = (typeof SKILL_REQUIREMENTS)[number];
