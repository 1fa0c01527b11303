/** English texts of the shift screens, under `bankshift.jobs.*` (merged in customRoutes/messages.ts). */
import { applicantsMessages } from './applicants/messages';
import { detailsMessages } from './details/messages';
import { editSkillsMessages } from './editSkills/messages';
import { jobPageMessages } from './jobPage/messages';
import { listMessages } from './list/messages';
import { newJobMessages } from './new/messages';
import { ratesMessages } from './rates/messages';
import { upliftsMessages } from './uplifts/messages';

export const jobMessages = {
  list: listMessages,
  jobPage: jobPageMessages,
  new: newJobMessages,
  details: detailsMessages,
  applicants: applicantsMessages,
  editSkills: editSkillsMessages,
  rates: ratesMessages,
  uplifts: upliftsMessages,
};
