/** The shift family's tables, as the one write path (server/writes.ts) knows them. */
import applications from '../../../resources/applications';
import jobSkills from '../../../resources/job-skills';
import jobs from '../../../resources/jobs';
import timeRecords from '../../../resources/time-records';
import { auditedOf } from '../../writes';

export const JOBS = auditedOf(jobs);
export const APPLICATIONS = auditedOf(applications);
export const JOB_SKILLS = auditedOf(jobSkills);
export const TIME_RECORDS = auditedOf(timeRecords);
