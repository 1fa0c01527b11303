/** /savedTemplate/summary/:id against the real API: a planner template's week, applied to a week to come, and deleted. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mondayFrom } from '../../domain/shiftPlan';
import { addDays, localDate } from '../../domain/time';
import { dataProvider } from '../../providers/dataProvider';
import { http } from '../../providers/httpClient';
import { renderApp, signIn } from './helpers';

const demoTemplate = async () => {
  const { data } = await dataProvider.getList('planner-templates', {
    filter: { q: 'General wards' },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'name', order: 'ASC' },
  });
  return data[0] as { id: number; careLocationId: number; jobs: unknown[] };
};

beforeEach(() => signIn('trustadmin'));

describe('a planner template summary', () => {
  it('shows the week by area and day, and posts it for a week to come', async () => {
    const user = userEvent.setup();
    const template = await demoTemplate();
    renderApp(`/savedTemplate/summary/${template.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Planner template: General wards: standard week' }),
    ).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Planned shifts of the week by area and day' });
    const acute = await within(grid).findByRole('row', { name: /^Ward 1 - Acute Medicine/ });
    expect(within(acute).getAllByText('Long day 07:30–19:30')).toHaveLength(7);
    const respiratory = within(grid).getByRole('row', { name: /^Ward 2 - Respiratory/ });
    expect(within(respiratory).getAllByText('Early 07:00–15:00')).toHaveLength(5);

    const week = screen.getByLabelText('Week starting (a Monday)');
    const monday = mondayFrom(addDays(localDate(new Date()), 150));
    await user.clear(week);
    await user.type(week, addDays(monday, 1));
    expect(await screen.findByText('Choose a Monday: a plan’s week starts on one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create 19 shifts' })).toBeDisabled();
    await user.clear(week);
    await user.type(week, monday);
    await user.click(screen.getByRole('button', { name: 'Create 19 shifts' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(`19 shifts are posted for the week of ${monday}, all of them or none.`);
    await user.click(within(confirm).getByRole('button', { name: 'Create 19 shifts' }));
    expect(await screen.findByText(`19 shifts created for the week of ${monday}`)).toBeInTheDocument();
    const posted = await http<{ total: number }>('jobs', {
      query: {
        careLocationId: template.careLocationId,
        'date[$gte]': monday,
        'date[$lte]': addDays(monday, 6),
        $limit: 0,
      },
    });
    expect(posted.total).toBe(19);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'See the week’s shifts' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(`"dateFrom":"${monday}"`)),
    );
  }, 120_000);

  it('deletes a template after asking, and says so when it is gone', async () => {
    const user = userEvent.setup();
    const template = await demoTemplate();
    const copy = (await http('planner-templates', {
      method: 'POST',
      body: { ...template, id: undefined, name: 'Copy to delete', createdAt: undefined, updatedAt: undefined },
    })) as { id: number };
    const { unmount } = renderApp(`/savedTemplate/summary/${copy.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete template' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete template' }));
    await waitFor(() => expect(window.location.pathname).toBe('/planner-templates'));
    // One console at a time: the first, still mounted, would share the page with the second.
    unmount();
    renderApp(`/savedTemplate/summary/${copy.id}`);
    expect(await screen.findByText('No such planner template: it may have been deleted.')).toBeInTheDocument();
  }, 120_000);
});
