/** The shift screens of issue 4, by their path in domain/routes.ts. */
import type { ComponentType } from 'react';
import { JobApplicantsPage } from './applicants/JobApplicantsPage';
import { JobDetailsPage } from './details/JobDetailsPage';
import { EditSkillsPage } from './editSkills/EditSkillsPage';
import { JobsListPage } from './list/JobsListPage';
import { PostJobPage } from './new/PostJobPage';
import { SimilarJobPage } from './new/SimilarJobPage';

export const JOB_SCREENS: Record<string, ComponentType> = {
  '/jobs/list': JobsListPage,
  '/jobs/new': PostJobPage,
  '/newSimilarJob/:id': SimilarJobPage,
  '/jobs/:id/details': JobDetailsPage,
  '/jobs/:id/applicants': JobApplicantsPage,
  '/jobs/:id/editSkills': EditSkillsPage,
};
