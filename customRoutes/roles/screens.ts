/** The role screens (issue 12) that are not a family's forms, by their path in domain/routes.ts. */
import type { ComponentType } from 'react';
import { lazyComponent } from '../../src/lazyComponent';

export const ROLE_SCREENS: Record<string, ComponentType> = {
  '/userPermissions/:userId': lazyComponent(() => import('./UserPermissionsPage'), 'UserPermissionsPage'),
};
