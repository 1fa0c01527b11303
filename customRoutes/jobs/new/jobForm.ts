/**
 * The post-a-shift form's values, their defaults (spec 9), a prefilled copy of a shift (post similar), the checks
 * run before sending, and the creation payload of spec 3 they become. Pure: no React.
 */
import { bandRank, type Band } from '../../../domain/bands';
import { DEFAULT_JOB_RATE } from '../../../domain/constants';
import {
  AUTOFILL_DAYS,
  endsWhenItStarts,
  isAutofillDays,
  isClockTime,
  isTier,
  type Fulfilment,
} from '../../../domain/shifts';
import type { SkillRequirement } from '../../../domain/skills';
import { fieldProblem } from '../../../resources/validate';
import jobs from '../../../resources/jobs';
import type { Job } from '../jobPage/types';

export interface FormSkill {
  skillId: number;
  name: string;
  requirement: SkillRequirement;
  learningOpportunity: boolean;
}

export interface JobFormValues {
  careLocationId: number | '';
  departmentId: number | '';
  jobTitleTypeId: number | '';
  title: string;
  gradeFrom: Band | '';
  gradeTo: Band | '';
  date: string;
  startTime: string;
  endTime: string;
  vacancies: string;
  fulfilment: Fulfilment;
  autofillDays: (typeof AUTOFILL_DAYS)[number];
  rateStart: string;
  rateLimit: string;
  rateCurrent: string;
  allowAutoIncrease: boolean;
  tier: 1 | 2 | 3;
  comments: string;
  skills: FormSkill[];
}

export const DEFAULT_START = '08:00';
export const DEFAULT_END = '20:00';

export const emptyForm = (): JobFormValues => ({
  careLocationId: '',
  departmentId: '',
  jobTitleTypeId: '',
  title: '',
  gradeFrom: '',
  gradeTo: '',
  date: '',
  startTime: DEFAULT_START,
  endTime: DEFAULT_END,
  vacancies: '1',
  fulfilment: 'Manual',
  autofillDays: 2,
  rateStart: String(DEFAULT_JOB_RATE.start),
  rateLimit: String(DEFAULT_JOB_RATE.limit),
  rateCurrent: String(DEFAULT_JOB_RATE.current),
  allowAutoIncrease: DEFAULT_JOB_RATE.allowAutoIncrease,
  tier: 1,
  comments: '',
  skills: [],
});

/**
 * A copy of a shift to post again: everything but its bookings and history. Its date is kept while it can still
 * be posted (today or later); a past date is left for the poster to choose.
 */
export function similarForm(job: Job, today: string): JobFormValues {
  const days = AUTOFILL_DAYS.find((d) => d === job.autofillDays) ?? 2;
  const posted = job.postedRate;
  return {
    careLocationId: job.careLocationId,
    departmentId: job.departmentId,
    jobTitleTypeId: job.jobTitleTypeId ?? '',
    title: job.title,
    gradeFrom: job.gradeFrom,
    gradeTo: job.gradeTo,
    date: job.date >= today ? job.date : '',
    startTime: job.startTime,
    endTime: job.endTime,
    vacancies: String(job.vacancies),
    fulfilment: job.fulfilment,
    autofillDays: days,
    // The terms it was posted with, not the rate it pays now (its card's, its uplifts).
    rateStart: String(posted?.start ?? DEFAULT_JOB_RATE.start),
    rateLimit: String(posted?.limit ?? DEFAULT_JOB_RATE.limit),
    rateCurrent: String(posted?.start ?? DEFAULT_JOB_RATE.current),
    allowAutoIncrease: posted?.allowAutoIncrease ?? DEFAULT_JOB_RATE.allowAutoIncrease,
    tier: isTier(job.tier) ? job.tier : 1,
    comments: job.comments ?? '',
    skills: job.skills.map((s) => ({
      skillId: s.skillId,
      name: s.name,
      requirement: s.requirement,
      learningOpportunity: s.learningOpportunity,
    })),
  };
}

/** A form field's problem: a message key of bankshift.jobs.new.errors, or a shared rule's own text. */
export type FormErrors = Partial<Record<keyof JobFormValues | 'rate', string>>;

const E = (key: string) => `bankshift.jobs.new.errors.${key}`;
const number = (s: string) => (s.trim() === '' ? NaN : Number(s));

