/** Access rules shared by many resource definitions. */
import type { AccessRule } from '../domain/access';

/** Any console role: trust admins and managers (the super admin always passes). */
export const consoleReaders: AccessRule = { levels: ['ADMIN', 'MANAGER'] };
/** Every role, staff included (lists a mobile app reads too). */
export const everyRole: AccessRule = { levels: ['ADMIN', 'MANAGER', 'NURSE'] };
export const superAdminOnly: AccessRule = { superAdminOnly: true };
