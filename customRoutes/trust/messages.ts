/**
 * English texts of the trust statistics page (/trust/{id}/statistics-details), under `bankshift.trust_statistics.*`:
 * registered when the page loads.
 */
import { registerScreenMessages } from '../../providers/i18nProvider';

export const trustStatisticsMessages = {
  title: 'Trust statistics',
  loading: 'Loading the trust statistics',
  error: 'The trust statistics could not be loaded: %{message}',
  retry: 'Try again',
  live: 'Live',
  not_live: 'Not live',
  features: 'Features',
  record: 'Care locations, roles and bands',
  invite_admin: 'Invite its admin',
  continue_setup: 'Continue its setup',
  setup_features: 'Its features',
  no_features: 'No features enabled',
  people_and_places: 'People and places',
  people: {
    nurses: 'Staff (nurses)',
    managers: 'Managers',
    admins: 'Trust admins',
    care_locations: 'Care locations',
    departments: 'Areas (departments)',
  },
  week: {
    title: 'Next 7 days',
    span: '%{from} to %{to}',
    vacant: 'Vacant shifts',
    open_places: '%{smart_count} place still to fill |||| %{smart_count} places still to fill',
    booked: 'Booked shifts',
  },
  waiting: {
    title: 'Waiting for a manager',
    ready: 'Ready for approval',
    no_log: 'Booked, no time logged',
    drafts: 'Drafts to publish',
  },
  month: {
    title: 'This month',
    shifts: 'Shifts',
    cancelled: '%{smart_count} cancelled',
    fill_rate: 'Fill rate',
    filled: '%{confirmed} of %{vacancies} places confirmed',
    none: 'No places yet',
  },
  open_list: '%{value} %{label}: open in the jobs list',
};

registerScreenMessages('trust_statistics', trustStatisticsMessages);
