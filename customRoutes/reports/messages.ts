/**
 * English texts of the report screens (issue 15), under `bankshift.reports.*`: registered when a report screen loads
 * (each imports this module), not with the console's first download.
 */
import { registerScreenMessages } from '../../providers/i18nProvider';

export const reportMessages = {
  period: {
    label: 'Period',
    month: 'A given month',
    month_input: 'Month',
    pick_month: 'Give the month as YYYY-MM',
  },
  cancellations: {
    title: 'Cancellation Reports',
    filters: 'Filters',
    care_location: 'Care location',
    what: 'Cancelled',
    what_all: 'Shifts and bookings',
    kinds: { shift: 'Shifts', booking: 'Bookings' },
    reason: 'Reason',
    reason_all: 'Any reason',
    no_reason: 'No reason (withdrawn or released)',
    count: 'Cancellations',
    by_reason: 'By reason',
    rows: '%{smart_count} cancellation |||| %{smart_count} cancellations',
    empty: 'Nothing was cancelled here in this period.',
    loading: 'Loading the cancellations',
    error: 'The cancellations could not be loaded: %{message}',
    export: 'Export as a spreadsheet',
    export_help: 'The export holds every cancellation of the care location and period, made in the background: download it from',
    shift_reports: 'Shift Reports',
    exported: 'The spreadsheet is being made: download it from Shift Reports.',
  },
  manager: {
    title: 'Shift Reports',
    ask: {
      heading: 'Ask for a report',
      intro: 'Each report is a spreadsheet (XLSX, and CSV) of one care location, made in the background: you may leave this page while it is made.',
      report: 'Report',
      care_location: 'Care location',
      no_care_location: 'Your role covers no care location to report on.',
      snapshot: 'The staff as they are today: this report takes no period.',
      template: 'Job template',
      no_templates: 'There is no job template to report on.',
      submit: 'Make the report',
      asked: 'The report is being made: it is listed below with its progress.',
    },
    list: {
      heading: 'Your reports',
      kept: 'Made files are kept %{days} days.',
      loading: 'Loading your reports',
      error: 'Your reports could not be loaded: %{message}. Reload the page to ask again.',
      empty: 'No reports yet: ask for one above.',
      report: 'Report',
      care_location: 'Care location',
      period: 'Period',
      asked: 'Asked',
      status: 'Status',
      files: 'Files',
      today: 'As of the day made',
      progress: 'Progress of %{title}',
      being_made: 'Being made: %{progress}%',
      ready: 'Ready: %{smart_count} row |||| Ready: %{smart_count} rows',
      failed: 'Failed',
      download: '%{format}',
      download_label: 'Download %{title} as %{format}',
      retry: 'Retry',
      remove: 'Remove',
      remove_label: 'Remove %{title}',
      confirm_title: 'Remove this report?',
      confirm: 'Remove %{title} of %{place} and its files. You can ask for it again.',
      removed: 'Report removed',
      retried: 'The report is being made again',
    },
  },
};

registerScreenMessages('reports', reportMessages);
