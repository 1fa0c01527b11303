/**
 * Texts of the uplift list's page (/jobs/list/job-rates), under bankshift.jobs.uplifts: registered when a module of
 * the page loads (each imports this one). Its title and the tabs over both lists come with the console
 * (customRoutes/jobs/messages.ts): the shift list shows the tabs.
 */
import { registerScreenMessages } from '../../../providers/i18nProvider';

const upliftPageMessages = {
  views: {
    operationalManager: 'escalations at their first step and shifts nobody has taken',
    rateManager: 'escalated shifts',
    shiftManager: 'the shifts you can escalate',
  },
  showing: 'Published shifts that have not started: %{views}.',
  columns: {
    date: 'Date',
    title: 'Role title',
    band: 'Band',
    department: 'Department',
    tier: 'Tier',
    fulfilment: 'Fulfilment',
    metrics: 'Metrics',
    increase: 'Increase Value',
    comments: 'Comments',
    suggest: 'Suggest',
    status: 'Rate status',
  },
  tier: 'Tier %{tier}',
  proposed_tier: 'to tier %{tier}',
  per_hour: '+%{amount}/h',
  risk: 'Fill risk %{risk} / threshold %{threshold}',
  risk_no_threshold: 'Fill risk %{risk} (no threshold set)',
  over: 'Over threshold',
  no_suggestion: 'None',
  suggestion: 'Tier %{tier}, %{amount}/h more',
  suggestion_top: '%{amount}/h more',
  approve: 'Approve selected |||| Approve %{smart_count} selected',
  reject: 'Reject selected |||| Reject %{smart_count} selected',
  select_hint: 'Tick the escalations waiting for your decision to approve or reject them together.',
  empty: 'No shift matches these filters.',
  export: {
    label: 'Export rates',
    busy: 'Exporting…',
    xlsx: 'Spreadsheet (XLSX)',
    csv: 'CSV',
    done: '%{rows} shifts exported to %{file}.',
  },
};

registerScreenMessages('jobs.uplifts', upliftPageMessages);
