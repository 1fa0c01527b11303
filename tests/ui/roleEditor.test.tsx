/**
 * The role editor (issue 12): a role copied from another, its permissions picked in groups, those the trust's features
 * or the editor's own permissions rule out shown but not pickable; the role one acts under read-only; each change on
 * the role's history.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAs, renderApp, signIn } from './helpers';

const permission = (name: string) => screen.getByRole('checkbox', { name });

describe('the role editor', () => {
  it('copies a role, offering only what the trust and the editor can grant, and shows the change on its page', async () => {
    const user = userEvent.setup();
    const admin = await apiAs('southadmin');
    const [source] = (await admin.call('GET', 'trust-roles?roleType=SHIFT-MANAGER&isDefault=true')).data;
    await signIn('southadmin');
    renderApp(`/role/copy/${source.id}`);
    expect(await screen.findByRole('textbox', { name: /^Role name/ })).toHaveValue(`Copy of ${source.role}`);
    expect(await screen.findByRole('group', { name: 'Shifts' })).toBeInTheDocument();
    expect(screen.getByText('Level: Manager')).toBeInTheDocument();
    // A copy may be saved as it comes.
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    // Copied as held; a permission of a feature Southgate lacks is shown and cannot be picked.
    expect(permission('Post a shift')).toBeChecked();
    const modelShifts = permission('View model shifts');
    expect(modelShifts).toBeDisabled();
    expect(modelShifts).toHaveAccessibleDescription(
      expect.stringContaining("Needs the trust feature 'Model Shifts', which this trust does not have"),
    );
    await user.click(permission('Cancel shifts'));
    await user.clear(screen.getByRole('textbox', { name: /^Role name/ }));
    await user.type(screen.getByRole('textbox', { name: /^Role name/ }), 'Night shift lead');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { name: 'Role: Night shift lead' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const [copy] = (await admin.call('GET', 'trust-roles?q=Night shift lead')).data;
    expect(copy.permissions).toEqual([...source.permissions, 'CANCEL_SHIFTS']);

    // A change shows on the role's history, by what it added.
    await waitFor(() => expect(permission('Cancel shifts')).toBeChecked());
    await user.click(permission('Cancel shifts'));
    await user.click(permission('Block and unblock staff'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const history = await screen.findByRole('region', { name: 'Changes' });
    expect(
      await within(history).findByText(
        /Permissions: \+ Block and unblock staff; − Cancel shifts/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(history).getByText('Created')).toBeInTheDocument();
    // Nobody holds the new role: it may be deleted (after asking).
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  }, 40_000);

  it('offers no Delete for a role someone holds, saying why (issue 52.21), on its page and in the list', async () => {
    const user = userEvent.setup();
    const admin = await apiAs('southadmin');
    const [held] = (await admin.call('GET', 'trust-roles?roleType=NURSE&isDefault=true')).data;
    expect(held.holders).toBeGreaterThan(0);
    await signIn('southadmin');
    renderApp(`/role/edit/${held.id}`);
    expect(await screen.findByText(/people? holds? this role: deactivate it instead$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    renderApp('/roles/list');
    const row = await waitFor(() => {
      const found = screen
        .getAllByText(held.role)
        .find((cell) => cell.closest('tr'))
        ?.closest('tr');
      expect(found).toBeTruthy();
      return found!;
    });
    await user.click(within(row).getByRole('checkbox'));
    expect(await screen.findByText(/^1 item selected/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  }, 30_000);

  it('opens the role its editor acts under read-only', async () => {
    const admin = await apiAs('southadmin');
    const own = admin.account.newUserRoles[0].role[0].id;
    await signIn('southadmin');
    renderApp(`/role/edit/${own}`);
    expect(
      await screen.findByText('You are acting under this role, so you cannot change it: ask another administrator.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Shifts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(permission('Post a shift')).toBeDisabled();
  }, 20_000);
});
