/** The staff screens (issue 11), by their path in domain/routes.ts. */
import type { ComponentType } from 'react';
import { lazyComponent } from '../../src/lazyComponent';

export const STAFF_SCREENS: Record<string, ComponentType> = {
  '/users/:id': lazyComponent(() => import('./StaffProfilePage'), 'StaffProfilePage'),
  '/users/:id/:requestId': lazyComponent(() => import('./EvidenceReviewPage'), 'EvidenceReviewPage'),
  '/search/staff/persona': lazyComponent(() => import('./findStaff/FindStaffPage'), 'FindStaffPage'),
};
