/**
 * English texts of a shift's own pages (posting, details, applicants, skills, rates), under `bankshift.jobs.*`:
 * registered when one of those pages loads (each imports this module). The lists' texts come with the console
 * (customRoutes/jobs/messages.ts): the shift list is where managers land.
 */
import { registerScreenMessages } from '../../providers/i18nProvider';
import { applicantsMessages } from './applicants/messages';
import { candidatesMessages } from './candidates/messages';
import { detailsMessages } from './details/messages';
import { editSkillsMessages } from './editSkills/messages';
import { jobPageMessages } from './jobPage/messages';
import { newJobMessages } from './new/messages';
import { ratesMessages } from './rates/messages';

export const jobPageTexts = {
  jobPage: jobPageMessages,
  new: newJobMessages,
  details: detailsMessages,
  applicants: applicantsMessages,
  candidates: candidatesMessages,
  editSkills: editSkillsMessages,
  rates: ratesMessages,
};

registerScreenMessages('jobs', jobPageTexts);
