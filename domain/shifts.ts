/** Shift (job) rules: progress, the list's status filter, day or night, fulfilment, tiers, rates, applications. */
import { can, type AccessRule, type ActingRole } from './access';
import { SHIFT_VIEW_PERMISSIONS, type Permission } from './permissions';
import { DEFAULT_JOB_RATE, TIER_PERCENT } from './constants';

export const PROGRESS = ['vacant', 'booked', 'noLog', 'readyForApprove', 'approved', 'completed'] as const;
export type Progress = (typeof PROGRESS)[number];
/** A shift's progress in words: the shift list's and pages' labels, and the reports' column. */
export const PROGRESS_LABELS: Record<Progress, string> = {
  vacant: 'Vacant',
  booked: 'Booked',
  noLog: 'No log',
  readyForApprove: 'Ready for approval',
  approved: 'Approved',
  completed: 'Completed',
};

/** Who moves a shift from one step to the next. 'system': the server itself (bookings, the clock, time records). */
export type Mover = 'system' | Permission;

/** Every allowed step of a shift's progress, and who may take it (spec 4). */
export const PROGRESS_STEPS: { from: Progress; to: Progress; by: Mover }[] = [
  // Confirming applicants fills the vacancies; a cancelled booking frees one.
  { from: 'vacant', to: 'booked', by: 'system' },
  { from: 'booked', to: 'vacant', by: 'system' },
  // The shift has ended without worked time (fully booked, or with some vacancies still open).
  { from: 'booked', to: 'noLog', by: 'system' },
  { from: 'vacant', to: 'noLog', by: 'system' },
  // Every booked nurse's worked time is in (logged by the nurse, or entered by a manager for them).
  { from: 'booked', to: 'readyForApprove', by: 'system' },
  { from: 'vacant', to: 'readyForApprove', by: 'system' },
  { from: 'noLog', to: 'readyForApprove', by: 'system' },
  { from: 'readyForApprove', to: 'approved', by: 'APPROVE_TIMESHEETS' },
  // Sent back for correction.
  { from: 'readyForApprove', to: 'noLog', by: 'APPROVE_TIMESHEETS' },
  { from: 'approved', to: 'completed', by: 'APPROVE_TIMESHEETS' },
];

export function stepBetween(from: Progress, to: Progress) {
  return PROGRESS_STEPS.filter((s) => s.from === from && s.to === to);
}

/** The jobs list's status filter (spec 4): which progress values a filter value shows. */
export type StatusFilter = 'vacant' | 'booked' | 'completed';
export function statusFilterOf(value: string | null | undefined): StatusFilter {
  if (value === 'noLog' || value === 'readyForApprove' || value === 'approved') return 'completed';
  if (value === 'booked') return 'booked';
  return 'vacant';
}
/** The shifts each view lists: the completed view also keeps shifts past approval, so no shift drops out of every view. */
export const PROGRESS_OF_FILTER: Record<StatusFilter, Progress[]> = {
  vacant: ['vacant'],
  booked: ['booked'],
  completed: ['noLog', 'readyForApprove', 'approved', 'completed'],
};

/** Publication state of a job: drafts wait for a holder of POST_A_SHIFT; cancelled ones keep their history. */
export const JOB_STATUSES = ['DRAFT', 'APPROVED', 'CANCELLED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** A shift's status in words: its pages', its lists' and its exports'. */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  DRAFT: 'Draft',
  APPROVED: 'Published',
  CANCELLED: 'Cancelled',
};
/** Shift status defaults to APPROVED (spec 4). */
export const DEFAULT_JOB_STATUS: JobStatus = 'APPROVED';

