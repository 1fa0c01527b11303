/**
 * The bell and the notification panel against the real API (spec 2.1, 4, 7.3, 9): the super admin sends the
 * operational manager notifications; the manager's console counts, lists, changes and follows them.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { patchAccount } from '../../providers/account';
import { http } from '../../providers/httpClient';
import { session } from '../../providers/session';
import { apiAs, consoleSocket, dropSocket, renderApp, signIn, watchFetch, whenSocketSignedIn } from './helpers';

let superAdmin: Awaited<ReturnType<typeof apiAs>>;
let recipient: number;

beforeAll(async () => {
  superAdmin = await apiAs('superadmin');
});

beforeEach(async () => {
  await signIn('opsmanager');
  recipient = session.account()!.id;
  await http('notifications', { method: 'DELETE', query: { $clearAll: true } });
  await http('account', { method: 'PATCH', body: { notDisturbDate: null } });
});

let sent = 0;
/** Sends the manager a notification as the super admin; the newest is sent last. */
const send = (fields: Record<string, unknown> = {}) =>
  superAdmin.call('POST', 'notifications', {
    userId: recipient,
    type: 'ANNOUNCEMENT',
    title: `Notice ${++sent}`,
    body: 'Read me',
    ...fields,
  });

/** The bell; hidden from the accessibility tree while the panel (a modal popover) is open. */
const bell = () => screen.getByRole('button', { name: /^Notifications, /, hidden: true });
const expectUnread = (n: number) =>
  waitFor(() => expect(bell()).toHaveAccessibleName(`Notifications, ${n} unread notification${n === 1 ? '' : 's'}`));
/** The panel; hidden too while a confirmation is open over it. */
const panel = () => screen.getByRole('dialog', { name: 'Notifications', hidden: true });
const card = (title: string) => within(panel()).getByText(title).closest('li')!;
/** Waits for a menu or dialog to close, so that what it covered is back in the accessibility tree. */
const closed = (element: HTMLElement) => waitFor(() => expect(element).not.toBeInTheDocument());
const cardTitles = () => [...panel().querySelectorAll('[id^="notification-"][id$="-title"]')].map((e) => e.textContent);

async function openPanel() {
  const user = userEvent.setup();
  const socketSignedIn = whenSocketSignedIn();
  renderApp('/login-default');
  await screen.findByText('Welcome, Grace Okafor');
  await socketSignedIn;
  await user.click(bell());
  await screen.findByRole('dialog', { name: 'Notifications' });
  // Its first page has loaded.
  await waitFor(() => expect(within(panel()).queryByRole('progressbar')).toBeNull());
  return user;
}

describe('the bell', () => {
  it('counts unread notifications and follows new ones live, without a reload', async () => {
    await send();
    await send();
    const user = await openPanel();
    await expectUnread(2);
    await waitFor(() => expect(cardTitles()).toHaveLength(2));

    const late = await send({ title: 'Arrived while the panel was open' });
    await expectUnread(3);
    expect(await within(panel()).findByText('Arrived while the panel was open')).toBeInTheDocument();
    expect(cardTitles()[0]).toBe('Arrived while the panel was open');
    expect(
      within(card('Arrived while the panel was open')).getByText(format(new Date(late.created), 'HH:mm')),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('Today')).toBeInTheDocument();
    await user.keyboard('{Escape}');
  });

  it('catches up after the socket reconnects', async () => {
    await openPanel();
    await expectUnread(0);
    const socket = await consoleSocket();
    const signedInAgain = whenSocketSignedIn();
    act(() => socket.io.engine.close());
    expect(socket.connected).toBe(false);
    await send({ title: 'Sent while disconnected' });
    await signedInAgain;
    expect(await within(panel()).findByText('Sent while disconnected')).toBeInTheDocument();
    await send({ title: 'Sent after reconnecting' });
    expect(await within(panel()).findByText('Sent after reconnecting')).toBeInTheDocument();
    await expectUnread(2);
  });
});

