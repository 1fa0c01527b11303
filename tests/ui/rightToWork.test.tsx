/**
 * New applicants (issue 11): the right-to-work tabs, a request opened from its row on its review page with its
 * document and files, and a decision taken there.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAs, renderApp, signIn } from './helpers';

describe('new applicants', () => {
  it('lists the evidence waiting, 4 a page, under its tabs, and opens a request on its review page', async () => {
    const user = userEvent.setup();
    await signIn('bankofficer');
    renderApp('/rightToWorkRequests/pending');
    expect(await screen.findByText('applicant1@bankshift.test')).toBeInTheDocument();
    // Southgate's applicant is Southgate's to check; decided evidence is under the other tabs.
    expect(screen.queryByText('applicant7@bankshift.test')).not.toBeInTheDocument();
    expect(screen.queryByText('applicant4@bankshift.test')).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Right-to-work requests' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/rightToWorkRequests/pending', '/rightToWorkRequests/approved', '/rightToWorkRequests/rejected']);
    await user.click(screen.getByText('Patel'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Patel' })).toBeInTheDocument();
    expect(screen.getByText('Passport')).toBeInTheDocument();
    const file = screen.getByRole('link', { name: /^document\.pdf \(PDF, \d+ KB\)$/ });
    expect(file.getAttribute('href')).toMatch(/^\/api\/v3\/files\/evidence\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=/);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('decides evidence on its page: declined with a reason, who and why shown after', async () => {
    const user = userEvent.setup();
    const officer = await apiAs('bankofficer');
    const [request] = (await officer.call('GET', 'righttoworkrequests?status=pending&q=applicant2')).data;
    await signIn('bankofficer');
    renderApp(`/users/${request.userId}/${request.id}`);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText(/Reason/), 'The share code has expired');
    await user.click(within(form).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/^Declined by Tom Baker on/)).toBeInTheDocument();
    expect(screen.getByText('Reason: The share code has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await officer.call('GET', `get-trust-users?q=applicant2`)).data[0].approvalStatus).toBe('declined'),
    );
  }, 30_000);

  it("says so when the address names another person's evidence", async () => {
    const officer = await apiAs('bankofficer');
    const [request] = (await officer.call('GET', 'righttoworkrequests?status=pending&q=applicant1')).data;
    await signIn('bankofficer');
    renderApp(`/users/${request.userId + 1}/${request.id}`);
    expect(await screen.findByText('This evidence is not the person’s named in the address.')).toBeInTheDocument();
  });
});
