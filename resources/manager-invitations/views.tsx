/** Inviting offers only the roles the inviter may give, and asks a shift manager's care location (customRoutes/managers). */
import { lazyComponent } from '../../src/lazyComponent';
import type { ResourceViews } from '../../src/generated/views';

const views: ResourceViews = {
  create: lazyComponent(() => import('../../customRoutes/managers/InvitationPages'), 'InvitationCreatePage'),
};
export default views;
