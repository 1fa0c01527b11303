/**
 * Spec 4, Session: with a token, the account is loaded on each route change (once for changes in quick
 * succession) and when the realtime socket signs in, and changes pushed by the server are taken in as they come.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../providers/session';
import { apiAs, renderApp, signIn, watchFetch, whenSocketSignedIn } from './helpers';

afterEach(() => vi.restoreAllMocks());

const accountCalls = (fetches: ReturnType<typeof watchFetch>) =>
  fetches.calls().filter((c) => c.url.pathname.endsWith('/api/v3/account'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 800));

describe('the account on route changes', () => {
  it('is loaded again after a route change, once for several in quick succession', async () => {
    const user = userEvent.setup();
    await signIn('ratemanager');
    const fetches = watchFetch();
    const socketSignedIn = whenSocketSignedIn();
    renderApp('/login-default');
    await screen.findByText('Welcome, Hannah Reid');
    // Once when the socket signs in: a change made before then reached no socket of the user's.
    await socketSignedIn;
    await waitFor(() => expect(accountCalls(fetches)).toHaveLength(1));
    await settle();
    expect(accountCalls(fetches)).toHaveLength(1);

    await user.click(await screen.findByRole('menuitem', { name: 'Jobs' }));
    await settle();
    expect(accountCalls(fetches)).toHaveLength(2);

    // Three route changes within the same moment, as the browser's back and forward buttons make them.
    act(() => {
      for (const path of ['/campaign/list', '/jobs/list', '/campaign/list']) {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }
    });
    expect(await screen.findByText('The page /campaign/list is not built yet.')).toBeInTheDocument();
    await settle();
    expect(accountCalls(fetches)).toHaveLength(3);
  });

  it("takes in at once a change made elsewhere, from the account event of the user's own socket", async () => {
    const elsewhere = await apiAs('multirole');
    await signIn('multirole');
    const socketSignedIn = whenSocketSignedIn();
    renderApp('/login-default');
    await screen.findByText('Welcome, Jordan Ellis');
    await socketSignedIn;
    try {
      await elsewhere.call('PATCH', 'account', { firstname: 'Jordana' });
      expect(await screen.findByText('Welcome, Jordana Ellis')).toBeInTheDocument();
      expect(session.account()!.firstname).toBe('Jordana');
    } finally {
      await elsewhere.call('PATCH', 'account', { firstname: 'Jordan' });
    }
  });
});

describe('an answer that arrives after the session ended', () => {
  it('leaves the next session alone: no account of the last user, no logout', async () => {
    const user = userEvent.setup();
    await signIn('ratemanager');
    renderApp('/login-default');
    await screen.findByText('Welcome, Hannah Reid');
    // The account reload of the next route change is held until the console has been closed and someone else signed in.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const realFetch = globalThis.fetch;
    const reloads = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const answer = await realFetch(input, init);
      if (new URL(String(input)).pathname.endsWith('/api/v3/account') && (init?.method ?? 'GET') === 'GET') await held;
      return answer;
    });
    await user.click(await screen.findByRole('menuitem', { name: 'Jobs' }));
    await waitFor(() => expect(reloads.mock.calls.some(([url]) => String(url).endsWith('/api/v3/account'))).toBe(true));

    cleanup();
    await signIn('trustadmin');
    const next = { token: session.token(), account: session.account()!.id };
    release();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(session.token()).toBe(next.token);
    expect(session.account()!.id).toBe(next.account);
  });
});
