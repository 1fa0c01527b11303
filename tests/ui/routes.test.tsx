/** The route guard and the route table (spec 2.4, 4): public routes, sign-in, legacy pages, screens still to come. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isBuilt, ROUTES } from '../../domain/routes';
import { SCREENS } from '../../customRoutes/routes';
import { definitions } from '../../providers/resources';
import { listPathsOf } from '../../resources/define';
import { authProvider } from '../../providers/authProvider';
import { STORAGE_KEYS } from '../../providers/session';
import { renderApp, signIn } from './helpers';

describe('without a token', () => {
  it.each([
    ['/forgot-password', 'Forgot your password?'],
    ['/resetPassword/some-token', 'Choose a new password'],
    ['/verified', 'Email verified'],
    ['/delete/user/acouunt/instruction', 'How to delete your account'],
  ])('opens the public page %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });

  it('opens a public route not built yet, naming its issue', async () => {
    renderApp('/job-template/abc');
    expect(await screen.findByText('The page /job-template/abc is not built yet.')).toBeInTheDocument();
    expect(screen.getByText('It is planned, and comes with a later release.')).toBeInTheDocument();
  });

  it('sends a private route to /sign-in, logging out once', async () => {
    // In a router transition, react-admin's logout redrew the old page before the new one, which logged out again:
    // thousands of times over 12 seconds before the sign-in page showed.
    const logout = vi.spyOn(authProvider, 'logout');
    renderApp('/users/settings');
    expect(await screen.findByRole('heading', { name: 'Sign in to Bankshift' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
    expect(logout).toHaveBeenCalledTimes(1);
    logout.mockRestore();
  });

  it('logs out a token the API refuses, and sends its private route to /sign-in', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'not-a-token');
    localStorage.setItem(STORAGE_KEYS.roleId, '1');
    renderApp('/users/settings');
    expect(await screen.findByRole('heading', { name: 'Sign in to Bankshift' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
    expect(Object.keys(localStorage)).toEqual([]);
  });
});

describe('signed in', () => {
  it('shows a route whose screen is not built yet, naming the page opened and the issue that builds it', async () => {
    await signIn('trustadmin');
    renderApp('/campaign/12/edit');
    expect(await screen.findByText('The page /campaign/12/edit is not built yet.')).toBeInTheDocument();
    expect(screen.getByText('It is planned, and comes with a later release.')).toBeInTheDocument();
  });

  it('shows the generated list behind a route backed by a resource, at the route', async () => {
    await signIn('trustadmin');
    renderApp('/trust/bands');
    expect(await screen.findByText('Band 5')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/trust/bands');
  });

  it('opens a list parent at the child its menu entry opens', async () => {
    await signIn('trustadmin');
    renderApp('/userList');
    await waitFor(() => expect(window.location.pathname).toBe('/userList/approvedStaff'));
  });

  it('sends a non-super-admin from a legacy /old/ page to the jobs list', async () => {
    await signIn('shiftmanager');
    renderApp('/old/jobs/list');
    await waitFor(() => expect(window.location.pathname).toBe('/jobs/list'));
    expect(screen.queryByText('The page /old/jobs/list is not built yet.')).not.toBeInTheDocument();
  });

  it('lets the super admin open a legacy /old/ page', async () => {
    await signIn('superadmin');
    renderApp('/old/jobs/list');
    expect(await screen.findByText('The page /old/jobs/list is not built yet.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/old/jobs/list');
  });
});

describe('the route table', () => {
  it('gives a screen only to routes of domain/routes.ts', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(Object.keys(SCREENS).filter((p) => !paths.includes(p))).toEqual([]);
  });

  it('marks built exactly the routes that have a screen (the accessibility sweep checks those)', () => {
    const hasScreen = (r: (typeof ROUTES)[number]) => !!SCREENS[r.path] || !!r.redirect;
    expect(ROUTES.filter((r) => isBuilt(r) !== hasScreen(r)).map((r) => r.path)).toEqual([]);
  });

  it("opens a family's list at the spec's paths its definition names, each once and none a bespoke screen's", async () => {
    const familyPaths = definitions.flatMap(listPathsOf);
    expect(familyPaths).toContain('/trust-lists');
    expect(familyPaths).toContain('/nurseUsers/approvedUser');
    expect(new Set(familyPaths).size).toBe(familyPaths.length);
    expect(familyPaths.filter((p) => ROUTES.some((r) => r.path === p))).toEqual([]);
    await signIn('superadmin');
    renderApp('/trust-lists');
    expect(await screen.findByText('Northfield NHS Trust')).toBeInTheDocument();
  });
});
