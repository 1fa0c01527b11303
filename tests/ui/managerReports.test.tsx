/**
 * Shift Reports (/manager-reports, issue 15): a report asked for with a preset period, made by the server in the
 * background and shown Ready with its downloads; only what each report takes is asked; a request removed after a
 * confirmation; Template use offered only to a role that reads job templates.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MANAGER_REPORTS, presetRange } from '../../domain/reports';
import { localDate } from '../../domain/time';
import { apiAs, choose, renderApp, signIn } from './helpers';

const requests = () => screen.getByRole('region', { name: 'Your reports' });

describe('Shift Reports', () => {
  it('asks for a shift fill report of last month, shows it made with its downloads, and removes it after asking', async () => {
    const user = userEvent.setup();
    await signIn('opsmanager');
    renderApp('/manager-reports');
    const form = await screen.findByRole('form', { name: 'Ask for a report' });
    const lastMonth = presetRange('lastMonth', localDate(new Date()));
    expect(await within(form).findByText(`${lastMonth.startDate} – ${lastMonth.endDate}`)).toBeInTheDocument();
    // The care location the manager's role covers is chosen already.
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Care location' })).toHaveTextContent(/\S/));
    expect(await within(requests()).findByText('No reports yet: ask for one above.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Make the report' }));
    // Made by the server's scheduler; the change is pushed to this user's socket.
    const ready = await within(requests()).findByText(/^Ready: \d+ rows?$/, {}, { timeout: 15_000 });
    const row = ready.closest('tr')!;
    expect(within(row).getByText('Shift fill')).toBeInTheDocument();
    expect(within(row).getByText(`${lastMonth.startDate} – ${lastMonth.endDate}`)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Download Shift fill as XLSX' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Download Shift fill as CSV' })).toBeEnabled();

    // What the API holds: the request as the form sent it.
    const api = await apiAs('opsmanager');
    const [stored] = (await api.call('GET', 'report-visualization-requests')).data;
    expect(stored).toMatchObject({ reportType: 'ManagerReport2', status: 'COMPLETED', progress: 100, ...lastMonth });

    await user.click(within(row).getByRole('button', { name: 'Remove Shift fill' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this report?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(
      await within(requests()).findByText('No reports yet: ask for one above.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect((await api.call('GET', 'report-visualization-requests')).total).toBe(0);
  }, 40_000);

  it('asks only what each report takes: no period for the staff snapshot, a month when chosen, a template for Template use', async () => {
    const user = userEvent.setup();
    await signIn('bankofficer');
    renderApp('/manager-reports');
    const form = await screen.findByRole('form', { name: 'Ask for a report' });
    await choose(user, /^Report/, 'Staff snapshot');
    expect(within(form).queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument();
    expect(within(form).getByText('The staff as they are today: this report takes no period.')).toBeInTheDocument();

    await choose(user, /^Report/, 'Shift fill');
    await choose(user, /^Period/, 'A given month');
    // A month input takes its value whole (typed a character at a time, it is not a month until the last).
    fireEvent.change(within(form).getByLabelText('Month'), { target: { value: '2026-02' } });
    expect(within(form).getByText('2026-02-01 – 2026-02-28')).toBeInTheDocument();

    await choose(user, /^Report/, MANAGER_REPORTS.ManagerReport6.title);
    expect(within(form).getByRole('button', { name: 'Make the report' })).toBeDisabled();
    await choose(user, /^Job template/, 'Adult ward shift');
    expect(within(form).getByRole('button', { name: 'Make the report' })).toBeEnabled();
  }, 30_000);

  it('does not offer Template use to a role that reads no job templates (Southgate has no Shift skills)', async () => {
    const user = userEvent.setup();
    await signIn('southadmin');
    renderApp('/manager-reports');
    await screen.findByRole('form', { name: 'Ask for a report' });
    await user.click(await screen.findByRole('combobox', { name: /^Report/ }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toContain('Shift fill');
    expect(offered).not.toContain('Template use');
    expect(offered).toHaveLength(5);
  }, 20_000);
});
