/** /users/settings against the real API: name, picture, email change and password change (spec 2.1, 4). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../providers/httpClient';
import { session } from '../../providers/session';
import { PASSWORD, renderApp, signIn } from './helpers';

const section = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(async () => {
  await signIn('bankofficer');
});

afterEach(async () => {
  await signIn('bankofficer');
  await http('account', { method: 'PATCH', body: { firstname: 'Tom', lastname: 'Baker' } });
  vi.restoreAllMocks();
});

async function openSettings() {
  const user = userEvent.setup();
  renderApp('/users/settings');
  await screen.findByRole('heading', { name: 'Account Settings', level: 1 });
  return user;
}

describe('account settings', () => {
  it('saves a new name', async () => {
    const user = await openSettings();
    const name = section('Name');
    const first = name.getByLabelText(/First name/);
    expect(first).toHaveValue('Tom');
    await user.clear(first);
    await user.type(first, 'Thomas');
    await user.click(name.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your name is saved')).toBeInTheDocument();
    expect((await http('account')).firstname).toBe('Thomas');
    expect(session.account()!.firstname).toBe('Thomas');
  });

  it('refuses an empty name before sending it', async () => {
    const user = await openSettings();
    const name = section('Name');
    await user.clear(name.getByLabelText(/Last name/));
    await user.click(name.getByRole('button', { name: 'Save' }));
    expect(await name.findByText('Required')).toBeInTheDocument();
    expect((await http('account')).lastname).toBe('Baker');
  });

  it('shows a changed email as PENDING, lower-cased, beside the VERIFIED address in use', async () => {
    const user = await openSettings();
    const email = section('Email');
    expect(email.getByText('bankofficer@bankshift.test').nextElementSibling).toHaveTextContent('VERIFIED');
    await user.type(email.getByLabelText(/New email/), 'Tom.Baker@Bankshift.TEST');
    await user.type(email.getByLabelText(/Current password/), PASSWORD);
    await user.click(email.getByRole('button', { name: 'Change email' }));
    const pending = await email.findByText('tom.baker@bankshift.test');
    expect(pending.nextElementSibling).toHaveTextContent('PENDING');
    expect(
      email.getByText(
        'If tom.baker@bankshift.test can be used, we sent a link to it. Your email changes once you open it, and you then sign in again with it.',
      ),
    ).toBeInTheDocument();
    const account = await http('account');
    expect(account).toMatchObject({ email: 'bankofficer@bankshift.test', pendingEmail: 'tom.baker@bankshift.test' });
  });

  it('tells no more of an email another account uses than of any other', async () => {
    const user = await openSettings();
    const email = section('Email');
    await user.type(email.getByLabelText(/New email/), 'trustadmin@bankshift.test');
    await user.type(email.getByLabelText(/Current password/), PASSWORD);
    await user.click(email.getByRole('button', { name: 'Change email' }));
    expect(
      await email.findByText(
        'If trustadmin@bankshift.test can be used, we sent a link to it. Your email changes once you open it, and you then sign in again with it.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the current password with a new email, and shows a wrong one under it', async () => {
    const user = await openSettings();
    const email = section('Email');
    await user.type(email.getByLabelText(/New email/), 'tom.b@bankshift.test');
    await user.click(email.getByRole('button', { name: 'Change email' }));
    expect(await email.findByText('Required')).toBeInTheDocument();
    await user.type(email.getByLabelText(/Current password/), 'not-my-password-9');
    await user.click(email.getByRole('button', { name: 'Change email' }));
    expect(await email.findByText('is not your current password')).toBeInTheDocument();
    expect((await http('account')).pendingEmail).not.toBe('tom.b@bankshift.test');
  });

  it('shows the password rule, checks it and the confirmation before sending, and changes the password', async () => {
    const user = await openSettings();
    const password = section('Password');
    expect(
      password.getByText(/^A password needs at least 10 characters, at least one letter and one digit/),
    ).toBeInTheDocument();
    await user.type(password.getByLabelText(/Current password/), PASSWORD);
    await user.type(password.getByLabelText(/^New password/), 'short1');
    await user.type(password.getByLabelText(/Confirm new password/), 'short2');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText('must be at least 10 characters')).toBeInTheDocument();
    expect(password.getByText('The passwords do not match')).toBeInTheDocument();

    const next = 'Bankshift-demo-2';
    await user.clear(password.getByLabelText(/^New password/));
    await user.type(password.getByLabelText(/^New password/), next);
    await user.clear(password.getByLabelText(/Confirm new password/));
    await user.type(password.getByLabelText(/Confirm new password/), next);
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed')).toBeInTheDocument();
    // The console carries on with the new token the change answered: the old one is signed out.
    expect((await http('account')).email).toBe('bankofficer@bankshift.test');
    await http('authmanagement', {
      method: 'POST',
      body: { action: 'passwordChange', value: { oldPassword: next, password: PASSWORD } },
    });
  });

  it("refuses a wrong current password with the server's reason", async () => {
    const user = await openSettings();
    const password = section('Password');
    await user.type(password.getByLabelText(/Current password/), 'not-my-password-1');
    await user.type(password.getByLabelText(/^New password/), 'Bankshift-demo-3');
    await user.type(password.getByLabelText(/Confirm new password/), 'Bankshift-demo-3');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    const refusal = await http('authmanagement', {
      method: 'POST',
      body: { action: 'passwordChange', value: { oldPassword: 'not-my-password-1', password: 'Bankshift-demo-3' } },
    }).catch((e) => e);
    expect(refusal.status).toBe(400);
    expect(await screen.findByText(refusal.body.errors[0].message)).toBeInTheDocument();
  });

  it('previews a picture, uploads it and shows the stored one', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const user = await openSettings();
    const avatar = section('Profile picture');
    // A 1x1 PNG.
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
      (c) => c.charCodeAt(0),
    );
    await user.upload(avatar.getByLabelText('Choose a picture'), new File([png], 'me.png', { type: 'image/png' }));
    expect(avatar.getByRole('img')).toHaveAttribute('src', 'blob:preview');
    await user.click(avatar.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Your profile picture is saved')).toBeInTheDocument();
    // The stored picture, behind a signed URL that each answer signs afresh.
    const stored = (url: string) => new URL(url, window.location.origin).pathname;
    const { imageUrl } = await http('account');
    expect(stored(imageUrl)).toMatch(/^\/api\/v3\/files\/avatars\/\w+\.png$/);
    await waitFor(() => expect(stored(avatar.getByRole('img').getAttribute('src')!)).toBe(stored(imageUrl)));
  });

  it('refuses a picture that is not PNG, JPEG or WebP before uploading', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/users/settings');
    const avatar = within(await screen.findByRole('region', { name: 'Profile picture' }));
    await user.upload(avatar.getByLabelText('Choose a picture'), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(avatar.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(avatar.getByText('PNG, JPEG or WebP, at most 2 MB')).toHaveClass('Mui-error');
  });
});
