/** Idle logout (spec 4, 9): 900 seconds by default, shortened here through the documented localStorage override. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_OVERRIDE_KEY, idleTimeoutSeconds } from '../../src/layout/IdleLogout';
import { session } from '../../providers/session';
import { renderApp, signIn } from './helpers';

describe('idle logout', () => {
  it('waits 900 seconds unless a shorter positive override is stored', () => {
    expect(idleTimeoutSeconds()).toBe(900);
    for (const nonsense of ['', '0', '-5', 'soon', '901', '86400', 'Infinity']) {
      localStorage.setItem(IDLE_TIMEOUT_OVERRIDE_KEY, nonsense);
      expect(idleTimeoutSeconds()).toBe(900);
    }
    localStorage.setItem(IDLE_TIMEOUT_OVERRIDE_KEY, '1.5');
    expect(idleTimeoutSeconds()).toBe(1.5);
  });

  it('logs out and goes to /sign-in once the user has been idle that long, and not while they are active', async () => {
    await signIn('ratemanager');
    localStorage.setItem(IDLE_TIMEOUT_OVERRIDE_KEY, '3');
    renderApp('/login-default');
    await screen.findByText('Welcome, Hannah Reid');

    // Activity every 250 ms keeps the session for longer than the timeout (wide margins: a busy CI machine is slow).
    for (let i = 0; i < 16; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      fireEvent.mouseMove(document);
    }
    expect(window.location.pathname).toBe('/login-default');
    expect(session.token()).toBeTruthy();

    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'), { timeout: 15_000 });
    expect(session.token()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to Bankshift' })).toBeInTheDocument();
  });
});