/** Where a shift's rate escalation (uplift) stands (spec 4). */
export const RATE_ESCALATION_STATUSES = [
  'noUplift',
  'pending',
  'intermediate_approved',
  'intermediate_rejected',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type RateEscalationStatus = (typeof RATE_ESCALATION_STATUSES)[number];
/** Where a shift's uplift stands, in words: its pages', its lists', its filter's and its exports'. */
export const RATE_ESCALATION_STATUS_LABELS: Record<RateEscalationStatus, string> = {
  noUplift: 'No uplift',
  pending: 'Pending',
  intermediate_approved: 'Approved at first step',
  intermediate_rejected: 'Rejected at first step',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** Progress after which a shift's worked time is in: it can no longer be cancelled. */
const TIME_IN: Progress[] = ['readyForApprove', 'approved', 'completed'];
/** Progress after which a shift's time is approved: the shift is finished and no longer edited. */
const FINISHED: Progress[] = ['approved', 'completed'];

export type ShiftState = { status: string; progress: string };

/** Why a shift's own fields (title, comments, vacancies, skills...) can no longer be edited, or null. */
export function editRefusal(job: ShiftState): string | null {
  if (job.status === 'CANCELLED') return 'This shift is cancelled: it can no longer be changed';
  if (FINISHED.includes(job.progress as Progress)) return `This shift is ${job.progress}: it can no longer be changed`;
  return null;
}

/**
 * Why an edit may not set a shift's tier, or null. A tier is chosen when the shift is posted and may change while it
 * is a draft; once published, its pay moves only through a rate escalation (the approval chain) or the automatic
 * increase, so a tier never changes under a booked nurse or an escalation in flight (issue 52).
 */
export function tierEditRefusal(job: ShiftState): string | null {
  if (job.status === 'DRAFT') return null;
  return "A published shift's tier changes only through a rate escalation: raise one on its Rates tab";
}

/**
 * Why a shift cannot be cancelled, or null (the server also refuses a shift with a time record). A draft was
 * never published, has no applicants and no timed work: it is deleted, not cancelled (a cancelled shift is shown
 * to every holder of VIEW_UNFILLED_SHIFTS, who never saw the draft).
 */
export function cancelRefusal(job: ShiftState): string | null {
  if (job.status === 'DRAFT') return 'A draft is not published: delete it instead of cancelling it';
  if (job.status === 'CANCELLED') return 'This shift is already cancelled';
  if (TIME_IN.includes(job.progress as Progress)) return 'Worked time is logged on this shift: it cannot be cancelled';
  return null;
}

/** Why a shift cannot be published, or null: only a draft is. */
export function publishRefusal(job: ShiftState): string | null {
  if (job.status === 'CANCELLED') return 'A cancelled shift cannot be reopened: post a new one';
  if (job.status !== 'DRAFT') return 'This shift is already published';
  return null;
}

/**
 * The progress steps a person takes (the others are the system's), each a declared action of shifts: its name, its
 * label, the step and who takes it.
 */
export const PROGRESS_ACTIONS = {
  approveWorkedTime: { label: 'Approve worked time', from: 'readyForApprove', to: 'approved' },
  sendBackWorkedTime: { label: 'Send back for correction', from: 'readyForApprove', to: 'noLog' },
  complete: { label: 'Mark completed', from: 'approved', to: 'completed' },
} as const satisfies Record<string, { label: string; from: Progress; to: Progress }>;
export type ProgressAction = keyof typeof PROGRESS_ACTIONS;

/** Why a shift does not move on: it is not published, or no step leads from where it is to where it was sent. */
export const ONLY_PUBLISHED_MOVES = 'Only a published shift moves on';
export const noStep = (from: string, to: string) => `A shift cannot go from ${from} to ${to}`;

/** Why a shift cannot take a progress action now, or null: it is published and at the step's start. */
export function progressRefusal(action: ProgressAction) {
  const { from, to } = PROGRESS_ACTIONS[action];
  return (job: ShiftState): string | null => {
    if (job.status !== 'APPROVED') return ONLY_PUBLISHED_MOVES;
    return job.progress === from ? null : noStep(job.progress, to);
  };
}

/** Who takes a progress action: the permission of its step (PROGRESS_STEPS). */
export const progressAccess = (action: ProgressAction): AccessRule => {
  const { from, to } = PROGRESS_ACTIONS[action];
  return { anyOf: stepBetween(from, to).flatMap((s) => (s.by === 'system' ? [] : [s.by])) };
};

/** Why a shift cannot be deleted, or null: only a draft is (a published shift is cancelled instead). */
export function deleteRefusal(job: ShiftState): string | null {
  return job.status === 'DRAFT' ? null : 'Only a draft can be deleted: cancel a published shift instead';
}

/** Who publishes a draft (spec 6): its poster's permission, or the one to publish drafts. */
/** The most vacancies one shift has, and the longest budget code and external roster id it keeps. */
export const MAX_VACANCIES = 100;
export const BUDGET_CODE_LENGTH = 40;
export const ROSTER_ID_LENGTH = 64;

/** Spec 6: posting a shift needs the feature and POST_A_SHIFT or DRAFT_A_SHIFT (the wizard, its assistant, one's own shapes). */
export const POST_SHIFT_ACCESS: AccessRule = {
  anyOf: ['POST_A_SHIFT', 'DRAFT_A_SHIFT'],
  feature: 'Post a shift and post similar',
};

export const PUBLISH_SHIFT: AccessRule = { anyOf: ['PUBLISH_DRAFTED_SHIFTS', 'POST_A_SHIFT'] };
export const CANCEL_SHIFT: AccessRule = { anyOf: ['CANCEL_SHIFTS'] };
/** Who edits a shift's own fields: EDIT_SHIFTS; a draft's, also whoever may draft or post shifts (its drafter). */
export const EDIT_SHIFT: AccessRule = { anyOf: ['EDIT_SHIFTS'] };
export const EDIT_DRAFT: AccessRule = { anyOf: ['DRAFT_A_SHIFT', 'POST_A_SHIFT'] };

/** Whether a role may edit a shift's own fields now (the server also checks each field's own permission). */
export const mayEditShift = (role: ActingRole | undefined, job: ShiftState): boolean =>
  !editRefusal(job) && (can(role, EDIT_SHIFT) || (job.status === 'DRAFT' && can(role, EDIT_DRAFT)));

/** Day hours are 04:00 to 20:00 (spec 9). */
/** The day window of spec 9, in minutes of the day: day hours are 04:00 to 20:00. */
export const DAY_START = 4 * 60;
export const DAY_END = 20 * 60;
const MINUTES_PER_DAY = 24 * 60;

/** A time of day as HH:mm (00:00 to 23:59): the one pattern a field of it declares and every check uses. */
export const CLOCK_TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';
const CLOCK_TIME = new RegExp(CLOCK_TIME_PATTERN);
export const isClockTime = (v: unknown): v is string => typeof v === 'string' && CLOCK_TIME.test(v);

export const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * A shift ends at another time than it starts: equal times are refused (post form and API alike) rather than
 * read as a 24-hour shift.
 */
export const endsWhenItStarts = (start: string, end: string) => minutesOf(start) === minutesOf(end);

/** A shift's length in minutes; an end at or before the start is on the next day. */
export function durationMinutes(start: string, end: string): number {
  const d = minutesOf(end) - minutesOf(start);
  return d > 0 ? d : d + MINUTES_PER_DAY;
}

/** Day if at least half the shift falls between 04:00 and 20:00, otherwise Night (spec 9); crosses midnight. */
export function dayOrNight(start: string, end: string): 'Day' | 'Night' {
  const from = minutesOf(start);
  const length = durationMinutes(start, end);
  let inDay = 0;
  // Walk the shift over the two calendar days it can touch.
  for (const dayOffset of [0, MINUTES_PER_DAY]) {
    const a = Math.max(from, DAY_START + dayOffset);
    const b = Math.min(from + length, DAY_END + dayOffset);
    if (b > a) inDay += b - a;
  }
  return inDay * 2 >= length ? 'Day' : 'Night';
}

export const FULFILMENTS = ['Urgent', 'Manual', 'Autofill'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
export const AUTOFILL_DAYS = [2, 3, 4] as const;
export const isFulfilment = (v: unknown): v is Fulfilment => FULFILMENTS.includes(v as Fulfilment);
export const isAutofillDays = (v: unknown): v is (typeof AUTOFILL_DAYS)[number] =>
  AUTOFILL_DAYS.includes(v as (typeof AUTOFILL_DAYS)[number]);
export const FULFILMENT_LABELS: Record<Fulfilment, string> = {
  Urgent: 'Urgently',
  Manual: 'Manually',
  Autofill: 'Autofill',
};

export type Tier = keyof typeof TIER_PERCENT;
export const TIERS: Tier[] = [1, 2, 3];
export const tierPercent = (tier: Tier) => TIER_PERCENT[tier];
export const isTier = (n: number | null | undefined): n is Tier => TIERS.includes(n as Tier);

export interface JobRate {
  start: number;
  limit: number;
  current: number;
  allowAutoIncrease: boolean;
}
/** The rate of a new job: the defaults (spec 9) under what the poster gave. */
export const rateOf = (given: Partial<JobRate> = {}): JobRate => ({ ...DEFAULT_JOB_RATE, ...given });
/** A stored shift's rate as it stands now (£/h), as its list shows and exports it; undefined when it has none. */
export const currentRateOf = (rate: unknown): number | undefined => {
  const current = (rate as { current?: unknown } | null)?.current;
  return typeof current === 'number' ? current : undefined;
};

/** cancelled: the shift was cancelled while the application was open or booked, which released it. */
export const APPLICATION_STATUSES = [
  'applied',
  'offered',
  'confirmed',
  'rejected',
  'rejectedByNurse',
  'skipped',
  'withdrawn',
  'cancelled',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** An application's status in words: the applicants page's, the lists' and the exports'. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  offered: 'Offered',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
  rejectedByNurse: 'Declined by nurse',
  skipped: 'Skipped',
  withdrawn: 'Withdrawn',
  cancelled: 'Shift cancelled',
};
/** Applications a cancelled shift releases: every one still open or booked. */
export const OPEN_APPLICATION_STATUSES: ApplicationStatus[] = ['applied', 'offered', 'confirmed'];
/** Statuses after which a nurse may apply again, or be offered the shift again. */
export const REOPENABLE_APPLICATION_STATUSES: ApplicationStatus[] = [
  'withdrawn',
  'rejectedByNurse',
  'skipped',
  'cancelled',
];
/** Statuses that leave a shift without a participant (spec 6). */
export const NON_PARTICIPATING: ApplicationStatus[] = ['rejected', 'rejectedByNurse', 'skipped'];

/**
 * VIEW_NON_PARTICIPANTS_SHIFTS (spec 6): no applications, or every application rejected, rejectedByNurse or
 * skipped. The spec says "every application is active and rejected, rejectedByNurse or skipped"; read literally,
 * a withdrawn application (inactive) would hide the shift for good. The reading chosen: inactive applications
 * (withdrawn by the nurse, or cancelled with their shift) are ignored, so a shift whose only applications were
 * withdrawn counts as having no participants, as if nobody had applied. The server's query is the same rule
 * (server/services/jobs/visibility.ts `participating`).
 */
export function hasNoParticipants(applications: { active: boolean; status: string }[]): boolean {
  return applications.filter((a) => a.active).every((a) => NON_PARTICIPATING.includes(a.status as ApplicationStatus));
}

/**
 * VIEW_RATE_ESCALATED_SHIFTS (spec 6), in the spec's own words, which differ from VIEW_NON_PARTICIPANTS_SHIFTS': no
 * applications at all, or an active rejected, rejectedByNurse or skipped one ("an", not "every"). So a shift with a
 * booked nurse and a rejected applicant shows, and one whose only application was withdrawn does not (it has an
 * application, and no refused one). Seeing a shift grants no decision on it: a filled shift takes none
 * (domain/rateEscalations.ts shiftDecisionRefusal). The server's query is the same rule (visibility.ts).
 */
export function hasNoApplicationsOrARefusedOne(applications: { active: boolean; status: string }[]): boolean {
  return (
    applications.length === 0 ||
    applications.some((a) => a.active && NON_PARTICIPATING.includes(a.status as ApplicationStatus))
  );
}

/** A shift VIEW_RATE_ESCALATED_SHIFTS shows: its latest escalation awaits the final step (the rule above). */
export const isRateEscalatedShift = (shift: {
  rateEscalationStatus?: string | null;
  applications: { active: boolean; status: string }[];
}) => shift.rateEscalationStatus === 'intermediate_approved' && hasNoApplicationsOrARefusedOne(shift.applications);

/** Rows one per key: the last row given for a key wins, in the place of the first. */
export const lastOfEach = <T, K extends keyof T>(rows: readonly T[], key: K): T[] => [
  ...new Map(rows.map((r) => [r[key], r])).values(),
];

/** Skill lists are de-duplicated by skill (spec 5): the last entry for a skill wins. */
export const dedupeSkills = <T extends { skillId: number }>(skills: T[]): T[] => lastOfEach(skills, 'skillId');

/** Who changes an application's status (spec 4: managers confirm and reject; nurses answer offers and withdraw). */
export const APPLICATION_STEPS: { from: ApplicationStatus[]; to: ApplicationStatus; by: 'manager' | 'nurse' }[] = [
  { from: ['applied'], to: 'confirmed', by: 'manager' },
  { from: ['applied', 'offered', 'confirmed'], to: 'rejected', by: 'manager' },
  { from: ['offered'], to: 'confirmed', by: 'nurse' },
  { from: ['offered'], to: 'rejectedByNurse', by: 'nurse' },
  { from: ['applied', 'confirmed'], to: 'withdrawn', by: 'nurse' },
];

export const applicationStep = (from: string, to: string, by: 'manager' | 'nurse') =>
  APPLICATION_STEPS.find((s) => s.by === by && s.to === to && s.from.includes(from as ApplicationStatus));

/** Who decides on applicants (spec 6): confirms, turns down, offers. */
export const DECIDE_APPLICANTS: AccessRule = { anyOf: ['CONFIRM_APPLICANTS'] };

/** A status inside a sentence: 'declined by nurse'; a value that is no status as it is. */
const statusInWords = (status: string) =>
  APPLICATION_STATUS_LABELS[status as ApplicationStatus]?.toLowerCase() ?? status;

/** Why `by` cannot move an application from `from` to `to`, or null: APPLICATION_STEPS, said in words. */
export const stepRefusal = (from: string, to: string, by: 'manager' | 'nurse'): string | null =>
  applicationStep(from, to, by)
    ? null
    : `An application that is ${statusInWords(from)} cannot be made ${statusInWords(to)} by a ${by}`;

/** Why a manager cannot move an application to `to` now, or null: the manager's steps of APPLICATION_STEPS. */
export const decisionRefusal =
  (to: ApplicationStatus) =>
  (application: { status: string }): string | null =>
    stepRefusal(application.status, to, 'manager');

/** What the confirmation rules read of an application. */
export interface ConfirmableApplication {
  status: string;
  active: boolean;
  offerExpiresAt?: string | Date | null;
}

/** Why an offer can no longer be accepted (its time ran out), or null. */
export function offerExpiryRefusal(application: ConfirmableApplication, now: Date): string | null {
  if (application.status !== 'offered' || !application.offerExpiresAt) return null;
  const expires = new Date(application.offerExpiresAt);
  return expires <= now ? `This offer expired at ${expires.toISOString()}: it can no longer be accepted` : null;
}

/**
 * Why an application can no longer be booked, or null: only an active applied or offered one can, an offer until it
 * expires. The system's own bookings (autofill, a plan's offer) ask this; a person's click asks its step (stepRefusal).
 */
export function confirmRefusal(application: ConfirmableApplication, now: Date): string | null {
  if (!application.active || !['applied', 'offered'].includes(application.status))
    return `This application is ${statusInWords(application.status)} and can no longer be confirmed`;
  return offerExpiryRefusal(application, now);
}

/**
 * Why `by` cannot move the application to `to` now, or null: the step must be theirs from its status
 * (APPLICATION_STEPS), and a nurse accepts an offer only until it expires. The API's PATCH { status } asks this.
 */
export const moveRefusal = (
  application: ConfirmableApplication,
  to: string,
  by: 'manager' | 'nurse',
  now: Date,
): string | null =>
  stepRefusal(application.status, to, by) ?? (to === 'confirmed' ? offerExpiryRefusal(application, now) : null);

/** What the booking rules read of a shift: its state, when it starts, its vacancies and how many are booked. */
export type BookableShift = ShiftState & { startsAt: string | Date; vacancies: number; confirmedCount: number };

/** Why `job` cannot take one more booking now (an offer, a confirmation), or null: the API's refusal and the console's. */
export function bookingRefusal(job: BookableShift, now: Date): string | null {
  if (job.status !== 'APPROVED') return 'This shift is not open for booking';
  if (new Date(job.startsAt) <= now) return 'This shift has already started';
  if (job.confirmedCount >= job.vacancies) return `All ${job.vacancies} vacancies of this shift are taken`;
  return null;
}

/** Why a nurse cannot apply for `job` now, or null: it takes applications while published, vacant and not started. */
export function applicationRefusal(job: ShiftState & { startsAt: string | Date }, now: Date): string | null {
  if (job.status !== 'APPROVED' || job.progress !== 'vacant') return 'This shift is not open for applications';
  if (new Date(job.startsAt) <= now) return 'This shift has already started';
  return null;
}

/**
 * Why a confirmed booking can no longer be released (withdrawn by its nurse, rejected by a manager), or null.
 * Once its shift has started, has worked time or has moved past booked, the booking is part of the shift's record.
 */
export function releaseRefusal(
  job: ShiftState & { startsAt: string | Date },
  now: Date,
  timeLogged: boolean,
): string | null {
  if (job.status === 'CANCELLED') return 'This shift is cancelled: its bookings were released with it';
  if (new Date(job.startsAt) <= now) return 'This shift has already started: its booking can no longer be released';
  if (timeLogged) return 'Worked time is logged on this shift: its booking can no longer be released';
  if (job.progress !== 'vacant' && job.progress !== 'booked')
    return `This shift is ${job.progress}: its booking can no longer be released`;
  return null;
}

/** Who reads shifts: nurses read those they may apply for; managers need one of the shift-list permissions (spec 6). */
export const SHIFT_READ: AccessRule = { oneOf: [{ levels: ['NURSE'] }, { anyOf: SHIFT_VIEW_PERMISSIONS }] };
/** Who reads a shift's eligible candidates (issue 13, domain/matching.ts): those who see its applicants or find staff. */
export const CANDIDATES_READ: AccessRule = {
  levels: ['ADMIN', 'MANAGER'],
  anyOf: ['VIEW_SHIFT_APPLICANTS', 'FIND_STAFF_USERS'],
  feature: 'Eligible candidates and weight adjuster',
};
