/**
 * Setting a new trust up (spec 4: trust creation is three steps, each enabled separately; issue 12). The super admin
 * saves the trust's details (step 1: the trust is created, a draft), then its care locations, departments and
 * administrative groups, bands and job titles (step 2), then its features and its first admin (step 3). A step opens
 * once the one before it is saved, and is saved only when what it needs is there; the API refuses work out of order.
 * A trust is made live only once its setup is complete and it can take a nurse: one signing up chooses a band and a
 * job title of the trust (issue 52, item 17). Trusts from before the three steps count as complete.
 */

/** Where a trust's setup stands: the step being worked on, or complete. */
export const TRUST_SETUP_STEPS = ['organisation', 'features', 'complete'] as const;
export type TrustSetupStep = (typeof TRUST_SETUP_STEPS)[number];

/** The setup's pages, one per step (spec 4), in order. */
export const SETUP_PAGES = ['details', 'organisation', 'features'] as const;
export type SetupPage = (typeof SETUP_PAGES)[number];

/** Whether a page of the setup may be opened: each once the one before it is saved (`step` undefined: no trust yet). */
export const setupPageOpen = (page: SetupPage, step: TrustSetupStep | undefined): boolean =>
  page === 'details' || (page === 'organisation' ? step !== undefined : step === 'features' || step === 'complete');

/** Whether a page of the setup is saved. */
export const setupPageDone = (page: SetupPage, step: TrustSetupStep | undefined): boolean =>
  step !== undefined && (page === 'details' || step === 'complete' || (page === 'organisation' && step === 'features'));

/** The page a trust's setup resumes at. */
export const resumeAt = (step: TrustSetupStep | undefined): SetupPage =>
  step === undefined ? 'details' : step === 'organisation' ? 'organisation' : 'features';

export const TRUST_SETUP_LABELS: Record<TrustSetupStep, string> = {
  organisation: 'Step 2 of 3: care locations, bands and job titles',
  features: 'Step 3 of 3: features and admin',
  complete: 'Complete',
};

/** What the steps need, read from the trust's rows. */
export interface TrustSetupFacts {
  /** Active care locations with at least one active department. */
  staffedLocations: number;
  /** Active bands of the trust (trust-band-types) and active job titles (job-title-types): a nurse chooses one of each. */
  bands: number;
  jobTitles: number;
  /** Features the trust has on (a bank runs on at least one: posting shifts is one). */
  featuresOn: number;
  /** Active admins of the trust, and admin invitations still pending. */
  admins: number;
}

const NEXT: Record<TrustSetupStep, TrustSetupStep> = {
  organisation: 'features',
  features: 'complete',
  complete: 'complete',
};

/** The step after `step`. */
export const nextSetupStep = (step: TrustSetupStep): TrustSetupStep => NEXT[step];

/** Why the trust's current step cannot be saved yet, or null. */
export function setupStepRefusal(step: TrustSetupStep, facts: TrustSetupFacts): string | null {
  if (step === 'complete') return 'This trust is already set up';
  if (step === 'organisation')
    return facts.staffedLocations ? takesNurseRefusal(facts) : 'Add a care location with at least one department first';
  if (!facts.featuresOn) return "Turn on at least one of the trust's features first";
  return facts.admins ? null : "Invite the trust's admin first";
}

/** Why work of `needed`'s step cannot be done on a trust whose setup stands at `step`, or null. */
export function outOfOrderRefusal(step: TrustSetupStep | null | undefined, needed: 'features'): string | null {
  if (!step || TRUST_SETUP_STEPS.indexOf(step) >= TRUST_SETUP_STEPS.indexOf(needed)) return null;
  return "Save the trust's care locations first (step 2 of 3)";
}

/** Why a nurse could not sign up to the trust, or null: the sign-up asks for one of its bands and job titles. */
function takesNurseRefusal(facts: Pick<TrustSetupFacts, 'bands' | 'jobTitles'>): string | null {
  if (!facts.bands) return 'Add at least one band first: a nurse signing up chooses one';
  return facts.jobTitles ? null : 'Add at least one job title first: a nurse signing up chooses one';
}

/**
 * Why a trust whose setup stands at `step` may not be made live, or null: only once its setup is complete, and while a
 * nurse can sign up to it.
 */
export function goingLiveRefusal(
  step: TrustSetupStep | null | undefined,
  facts: Pick<TrustSetupFacts, 'bands' | 'jobTitles'>,
): string | null {
  return step && step !== 'complete' ? 'Finish setting the trust up before making it live' : takesNurseRefusal(facts);
}
