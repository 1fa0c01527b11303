/** The shell per role: what the top bar shows and hides, both menus, and the footer. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { drawerEntries, horizontalMenu, renderApp, signIn, topBar } from './helpers';

/** The horizontal menu's group buttons and links, in order. */
const groups = () => [...horizontalMenu().children].map((e) => e.textContent);

async function openShell(handle: string) {
  await signIn(handle);
  renderApp('/login-default');
  await screen.findByRole('navigation', { name: 'Main menu' });
  await waitFor(() => expect(drawerEntries().length).toBeGreaterThan(0));
}

describe('the top bar', () => {
  it('super admin: logo, no environment tag on localhost, Create a New Shift, chat, bell, user menu, no role switch', async () => {
    const user = userEvent.setup();
    await openShell('superadmin');
    const bar = within(topBar());
    expect(bar.getByRole('link', { name: 'Bankshift home' })).toHaveAttribute('href', '/');
    for (const tag of ['DEV', 'STAGE', 'REF', 'DEMO']) expect(bar.queryByText(tag)).not.toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Create a New Shift' })).toHaveAttribute('href', '/shifts/new');
    expect(bar.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/messages');
    expect(bar.getByRole('button', { name: /^Notifications, \d+ unread/ })).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: 'Choose Your Role' })).not.toBeInTheDocument();

    await user.click(bar.getByRole('button', { name: /Profile$/ }));
    const settings = await screen.findByRole('menuitem', { name: 'Account Settings' });
    expect(
      within(settings.closest('ul')!)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Account Settings', 'Log Out']);
    await user.click(settings);
    await waitFor(() => expect(window.location.pathname).toBe('/users/settings'));
  });

  it.each(['trustadmin', 'shiftmanager'])(
    '%s: Create a New Shift and chat; no role switch with a single role',
    async (handle) => {
      await openShell(handle);
      const bar = within(topBar());
      expect(bar.getByRole('link', { name: 'Create a New Shift' })).toBeInTheDocument();
      expect(bar.getByRole('link', { name: /^Messages/ })).toBeInTheDocument();
      expect(bar.queryByRole('button', { name: 'Choose Your Role' })).not.toBeInTheDocument();
    },
  );

  it('rate manager: no post-a-shift button (no POST_A_SHIFT or DRAFT_A_SHIFT), chat through VIEW_CHAT', async () => {
    await openShell('ratemanager');
    const bar = within(topBar());
    expect(bar.queryByRole('link', { name: /Create a New Shift|Draft a Shift/ })).not.toBeInTheDocument();
    expect(bar.getByRole('link', { name: /^Messages/ })).toBeInTheDocument();
    expect(bar.getByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
  });

  it('a user with two console roles gets the role switch', async () => {
    await openShell('multirole');
    expect(within(topBar()).getByRole('button', { name: 'Choose Your Role' })).toBeInTheDocument();
  });
});

