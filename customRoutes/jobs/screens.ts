/** The shift screens, by their path in domain/routes.ts. */
import type { ComponentType } from 'react';
import { lazyComponent, type Preloadable } from '../../src/lazyComponent';

export const JOB_SCREENS: Record<string, ComponentType & Preloadable> = {
  '/jobs/list': lazyComponent(() => import('./list/JobsListPage'), 'JobsListPage'),
  '/jobs/list/job-rates': lazyComponent(() => import('./uplifts/UpliftListPage'), 'UpliftListPage'),
  '/jobs/new': lazyComponent(() => import('./new/PostJobPage'), 'PostJobPage'),
  '/newSimilarJob/:id': lazyComponent(() => import('./new/SimilarJobPage'), 'SimilarJobPage'),
  '/jobs/:id/details': lazyComponent(() => import('./details/JobDetailsPage'), 'JobDetailsPage'),
  '/jobs/:id/applicants': lazyComponent(() => import('./applicants/JobApplicantsPage'), 'JobApplicantsPage'),
  '/jobs/:id/eligible-candidates': lazyComponent(() => import('./candidates/CandidatesPage'), 'CandidatesPage'),
  '/modelJobs/:id/eligibleCandidateList': lazyComponent(
    () => import('./candidates/ModelJobCandidatesPage'),
    'ModelJobCandidatesPage',
  ),
  '/jobs/:id/editSkills': lazyComponent(() => import('./editSkills/EditSkillsPage'), 'EditSkillsPage'),
  '/jobs/:id/rates': lazyComponent(() => import('./rates/JobRatesPage'), 'JobRatesPage'),
  '/jobs/:id/rates/:rateId': lazyComponent(() => import('./rates/EscalationPage'), 'EscalationPage'),
};
