/**
 * A staff member's profile (issue 11): their membership with the steps the role may take (an edit starting from their
 * details), their applications by month, evidence, contracted hours kept here, and the audit trail for admins.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { apiAs, renderApp, signIn } from './helpers';

const section = (name: string) => screen.getByRole('region', { name });

describe('the staff profile', () => {
  it("shows a nurse's membership, applications, evidence and blocks, with an edit that starts from their details", async () => {
    const user = userEvent.setup();
    const officer = await apiAs('bankofficer');
    const [member] = (await officer.call('GET', 'get-trust-users?q=nurse3@bankshift.test')).data;
    await signIn('bankofficer');
    renderApp(`/users/${member.userId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `${member.firstname} ${member.lastname}` }),
    ).toBeInTheDocument();
    expect(within(section('Membership')).getByText('nurse3@bankshift.test')).toBeInTheDocument();
    // The evidence's permission ends in over a year: in force.
    expect(screen.getByText('Right to work: In force')).toBeInTheDocument();
    expect(
      await within(section('Right-to-work evidence')).findByText('Biometric residence permit'),
    ).toBeInTheDocument();
    expect(
      await within(section('Applications by month')).findByRole('table', {
        name: /^Applications by month: \d+ in the last 12 months$/,
      }),
    ).toBeInTheDocument();
    expect(within(section('Blocks')).getByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(
      await within(section('Availability')).findByText(/^Has not said which of these days they can work/),
    ).toBeInTheDocument();
    // The bank officer reads no audit log.
    expect(screen.queryByRole('region', { name: 'Audit trail' })).not.toBeInTheDocument();

    await user.click(within(section('Membership')).getByRole('button', { name: 'Edit details' }));
    const form = await screen.findByRole('dialog', { name: 'Edit details' });
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('nurse3@bankshift.test');
    expect(within(form).getByLabelText(/^Staff number/)).toHaveValue(member.staffNumber);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
  }, 30_000);

  it('shows the days a nurse said they can and cannot work, four weeks from this Monday', async () => {
    const officer = await apiAs('bankofficer');
    // The demo's nurse6 said weekdays yes and weekends no, for four weeks from the day the demo was made.
    const [member] = (await officer.call('GET', 'get-trust-users?q=nurse6@bankshift.test')).data;
    await signIn('bankofficer');
    renderApp(`/users/${member.userId}`);
    const weeks = await within(await screen.findByRole('region', { name: 'Availability' })).findByRole('table', {
      name: /^Availability, four weeks from \w{3} \d+ \w{3} \d{4}$/,
    });
    expect(within(weeks).getAllByRole('row')).toHaveLength(5);
    expect(
      within(weeks)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const lastWeek = within(weeks).getAllByRole('row')[4];
    // The last week is wholly within the four weeks said: weekdays available, the weekend not.
    expect(
      within(lastWeek)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/^\d+ [A-Z][a-z]{2}/, '')),
    ).toEqual([...Array(5).fill('Available'), 'Not available', 'Not available']);
    expect(
      within(section('Availability')).getByText(/^Can work \d+ and cannot work \d+ of these days/),
    ).toBeInTheDocument();
  }, 30_000);

  it('keeps contracted hours on the profile, and shows admins the audit trail', async () => {
    const user = userEvent.setup();
    const officer = await apiAs('bankofficer');
    const [member] = (await officer.call('GET', 'get-trust-users?q=nurse4@bankshift.test')).data;
    await signIn('trustadmin');
    renderApp(`/users/${member.userId}`);
    const hours = await screen.findByRole('region', { name: 'Contracted hours' });
    expect(await within(hours).findByText('No contracted hours recorded.')).toBeInTheDocument();
    await user.click(within(hours).getByRole('button', { name: 'Add contracted hours' }));
    const form = await screen.findByRole('dialog', { name: 'Add contracted hours' });
    await user.type(within(form).getByLabelText(/^Hours/), '30');
    await user.type(within(form).getByLabelText(/from/i), '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Add contracted hours' }));
    await waitFor(() => expect(within(section('Contracted hours')).getByText('30')).toBeInTheDocument());
    expect(await within(section('Audit trail')).findByText('Contracted hours created')).toBeInTheDocument();
  }, 30_000);

  it("erases a person's personal data on their request, after asking, and keeps their record under a pseudonym", async () => {
    const user = userEvent.setup();
    const origin = inject('apiOrigin');
    const options = await fetch(`${origin}/api/v3/sign-up-options`).then((r) => r.json());
    const trust = options.find((o: any) => o.name === 'Northfield NHS Trust');
    const email = `erase.me.${Date.now()}@example.test`;
    const signedUp = await fetch(`${origin}/api/v3/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        trustId: trust.id,
        firstname: 'Rae',
        lastname: 'Erasable',
        email,
        phoneNumber: '07700 900777',
        password: 'Night-shift-2026',
        jobTitleTypeId: trust.jobTitles[0].id,
        bandTypeId: trust.bands[0].id,
      }),
    });
    expect(signedUp.status).toBe(201);
    const officer = await apiAs('bankofficer');
    const [member] = (await officer.call('GET', `get-trust-users?q=${encodeURIComponent(email)}`)).data;
    await signIn('trustadmin');
    renderApp(`/users/${member.userId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rae Erasable' })).toBeInTheDocument();
    await user.click(within(section('Membership')).getByRole('button', { name: 'Erase personal data' }));
    const form = await screen.findByRole('dialog', { name: 'Erase personal data' });
    await user.type(within(form).getByLabelText(/^Request/), 'Asked at the bank office on 26 Nov 2026');
    await user.click(within(form).getByRole('button', { name: 'Erase personal data' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Erased person ${member.userId}` }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      within(section('Membership')).queryByRole('button', { name: 'Erase personal data' }),
    ).not.toBeInTheDocument();
    expect(within(section('Membership')).queryByText(email)).not.toBeInTheDocument();
  }, 30_000);
});
