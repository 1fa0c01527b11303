/**
 * The staff lists (issue 11) as the generated views show a family's fixed lists, its bulk actions and its record's
 * actions: the tabs of /nurseUsers, each its own filter; approving several applicants at once; a member's page
 * offering the steps the role may take on them now.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAs, renderApp, signIn } from './helpers';

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('the staff lists', () => {
  it("show each tab's members under the tabs, the current one marked", async () => {
    await signIn('bankofficer');
    renderApp('/nurseUsers/rejectedUser');
    expect(await screen.findByText('applicant4@bankshift.test')).toBeInTheDocument();
    expect(screen.getByText('applicant5@bankshift.test')).toBeInTheDocument();
    expect(screen.queryByText('applicant1@bankshift.test')).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Staff' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('aria-current')]),
    ).toEqual([
      ['Pending', '/nurseUsers/pendingUser', null],
      ['Approved', '/nurseUsers/approvedUser', null],
      ['Rejected', '/nurseUsers/rejectedUser', 'page'],
      ['Deleted', '/nurseUsers/deletedUser', null],
    ]);
    await userEvent.click(within(tabs).getByRole('link', { name: 'Deleted' }));
    expect(await screen.findByText('applicant6@bankshift.test')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('applicant4@bankshift.test')).not.toBeInTheDocument());
  });

  it("offers on a member's page the steps the role may take on them now", async () => {
    const officer = await apiAs('bankofficer');
    const [declined] = (await officer.call('GET', 'get-trust-users?q=applicant4')).data;
    await signIn('bankofficer');
    renderApp(`/get-trust-users/${declined.id}/show`);
    expect(await screen.findByText('No right to work evidence after three reminders')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ban' })).toBeInTheDocument());
    const offered = ['Approve', 'Decline', 'Ban', 'Lift ban', 'Delete', 'Restore'].filter((name) =>
      screen.queryByRole('button', { name }),
    );
    // Declined, and their right to work not checked: no approval until it is; a bank officer is no admin, so no restore.
    expect(offered).toEqual(['Ban', 'Delete']);
  });

  it('approves the selected applicants together, each judged by the server', async () => {
    const user = userEvent.setup();
    await signIn('trustadmin');
    renderApp('/userList/pendingStaff');
    await screen.findByText('applicant8@bankshift.test');
    // Ivy Chen's right to work is checked; Aisha Begum's (unverified, no evidence sent) is not.
    await user.click(within(rowOf('applicant8@bankshift.test')).getByRole('checkbox'));
    await user.click(within(rowOf('applicant3@bankshift.test')).getByRole('checkbox'));
    // Only the one the server would let be approved is taken.
    await user.click(screen.getByRole('button', { name: 'Approve 1 selected' }));
    const form = await screen.findByRole('dialog', { name: 'Approve 1 selected' });
    await user.click(within(form).getByRole('button', { name: 'Approve 1 selected' }));
    expect(await screen.findByText('1 done, 0 could not be.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('applicant8@bankshift.test')).not.toBeInTheDocument());
    expect(screen.getByText('applicant3@bankshift.test')).toBeInTheDocument();
    const officer = await apiAs('bankofficer');
    expect((await officer.call('GET', 'get-trust-users?q=applicant8')).data[0]).toMatchObject({
      approvalStatus: 'approved',
      decidedBy: expect.any(Number),
    });
  }, 60_000);
});