describe('the panel', () => {
  it('says so when there are no notifications', async () => {
    await openPanel();
    expect(await within(panel()).findByText('You have no notifications')).toBeInTheDocument();
  });

  it('marks one read and unread, and deletes one after a confirmation', async () => {
    await send({ title: 'Keep me' });
    await send({ title: 'Delete me' });
    const user = await openPanel();
    await expectUnread(2);
    await within(panel()).findByText('Keep me');
    const actions = async (title: string, action: string) => {
      await user.click(within(card(title)).getByRole('button', { name: 'Actions' }));
      const item = await screen.findByRole('menuitem', { name: action });
      await user.click(item);
      await closed(item);
    };

    const fetches = watchFetch();
    await actions('Keep me', 'Mark as read');
    await expectUnread(1);
    await actions('Keep me', 'Mark as unread');
    await expectUnread(2);
    // Each change names itself as spec 7.3 does: $markRead, $markUnread.
    const flags = fetches
      .calls()
      .filter((c) => c.init?.method === 'PATCH' && /\/notifications\/\d+$/.test(c.url.pathname))
      .map((c) => [...c.url.searchParams.keys()].filter((k) => k.startsWith('$')));
    fetches.restore();
    expect(flags).toEqual([['$markRead'], ['$markUnread']]);

    await actions('Delete me', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete this notification?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await closed(confirm);
    expect(within(panel()).getByText('Delete me')).toBeInTheDocument();
    await actions('Delete me', 'Delete');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this notification?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(within(panel()).queryByText('Delete me')).not.toBeInTheDocument());
    await expectUnread(1);
    expect((await http('notifications')).total).toBe(1);
  });

  it('marks all as read', async () => {
    await send();
    await send();
    const user = await openPanel();
    await expectUnread(2);
    await user.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));
    await expectUnread(0);
    expect((await http('notifications', { query: { viewed: false } })).total).toBe(0);
  });

  it('clears all only after a confirmation', async () => {
    await send();
    const user = await openPanel();
    await waitFor(() => expect(cardTitles()).toHaveLength(1));
    await user.click(within(panel()).getByRole('button', { name: 'Clear all' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await closed(confirm);
    expect(cardTitles()).toHaveLength(1);

    await user.click(within(panel()).getByRole('button', { name: 'Clear all' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Clear all notifications?' })).getByRole('button', {
        name: 'Clear all',
      }),
    );
    expect(await within(panel()).findByText('You have no notifications')).toBeInTheDocument();
    expect((await http('notifications')).total).toBe(0);
  });

  it('loads 10 at a time as it is scrolled, and says when there are no more', async () => {
    for (let i = 0; i < 23; i++) await send();
    await openPanel();
    await waitFor(() => expect(cardTitles()).toHaveLength(10));
    expect(cardTitles()[0]).toBe(`Notice ${sent}`);
    expect(within(panel()).queryByText('No more notifications')).not.toBeInTheDocument();

    const scroller = screen.getByTestId('notification-scroller');
    fireEvent.scroll(scroller);
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    fireEvent.scroll(scroller);
    await waitFor(() => expect(cardTitles()).toHaveLength(23));
    expect(within(panel()).getByText('No more notifications')).toBeInTheDocument();
    expect(cardTitles().at(-1)).toBe(`Notice ${sent - 22}`);
  });

  it('opens where a notification leads and marks it read; a job-less one opens the pending right-to-work list', async () => {
    await send({ type: 'ANNOUNCEMENT', title: 'No shift named' });
    await send({
      type: 'JOB_CONFIRMED',
      title: 'Shift confirmed',
      externalId: '42',
      job: { date: '2030-01-15', startTime: '08:00', endTime: '20:00' },
    });
    const user = await openPanel();
    await expectUnread(2);

    expect(await within(panel()).findByText('2030-01-15 · 08:00–20:00')).toBeInTheDocument();
    await user.click(within(panel()).getByText('Shift confirmed'));
    await waitFor(() => expect(window.location.pathname).toBe('/jobs/42/details'));
    await expectUnread(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());

    await user.click(bell());
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Notifications' })).findByText('No shift named'),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/rightToWorkRequests/pending'));
    expect(window.location.search).toBe('?shiftFilter=readyForApprove');
    await expectUnread(0);
  });

  it('snoozes for the chosen hours and Enable clears it', async () => {
    const user = await openPanel();
    await user.click(within(panel()).getByRole('button', { name: 'Snooze' }));
    const before = Date.now();
    const fetches = watchFetch();
    await user.click(await screen.findByRole('menuitem', { name: '3 hours' }));
    await waitFor(() => expect(session.account()!.notDisturbDate).not.toBeNull());
    // Spec 7.3: the snooze sends the account's id and notDisturbDate.
    const sent = fetches.calls().find((c) => c.url.pathname.endsWith('/api/v3/account') && c.init.method === 'PATCH')!;
    expect(Object.keys(JSON.parse(String(sent.init.body))).sort()).toEqual(['id', 'notDisturbDate']);
    fetches.restore();
    const until = new Date((await http('account')).notDisturbDate).getTime();
    expect(until - before).toBeGreaterThanOrEqual(3 * 3_600_000 - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(3 * 3_600_000);
    expect(await within(panel()).findByText(/^Snoozed until /)).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Snooze' }));
    const options = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(options).toEqual(['1 hour', '3 hours', '6 hours', '12 hours', '24 hours', '168 hours', 'Enable']);
    // What arrives while snoozed is not counted; once the snooze is turned off, it is (issue 52.16).
    await send({ title: 'While snoozed' });
    await expectUnread(0);
    await user.click(screen.getByRole('menuitem', { name: 'Enable' }));
    await waitFor(() => expect(within(panel()).queryByText(/^Snoozed until /)).not.toBeInTheDocument());
    expect((await http('account')).notDisturbDate).toBeNull();
    await expectUnread(1);
  });

  it('counts what arrived while snoozed once the snooze ends by itself', async () => {
    renderApp('/login-default');
    await screen.findByText('Welcome, Grace Okafor');
    await http('account', { method: 'PATCH', body: { notDisturbDate: new Date(Date.now() + 2_000).toISOString() } });
    await waitFor(() => expect(session.account()!.notDisturbDate).not.toBeNull());
    await send({ title: 'During a short snooze' });
    await expectUnread(0);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread notification'), {
      timeout: 10_000,
    });
  });
});

