/** English texts of the landing page and the managers' dashboard, under `bankshift.dashboard.*` (customRoutes/messages.ts). */
export const dashboardMessages = {
  welcome: 'Welcome, %{name}',
  acting_role: 'You are acting as %{role}',
  of_trust: '%{role} of %{trust}',
  open_landing: 'Go to %{page}',
  landing_pages: {
    trust_list: 'the trust list',
    trust_statistics: "your trust's statistics",
    jobs_list: 'the jobs list',
    staff: 'the staff list',
  },
  title: 'Shifts dashboard',
  window: 'Window',
  window_option: '%{smart_count} day |||| %{smart_count} days',
  window_text: 'Shifts posted in the last %{smart_count} day |||| Shifts posted in the last %{smart_count} days',
  loading: 'Loading the dashboard',
  empty: 'No shifts posted in the last %{days} days',
  error: 'The dashboard could not be loaded: %{message}',
  retry: 'Try again',
  chart_loading: 'Loading the chart',
  postings: {
    title: 'Shifts posted per day',
    posted: 'Shifts posted',
    confirmed: 'Places confirmed',
    date: 'Date',
    total: '%{posted} shifts posted, %{confirmed} places confirmed',
  },
  top_posters: {
    title: 'Top posters',
    empty: 'Nobody posted a shift in this window.',
    count: '%{smart_count} shift posted |||| %{smart_count} shifts posted',
  },
  top_workers: {
    title: 'Top workers',
    empty: 'No nurse worked a booked shift in this window.',
    count: '%{smart_count} shift booked |||| %{smart_count} shifts booked',
  },
  fill_rate: {
    title: 'Fill rate',
    detail: '%{confirmed} of %{vacancies} places confirmed',
    none: 'No places to fill',
  },
  time_to_fill: {
    title: 'Median time to fill',
    detail: 'From posting until every place was confirmed',
    none: 'No shift filled yet',
  },
  duration: {
    days: '%{smart_count} d',
    hours: '%{smart_count} h',
    minutes: '%{smart_count} min',
  },
};
