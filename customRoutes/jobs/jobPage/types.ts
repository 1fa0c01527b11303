/**
 * A shift and its applicants as the shift services answer them (GET /api/v3/jobs/{id}, /applications): the records
 * their definitions give (resources/define.ts RecordOf), with what the services join.
 */
import type { RecordOf } from '../../../resources/define';
import type applications from '../../../resources/applications';
import type jobSkills from '../../../resources/job-skills';
import type jobs from '../../../resources/jobs';

/** A skill the shift asks for, with the skill's name (the jobs service joins it). */
export type JobSkill = Pick<RecordOf<typeof jobSkills>, 'id' | 'skillId' | 'requirement' | 'learningOpportunity'> & { name: string };

/** A shift: its record as the jobs definition gives it, with its skills and its poster. */
export type Job = RecordOf<typeof jobs> & {
  skills: JobSkill[];
  manager: { id: number; firstname: string; lastname: string } | null;
};

/** An application with its nurse (GET /api/v3/applications). */
export type Applicant = RecordOf<typeof applications> & {
  nurse: { id: number; firstname: string; lastname: string; email: string } | null;
};
