/** The fields of a skill a shape of shift asks (a job template's, a model shift's): the skill, how and at what level. */
import {
  DEFAULT_SKILL_LEVEL,
  SKILL_REQUIREMENT_LABELS,
  SKILL_REQUIREMENTS,
  SUPERVISION_LABELS,
  SUPERVISION_LEVELS,
} from '../domain/skills';
import type { Field } from './define';

/** A skill's requirement (mandatory, recommended, not required), in words. */
export const REQUIREMENT = { type: 'enum', values: SKILL_REQUIREMENTS, labels: SKILL_REQUIREMENT_LABELS } as const;
/** A skill's level (spec 3 supervision levels), in words. */
export const LEVEL = { type: 'enum', values: SUPERVISION_LEVELS, labels: SUPERVISION_LABELS } as const;

export const skillNeedFields = {
  skillId: { type: 'reference', resource: 'skills', required: true, label: 'Skill' },
  requirement: {
    ...REQUIREMENT,
    default: 'mandatory',
    required: true,
    label: 'Requirement',
  },
  level: {
    ...LEVEL,
    default: DEFAULT_SKILL_LEVEL,
    required: true,
    label: 'Level',
  },
  learningOpportunity: { type: 'boolean', default: false, label: 'Learning opportunity' },
} as const satisfies Record<string, Field>;
