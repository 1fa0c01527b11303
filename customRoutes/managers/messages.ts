/**
 * English texts of the managers' screens (issue 12), under `bankshift.managers.*`: registered when one of them loads
 * (each imports this module), not with the console's first download.
 */
import { registerScreenMessages } from '../../providers/i18nProvider';

export const managerMessages = {
  invite_title: 'Invite a manager',
  invite_admin_title: 'Invite the admin of %{trust}',
  invite_help:
    'They get an email with a link to set their password; it works once, for 7 days. Someone with a Bankshift account adds the role to it.',
  trust: 'Trust',
  role: 'Role',
  role_help: 'Only the roles you may give are offered',
  care_location_needed: 'A shift manager works at one care location: choose it',
  send: 'Send the invitation',
  sent: 'Invitation sent to %{email}',
  admin_invitations: 'Admin invitations',
  no_admin_invitations: 'No admin invited yet.',
  reset_password: 'Send a password reset link',
  reset_confirm_title: 'Send a password reset link?',
  reset_confirm:
    '%{name} gets an email with a link to choose a new password. Their password stays as it is until they do.',
  reset_sent: 'A password reset link was sent to %{email}',
  permissions: 'Roles and permissions',
  accept: {
    title: 'Join %{trust}',
    loading: 'Checking your invitation',
    welcome: 'Welcome, %{name}. You are invited to join %{trust} on Bankshift as %{role}.',
    new_account: 'Choose a password for your account (%{email}).',
    existing_account: 'You already have a Bankshift account (%{email}): enter its password to add the role to it.',
    password: 'Your Bankshift password',
    set_password: 'Set my password and sign in',
    add_role: 'Add the role and sign in',
    failed: 'This invitation cannot be used: %{reason}. Ask the person who invited you to send it again.',
    signed_in_failed:
      'Your invitation was accepted, but signing in failed: %{reason}. Sign in with your email and password.',
  },
};

registerScreenMessages('managers', managerMessages);
