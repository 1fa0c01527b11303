/** A shift as the jobs service answers it (GET /api/v3/jobs/{id}): the table's fields, its skills and its poster. */
import type { Band } from '../../../domain/bands';
import type { Fulfilment, JobRate, JobStatus, Progress } from '../../../domain/shifts';
import type { SkillRequirement } from '../../../domain/skills';

export interface JobSkill {
  id: number;
  skillId: number;
  name: string;
  requirement: SkillRequirement;
  learningOpportunity: boolean;
}

export interface Job {
  id: number;
  title: string;
  jobTitleTypeId: number | null;
  trustId: number;
  careLocationId: number;
  departmentId: number;
  gradeFrom: Band;
  gradeTo: Band;
  date: string;
  startTime: string;
  endTime: string;
  shift: 'Day' | 'Night';
  startsAt: string;
  endsAt: string;
  vacancies: number;
  confirmedCount: number;
  fulfilment: Fulfilment;
  autofillDays: number | null;
  rate: JobRate;
  tier: 1 | 2 | 3;
  comments: string | null;
  jobTemplateId: number | null;
  personaId: number | null;
  status: JobStatus;
  progress: Progress;
  rateEscalationStatus: string;
  hardToFill: boolean;
  cancellationReasonId: number | null;
  cancelledAt: string | null;
  managerId: number | null;
  filledAt: string | null;
  createdAt: string;
  skills: JobSkill[];
  manager: { id: number; firstname: string; lastname: string } | null;
}

/** An application with its nurse (GET /api/v3/applications). */
export interface Applicant {
  id: number;
  jobId: number;
  userId: number;
  status: string;
  active: boolean;
  createdAt: string;
  decidedAt: string | null;
  offerExpiresAt: string | null;
  nurse: { id: number; firstname: string; lastname: string; email: string } | null;
}
