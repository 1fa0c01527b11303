/** Texts of the shift plan screens, under bankshift.plans; registered when one of them loads. */
import { registerScreenMessages } from '../../providers/i18nProvider';

export const planMessages = {
  not_found: 'No such planner template: it may have been deleted.',
  grid: {
    caption: 'Planned shifts of the week by area and day',
    area: 'Area',
    empty: 'No shifts planned',
    shift: '%{shift} %{start}–%{end}',
    detail: 'Band %{from}–%{to}, %{smart_count} place |||| Band %{from}–%{to}, %{smart_count} places',
  },
  summary: {
    title: 'Planner template: %{name}',
    care_location: 'Care location',
    count: '%{smart_count} planned shift |||| %{smart_count} planned shifts',
    apply: 'Create shifts for a week',
    week: 'Week starting (a Monday)',
    not_monday: 'Choose a Monday: a plan’s week starts on one',
    past: 'Choose a week still to come',
    create: 'Create %{smart_count} shift |||| Create %{smart_count} shifts',
    confirm_title: 'Create the week’s shifts?',
    confirm_text: '%{smart_count} shift is posted for the week of %{week}, all of them or none. |||| %{smart_count} shifts are posted for the week of %{week}, all of them or none.',
    created: '%{smart_count} shift created for the week of %{week} |||| %{smart_count} shifts created for the week of %{week}',
    view_shifts: 'See the week’s shifts',
    delete: 'Delete template',
    delete_title: 'Delete this planner template?',
    delete_text: 'The template is deleted; shifts already created from it stay. This cannot be undone.',
    deleted: 'Planner template deleted',
  },
};

registerScreenMessages('plans', planMessages);