describe('a snooze changed elsewhere', () => {
  it('shows in the open panel when another tab of the same account snoozes or enables', async () => {
    await openPanel();
    expect(within(panel()).queryByText(/^Snoozed until /)).not.toBeInTheDocument();
    // Another tab: the same session's token, straight to the API.
    await http('account', {
      method: 'PATCH',
      body: { notDisturbDate: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(await within(panel()).findByText(/^Snoozed until /)).toBeInTheDocument();
    await http('account', { method: 'PATCH', body: { notDisturbDate: null } });
    await waitFor(() => expect(within(panel()).queryByText(/^Snoozed until /)).not.toBeInTheDocument());
  });
  it('shows a snooze another tab set while this one was offline, though that tab has already stored the account', async () => {
    await openPanel();
    const reconnect = await dropSocket();
    // Another tab snoozes: the shared storage holds the snoozed account before this tab hears of it.
    await patchAccount({ id: recipient, notDisturbDate: new Date(Date.now() + 3_600_000).toISOString() });
    expect(session.account()!.notDisturbDate).not.toBeNull();
    expect(within(panel()).queryByText(/^Snoozed until /)).not.toBeInTheDocument();
    await reconnect();
    expect(await within(panel()).findByText(/^Snoozed until /)).toBeInTheDocument();
  });
});
