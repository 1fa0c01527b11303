/**
 * Texts of worked time (the details page's card, the bottom bar's approval), under bankshift.jobs.worked_time:
 * registered when a module showing worked time loads (each imports this one).
 */
import { registerScreenMessages } from '../../../providers/i18nProvider';

export const workedTimeMessages = {
  title: 'Worked time',
  none: 'No worked time is logged on this shift yet.',
  start_end: 'start %{start}, end %{end}',
  columns: {
    nurse: 'Nurse',
    booked: 'Booked',
    worked: 'Worked',
    break: 'Break',
    hours: 'Hours worked',
    difference: 'Against booked',
    shift: 'Shift',
    nurses: 'Nurses',
  },
  approve_title: 'Approve this worked time?',
  approve_text:
    '%{nurses} nurse(s), %{hours} worked in all (%{difference} against the booked times), as listed under Worked time. Approved time is paid.',
  approved: 'Worked time approved: %{nurses} nurse(s), %{hours}',
  approve_all_title:
    'Approve the worked time of %{smart_count} shift? |||| Approve the worked time of %{smart_count} shifts?',
  approve_all_text: 'Approved time is paid. Check each shift before approving it:',
  approve_all: 'Approve %{smart_count} shift |||| Approve %{smart_count} shifts',
  approved_all:
    'Worked time approved on %{smart_count} shift: %{shifts} |||| Worked time approved on %{smart_count} shifts: %{shifts}',
  missing: 'No worked time logged',
};

registerScreenMessages('jobs.worked_time', workedTimeMessages);
