/** Texts shared by a shift's pages, under bankshift.jobs.jobPage. */
import { SKILL_REQUIREMENT_LABELS } from '../../../domain/skills';
import { APPLICATION_STATUS_LABELS, JOB_STATUS_LABELS, PROGRESS_LABELS } from '../../../domain/shifts';

export const jobPageMessages = {
  loading: 'Loading…',
  not_found: 'No shift with this id, or your role may not see it.',
  details: 'Details',
  applicants: 'Applicants',
  candidates: 'Candidates',
  skills: 'Skills',
  rates: 'Rates',
  pages: 'Shift pages',
  refused: 'Your role may not open this page.',
  status: JOB_STATUS_LABELS,
  progress: PROGRESS_LABELS,
  shift: { Day: 'Day', Night: 'Night' },
  application: APPLICATION_STATUS_LABELS,
  requirement: SKILL_REQUIREMENT_LABELS,
  fulfilment: {
    Urgent: 'Urgently',
    Manual: 'Manually',
    Autofill: 'Autofill in %{days} days',
    AutofillPlain: 'Autofill',
  },
  tier: 'Tier %{tier} (%{percent}%)',
};
