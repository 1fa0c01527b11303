/** /createNewPlan, /addPerson and /addPerson/:id against the real API (issue 14): a week planned, a nurse named, posted. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dayLabel } from '../../domain/dateLabels';
import { mondayFrom } from '../../domain/shiftPlan';
import { addDays, localDate } from '../../domain/time';
import { http } from '../../providers/httpClient';
import { choose, renderApp, signIn } from './helpers';

beforeEach(async () => {
  sessionStorage.clear();
  await signIn('shiftmanager');
});

describe('planning a week', () => {
  it('plans shifts on two days, names a nurse on one, and posts the week with the nurse confirmed', async () => {
    const user = userEvent.setup();
    const monday = mondayFrom(addDays(localDate(new Date()), 200));
    const view = renderApp('/createNewPlan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan a week of shifts' })).toBeInTheDocument();
    await choose(user, /^Care location/, 'Northfield General Hospital');
    const week = screen.getByLabelText('Week starting (a Monday)');
    await user.clear(week);
    await user.type(week, monday);

    await user.click(await screen.findByRole('button', { name: 'Add 1 planned shift' }));
    expect(await screen.findByText('Choose at least one day')).toBeInTheDocument();
    const days = screen.getByRole('group', { name: 'On these days' });
    await user.click(within(days).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Wednesday' }));
    await user.click(screen.getByRole('button', { name: 'Add 2 planned shifts' }));
    expect(await screen.findByText('Choose the department')).toBeInTheDocument();
    await choose(user, /^Area/, 'Ward 1 - Acute Medicine');
    await choose(user, /^Role/, 'Staff Nurse');
    await choose(user, /^Lowest band/, '5');
    await choose(user, /^Highest band/, '6');
    await choose(user, /^Shift$/, /^Night 19:30/);
    await user.click(screen.getByRole('button', { name: 'Add 2 planned shifts' }));

    const grid = await screen.findByRole('table', { name: 'Planned shifts of the week by area and day' });
    const ward = await within(grid).findByRole('row', { name: /^Ward 1 - Acute Medicine/ });
    expect(within(ward).getAllByText('Night 19:30–07:30')).toHaveLength(2);
    expect(within(grid).getByRole('columnheader', { name: `Wednesday ${addDays(monday, 2)}` })).toBeInTheDocument();

    // The Wednesday shift (the plan's second) gets a named nurse: one of band 5 or 6 who may work there that night.
    await user.click(within(ward).getAllByRole('link', { name: 'Name a nurse' })[1]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Name a nurse on a planned shift' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/addPerson/2');
    expect(
      screen.getByText(`Wednesday ${addDays(monday, 2)}, Ward 1 - Acute Medicine, Night 19:30–07:30, bands 5 to 6`),
    ).toBeInTheDocument();
    const nurses = await screen.findByRole('table', {
      name: new RegExp(`^Nurses who may work here on ${dayLabel(addDays(monday, 2))}`),
    });
    const pick = (await within(nurses).findAllByRole('button', { name: /^Name .* on this shift$/ }))[0];
    const name = pick.getAttribute('aria-label')!.replace(/^Name (.*) on this shift$/, '$1');
    // Each with what they said of the day (nothing, this far ahead).
    expect(within(nurses).getByRole('columnheader', { name: 'Said of the day' })).toBeInTheDocument();
    expect(within(nurses).getAllByText('Nothing said').length).toBeGreaterThan(0);
    // A nurse outside the bands is shown and not offered.
    expect(
      within(nurses).getAllByText(/^This nurse's band 3 is outside the shift's bands 5 to 6$/).length,
    ).toBeGreaterThan(0);
    await user.click(pick);

    expect(await screen.findByRole('heading', { level: 1, name: 'Plan a week of shifts' })).toBeInTheDocument();
    expect(await screen.findByText(`Nurse: ${name}`)).toBeInTheDocument();
    // The plan is kept in the tab: a fresh render of the page finds it as it was.
    view.unmount();
    renderApp('/addPerson');
    const planned = await screen.findByRole('table', { name: `The planned shifts of the week of ${monday}` });
    expect(within(planned).getAllByRole('row')).toHaveLength(3);
    expect(
      within(planned).getByRole('row', { name: new RegExp(`^Wednesday ${addDays(monday, 2)}.*${name}`) }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the plan' }));

    await user.click(await screen.findByRole('button', { name: 'Save the plan' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(
      `2 shifts are created for the week of ${monday}, all of them or none, and their named nurses booked.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Save the plan' }));
    expect(
      await screen.findByText(`Plan saved for the week of ${monday}: 2 shifts created; nurses booked by name: 1.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(sessionStorage.getItem('bankshift.shiftPlan')!).rows).toEqual([]);
    expect(
      within(screen.getByRole('table', { name: 'Planned shifts of the week by area and day' })).getByText(
        'No shifts planned',
      ),
    ).toBeInTheDocument();

    const posted = await http<{ data: { date: string; confirmedCount: number }[] }>('jobs', {
      query: { 'date[$gte]': monday, 'date[$lte]': addDays(monday, 6), $limit: 10, '$sort[date]': 1 },
    });
    expect(posted.data.map((j) => [j.date, j.confirmedCount])).toEqual([
      [monday, 0],
      [addDays(monday, 2), 1],
    ]);
  }, 120_000);

  it("opens on a care location's week as posted, and plans a week from a planner template", async () => {
    const user = userEvent.setup();
    renderApp('/shiftPlan/menu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shift plans' })).toBeInTheDocument();
    const week = screen.getByRole('region', { name: 'A week as posted' });
    const count = await within(week).findByText(/shifts? posted this week$/);
    const posted = Number(count.textContent!.split(' ')[0]);
    expect(posted).toBeGreaterThan(0);
    const grid = within(week).getByRole('table', { name: 'Planned shifts of the week by area and day' });
    expect(within(grid).getAllByText(/^(Day|Night) \d\d:\d\d–\d\d:\d\d$/)).toHaveLength(posted);
    await user.click(within(week).getByRole('button', { name: 'Next week' }));
    const thisMonday = mondayFrom(addDays(localDate(new Date()), -6));
    expect(
      await within(grid).findByRole('columnheader', { name: `Monday ${addDays(thisMonday, 7)}` }),
    ).toBeInTheDocument();

    const templates = screen.getByRole('region', { name: 'Planner templates' });
    const demo = (await within(templates).findByRole('link', { name: 'General wards: standard week' })).closest('li')!;
    await user.click(within(demo).getByRole('link', { name: 'Plan a week from it' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan a week of shifts' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    const plan = screen.getByRole('table', { name: 'Planned shifts of the week by area and day' });
    expect(await within(plan).findAllByText('Long day 07:30–19:30')).toHaveLength(7);
    expect(JSON.parse(sessionStorage.getItem('bankshift.shiftPlan')!).rows).toHaveLength(19);
  }, 60_000);

  it('says so when no plan is under way, and offers to start one', async () => {
    renderApp('/addPerson/3');
    expect(await screen.findByText('No plan is under way in this tab.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan a week' })).toHaveAttribute('href', '/createNewPlan');
  });
});
