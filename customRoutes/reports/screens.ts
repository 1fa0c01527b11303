/** The report screens (issue 15), by their path in domain/routes.ts. */
import type { ComponentType } from 'react';
import { LEARNING_JOURNEY_ROUTE } from '../../domain/learningJourney';
import { lazyComponent } from '../../src/lazyComponent';

export const REPORT_SCREENS: Record<string, ComponentType> = {
  '/manager-reports': lazyComponent(() => import('./ManagerReportsPage'), 'ManagerReportsPage'),
  '/reports': lazyComponent(() => import('./ChartReportsPage'), 'ChartReportsPage'),
  '/cancellation-reports': lazyComponent(() => import('./CancellationReportsPage'), 'CancellationReportsPage'),
  [LEARNING_JOURNEY_ROUTE]: lazyComponent(() => import('./LearningJourneyPage'), 'LearningJourneyPage'),
};
