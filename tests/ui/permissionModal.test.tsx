import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../providers/authProvider';
import { dataProvider } from '../../providers/dataProvider';
import { permissionErrors } from '../../providers/permissionErrors';
import { session } from '../../providers/session';
import { renderApp, signIn } from './helpers';

const TEXT =
  'It seems that your role is missing some permissions to access this feature.Please contact your Trust Admin.';

describe('the permission-error modal', () => {
  it('opens when a 403 is stored and lists the missing permissions under View Details', async () => {
    const user = userEvent.setup();
    await signIn('shiftmanager');
    renderApp('/');
    await screen.findByText('Welcome, Liam Walsh');
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();

    const refused = await dataProvider.create('skills', { data: { name: 'Not mine to add' } }).catch((e) => e);
    await act(() => authProvider.checkError(refused));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TEXT)).toBeInTheDocument();
    expect(within(dialog).queryByText('Missing permissions')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'View Details' }));
    expect(within(dialog).getByText('Missing permissions')).toBeInTheDocument();
    const items = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Manage skills']);
    expect(within(dialog).getByRole('list').tagName).toBe('OL');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(permissionErrors.list()).toEqual([]);
    expect(session.token()).toBeTruthy();
  });

  it('opens when the API refuses what a user tried in a generated view', async () => {
    const user = userEvent.setup();
    await signIn('trustadmin');
    renderApp('/skills');
    const row = (await screen.findByText('Basic life support')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByLabelText('Delete'));
    await user.click(await screen.findByText('Confirm'));

    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    await user.click(screen.getByText('View Details'));
    expect(screen.getByText('Missing permissions').nextElementSibling).toHaveTextContent(
      'This skill belongs to the shared catalogue, which only a super admin changes',
    );
    expect(window.location.pathname).toBe('/skills');
  });
});
