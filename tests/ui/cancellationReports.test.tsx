/**
 * Cancellation Reports (/cancellation-reports, issue 15): the cancellations of a care location and period as the API
 * answers them, narrowed to shifts, counted by reason, and exported as a spreadsheet made in the background.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { presetRange } from '../../domain/reports';
import { localDate } from '../../domain/time';
import { apiAs, choose, renderApp, signIn } from './helpers';

const GENERAL = 'Northfield General Hospital';
const counted = (n: number) => `${n} cancellation${n === 1 ? '' : 's'}`;

describe('Cancellation Reports', () => {
  it('shows the cancellations of a care location and period, narrows them to shifts, counts them by reason and exports them', async () => {
    const user = userEvent.setup();
    const api = await apiAs('bankofficer');
    const places = (await api.call('GET', 'care-locations?$limit=50')).data;
    const general = places.find((p: { name: string }) => p.name === GENERAL);
    await signIn('bankofficer');
    renderApp('/cancellation-reports');
    await choose(user, /^Care location/, GENERAL);
    await choose(user, /^Period/, 'Last Month');
    const lastMonth = presetRange('lastMonth', localDate(new Date()));
    const expected = await api.call(
      'GET',
      `cancellation-reports?careLocationId=${general.id}&startDate=${lastMonth.startDate}&endDate=${lastMonth.endDate}&$limit=25`,
    );
    expect(
      await screen.findByRole('heading', { name: counted(expected.total) }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The demo cancels about one shift in twenty: last month has some.
    expect(expected.total).toBeGreaterThan(0);
    const rows = within(screen.getByRole('region', { name: counted(expected.total) }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(Math.min(expected.total, 25));
    expect(rows[0]).toHaveTextContent(`#${expected.data[0].shiftId}`);
    const byReason = within(screen.getByRole('region', { name: 'By reason' }))
      .getAllByRole('row')
      .slice(1);
    expect(byReason.map((r) => r.textContent)).toEqual(
      expected.byReason.map(
        (r: { reason: string | null; count: number }) => `${r.reason ?? 'No reason (withdrawn or released)'}${r.count}`,
      ),
    );

    await choose(user, /^Cancelled/, 'Shifts');
    const onlyShifts = await api.call(
      'GET',
      `cancellation-reports?careLocationId=${general.id}&startDate=${lastMonth.startDate}&endDate=${lastMonth.endDate}&what=shift`,
    );
    expect(
      await screen.findByRole('heading', { name: counted(onlyShifts.total) }, { timeout: 10_000 }),
    ).toBeInTheDocument();

    const before = (await api.call('GET', 'report-visualization-requests?reportType=ManagerReport4')).total;
    await user.click(screen.getByRole('button', { name: 'Export as a spreadsheet' }));
    await waitFor(
      async () =>
        expect((await api.call('GET', 'report-visualization-requests?reportType=ManagerReport4')).total).toBe(
          before + 1,
        ),
      { timeout: 10_000 },
    );
    const [exported] = (await api.call('GET', 'report-visualization-requests?reportType=ManagerReport4')).data;
    expect(exported).toMatchObject({ careLocationId: general.id, ...lastMonth });
    expect(
      await screen.findByText('The spreadsheet is being made: download it from Shift Reports.'),
    ).toBeInTheDocument();
  }, 60_000);
});
