/** Roles are made and changed in the role editor (customRoutes/roles): permissions in groups, with what each needs. */
import { lazyComponent } from '../../src/lazyComponent';
import type { ResourceViews } from '../../src/generated/views';

const views: ResourceViews = {
  create: lazyComponent(() => import('../../customRoutes/roles/RolePages'), 'RoleCreatePage'),
  edit: lazyComponent(() => import('../../customRoutes/roles/RolePages'), 'RoleEditPage'),
};
export default views;