describe('the menus', () => {
  it('super admin: the horizontal groups, and the 21 side entries before the reference data', async () => {
    await openShell('superadmin');
    expect(groups()).toEqual([
      'Users',
      'Skills',
      'Settings',
      'Endorsement',
      'Organization',
      'User Preferences',
      'Shifts',
      'Campaign',
      'Enhancements',
    ]);
    await waitFor(() => expect(drawerEntries()).toContain('Audit log'));
    const entries = drawerEntries();
    expect(entries.slice(0, 4)).toEqual(['Jobs List', 'Staff Approved', 'Reports', 'Institution']);
    expect(entries.indexOf('Reference data')).toBe(21);
    expect(entries.slice(21, 24)).toEqual(['Reference data', 'Users', 'Roles']);
  });

  it('trust admin: its side menu, Reports among the groups, the trust statistics of its own trust', async () => {
    const user = userEvent.setup();
    await openShell('trustadmin');
    expect(groups()).toEqual([
      'Users',
      'Skills',
      'Settings',
      'Endorsement',
      'Organization',
      'User Preferences',
      'Shifts',
      'Reports',
      'Campaign',
      'Enhancements',
    ]);
    expect(drawerEntries().slice(0, 5)).toEqual([
      'Trust Details',
      'Right To Work Requests',
      'User List',
      'Model Job List',
      'Reference data',
    ]);

    await user.click(within(horizontalMenu()).getByRole('button', { name: 'Organization' }));
    const menu = await screen.findByRole('menu', { name: 'Organization' });
    const statistics = within(menu).getByRole('menuitem', { name: 'Trust Statistics' });
    expect(statistics.getAttribute('href')).toMatch(/^\/trust\/\d+\/statistics-details$/);
    expect(within(menu).queryByRole('menuitem', { name: 'Options' })).not.toBeInTheDocument();
  });

  it('shift manager: Users, Organization and Shifts; Jobs, Staff Approved, Feedbacks, its favourites and planner templates on the side', async () => {
    await openShell('shiftmanager');
    expect(groups()).toEqual(['Users', 'Organization', 'Shifts']);
    // Reference data it only reads (care locations, job titles, app versions) stays out of its menu; its own
    // favourites are its to keep, and its care location's planner templates (it posts shifts) its to plan with.
    expect(drawerEntries()).toEqual([
      'Jobs',
      'Staff Approved',
      'Feedbacks',
      'Reference data',
      'Skills',
      'Favourite skills',
      'Favourite personas',
      'Shifts',
      'Planner templates',
    ]);
  });

  it("marks the current screen's side entry, for the eye and for assistive technology, and moves the mark on a click", async () => {
    const user = userEvent.setup();
    await openShell('shiftmanager');
    const drawer = within(document.querySelector<HTMLElement>('.RaSidebar-fixed')!);
    const current = () =>
      drawer
        .getAllByRole('menuitem')
        .filter((e) => e.getAttribute('aria-current') === 'page')
        .map((e) => [e.textContent, e.classList.contains('RaMenuItemLink-active')]);
    await user.click(drawer.getByRole('menuitem', { name: 'Staff Approved' }));
    await waitFor(() => expect(current()).toEqual([['Staff Approved', true]]));
    await user.click(drawer.getByRole('menuitem', { name: 'Favourite skills' }));
    await waitFor(() => expect(window.location.pathname).toBe('/favourite-capabilities'));
    expect(current()).toEqual([['Favourite skills', true]]);
  });

  it('rate manager: the pay-rate settings and the shift list; Jobs, extra bank holidays and the upcoming rate changes on the side (no staff: the API refuses them)', async () => {
    const user = userEvent.setup();
    await openShell('ratemanager');
    expect(groups()).toEqual(['Settings', 'Shifts']);
    // The bank rate changes to come are the rate manager's to watch (reference data it reads); the trust's extra bank
    // holidays its to keep, with the bank rates.
    expect(drawerEntries()).toEqual([
      'Jobs',
      'Reference data',
      'Skills',
      'Favourite skills',
      'Favourite personas',
      'Settings',
      'Extra bank holidays',
      'Upcoming rate changes',
    ]);

    // The keyboard opens a group, moves through it and follows an entry.
    within(horizontalMenu()).getByRole('button', { name: 'Settings' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Settings' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Pay Rate Range', 'Pay Rate Configuration']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/pay-rate-configuration'));
    // The care locations' own rates, listed with their hourly rates in pounds.
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByText(/^£\d+\.\d\d$/).length).toBeGreaterThan(0));
  });
});

describe('the footer', () => {
  it('shows the store links the deployment sets, the site, legal and social links and both versions', async () => {
    await openShell('shiftmanager');
    const footer = within(screen.getByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/gb/app/example/id1',
    );
    expect(footer.queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();
    for (const name of ['bankshift.co.uk', 'Privacy policy', 'Terms of use', 'Cookie policy', 'LinkedIn']) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
    expect(await footer.findByText(`Console ${__APP_VERSION__} · Server test`)).toBeInTheDocument();
  });
});
