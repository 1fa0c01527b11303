/** The staff services: blocking nurses (and, as they come, sign-up, right to work, approval and endorsement). */
import type { ServiceClass } from '../../resources';
import { BlockedUsersService } from './blockedUsersService';

export const STAFF_RESOURCE_SERVICES: Record<string, ServiceClass> = {
  'blocked-users': BlockedUsersService,
};
