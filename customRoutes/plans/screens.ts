/** The shift plan screens, by their path in domain/routes.ts. */
import type { ComponentType } from 'react';
import { lazyComponent } from '../../src/lazyComponent';

export const PLAN_SCREENS: Record<string, ComponentType> = {
  '/savedTemplate/summary/:id': lazyComponent(() => import('./TemplateSummaryPage'), 'TemplateSummaryPage'),
  '/shiftPlan/menu': lazyComponent(() => import('./PlanMenuPage'), 'PlanMenuPage'),
  '/createNewPlan': lazyComponent(() => import('./PlanBuilderPage'), 'PlanBuilderPage'),
  '/addPerson': lazyComponent(() => import('./AddPersonPage'), 'PlannedShiftsPage'),
  '/addPerson/:id': lazyComponent(() => import('./AddPersonPage'), 'NameNursePage'),
};
