/**
 * Learning Journey (/learning/journey/report, issue 15): a care location's last twelve months as the API answers them:
 * the months' chart summed up with its figures, each nurse's journey, and every nurse exported as a CSV by the server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dayLabel } from '../../domain/dateLabels';
import { gainText } from '../../domain/learningJourney';
import { lastTwelveMonths } from '../../domain/reports';
import { localDate } from '../../domain/time';
import { permissionName } from '../../domain/permissions';
import { apiAs, choose, renderApp, signIn } from './helpers';

const GENERAL = 'Northfield General Hospital';

describe('Learning Journey', () => {
  it("shows a care location's months and its nurses' journeys, and exports every nurse as CSV", async () => {
    const user = userEvent.setup();
    const api = await apiAs('bankofficer');
    const general = (await api.call('GET', 'care-locations?$limit=50')).data.find(
      (p: { name: string }) => p.name === GENERAL,
    );
    const year = lastTwelveMonths(localDate(new Date()));
    const expected = await api.call(
      'GET',
      `learning-journey-reports?careLocationId=${general.id}&startDate=${year.startDate}&endDate=${year.endDate}&$limit=25`,
    );
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:journey'),
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    await signIn('bankofficer');
    renderApp('/learning/journey/report');
    await choose(user, /^Care location/, GENERAL);
    // The last twelve months are chosen first.
    expect(await screen.findByText(`${year.startDate} – ${year.endDate}`)).toBeInTheDocument();

    const sum = (key: string) => expected.months.reduce((n: number, m: Record<string, number>) => n + m[key], 0);
    const [acquired, changed, worked, learning] = ['acquired', 'levelChanges', 'shiftsWorked', 'learningShifts'].map(
      sum,
    );
    expect(acquired + changed).toBeGreaterThan(0);
    expect(learning).toBeGreaterThan(0);
    const months = await screen.findByRole('region', { name: 'Learning by month' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(months).toHaveTextContent(
        `Nurses: ${expected.total}. Skills newly acquired: ${acquired}; level changes: ${changed}. Shifts offering a learning opportunity: ${learning} of the ${worked} worked.`,
      ),
    );
    await user.click(within(months).getByRole('button', { name: 'Show the figures' }));
    expect(
      within(within(months).getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstChild?.textContent),
    ).toEqual(expected.months.map((m: any) => m.month));

    // The nurses, in the API's order: the one who gained most first, their gains in words.
    const nurses = screen.getByRole('region', { name: "The nurses' journeys" });
    const rows = within(nurses).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(
      expected.data.map((n: any) => n.nurse),
    );
    const [first] = expected.data;
    expect(first.gains.length).toBeGreaterThan(0);
    for (const g of first.gains) expect(rows[0]).toHaveTextContent(`${dayLabel(g.date)}: ${gainText(g)}`);
    expect(screen.getByText(`1–${Math.min(25, expected.total)} of ${expected.total}`)).toBeInTheDocument();

    // Every nurse as CSV, made by the server.
    await user.click(screen.getByRole('button', { name: 'Export every nurse as CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0].text()).split('\r\n');
    expect(lines[0]).toBe(
      'Nurse,Shifts worked,Shifts offering a learning opportunity,Learning opportunities,Skills gained',
    );
    expect(lines).toHaveLength(expected.total + 1);
    expect(lines[1].startsWith(`${first.nurse},${first.shiftsWorked},${first.learningShifts},`)).toBe(true);
  }, 60_000);

  it('is refused to a shift manager, naming the permission missing', async () => {
    await signIn('shiftmanager');
    renderApp('/learning/journey/report');
    expect(await screen.findByText('Access denied', {}, { timeout: 10_000 })).toBeInTheDocument();
    // In words, never the code (issue 52.16).
    expect(screen.getAllByText(new RegExp(permissionName('VIEW_MANAGER_REPORTS'))).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/VIEW_MANAGER_REPORTS/)).toEqual([]);
  }, 30_000);
});
