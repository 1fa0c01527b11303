/** Texts of /search/staff/persona (issue 13), under bankshift.findStaff (the results' own: bankshift.jobs.candidates). */
import { registerScreenMessages } from '../../../providers/i18nProvider';
import { SUPERVISION_LABELS } from '../../../domain/skills';

export const findStaffMessages = {
  title: 'Find staff',
  criteria: 'Search',
  care_location: 'Care location',
  date: 'Free on',
  date_help: 'Leave empty for any day',
  band_from: 'Lowest band',
  band_to: 'Highest band',
  any_band: 'Any',
  persona: 'Staff persona',
  no_persona: 'None',
  skills: 'Skills sought',
  skills_help: 'Type to search the skills of the trust',
  level_of: 'Level sought for %{skill}',
  remove_skill: 'Remove %{skill}',
  matching: 'Every skill must be held at its level',
  matching_help: 'When off, the skills only rank the nurses: no one is left out for them.',
  find: 'Find staff',
  clear: 'Clear',
  results: 'Nurses found',
  start: 'Choose a care location, and what the shift needs, then Find staff.',
  save: 'Save this search',
  save_title: 'Save this search',
  save_name: 'Name',
  saved_ok: 'Search saved as %{name}',
  saved: 'Saved searches',
  no_saved: 'No saved searches yet. Save a search to run it again in one click.',
  run: 'Run',
  run_named: 'Run %{name}',
  remove: 'Delete',
  remove_named: 'Delete %{name}',
  remove_title: 'Delete the saved search %{name}?',
  remove_text: 'The search is deleted for good; nurses are not affected.',
  removed: 'Saved search deleted',
  cancel: 'Cancel',
  levels: SUPERVISION_LABELS,
};

registerScreenMessages('findStaff', findStaffMessages);
