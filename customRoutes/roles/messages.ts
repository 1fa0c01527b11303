/** English texts of the role editor (issue 12), under `bankshift.roles.*`. */
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
};
