/**
 * A person's permissions (/userPermissions/{userId}, issue 12): their roles, a role given and taken away, and what
 * they may do with the roles each permission comes from.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAs, renderApp, signIn } from './helpers';

const section = (name: string) => screen.getByRole('region', { name });

describe("a person's permissions", () => {
  it('lists their roles and what each lets them do, and gives and takes away a role', async () => {
    const user = userEvent.setup();
    const admin = await apiAs('trustadmin');
    const [member] = (await admin.call('GET', 'get-trust-users?q=nurse9@bankshift.test')).data;
    await signIn('trustadmin');
    renderApp(`/userPermissions/${member.userId}`);
    expect(
      await screen.findByRole('heading', { name: `Permissions of ${member.firstname} ${member.lastname}` }),
    ).toBeInTheDocument();
    const roles = section('Roles');
    // Its role named, its type and approval in words (issue 52.19: NURSE, approved).
    const nurseRow = (await within(roles).findAllByText('Nurse'))[0].closest('tr')!;
    expect(within(nurseRow).getAllByText('Nurse')).toHaveLength(2);
    expect(within(nurseRow).getByText('Approved')).toBeInTheDocument();
    expect(within(nurseRow).queryByText(/NURSE|approved/)).toBeNull();
    expect(
      within(section('Effective permissions')).getByText('No permission: the person holds no active role here.'),
    ).toBeInTheDocument();

    await user.click(within(roles).getByRole('button', { name: 'Give a role' }));
    const form = await screen.findByRole('dialog', { name: 'Give a role' });
    // A nurse role is never given here (issue 52.21): it is not offered.
    await user.click(within(form).getByRole('combobox', { name: /^Role/ }));
    expect(await screen.findByRole('option', { name: 'Trust Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Nurse' })).toBeNull();
    await user.type(within(form).getByRole('combobox', { name: /^Role/ }), 'Ward');
    await user.click(await screen.findByRole('option', { name: 'Ward Clerk' }));
    await user.click(within(form).getByRole('button', { name: 'Give a role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const effective = section('Effective permissions');
    expect(await within(effective).findByText('Draft a shift', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(effective).getAllByText('From Ward Clerk').length).toBe(3);

    const row = (await within(section('Roles')).findByText('Ward Clerk')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Take this role away' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Take this role away' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(
      await within(section('Effective permissions')).findByText(
        'No permission: the person holds no active role here.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    // Kept as history, with nothing more to take away.
    const taken = within(section('Roles')).getByText('Ward Clerk').closest('tr')!;
    expect(within(taken).queryByRole('button', { name: 'Take this role away' })).not.toBeInTheDocument();
  }, 40_000);
});
