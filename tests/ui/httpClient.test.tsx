import net from 'node:net';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { http, queryString, setApiOrigin } from '../../providers/httpClient';
import { session } from '../../providers/session';
import { renderApp, signIn, watchFetch } from './helpers';

describe('queryString', () => {
  it('repeats the key of an array', () => {
    expect(queryString({ status: ['Active', 'Inactive'] })).toBe('status=Active&status=Inactive');
  });

  it('skips undefined, null and empty values', () => {
    expect(queryString({ a: undefined, b: null, c: '', d: 0, e: false, f: [] })).toBe('d=0&e=false');
  });

  it('writes nested objects in bracket form', () => {
    expect(queryString({ $sort: { name: 1 }, name: { $ilike: '%a b%' }, id: { $in: [1, 2] } })).toBe(
      '$sort[name]=1&name[$ilike]=%25a%20b%25&id[$in]=1&id[$in]=2',
    );
  });
});

describe('http', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the version, the bearer token and the acting role, also on v1 calls; authentication and account name no role', async () => {
    await signIn('trustadmin');
    const fetches = watchFetch();
    await http('skills', { query: { $limit: 1 } });
    await http('account');
    await http('jobs/postingsperday', { apiVersion: 'v1', query: { days: 7 } });
    const [skills, account, postings] = fetches.calls();
    expect(postings.url.pathname).toBe('/api/v1/jobs/postingsperday');
    expect(postings.url.searchParams.get('role')).toBe(String(session.roleId()));
    const headers = new Headers(skills.init.headers);
    expect(headers.get('version')).toBe(__APP_VERSION__);
    expect(headers.get('Authorization')).toBe(`Bearer ${session.token()}`);
    expect(headers.get('x-institutionid')).toBeNull();
    expect(skills.url.searchParams.get('role')).toBe(String(session.roleId()));
    expect(account.url.searchParams.has('role')).toBe(false);
  });

  it("sends the acting role's trust as x-institutionid on /old/ pages", async () => {
    await signIn('trustadmin');
    window.history.replaceState(null, '', '/old/jobs');
    const fetches = watchFetch();
    await http('skills', { query: { $limit: 1 } });
    expect(new Headers(fetches.calls()[0].init.headers).get('x-institutionid')).toBe(
      String(session.actingRole()!.trustId),
    );
    window.history.replaceState(null, '', '/');
  });

  it('sends the institution the super admin works in on /old/ pages: the first, then the one chosen there', async () => {
    await signIn('superadmin');
    const institutions = session.account()!.managerInstitutions;
    // Every trust, by name (other tests of this server add trusts of their own).
    const names = institutions.map((i) => i.name);
    expect(names).toEqual(
      expect.arrayContaining(['Northfield NHS Trust', 'Southgate NHS Trust', 'Westbrook NHS Trust']),
    );
    expect(names).toEqual([...names].sort());
    const southgate = institutions.find((i) => i.name === 'Southgate NHS Trust')!;
    const user = userEvent.setup();
    renderApp('/old/jobs');
    const picker = await screen.findByRole('combobox', { name: 'Institution' });
    const fetches = watchFetch();
    await http('skills', { query: { $limit: 1 } });
    expect(new Headers(fetches.calls()[0].init.headers).get('x-institutionid')).toBe(String(institutions[0].id));

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Southgate NHS Trust' }));
    await http('skills', { query: { $limit: 1 } });
    expect(new Headers(fetches.calls().at(-1)!.init.headers).get('x-institutionid')).toBe(String(southgate.id));
    window.history.replaceState(null, '', '/');
    await http('skills', { query: { $limit: 1 } });
    expect(new Headers(fetches.calls().at(-1)!.init.headers).get('x-institutionid')).toBeNull();
  });

  it('turns an API error into an HttpError with its status and body', async () => {
    await signIn('superadmin');
    const error = await http('skills/999999').catch((e) => e);
    expect(error).toMatchObject({
      status: 404,
      message: 'No skill with id 999999',
      body: { name: 'NotFound', code: 404 },
    });
  });

  it('gives up after 5 seconds with a clear error', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    setApiOrigin(`http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const answer = http('account').catch((e) => e);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await answer).toMatchObject({ status: 0, message: 'bankshift.http.timeout' });
    } finally {
      vi.useRealTimers();
      setApiOrigin(inject('apiOrigin'));
      silent.close();
    }
  });
});
