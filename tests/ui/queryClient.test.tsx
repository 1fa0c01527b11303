/**
 * The console query client's access checks (providers/queryClient.ts): answered at once, asked again when the
 * session changes.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AuthContext, useCanAccess } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessDecision, authProvider } from '../../providers/authProvider';
import { accessAnswer, createQueryClient, retryUnlessRefused } from '../../providers/queryClient';
import { session } from '../../providers/session';
import { signIn } from './helpers';

/** What each render of a screen's access check saw. */
let seen: (boolean | undefined)[] = [];
function Check({ resource, enabled }: { resource: string; enabled?: boolean }) {
  const { canAccess } = useCanAccess({ resource, action: 'list', enabled });
  seen.push(canAccess);
  return <p>{canAccess === undefined ? 'asking' : canAccess ? 'allowed' : 'refused'}</p>;
}
const withClient = (client: ReturnType<typeof createQueryClient>, enabled?: boolean) => (
  <QueryClientProvider client={client}>
    <AuthContext.Provider value={authProvider}>
      <Check resource="trust-roles" enabled={enabled} />
    </AuthContext.Provider>
  </QueryClientProvider>
);

beforeEach(async () => {
  seen = [];
  await signIn('multirole');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await authProvider.logout({});
});

const actAs = (roleType: string) =>
  session.setRole(session.account()!.newUserRoles.find((r) => r.roleType === roleType)!);

describe('the console query client', () => {
  it("answers an access check's key with the acting role's decision, and no other key", () => {
    expect(accessAnswer(['auth', 'canAccess', { resource: 'trust-roles', action: 'list', recordId: 3 }])).toBe(
      accessDecision('trust-roles', 'list').allowed,
    );
    expect(accessAnswer(['auth', 'canAccess', ['trust-roles', 'skills'], 'list', undefined])).toEqual({
      'trust-roles': accessDecision('trust-roles', 'list').allowed,
      skills: accessDecision('skills', 'list').allowed,
    });
    expect(accessAnswer(['auth', 'checkAuth', {}])).toBeUndefined();
    expect(accessAnswer(['roles', 'getList', { action: 'list' }])).toBeUndefined();
  });

  it('draws an access check answered in its first render', () => {
    expect(accessDecision('trust-roles', 'list').allowed).toBe(true);
    render(withClient(createQueryClient()));
    expect(seen[0]).toBe(true);
    expect(seen).not.toContain(undefined);
    expect(screen.getByText('allowed')).toBeInTheDocument();
  });

  it('leaves a check its caller turned off unanswered, as react-admin does (a List with disableAuthentication)', () => {
    render(withClient(createQueryClient(), false));
    expect(seen).toEqual([undefined]);
    expect(screen.getByText('asking')).toBeInTheDocument();
  });

  it('asks again once the session gives another answer, and not while the answer holds', async () => {
    const client = createQueryClient();
    render(withClient(client)).unmount();
    const asked = vi.spyOn(authProvider, 'canAccess');
    const again = render(withClient(client));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('allowed')).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
    again.unmount();

    actAs('SHIFT-MANAGER');
    expect(accessDecision('trust-roles', 'list').allowed).toBe(false);
    render(withClient(client));
    expect(await screen.findByText('refused')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledOnce();
  });

  it('asks a failed load again three times, but not one the server refused', () => {
    const failed = (status?: number) => Object.assign(new Error('failed'), { status });
    for (const status of [undefined, 500, 502, 503, 408, 429]) {
      expect(
        [0, 1, 2, 3].map((n) => retryUnlessRefused(n, failed(status))),
        String(status),
      ).toEqual([true, true, true, false]);
    }
    for (const status of [400, 401, 403, 404, 409, 422]) expect(retryUnlessRefused(0, failed(status))).toBe(false);
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retryUnlessRefused);
  });
});
