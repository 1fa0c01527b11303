/**
 * English texts of the role screens (issue 12), under `bankshift.roles.*`: registered when a role screen loads (each
 * imports this module), not with the console's first download.
 */
import { registerScreenMessages } from '../../providers/i18nProvider';

export const roleMessages = {
  new_title: 'New role',
  copy_title: 'Copy a role',
  edit_title: 'Role: %{name}',
  level: 'Level: %{level}',
  own_role: 'You are acting under this role, so you cannot change it: ask another administrator.',
  permissions: 'Permissions',
  permissions_count: '%{held} of %{all} permissions',
  permissions_loading: 'Loading the permissions',
  permissions_error: 'The permissions could not be loaded: %{message}',
  feature: 'Trust feature: %{feature}',
  needs_feature: "Needs the trust feature '%{feature}', which this trust does not have",
  not_held: 'Your role does not hold it, so you cannot grant it',
  pick_trust: 'Choose the trust first: which permissions it can use depends on its features.',
  copy: 'Copy this role',
  user: {
    title: 'Permissions of %{name}',
    loading: 'Loading the permissions',
    error: 'The permissions could not be loaded: %{message}',
    roles: 'Roles',
    no_roles: 'No roles.',
    give: 'Give a role',
    effective: 'Effective permissions',
    effective_help:
      'What the person may do: every permission of the active roles they hold, with the roles it comes from.',
    none: 'No permission: the person holds no active role here.',
    from: 'From %{roles}',
  },
};

registerScreenMessages('roles', roleMessages);
