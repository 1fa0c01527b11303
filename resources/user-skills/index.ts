import { NURSE_SKILLS_READ } from '../../domain/endorsement';
import {
  SKILL_APPROVAL_LABELS,
  SKILL_APPROVAL_STATUSES,
  SKILL_CHANGE_LABELS,
  SKILL_CHANGE_ORIGINS,
  SKILL_SOURCE_LABELS,
  SKILL_SOURCES,
  SUPERVISION_LABELS,
  SUPERVISION_LEVELS,
} from '../../domain/skills';
import { defineResource } from '../define';

const level = { type: 'enum', values: SUPERVISION_LEVELS, labels: SUPERVISION_LABELS } as const;

/**
 * A nurse's skills as their trust knows them (domain/skills.ts): each at a supervision level, pending while only the
 * nurse says so (they declare and re-level their own from the app), approved once an endorsement of it is approved
 * (server/services/staff/endorsementService.ts), with where it came from and how it changed. One row per nurse, trust
 * and skill; every change audited on the nurse's record.
 */
export default defineResource({
  name: 'user-skills',
  label: { one: "Nurse's skill", many: "Nurses' skills" },
  views: false,
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'skillId',
  fields: {
    userId: {
      type: 'integer',
      readOnly: true,
      filter: true,
      label: 'Nurse',
      embed: { as: 'nurse', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    skillId: { type: 'reference', resource: 'skills', required: true, filter: true, list: true, label: 'Skill' },
    level: { ...level, required: true, filter: true, list: true, label: 'Level' },
    approvalStatus: {
      type: 'enum',
      values: SKILL_APPROVAL_STATUSES,
      labels: SKILL_APPROVAL_LABELS,
      readOnly: true,
      default: 'pending',
      filter: true,
      list: true,
      label: 'Approval',
    },
    source: {
      type: 'enum',
      values: SKILL_SOURCES,
      labels: SKILL_SOURCE_LABELS,
      readOnly: true,
      default: 'user',
      filter: true,
      list: true,
      label: 'Source',
    },
    changeOrigin: {
      type: 'enum',
      values: SKILL_CHANGE_ORIGINS,
      labels: SKILL_CHANGE_LABELS,
      readOnly: true,
      default: 'acquiredByStaff',
      filter: true,
      list: true,
      label: 'Change',
    },
    previousLevel: { ...level, readOnly: true, label: 'Previous level' },
    endorsementRequestId: {
      type: 'reference',
      resource: 'endorsement-requests',
      readOnly: true,
      filter: true,
      label: 'Endorsement',
    },
  },
  unique: [['trustId', 'userId', 'skillId']],
  // Who holds a skill, read from the index alone (the shift's candidates: server/services/matching/candidates.ts).
  indexes: [['skillId', 'trustId', 'approvalStatus', 'level', 'userId']],
  subject: 'userId',
  methods: ['find', 'get', 'create', 'patch'],
  sort: { field: 'updatedAt', order: 'DESC' },
  access: { read: { oneOf: [NURSE_SKILLS_READ, { levels: ['NURSE'] }] }, write: { levels: ['NURSE'] } },
});
