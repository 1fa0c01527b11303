/**
 * A trust's managers (issue 12): the managers list and its invitations tab, inviting a manager (only the roles the
 * admin may offer; a shift manager's care location), a manager deactivated and reactivated, a password reset link
 * sent, and an invitation's page refusing a link that does not work.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAs, renderApp, signIn } from './helpers';

const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 10_000 })).closest('tr')!;

describe('the managers list', () => {
  it("lists the trust's active managers, and links its deactivated managers and invitations", async () => {
    await signIn('trustadmin');
    renderApp('/managers/list');
    const tabs = await screen.findByRole('navigation', { name: 'Managers' });
    expect(within(tabs).getByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Invitations' })).toHaveAttribute('href', '/managers/invitations');
    const row = await rowOf('shiftmanager@bankshift.test');
    expect(await within(row).findByText('Shift Manager')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('southadmin@bankshift.test')).not.toBeInTheDocument();
  }, 30_000);

  it('names roles, care locations and trusts for a manager who reads none of them (issue 52.16)', async () => {
    // The bank officer lists managers (VIEW_INVITED_MANAGERS) but not the trust's roles nor its trusts.
    await signIn('bankofficer');
    renderApp('/managers/list');
    const row = await rowOf('shiftmanager@bankshift.test');
    expect(within(row).getByText('Shift Manager')).toBeInTheDocument();
    expect(within(row).getByText('Northfield General Hospital')).toBeInTheDocument();
    expect(within(row).getByText('Northfield NHS Trust')).toBeInTheDocument();
    expect(within(row).queryByText(/^\d+$/)).not.toBeInTheDocument();
  }, 30_000);

  it('invites a manager to a role the admin may offer, asking a shift manager’s care location', async () => {
    const user = userEvent.setup();
    await signIn('trustadmin');
    renderApp('/managers/invitations');
    // The demo's pending invitation (server/db/seedInvitations.ts) and its expired one.
    expect(within(await rowOf('olivia.grant@bankshift.test')).getByText('Invited')).toBeInTheDocument();
    expect(within(await rowOf('marcus.hill@bankshift.test')).getByText('Expired')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create' }));

    expect(await screen.findByRole('heading', { name: 'Invite a manager' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Nia');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Okoro');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'nia.okoro@example.org');
    await user.click(await screen.findByRole('combobox', { name: /Role/ }));
    const roles = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    // Spec 6: a trust admin offers MANAGER-level roles only.
    expect(roles).toEqual(expect.arrayContaining(['Shift Manager', 'Rate Manager']));
    expect(roles).not.toContain('Trust Admin');
    expect(roles).not.toContain('Nurse');
    await user.click(screen.getByRole('option', { name: 'Shift Manager' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A shift manager works at one care location: choose it')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Care location/ }));
    await user.click(await screen.findByRole('option', { name: 'Northfield General Hospital' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Invitation sent to nia.okoro@example.org', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const row = await rowOf('nia.okoro@example.org');
    expect(within(row).getByText('Invited')).toBeInTheDocument();
  }, 40_000);

  it('deactivates a manager after asking, and reactivates them', async () => {
    const user = userEvent.setup();
    const admin = await apiAs('trustadmin');
    const [leaver] = (await admin.call('GET', 'managers?q=leaver@bankshift.test')).data;
    await signIn('trustadmin');
    renderApp(`/managers/${leaver.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }, { timeout: 10_000 }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(await screen.findByRole('button', { name: 'Reactivate' }, { timeout: 10_000 })).toBeInTheDocument();
    expect((await admin.call('GET', `managers/${leaver.id}`)).status).toBe('DEACTIVATED');
    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    await waitFor(async () => expect((await admin.call('GET', `managers/${leaver.id}`)).status).toBe('ACTIVE'), {
      timeout: 10_000,
    });
  }, 40_000);

  it('sends a manager a password reset link after asking', async () => {
    const user = userEvent.setup();
    const admin = await apiAs('trustadmin');
    const [leaver] = (await admin.call('GET', 'managers?q=leaver@bankshift.test')).data;
    await signIn('trustadmin');
    renderApp(`/managers/${leaver.id}/show`);
    expect(await screen.findByRole('link', { name: 'Roles and permissions' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      `/userPermissions/${leaver.userId}`,
    );
    await user.click(screen.getByRole('button', { name: 'Send a password reset link' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Send a password reset link?')).toBeInTheDocument();
    expect(within(confirm).getByText(/Lee Leaver gets an email/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('A password reset link was sent to leaver@bankshift.test', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 30_000);

  it('shows a manager what they may not do: no invitations, no deactivation', async () => {
    await signIn('bankofficer');
    renderApp('/managers/invitations');
    expect(await screen.findByRole('navigation', { name: 'Managers' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument());
  }, 30_000);
});

describe("an invitation's page", () => {
  it('says why a link that does not work cannot be used', async () => {
    renderApp('/ManagerVerifyEmail/not-a-real-token/Nia/Okoro/nia%40example.org');
    expect(
      await screen.findByText(/This invitation cannot be used: This link has expired or was already used/),
    ).toBeInTheDocument();
  });
});
