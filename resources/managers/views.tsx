/** A manager's page adds, to the generated one, their permissions and a password reset link sent to them. */
import { lazyComponent } from '../../src/lazyComponent';
import type { ResourceViews } from '../../src/generated/views';

const views: ResourceViews = {
  show: lazyComponent(() => import('../../customRoutes/managers/ManagerPage'), 'ManagerPage'),
};
export default views;
