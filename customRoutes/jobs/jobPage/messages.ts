/** Texts shared by a shift's pages, under bankshift.jobs.jobPage. */
import { JOB_STATUS_LABELS, PROGRESS_LABELS } from '../../../domain/shifts';

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
  application: {
    applied: 'Applied',
    offered: 'Offered',
    confirmed: 'Confirmed',
    rejected: 'Rejected',
    rejectedByNurse: 'Declined by nurse',
    skipped: 'Skipped',
    withdrawn: 'Withdrawn',
    cancelled: 'Shift cancelled',
  },
  requirement: { mandatory: 'Mandatory', recommended: 'Recommended', 'not-required': 'Not required' },
  fulfilment: {
    Urgent: 'Urgently',
    Manual: 'Manually',
    Autofill: 'Autofill in %{days} days',
    AutofillPlain: 'Autofill',
  },
  tier: 'Tier %{tier} (%{percent}%)',
};