/** What stops the form from being sent; `today` is the trust's date (the server refuses past dates). */
export function validateForm(v: JobFormValues, today: string): FormErrors {
  const errors: FormErrors = {};
  if (v.careLocationId === '') errors.careLocationId = E('care_location');
  if (v.departmentId === '') errors.departmentId = E('area');
  const title = v.title.trim();
  if (!title) errors.title = E('title');
  else {
    const problem = fieldProblem(jobs.fields.title, title);
    if (problem) errors.title = problem;
  }
  if (!v.gradeFrom) errors.gradeFrom = E('band_from');
  if (!v.gradeTo) errors.gradeTo = E('band_to');
  if (v.gradeFrom && v.gradeTo && bandRank(v.gradeFrom) > bandRank(v.gradeTo)) errors.gradeTo = E('band_order');
  if (!v.date) errors.date = E('date');
  else if (fieldProblem(jobs.fields.date, v.date)) errors.date = E('date');
  else if (v.date < today) errors.date = E('date_past');
  if (!isClockTime(v.startTime)) errors.startTime = E('time');
  if (!isClockTime(v.endTime)) errors.endTime = E('time');
  else if (endsWhenItStarts(v.startTime, v.endTime)) errors.endTime = E('same_times');
  const vacancies = number(v.vacancies);
  const vacancyProblem = Number.isNaN(vacancies) ? 'must be a number' : fieldProblem(jobs.fields.vacancies, vacancies);
  if (vacancyProblem) errors.vacancies = vacancies < 1 ? E('vacancies') : vacancyProblem;
  if (v.fulfilment === 'Autofill' && !isAutofillDays(v.autofillDays)) errors.autofillDays = E('autofill');
  const [start, limit, current] = [v.rateStart, v.rateLimit, v.rateCurrent].map(number);
  const amount = (n: number) => Number.isFinite(n) && n > 0 && n <= 1000;
  if (!amount(start)) errors.rateStart = E('amount');
  if (!amount(limit)) errors.rateLimit = E('amount');
  if (!amount(current)) errors.rateCurrent = E('amount');
  if (!errors.rateStart && !errors.rateLimit && start > limit) errors.rateLimit = E('rate_limit');
  if (!errors.rateCurrent && !errors.rateStart && !errors.rateLimit && (current < start || current > limit))
    errors.rateCurrent = E('rate_current');
  return errors;
}

/** The creation payload of spec 3. `trustId` only when the role has no trust of its own (the super admin). */
export function toPayload(v: JobFormValues, trustId?: number): Record<string, unknown> {
  return {
    careLocationId: v.careLocationId,
    departmentId: v.departmentId,
    ...(v.jobTitleTypeId !== '' ? { jobTitleTypeId: v.jobTitleTypeId } : {}),
    title: v.title.trim(),
    grade: { from: v.gradeFrom, to: v.gradeTo },
    date: v.date,
    shiftTime: { start: v.startTime, end: v.endTime },
    vacancies: Number(v.vacancies),
    fulfillment: v.fulfilment,
    ...(v.fulfilment === 'Autofill' ? { autofill: v.autofillDays } : {}),
    rate: {
      start: Number(v.rateStart),
      limit: Number(v.rateLimit),
      current: Number(v.rateCurrent),
      allowAutoIncrease: v.allowAutoIncrease,
    },
    tier: v.tier,
    ...(v.comments.trim() ? { comments: v.comments.trim() } : {}),
    jobSkills: v.skills.map(({ skillId, requirement, learningOpportunity }) => ({
      skillId,
      requirement,
      learningOpportunity,
    })),
    ...(trustId !== undefined ? { trustId } : {}),
  };
}

/** Which form field a server's field name (400 errors: [{ field }]) belongs to. */
export function formFieldOf(serverField: string): keyof FormErrors | undefined {
  if (serverField === 'grade') return 'gradeTo';
  if (serverField === 'shiftTime') return 'startTime';
  if (serverField.startsWith('rate.'))
    return (
      ({ 'rate.start': 'rateStart', 'rate.limit': 'rateLimit', 'rate.current': 'rateCurrent' } as const)[serverField] ??
      'rate'
    );
  if (serverField === 'autofill' || serverField === 'fulfillment') return 'autofillDays';
  if (serverField.startsWith('jobSkills')) return 'skills';
  const direct: (keyof JobFormValues)[] = [
    'careLocationId',
    'departmentId',
    'jobTitleTypeId',
    'title',
    'date',
    'vacancies',
    'comments',
    'tier',
  ];
  return direct.find((f) => f === serverField);
}
