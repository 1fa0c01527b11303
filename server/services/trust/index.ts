/** The trust's own services: its roles, and (issue 12) its creation, invitations and permissions. */
import type { ServiceClass } from '../../resources';
import { FeatureSettingsService, FeaturesStepService } from './featureSettingsService';
import { InvitationsService } from './invitationsService';
import { ManagersService } from './managersService';
import { TrustRolesService } from './trustRolesService';
import { TrustsService } from './trustsService';
import { UserRolesService } from './userRolesService';

export const TRUST_RESOURCE_SERVICES: Record<string, ServiceClass> = {
  trusts: TrustsService,
  'trust-roles': TrustRolesService,
  'user-roles': UserRolesService,
  managers: ManagersService,
  'manager-invitations': InvitationsService,
  'trust-feature-settings': FeatureSettingsService,
  'feature-lists': FeaturesStepService,
  'carelocation-feature-configurations': FeaturesStepService,
};
