/**
 * The trust statistics page, where trust admins land (spec 4): the API's figures for the acting trust, links into
 * the jobs list for the shifts of the next 7 days, the shifts dashboard below; another trust's page is refused.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from '../../providers/httpClient';
import { session } from '../../providers/session';
import { apiAs, renderApp, signIn } from './helpers';

const card = (title: string) => screen.findByRole('region', { name: title });
/** The figure shown beside a label, as text. */
const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label).parentElement!.previousElementSibling!.textContent;

describe('trust statistics', () => {
  it("shows a trust admin their trust's figures, the API's own, with the dashboard below", async () => {
    await signIn('trustadmin');
    const trustId = session.actingRole()!.trustId!;
    renderApp(`/trust/${trustId}/statistics-details`);
    expect(await screen.findByRole('heading', { name: 'Northfield NHS Trust (NFT)' })).toBeInTheDocument();
    const stats = await http<any>(`trust-statistics/${trustId}`);

    const week = await card('Next 7 days');
    expect(figure(week, 'Vacant shifts')).toBe(String(stats.week.vacant));
    expect(figure(week, 'Booked shifts')).toBe(String(stats.week.booked));
    const waiting = await card('Waiting for a manager');
    expect(figure(waiting, 'Ready for approval')).toBe(String(stats.waiting.readyForApprove));
    const people = await card('People and places');
    expect(figure(people, 'Staff (nurses)')).toBe(String(stats.people.nurses));
    const month = await card('This month');
    expect(
      within(month).getByText(`${stats.month.confirmed} of ${stats.month.vacancies} places confirmed`),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Features' })).getByText('Post a shift and post similar'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Shifts dashboard' })).toBeInTheDocument();

    // The vacant shifts of the week open in the jobs list, filtered to them.
    await userEvent.click(
      within(week).getByRole('link', { name: `${stats.week.vacant} Vacant shifts: open in the jobs list` }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/jobs/list'));
    const filter = JSON.parse(new URLSearchParams(window.location.search).get('filter')!);
    expect(filter).toEqual({ status: 'vacant', dateRange: 'custom', dateFrom: stats.week.from, dateTo: stats.week.to });
  });

  it("says another trust's page is not there, without leaving the console", async () => {
    const northfield = (await (await apiAs('trustadmin')).call('GET', 'trusts?name=Northfield%20NHS%20Trust')).data[0]
      .id;
    await signIn('southadmin');
    renderApp(`/trust/${northfield}/statistics-details`);
    expect(await screen.findByText(/The trust statistics could not be loaded: No trust with id/)).toBeInTheDocument();
    expect(window.location.pathname).not.toBe('/sign-in');
  });

  it("opens from a row of the super admin's trust list, with the trust's record and its admin invitation a click away", async () => {
    const user = userEvent.setup();
    const southgate = (await (await apiAs('southadmin')).call('GET', 'trusts?name=Southgate%20NHS%20Trust')).data[0].id;
    await signIn('superadmin');
    renderApp('/trust-lists');
    await user.click(await screen.findByText('Southgate NHS Trust', {}, { timeout: 10_000 }));
    await waitFor(() => expect(window.location.pathname).toBe(`/trust/${southgate}/statistics-details`));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Southgate NHS Trust/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Care locations, roles and bands' })).toHaveAttribute(
      'href',
      `/trusts/${southgate}/show`,
    );
    expect(screen.getByRole('link', { name: 'Invite its admin' })).toHaveAttribute(
      'href',
      `/trust/${southgate}/admin-invite`,
    );
    expect(screen.getByRole('link', { name: 'Its features' })).toHaveAttribute(
      'href',
      `/new-trust?trust=${southgate}&step=features`,
    );
  }, 30_000);

  it('lists a draft trust with where its setup stands, and resumes its setup from its statistics', async () => {
    const user = userEvent.setup();
    await signIn('superadmin');
    renderApp('/trust-lists');
    const row = (await screen.findByText('Westbrook NHS Trust', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('Step 3 of 3: features and admin')).toBeInTheDocument();
    await user.click(within(row).getByText('Westbrook NHS Trust'));
    await user.click(await screen.findByRole('link', { name: 'Continue its setup' }, { timeout: 10_000 }));
    expect(
      await screen.findByRole('heading', { name: 'Setting up Westbrook NHS Trust' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 30_000);
});
