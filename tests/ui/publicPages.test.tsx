/** The public account pages against the real API: forgotten password, reset, email verification (spec 2.4, 7.4). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authManagement } from '../../providers/authManagement';
import { renderApp } from './helpers';

describe('public account pages', () => {
  it('forgot password: sends the link and says so without telling whether the account exists', async () => {
    const user = userEvent.setup();
    renderApp('/sign-in');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await user.type(screen.getByLabelText(/Email/), '  Nobody.Here@Bankshift.TEST ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText(
        'If nobody.here@bankshift.test belongs to an account, a link to reset its password is on its way.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
  });

  it('reset password: checks the rule and the confirmation, then shows why the server refuses a used or unknown link', async () => {
    const user = userEvent.setup();
    renderApp('/resetPassword/not-a-real-token');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(screen.getByText(/^A password needs at least 10 characters/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'onlyletters');
    await user.type(screen.getByLabelText(/Confirm new password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('must contain at least one letter and one digit')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Correct-horse-7');
    await user.clear(screen.getByLabelText(/Confirm new password/));
    await user.type(screen.getByLabelText(/Confirm new password/), 'Correct-horse-7');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const refusal = await authManagement('resetPwdLong', {
      token: 'not-a-real-token',
      password: 'Correct-horse-7',
    }).catch((e) => e);
    expect(refusal.status).toBe(400);
    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
  });

  it('verify changed email: says why an unknown link cannot verify', async () => {
    renderApp('/verifyChangedEmail/not-a-real-token');
    const refusal = await authManagement('verifyChangedEmail', { token: 'not-a-real-token' }).catch((e) => e);
    expect(await screen.findByText(`This link cannot verify your email: ${refusal.message}`)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/verifyChangedEmail/not-a-real-token');
  });

  it("sign-up: offers each trust's job titles and bands, checks fields with the server's rules, and says where the link went", async () => {
    const user = userEvent.setup();
    renderApp('/sign-in');
    await user.click(await screen.findByRole('link', { name: 'New here? Join the bank' }));
    await screen.findByRole('heading', { name: 'Join the bank' });
    await user.click(await screen.findByLabelText(/^Trust/));
    await user.click(await screen.findByRole('option', { name: 'Southgate NHS Trust' }));
    await user.click(screen.getByLabelText(/^Job title/));
    await user.click(await screen.findByRole('option', { name: 'Staff Nurse' }));
    await user.click(screen.getByLabelText(/^Band/));
    // Southgate's bands: no 8a (Northfield's only).
    expect(screen.queryByRole('option', { name: 'Band 8a' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Band 5' }));
    await user.type(screen.getByLabelText(/^First name/), 'Lena');
    await user.type(screen.getByLabelText(/^Last name/), 'Marsh');
    await user.type(screen.getByLabelText(/^Email/), 'Lena.Marsh@Example.test');
    await user.type(screen.getByLabelText(/^Phone number/), 'call me');
    await user.type(screen.getByLabelText(/^Password/), 'Ward-rounds-2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Ward-rounds-2026');
    await user.click(screen.getByRole('button', { name: 'Apply to join' }));
    expect(await screen.findByText('has characters that are not allowed')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Phone number/));
    await user.type(screen.getByLabelText(/^Phone number/), '07700 900111');
    await user.click(screen.getByRole('button', { name: 'Apply to join' }));
    expect(await screen.findByText(/We have sent a link to lena.marsh@example.test/)).toBeInTheDocument();
  });

  it('verify a new account: says why a link cannot verify, and sends a new one on asking', async () => {
    const user = userEvent.setup();
    renderApp('/verifyUserEmail/not-a-real-token');
    expect(
      await screen.findByText('This link cannot verify your email: This link has expired or was already used'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'lena.marsh@example.test');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(
      await screen.findByText(
        'If lena.marsh@example.test belongs to an account still to be verified, a new link is on its way.',
      ),
    ).toBeInTheDocument();
  });

  it('tell an applicant not yet verified, signing in here, to verify and use the app, with a new link on asking', async () => {
    const user = userEvent.setup();
    // Lena signed up above and has not followed her link.
    renderApp('/sign-in');
    await user.type(await screen.findByLabelText(/^Email/), 'lena.marsh@example.test');
    await user.type(screen.getByLabelText(/^Password/), 'Ward-rounds-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(/^Your email address is not verified yet: .* Bankshift app, where nurses/),
    ).toBeInTheDocument();
    const sendAgain = await screen.findByRole('button', { name: 'Send a new link' });
    const addresses = screen.getAllByRole('textbox', { name: /^Email/ });
    expect(addresses).toHaveLength(2);
    expect(addresses[1]).toHaveValue('lena.marsh@example.test');
    await user.click(sendAgain);

    expect(
      await screen.findByText(
        'If lena.marsh@example.test belongs to an account still to be verified, a new link is on its way.',
      ),
    ).toBeInTheDocument();
  });
});
