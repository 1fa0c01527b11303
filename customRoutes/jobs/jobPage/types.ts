/**
 * A shift and its applicants as the shift services answer them (GET /api/v3/jobs/{id}, /applications): the records
 * their definitions give (resources/define.ts RecordOf), with what the services join.
 */
import type { JobRate } from '../../../domain/shifts';
import type { RecordOf } from '../../../resources/define';
import type applications from '../../../resources/applications';
import type jobSkills from '../../../resources/job-skills';
import type jobs from '../../../resources/jobs';
import type rateEscalations from '../../../resources/rate-escalations';
import type rateEscalationHistory from '../../../resources/rate-escalation-history';

/** A skill the shift asks for, with the skill's name (the jobs service joins it). */
export type JobSkill = Pick<RecordOf<typeof jobSkills>, 'id' | 'skillId' | 'requirement' | 'learningOpportunity'> & {
  name: string;
};

/**
 * A shift: its record as the jobs definition gives it (its poster embedded; `rate` the view of its one rate), with its
 * skills and the rate terms it was posted with (`postedRate`: what a similar shift is posted with again).
 */
export type Job = RecordOf<typeof jobs> & { skills: JobSkill[]; postedRate?: JobRate };

/** An application, its nurse embedded (GET /api/v3/applications). */
export type Applicant = RecordOf<typeof applications>;

/** A rate escalation of the shift, its requester and last decider embedded (GET /api/v3/rate-escalations). */
export type Escalation = RecordOf<typeof rateEscalations>;

/** A step of the shift's rate escalation history, its user embedded. */
export type EscalationEntry = RecordOf<typeof rateEscalationHistory>;
