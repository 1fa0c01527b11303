/** Shared steps of the UI tests: signing in through the real API and rendering the console at a path. */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { inject, vi } from 'vitest';
import { authProvider } from '../../providers/authProvider';
import { AUTHENTICATED, realtime } from '../../providers/realtime';
import { App } from '../../src/App';

export const PASSWORD = 'Bankshift-demo-1';
export const demo = (handle: string) => `${handle}@bankshift.test`;

export async function signIn(handle: string) {
  await authProvider.logout({});
  await authProvider.login({ email: demo(handle), password: PASSWORD });
}

/**
 * The console's style rules go to a sheet outside the document. jsdom matches every rule of the document's
 * sheets against every element whose style a role query reads, which was most of the UI suite's time; what
 * the tests check (roles, names, aria-hidden, inline styles) does not depend on those rules.
 */
const detachedStyles = () => createCache({ key: 'ui-test', container: document.createElement('div') });

export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <CacheProvider value={detachedStyles()}>
      <App />
    </CacheProvider>,
  );
}

/** Watches the calls the console makes; they still reach the API. */
export function watchFetch() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return {
    calls: () => spy.mock.calls.map(([url, init]) => ({ url: new URL(String(url)), init: init! })),
    restore: () => spy.mockRestore(),
  };
}

/**
 * Another user's own session with the API, beside the console's (which lives in localStorage): for what the
 * console's user cannot do, such as the super admin sending notifications.
 */
export async function apiAs(handle: string) {
  const origin = inject('apiOrigin');
  const auth = await fetch(`${origin}/api/v3/authentication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email: demo(handle), password: PASSWORD }),
  }).then((r) => r.json());
  const role = auth.user.newUserRoles[0].roleId;
  return {
    account: auth.user,
    token: auth.accessToken as string,
    /** `serviceMethod`: a custom method of the service (a declared action), sent as Feathers' x-service-method. */
    async call(method: string, path: string, body?: unknown, serviceMethod?: string) {
      const response = await fetch(`${origin}/api/v3/${path}${path.includes('?') ? '&' : '?'}role=${role}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${auth.accessToken}`,
          ...(serviceMethod ? { 'x-service-method': serviceMethod } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = await response.json();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
      return answer;
    },
  };
}

/** The top bar (with the horizontal menu under it) and the horizontal menu. */
export const topBar = () => screen.getByRole('banner');
export const horizontalMenu = () => screen.getByRole('navigation', { name: 'Main menu' });

/** The drawer's entries in order, links and headings. */
export const drawerEntries = () =>
  [...document.querySelectorAll('.RaSidebar-fixed ul[role="menu"] > *')].map((e) => e.textContent);

/** Resolves once the console's socket has signed in (and may receive the user's events); ask before rendering. */
export const whenSocketSignedIn = () =>
  new Promise<void>((resolve) => {
    const unsubscribe = realtime.subscribe(AUTHENTICATED, () => resolve(unsubscribe()));
  });

/** The console's socket, once open. */
export async function consoleSocket() {
  const socket = await realtime.connect();
  if (!socket) throw new Error('The console closed its socket before it opened');
  return socket;
}

/** Drops the console's socket and keeps it down; answers how to bring it back, signed in again. */
export async function dropSocket() {
  const socket = await consoleSocket();
  socket.io.reconnection(false);
  act(() => socket.io.engine.close());
  return async () => {
    const signedInAgain = whenSocketSignedIn();
    socket.io.reconnection(true);
    act(() => void socket.connect());
    await signedInAgain;
  };
}

/** Picks an option of a select; opens it again when its list was still loading (an empty menu) the first time. */
export async function choose(user: UserEvent, label: RegExp, option: string | RegExp) {
  for (let attempt = 1; ; attempt++) {
    await user.click(await screen.findByRole('combobox', { name: label }));
    const found = await screen
      .findByRole('option', { name: option })
      .catch((e) => (attempt < 3 ? null : Promise.reject(e)));
    if (found) return user.click(found);
    await user.keyboard('{Escape}');
  }
}
