import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../providers/session';
import { PASSWORD, demo, renderApp } from './helpers';

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  renderApp('/sign-in');
  await user.type(await screen.findByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it('is where a visitor without a session lands', async () => {
    renderApp('/skills');
    expect(await screen.findByRole('heading', { name: 'Sign in to Bankshift' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
  });

  it('takes a good password to where the role lands: the super admin to the trust list', async () => {
    await submit(demo('superadmin'), PASSWORD);
    // /trust-lists shows the generated trusts list at the spec's path.
    await waitFor(() => expect(window.location.pathname).toBe('/trust-lists'));
    expect(await screen.findByText('Northfield NHS Trust')).toBeInTheDocument();
    expect(session.actingRole()!.roleType).toBe('SUPER-ADMIN');
  });

  it('lands a shift manager on the jobs list', async () => {
    await submit(demo('shiftmanager'), PASSWORD);
    await waitFor(() => expect(window.location.pathname).toBe('/jobs/list'));
    expect(await screen.findByRole('button', { name: 'Vacant', pressed: true })).toBeInTheDocument();
  });

  it('takes a visitor back to the page that sent them to sign in', async () => {
    const user = userEvent.setup();
    renderApp('/skills');
    await user.type(await screen.findByLabelText(/Email/), demo('trustadmin'));
    await user.type(screen.getByLabelText(/Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/skills'));
    expect(await screen.findByText('Basic life support')).toBeInTheDocument();
  });

  it("shows the server's reason for a wrong password and lets the user try again", async () => {
    await submit(demo('bankofficer'), 'not-the-password');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(window.location.pathname).toBe('/sign-in');
  });

  it('signs in with an emailed link at once, and says why a used or unknown one cannot', async () => {
    renderApp('/sign-in?link=not-a-real-token');
    expect(await screen.findByText('This link has expired or was already used')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(session.token()).toBeNull();
  });

  it('refuses an account whose only roles are nurse roles, sending the nurse to the app', async () => {
    await submit(demo('nurse3'), PASSWORD);
    expect(
      await screen.findByText(/^This console is for bank office staff and ward managers\. Nurses .* Bankshift app/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(session.token()).toBeNull();
  });
});
