/**
 * English texts of the trust setup (/new-trust, issue 12), under `bankshift.trust_setup.*`: registered when the page
 * loads.
 */
import { registerScreenMessages } from '../../../providers/i18nProvider';

export const trustSetupMessages = {
  title: 'New trust',
  resume_title: 'Setting up %{trust}',
  steps: 'Setup steps',
  step: { details: 'Trust details', organisation: 'Care locations', features: 'Features and admin' },
  step_locked: 'Opens once the step before it is saved',
  loading: 'Loading the trust',
  load_failed: 'The trust could not be loaded: %{message}',
  draft_help: 'The trust stays a draft, invisible to its staff, until it is set up and you make it live. You can leave and come back: it resumes where you stopped, from the trust list.',
  save_continue: 'Save and continue',
  continue: 'Continue',
  saved: 'Step saved',
  care_locations: 'Care locations',
  care_locations_help: 'Each care location needs at least one department (area) before the step can be saved.',
  no_care_locations: 'No care location yet.',
  add_care_location: 'Add a care location',
  care_location_name: 'Care location name',
  care_location_code: 'Code',
  departments_of: 'Departments of %{name}',
  no_departments: 'No department yet',
  add_department: 'Add a department',
  department_name: 'Department name at %{name}',
  group_of: 'Administrative group of %{name}',
  no_group: 'None',
  groups: 'Administrative groups',
  groups_help: 'Optional: divisions that gather care locations, such as an acute division or community services.',
  no_groups: 'No administrative group yet.',
  add_group: 'Add a group',
  group_name: 'Group name',
  features: 'Features',
  feature: 'Feature',
  on: 'On',
  features_help: 'Turn on what the trust has bought. At least one is needed: posting shifts is one.',
  turn_off: 'Turn %{feature} off? Its screens and permissions stop working for the trust’s staff at once.',
  admin: "The trust's admin",
  finish: 'Finish setup',
  finished: '%{trust} is set up.',
  live: '%{trust} is set up and live.',
  make_live: 'Make it live',
  make_live_title: 'Make %{trust} live?',
  make_live_content: 'Its staff can then sign up to it and see its shifts.',
  made_live: '%{trust} is live',
  open_trust: 'Open the trust',
};

registerScreenMessages('trust_setup', trustSetupMessages);
