/** A new trust is set up in three steps, each saved before the next opens (customRoutes/trust/setup). */
import { lazyComponent } from '../../src/lazyComponent';
import type { ResourceViews } from '../../src/generated/views';

const views: ResourceViews = {
  create: lazyComponent(() => import('../../customRoutes/trust/setup/NewTrustPage'), 'NewTrustPage'),
};
export default views;
