/** The fields of a skill a shape of shift asks (a job template's, a model shift's): the skill, how and at what level. */
import { DEFAULT_SKILL_LEVEL, SKILL_REQUIREMENTS, SUPERVISION_LABELS, SUPERVISION_LEVELS } from '../domain/skills';
import type { Field } from './define';

export const skillNeedFields = {
  skillId: { type: 'reference', resource: 'skills', required: true, label: 'Skill' },
  requirement: { type: 'enum', values: SKILL_REQUIREMENTS, default: 'mandatory', required: true, label: 'Requirement' },
  level: {
    type: 'enum',
    values: SUPERVISION_LEVELS,
    labels: SUPERVISION_LABELS,
    default: DEFAULT_SKILL_LEVEL,
    required: true,
    label: 'Level',
  },
  learningOpportunity: { type: 'boolean', default: false, label: 'Learning opportunity' },
} as const satisfies Record<string, Field>;
