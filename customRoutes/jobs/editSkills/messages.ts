/** Texts of /jobs/{id}/editSkills, under bankshift.jobs.editSkills. */
export const editSkillsMessages = {
  title: 'Skills of the shift',
  list: 'Skills asked for',
  add: 'Add skill',
  added: 'Skill added',
  saved: 'Skill saved',
  removed: 'Skill removed',
  remove_title: 'Remove this skill?',
  remove_text: 'The shift no longer asks for %{name}.',
  read_only: 'Your role may not change the skills of shifts.',
  cancelled: 'This shift is cancelled: its skills no longer change.',
  finished: 'This shift is finished: its skills no longer change.',
};
