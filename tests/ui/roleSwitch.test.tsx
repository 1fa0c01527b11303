/** The role switch of a user with two console roles (spec 2.1, 4). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, STORAGE_KEYS } from '../../providers/session';
import { drawerEntries, horizontalMenu, renderApp, signIn, topBar, watchFetch } from './helpers';

const groups = () => [...horizontalMenu().children].map((e) => e.textContent);

afterEach(() => vi.restoreAllMocks());

/** 'Loading.....' lasts 3 s; the account's reload and the landing come on top, slower on a busy machine. */
const SWITCH_MS = 15_000;

/** Switches to a role and waits until it has landed. */
async function chooseRole(name: string, landing: () => string) {
  const user = userEvent.setup();
  await user.click(within(topBar()).getByRole('button', { name: 'Choose Your Role' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose Your Role' });
  await user.click(within(dialog).getByRole('button', { name: new RegExp(`^${name}`) }));
  await waitFor(() => expect(window.location.pathname).toBe(landing()), { timeout: SWITCH_MS });
  await waitFor(() => expect(screen.queryByText('Loading.....')).not.toBeInTheDocument());
}

describe('the role switch', () => {
  it('lists both roles, shows Loading..... while it switches, then lands and redraws everything for the new role', async () => {
    const user = userEvent.setup();
    await signIn('multirole');
    const admin = session.roleId();
    renderApp('/login-default');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(groups()).toContain('Reports');
    await waitFor(() => expect(drawerEntries()[0]).toBe('Trust Details'));
    // The top bar says which role acts (issue 52.16).
    expect(within(topBar()).getByTestId('active-role')).toHaveTextContent('Trust Admin · Northfield NHS Trust');

    await user.click(within(topBar()).getByRole('button', { name: 'Choose Your Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Role' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Trust AdminNorthfield NHS Trust · Current role', 'Shift ManagerNorthfield NHS Trust']);

    const fetches = watchFetch();
    const started = Date.now();
    await user.click(within(dialog).getByRole('button', { name: /^Shift Manager/ }));
    expect(await screen.findByText('Loading.....')).toBeInTheDocument();
    const manager = session.roleId();
    expect(manager).not.toBe(admin);
    expect(localStorage.getItem(STORAGE_KEYS.roleLevel)).toBe('"MANAGER"');

    await waitFor(() => expect(window.location.pathname).toBe('/jobs/list'), { timeout: SWITCH_MS });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    await waitFor(() => expect(screen.queryByText('Loading.....')).not.toBeInTheDocument());
    const calls = fetches.calls();
    expect(calls.some((c) => c.url.pathname.endsWith('/api/v3/account'))).toBe(true);
    // The bell's count is asked again, under the new role.
    expect(
      calls.some(
        (c) => c.url.pathname.endsWith('/notifications') && c.url.searchParams.get('role') === String(manager),
      ),
    ).toBe(true);
    await waitFor(() => expect(groups()).toEqual(['Users', 'Organization', 'Shifts']));
    await waitFor(() => expect(drawerEntries().slice(0, 3)).toEqual(['Jobs', 'Staff Approved', 'Feedbacks']));
    expect(session.actingRole()!.roleType).toBe('SHIFT-MANAGER');
    expect(within(topBar()).getByTestId('active-role')).toHaveTextContent(/^Shift Manager · Northfield NHS Trust/);
  }, 60_000);

  it("lands a trust admin on its trust's statistics", async () => {
    await signIn('multirole');
    renderApp('/login-default');
    await screen.findByRole('navigation', { name: 'Main menu' });
    await chooseRole('Shift Manager', () => '/jobs/list');
    await chooseRole('Trust Admin', () => `/trust/${session.actingRole()!.trustId}/statistics-details`);
    expect(session.actingRole()!.roleType).toBe('TRUST-ADMIN');
    expect(await screen.findByRole('heading', { name: 'Northfield NHS Trust (NFT)' })).toBeInTheDocument();
  }, 60_000);

  it("takes the old role's page down while it switches: nothing is asked for it under the new role", async () => {
    await signIn('multirole');
    const trustId = session.actingRole()!.trustId;
    renderApp(`/trust/${trustId}/statistics-details`);
    expect(await screen.findByRole('heading', { name: 'Northfield NHS Trust (NFT)' })).toBeInTheDocument();
    const fetches = watchFetch();
    await chooseRole('Shift Manager', () => '/jobs/list');
    const manager = String(session.roleId());
    const statistics = fetches.calls().filter((c) => c.url.pathname.includes('/trust-statistics/'));
    expect(statistics.map((c) => c.url.searchParams.get('role'))).not.toContain(manager);
    expect(screen.queryByText(/missing some permissions/)).not.toBeInTheDocument();
  }, 60_000);
});
