import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signIn, watchFetch } from './helpers';

afterEach(() => vi.restoreAllMocks());

describe('generated pages', () => {
  it('show Access denied to a role that may not open them, without asking the API', async () => {
    await signIn('shiftmanager');
    const fetches = watchFetch();
    renderApp('/trust-roles');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(fetches.calls().filter((c) => c.url.pathname.endsWith('/trust-roles'))).toEqual([]);
  });

  it("show a trust's settings it may not change as they apply, the defaults while it has none", async () => {
    // Southgate has no auto-offer configuration, and lacks the trust feature to add one.
    await signIn('southadmin');
    renderApp('/auto-offer-configurations');
    expect(await screen.findByRole('heading', { name: 'Auto-offer configuration' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByText('Do you want to add one?')).not.toBeInTheDocument();
  });

  it("open at the spec's own path, which the drawer's reference data links to (issue 52.20)", async () => {
    await signIn('trustadmin');
    renderApp('/reportCancellation/new');
    expect(await screen.findByText('Ward closed')).toBeInTheDocument();
    expect(screen.queryByText('Not built yet')).toBeNull();
    const link = (name: string) =>
      [...document.querySelectorAll<HTMLAnchorElement>('.RaSidebar-fixed a[role=menuitem]')].find(
        (a) => a.textContent === name,
      );
    await waitFor(() => expect(link('Cancellation reasons')?.getAttribute('href')).toBe('/reportCancellation/new'));
    expect(link('Auto-offer configurations')?.getAttribute('href')).toBe('/autoOfferConfiguration');
  });

  it("show the server's reason when a list cannot load", async () => {
    await signIn('superadmin');
    renderApp(`/skills?filter=${encodeURIComponent(JSON.stringify({ nonsense: 1 }))}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('nonsense: unknown query field');
  });
});
