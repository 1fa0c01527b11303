/** English texts of the jobs list (/jobs/list), under `bankshift.jobs.list.*`: registered when a module of the list loads. */
import { RISK_LABELS, RISK_MITIGATION_LABELS } from '../../../domain/shiftRisk';
import { PROGRESS_LABELS, RATE_ESCALATION_STATUS_LABELS } from '../../../domain/shifts';
import { registerScreenMessages } from '../../../providers/i18nProvider';

const listMessages = {
  title: 'Shifts',
  status: {
    label: 'Status',
    vacant: 'Vacant',
    booked: 'Booked',
    completed: 'Completed',
    completed_hint: 'No log, ready for approval and approved shifts',
    only: '%{step} only',
  },
  date_range: {
    label: 'Date range',
    day: 'Day Selected',
    week: 'This week',
    month: 'This Month',
    custom: 'Custom',
    day_input: 'Day',
    from: 'From',
    to: 'To',
    span: '%{from} to %{to}',
  },
  filters: {
    q: 'Search title',
    grade: 'Grade',
    band_from: 'Band from',
    band_to: 'Band to',
    areas: 'Areas',
    skills: 'Skills',
    rate_status: 'Rate status',
    tiers: 'Tiers',
    tier: 'Tier %{tier} (%{percent}%)',
    fulfilment: 'Fulfilment type',
    job_title: 'Job title',
    care_location: 'Care location',
    hard_to_fill: 'Hard to fill',
    shift_status: 'Shift status',
    clear: 'Clear filters',
  },
  shift_status: { DRAFT: 'Drafts', APPROVED: 'Published', CANCELLED: 'Cancelled' },
  publish: {
    label: 'Publish %{smart_count} draft |||| Publish %{smart_count} drafts',
    hint: 'Tick drafts to publish them together; each is checked on its own and any that cannot be published is named.',
  },
  hard_to_fill: {
    true: 'Hard to fill only',
    false: 'Not hard to fill',
  },
  rate_status: { all: 'All', ...RATE_ESCALATION_STATUS_LABELS },
  columns: {
    date: 'Date',
    time: 'Time',
    title: 'Shift',
    place: 'Area and care location',
    band: 'Band',
    filled: 'Filled',
    progress: 'Progress',
    rate: 'Rate',
  },
  band: 'Band %{band}',
  filled: '%{confirmed} / %{vacancies}',
  filled_label: '%{confirmed} of %{vacancies} vacancies filled',
  per_hour: '£%{rate}/h',
  progress: PROGRESS_LABELS,
  risk: RISK_LABELS,
  risk_title: 'Risk score %{score} of 4',
  mitigation: RISK_MITIGATION_LABELS,
  draft: 'Draft',
  cancelled: 'Cancelled',
  select: {
    hint: 'Only shifts ready for approval can be selected: tick them to approve their worked time with Approve all.',
    hint_readonly: 'Shifts ready for approval are approved by a role with the timesheet approval permission.',
    row: 'Select shift %{id} for approval',
  },
  empty: {
    title: 'No shifts match these filters',
    hint: 'Try another status or date range, or clear the filters.',
  },
  error: {
    title: 'The shifts could not be loaded',
    forbidden: 'Your role cannot see the shift list. It needs one of these permissions: %{permissions}.',
  },
};

registerScreenMessages('jobs.list', listMessages);
