/**
 * The managers' dashboard on the landing page (issue 4 item 7, spec 7.1, 9): the four /api/v1/jobs calls with
 * `days` (31 by default, chosen in the window selector), their figures as charts; loading, empty and error states;
 * admins and the super admin keep the welcome and their role.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayLabel } from '../../domain/dateLabels';
import { http } from '../../providers/httpClient';
import { session } from '../../providers/session';
import { renderApp, signIn, watchFetch } from './helpers';

const dashboard = () => screen.findByRole('region', { name: 'Shifts dashboard' });
const postingsTable = () => screen.findByRole('table', { name: 'Shifts posted per day' });
const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const v1 = (path: string, days: number) =>
  http(`jobs/${path}`, { apiVersion: 'v1', query: { days, role: session.roleId() } });
const dashboardCalls = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname.startsWith('/api/v1/jobs/'));

afterEach(() => vi.restoreAllMocks());

describe('the managers’ dashboard', () => {
  it('charts postings per day, top posters and workers, fill rate and time to fill over 31 days', async () => {
    await signIn('shiftmanager');
    const watch = watchFetch();
    renderApp('/');
    expect(await screen.findByText('Welcome, Liam Walsh')).toBeInTheDocument();
    const region = await dashboard();
    expect(within(region).getByText('Shifts posted in the last 31 days')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: '31 days' })).toHaveAttribute('aria-pressed', 'true');

    // Every day of the window, today last, missing days as zeros: the same figures as the API's.
    const table = await postingsTable();
    const calls = dashboardCalls(watch.calls());
    watch.restore();
    const [postings, posters, workers, fill] = await Promise.all(
      ['postingsperday', 'topposters', 'topworkers', 'fillstats'].map((p) => v1(p, 31)),
    );
    expect(dataRows(table).map((r) => [...r.children].map((c) => c.textContent))).toEqual(
      postings.map((d: any) => [dayLabel(d.date), String(d.count), String(d.confirmedCount)]),
    );
    expect(postings).toHaveLength(31);
    expect(postings.some((d: any) => d.count > 0)).toBe(true);
    const posted = postings.reduce((n: number, d: any) => n + d.count, 0);
    const confirmed = postings.reduce((n: number, d: any) => n + d.confirmedCount, 0);
    expect(
      screen.getByRole('img', {
        name: `Shifts posted per day: ${posted} shifts posted, ${confirmed} places confirmed`,
      }),
    ).toBeInTheDocument();

    const fillRate = screen.getByRole('region', { name: 'Fill rate' });
    expect(within(fillRate).getByText(`${Math.round(fill.fillRate * 100)}%`)).toBeInTheDocument();
    expect(within(fillRate).getByText(`${fill.confirmed} of ${fill.vacancies} places confirmed`)).toBeInTheDocument();
    const timeToFill = screen.getByRole('region', { name: 'Median time to fill' });
    expect(fill.medianMinutesToFill).toBeGreaterThan(0);
    expect(within(timeToFill).getByText(/^\d+ (d|h|min)( \d+ (h|min))?$/)).toBeInTheDocument();

    const topPosters = within(screen.getByRole('region', { name: 'Top posters' })).getByRole('list', {
      name: 'Top posters',
    });
    expect(
      within(topPosters)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(
      posters.map((p: any) => `${p.firstname} ${p.lastname}: ${p.count} ${p.count === 1 ? 'shift' : 'shifts'} posted`),
    );
    const topWorkers = within(screen.getByRole('region', { name: 'Top workers' })).getByRole('list', {
      name: 'Top workers',
    });
    expect(workers.length).toBeGreaterThan(0);
    expect(within(topWorkers).getAllByRole('listitem')).toHaveLength(workers.length);
    expect(within(topWorkers).getAllByRole('listitem')[0]).toHaveAccessibleName(
      `${workers[0].firstname} ${workers[0].lastname}: ${workers[0].count} ${workers[0].count === 1 ? 'shift' : 'shifts'} booked`,
    );

    // The four calls, under the acting role, with the default window.
    expect(calls.map((c) => c.url.pathname).sort()).toEqual([
      '/api/v1/jobs/fillstats',
      '/api/v1/jobs/postingsperday',
      '/api/v1/jobs/topposters',
      '/api/v1/jobs/topworkers',
    ]);
    for (const c of calls) {
      expect(c.url.searchParams.get('days')).toBe('31');
      expect(c.url.searchParams.get('role')).toBe(String(session.roleId()));
    }
  });

  it('loads another window when one is chosen, and keeps it in the link', async () => {
    const user = userEvent.setup();
    await signIn('bankofficer');
    renderApp('/login-default');
    expect(dataRows(await postingsTable())).toHaveLength(31);
    const watch = watchFetch();
    await user.click(screen.getByRole('button', { name: '14 days' }));
    await waitFor(async () => expect(dataRows(await postingsTable())).toHaveLength(14));
    expect(window.location.search).toBe('?days=14');
    expect(screen.getByText('Shifts posted in the last 14 days')).toBeInTheDocument();
    expect(dashboardCalls(watch.calls()).map((c) => c.url.searchParams.get('days'))).toEqual(['14', '14', '14', '14']);
    watch.restore();
  });

  it('opens on the window a link names', async () => {
    await signIn('shiftmanager');
    renderApp('/?days=7');
    expect(dataRows(await postingsTable())).toHaveLength(7);
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the loading state, then says so when no shift was posted in the window', async () => {
    await signIn('shiftmanager');
    // The demo data always has postings: this one answer of the real API is replaced by an empty window.
    const realFetch = globalThis.fetch;
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname !== '/api/v1/jobs/postingsperday') return realFetch(input, init);
      const real: { date: string }[] = await (await realFetch(input, init)).json();
      await held;
      return new Response(JSON.stringify(real.map((d) => ({ date: d.date, count: 0, confirmedCount: 0 }))), {
        status: 200,
      });
    });
    renderApp('/');
    expect(await screen.findByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('No shifts posted in the last 31 days')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the dashboard' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Shifts posted per day' })).toBeNull();
  });

  it('shows an error with the server’s message, and Try again loads the dashboard', async () => {
    const user = userEvent.setup();
    await signIn('shiftmanager');
    const realFetch = globalThis.fetch;
    let failures = 1;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/v1/jobs/topworkers' && failures-- > 0) {
        return new Response(JSON.stringify({ code: 500, name: 'GeneralError', message: 'The database is busy' }), {
          status: 500,
        });
      }
      return realFetch(input, init);
    });
    renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded: The database is busy');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await postingsTable()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the dashboard on the jobs list, where managers land (spec 4)', () => {
  it('sits under the list, keeps its window while the list is filtered, and folds away', async () => {
    const user = userEvent.setup();
    await signIn('shiftmanager');
    renderApp('/jobs/list');
    expect(dataRows(await postingsTable())).toHaveLength(31);
    // Under the list: the list never moves while the charts load.
    const listControl = await screen.findByRole('button', { name: 'Booked' });
    expect(listControl.compareDocumentPosition(await postingsTable()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '14 days' }));
    await waitFor(async () => expect(dataRows(await postingsTable())).toHaveLength(14));
    // The list's own controls change the link too: the window stays.
    await user.click(await screen.findByRole('button', { name: 'Booked' }));
    await waitFor(() => expect(window.location.search).toContain('booked'));
    expect(new URLSearchParams(window.location.search).get('days')).toBe('14');
    expect(screen.getByRole('button', { name: '14 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Shifts dashboard' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Shifts posted per day' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Shifts dashboard' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is not on the jobs list of a trust admin', async () => {
    await signIn('trustadmin');
    const watch = watchFetch();
    renderApp('/jobs/list');
    await screen.findByRole('button', { name: 'Booked' });
    expect(screen.queryByRole('button', { name: 'Shifts dashboard' })).toBeNull();
    expect(dashboardCalls(watch.calls())).toEqual([]);
    watch.restore();
  });
});

describe('the landing page of admins and the super admin', () => {
  it.each([
    [
      'trustadmin',
      /^You are acting as Trust Admin of Northfield/,
      "Go to your trust's statistics",
      /^\/trust\/\d+\/statistics-details$/,
    ],
    ['superadmin', /^You are acting as Super Admin$/, 'Go to the trust list', /^\/trust-lists$/],
  ])(
    '%s: the welcome, the role and a way to their landing page, without the shifts dashboard',
    async (handle, role, link, href) => {
      await signIn(handle);
      const watch = watchFetch();
      renderApp('/login-default');
      expect(await screen.findByText(/^Welcome, /)).toBeInTheDocument();
      expect(screen.getByText(role)).toBeInTheDocument();
      expect(
        new URL((await screen.findByRole('link', { name: link })).getAttribute('href')!, 'http://x').pathname,
      ).toMatch(href);
      expect(screen.queryByRole('region', { name: 'Shifts dashboard' })).toBeNull();
      expect(dashboardCalls(watch.calls())).toEqual([]);
      watch.restore();
    },
  );
});
