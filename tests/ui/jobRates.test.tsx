/**
 * A shift's rate pages (issue 10): the rate with its breakdown; a shift manager escalates it and the rate manager
 * approves it, seeing the money before deciding; the rate and the history show the outcome.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { kindOf } from '../../domain/shiftRate';
import { addDays, localDate } from '../../domain/time';
import { dataProvider } from '../../providers/dataProvider';
import { renderApp, signIn, watchFetch } from './helpers';

const section = (name: RegExp | string) => screen.findByRole('region', { name });

/** The first working day (day hours at the weekday rate) at least `days` ahead. */
function weekdayAhead(days: number) {
  let date = addDays(localDate(new Date()), days);
  while (kindOf(date, 600) !== 'day') date = addDays(date, 1);
  return date;
}

/** Takes a step of the escalation: its button, then its reason in the step's form. */
async function decide(user: UserEvent, button: string, reason: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: button });
  for (let attempt = 1; ; attempt++) {
    await user.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
    const option = await screen
      .findByRole('option', { name: reason })
      .catch((e) => (attempt < 3 ? null : Promise.reject(e)));
    if (option) {
      await user.click(option);
      break;
    }
  }
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the rate pages of a shift', () => {
  it("take an escalation from the shift manager to the rate manager's approval, the money shown at each step", async () => {
    await signIn('shiftmanager');
    const { data: places } = await dataProvider.getList('care-locations', {
      filter: { code: 'NGH' },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    const { data: wards } = await dataProvider.getList('departments', {
      filter: { careLocationId: places[0].id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    const { data: job } = await dataProvider.create('jobs', {
      data: {
        careLocationId: places[0].id,
        departmentId: wards[0].id,
        title: 'UI rates test',
        grade: { from: '5', to: '5' },
        date: weekdayAhead(3),
        shiftTime: { start: '08:00', end: '16:00' },
        vacancies: 2,
      },
    });

    // The shift manager sees the rate and raises an escalation.
    const user = userEvent.setup();
    const first = renderApp(`/jobs/${job.id}/rates`);
    const rate = await section('Rate');
    await waitFor(() => expect(within(rate).getByRole('row', { name: /^Total/ })).toHaveTextContent('£160.00'));
    const escalation = await section('Escalation');
    expect(within(escalation).getByText('No escalation is waiting for a decision.')).toBeInTheDocument();
    await user.type(within(escalation).getByLabelText(/^Increase Value/), '1.5');
    await user.type(within(escalation).getByLabelText(/^Reason/), 'Two places open at short notice');
    for (const box of within(escalation).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(escalation).getByRole('button', { name: 'Escalate the rate' }));
    // 8 day hours at £20.00 + £1.50, for two open places: £24.00 more.
    await waitFor(() => expect(within(escalation).getByText('£24.00')).toBeInTheDocument());
    expect(within(escalation).getByText('Pending')).toBeInTheDocument();
    // Nobody decides their own escalation: the shift manager may only cancel it.
    expect(within(escalation).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(escalation).getByRole('button', { name: 'Cancel escalation' })).toBeInTheDocument();
    first.unmount();

    // Band 5 at tier 1 is decided in one step (the demo trust's tiers): the rate manager approves it.
    await signIn('ratemanager');
    const second = renderApp(`/jobs/${job.id}/rates`);
    const deciding = await section('Escalation');
    expect(await within(deciding).findByText('£24.00')).toBeInTheDocument();
    expect(within(deciding).getByText('Decided in one step')).toBeInTheDocument();
    await decide(user, 'Approve uplift', 'Patient safety');
    await waitFor(async () =>
      expect(within(await section('Rate')).getByRole('row', { name: /^Total/ })).toHaveTextContent('£172.00'),
    );
    const history = await section('Escalation history');
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    expect(within(history).getByText('Patient safety')).toBeInTheDocument();
    second.unmount();

    // The escalation in full, from its history.
    renderApp(`/jobs/${job.id}/rates`);
    await user.click(
      (await within(await section('Escalation history')).findAllByRole('link', { name: /^Open escalation/ }))[0],
    );
    const full = await screen.findByRole('region', { name: /^Escalation \d+$/ });
    expect(within(full).getByText('Approved')).toBeInTheDocument();
    expect(within(full).getByText('£20.00')).toBeInTheDocument();
    expect(within(full).getByText('£21.50')).toBeInTheDocument();

    // A comment on it, by the rate manager, joins its thread.
    const thread = await section('Comments');
    expect(await within(thread).findByText('No comment yet.')).toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: 'Comment' }));
    const form = await screen.findByRole('dialog', { name: 'Comment' });
    await user.type(within(form).getByRole('textbox', { name: /^Comment/ }), 'Approved for this weekend only');
    await user.click(within(form).getByRole('button', { name: 'Comment' }));
    expect(await within(thread).findByText('Approved for this weekend only')).toBeInTheDocument();
  }, 120_000);

  it('shows a bank officer, who reads bank rates, the rate of a shift and not its escalations', async () => {
    await signIn('bankofficer');
    const {
      data: [shift],
    } = await dataProvider.getList('jobs', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const fetches = watchFetch();
    renderApp(`/jobs/${shift.id}/details`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Rates' }));
    // The rate, not the escalations, which the bank officer may not read: none is asked for.
    expect(await section('Rate')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Escalation' })).toBeNull();
    expect(fetches.calls().filter((c) => c.url.pathname.startsWith('/api/v3/rate-escalation'))).toEqual([]);
  });

  it('refuses a bank officer one escalation in full, without asking the API', async () => {
    await signIn('bankofficer');
    const {
      data: [shift],
    } = await dataProvider.getList('jobs', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const fetches = watchFetch();
    renderApp(`/jobs/${shift.id}/rates/1`);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(fetches.calls().filter((c) => c.url.pathname.startsWith('/api/v3/rate-escalation'))).toEqual([]);
  });
});
