/** A trust's own details (/trustDetails, issue 12): its admin edits them and reads its status and features. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAs, renderApp, signIn } from './helpers';

describe('the trust details page', () => {
  it("shows the admin's own trust, its status and features, and saves a change of its details", async () => {
    const user = userEvent.setup();
    const admin = await apiAs('southadmin');
    const trustId = admin.account.newUserRoles[0].trustId;
    const trust = await admin.call('GET', `trusts/${trustId}`);
    await signIn('southadmin');
    renderApp('/trustDetails');
    expect(await screen.findByRole('heading', { name: 'Trust details' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue(trust.name)).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Status' })).findByText('Live: its staff see it'),
    ).toBeInTheDocument();
    const features = screen.getByRole('region', { name: 'Features' });
    expect(await within(features).findByText('Rate Escalation')).toBeInTheDocument();
    expect(within(features).queryByText('Model Shifts')).not.toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Phone Number' });
    await user.clear(phone);
    await user.type(phone, '020 7946 0101');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      async () => expect((await admin.call('GET', `trusts/${trustId}`)).phoneNumber).toBe('020 7946 0101'),
      { timeout: 10_000 },
    );
  }, 30_000);

  it('sends the super admin, of no trust, to the trust list', async () => {
    await signIn('superadmin');
    renderApp('/trustDetails');
    expect(await screen.findByRole('link', { name: 'Open the trust list' })).toHaveAttribute('href', '/trust-lists');
  });
});
