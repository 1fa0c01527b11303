/**
 * The uplift list (/jobs/list/job-rates, issue 10): the spec 3 columns, the rows of the role's data views, and a
 * rate manager approving several escalations at once, each failure reported by shift.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { kindOf } from '../../domain/shiftRate';
import { addDays, localDate } from '../../domain/time';
import { apiAs, dropSocket, renderApp, signIn, watchFetch } from './helpers';

/** The first working day at least `days` ahead (band 5, tier 1: decided in one step at the demo trust). */
function weekdayAhead(days: number) {
  let date = addDays(localDate(new Date()), days);
  while (kindOf(date, 600) !== 'day') date = addDays(date, 1);
  return date;
}

const listOf = (q: string) => `/jobs/list/job-rates?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

describe('the uplift list', () => {
  it('lets a rate manager approve several escalations at once and reports the one that could not be', async () => {
    const manager = await apiAs('shiftmanager');
    const [place] = (await manager.call('GET', 'care-locations?code=NGH')).data;
    const [ward] = (await manager.call('GET', `departments?careLocationId=${place.id}&$limit=1`)).data;
    const checklist = (await manager.call('GET', 'rate-escalation-checklist-items?isActive=true')).data.map(
      (i: { id: number }) => i.id,
    );
    const title = `UI uplift ${Date.now()}`;
    const escalations: number[] = [];
    for (const days of [3, 4, 5]) {
      const job = await manager.call('POST', 'jobs', {
        careLocationId: place.id,
        departmentId: ward.id,
        title,
        grade: { from: '5', to: '5' },
        date: weekdayAhead(days),
        shiftTime: { start: '08:00', end: '16:00' },
        vacancies: 1,
      });
      const raised = await manager.call('POST', 'rate-escalations', {
        jobId: job.id,
        increaseValue: 1,
        reason: 'Short notice',
        comments: `Escalated ${days} days ahead`,
        checklistItemIds: checklist,
      });
      escalations.push(raised.id);
    }

    await signIn('ratemanager');
    const user = userEvent.setup();
    renderApp(listOf(title));
    await waitFor(() => expect(screen.getAllByText(title)).toHaveLength(3));
    for (const column of [
      'Role title',
      'Band',
      'Department',
      'Tier',
      'Fulfilment',
      'Metrics',
      'Increase Value',
      'Comments',
      'Suggest',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${column}`) })).toBeInTheDocument();
    }
    expect(screen.getByText('Escalated 4 days ahead')).toBeInTheDocument();
    expect(screen.getAllByText('+£1.00/h')).toHaveLength(3);

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    // Meanwhile the shift manager cancels one of them, unseen by this page (its socket is down): its approval must
    // fail, the others go through.
    const bringBack = await dropSocket();
    await manager.call('POST', 'rate-escalations', { id: escalations[1] }, 'cancel');
    await user.click(screen.getByRole('button', { name: 'Approve 3 selected' }));
    const form = await screen.findByRole('dialog', { name: 'Approve 3 selected' });
    await user.click(within(form).getByRole('combobox', { name: /^Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Patient safety' }));
    await user.click(within(form).getByRole('button', { name: 'Approve 3 selected' }));

    const outcome = await screen.findByText('2 done, 1 could not be.', {}, { timeout: 10_000 });
    const report = outcome.closest('[role="dialog"]') as HTMLElement;
    expect(within(report).getByText(/This escalation is cancelled/)).toBeInTheDocument();
    await user.click(within(report).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getAllByText('Approved')).toHaveLength(2));
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    await bringBack();
  }, 120_000);

  it('shows a shift manager the shifts they can escalate, without ticking, and a bank officer no uplift tab', async () => {
    await signIn('shiftmanager');
    const first = renderApp('/jobs/list/job-rates');
    expect(await screen.findByText(/the shifts you can escalate/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Uplifts', current: 'page' })).toBeInTheDocument();
    first.unmount();

    await signIn('bankofficer');
    renderApp('/jobs/list');
    expect(await screen.findByRole('columnheader', { name: /^Date/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Uplifts' })).toBeNull();
  }, 60_000);

  it('exports the rates of the filtered list through a signed link', async () => {
    await signIn('ratemanager');
    const user = userEvent.setup();
    const fetches = watchFetch();
    renderApp(`/jobs/list/job-rates?filter=${encodeURIComponent(JSON.stringify({ rateStatus: 'approved' }))}`);
    await waitFor(() => expect(screen.getAllByText('Approved').length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Export rates' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    const done = await screen.findByText(/^\d+ shifts exported to uplifts-\d{4}-\d\d-\d\d\.csv\.$/);
    const rows = Number(done.textContent!.split(' ')[0]);
    const asked = fetches.calls().find((c) => c.url.pathname === '/api/v3/export-job-rates');
    expect(JSON.parse(String(asked?.init.body))).toMatchObject({
      format: 'csv',
      list: 'uplifts',
      query: { rateEscalationStatus: 'approved' },
    });
    // The export holds the rows the list holds.
    expect(screen.getByText(new RegExp(`of ${rows}$`))).toBeInTheDocument();
  }, 60_000);
});
