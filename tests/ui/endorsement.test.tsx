/**
 * Endorsement (issue 11): a manager endorses a nurse's skills from their profile, each skill at a level (a rows
 * input); the approver finds the request under Pending Endorsements and approves it; the nurse's skills show it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAs, renderApp, signIn } from './helpers';

const section = (name: string) => screen.getByRole('region', { name });

describe('endorsement', () => {
  it("is asked from a nurse's profile with skills at levels, and approved from the pending list", async () => {
    const user = userEvent.setup();
    const officer = await apiAs('bankofficer');
    const [member] = (await officer.call('GET', 'get-trust-users?q=nurse8@bankshift.test')).data;
    const [skill] = (await officer.call('GET', 'skills?status=Active&$sort[name]=1')).data;

    await signIn('opsmanager');
    const profile = renderApp(`/users/${member.userId}`);
    const skills = await screen.findByRole('region', { name: 'Skills' });
    expect(await within(skills).findByText('No skills recorded yet.')).toBeInTheDocument();
    await user.click(within(skills).getByRole('button', { name: 'Endorse skills' }));
    const form = await screen.findByRole('dialog', { name: 'Endorse skills' });
    await user.click(await within(form).findByRole('button', { name: 'Add' }));
    await user.type(within(form).getByRole('combobox', { name: /^Skill/ }), skill.name.slice(0, 6));
    await user.click(await screen.findByRole('option', { name: skill.name }));
    await user.click(within(form).getByRole('combobox', { name: /^Level/ }));
    await user.click(await screen.findByRole('option', { name: 'Distant supervision' }));
    await user.type(within(form).getByLabelText(/What you saw/), 'Led the ward round');
    await user.click(within(form).getByRole('button', { name: 'Endorse skills' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const requests = section('Endorsement requests');
    expect(await within(requests).findByText('Led the ward round')).toBeInTheDocument();
    expect(within(requests).getByText('Pending')).toBeInTheDocument();
    // The operational manager may ask but not decide.
    expect(within(requests).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    profile.unmount();

    await signIn('bankofficer');
    renderApp('/pendingEndorsementRequestList');
    const tabs = await screen.findByRole('navigation', { name: 'Endorsement requests' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/pendingEndorsementRequestList', '/completedEndorsementRequestList']);
    const row = (await screen.findByText('Led the ward round')).closest('tr')!;
    expect(await within(row).findByText(`${member.firstname} ${member.lastname}`)).toBeInTheDocument();
    expect(await within(row).findByText(skill.name)).toBeInTheDocument();
    expect(within(row).getByText('Distant supervision')).toBeInTheDocument();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Approve 1 selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve 1 selected' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve 1 selected' }));
    expect(await screen.findByText('1 done, 0 could not be.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(async () => {
      const held = (await officer.call('GET', `user-skills?userId=${member.userId}`)).data;
      expect(held).toEqual([
        expect.objectContaining({
          skillId: skill.id,
          level: 'distant-supervision',
          approvalStatus: 'approved',
          source: 'job',
        }),
      ]);
    });
  }, 40_000);
});
