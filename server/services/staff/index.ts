/** The staff services: blocking nurses (and, as they come, sign-up, right to work, approval and endorsement). */
import type { ServiceClass } from '../../resources';
import { BlockedUsersService } from './blockedUsersService';
import { TrustUsersService } from './trustUsersService';

export const STAFF_RESOURCE_SERVICES: Record<string, ServiceClass> = {
  'blocked-users': BlockedUsersService,
  'get-trust-users': TrustUsersService,
};
