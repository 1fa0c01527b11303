/**
 * The chat console against the real API (spec 1, 2.1, 2.4, 7.2, 9): the trust admin (Priya Shah) in the
 * console, the bank officer manager (Tom Baker) on his own API session. Rooms, unread counts and the top bar
 * badge, reading, sending, live arrival, catching up after a reconnection, older pages, shift cards.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { io } from 'socket.io-client';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { session } from '../../providers/session';
import {
  apiAs,
  consoleSocket,
  demo,
  dropSocket,
  PASSWORD,
  renderApp,
  signIn,
  topBar,
  watchFetch,
  whenSocketSignedIn,
} from './helpers';

// The whole console renders in jsdom for each test, on a machine shared with other runs: allow time.
vi.setConfig({ testTimeout: 120_000 });

let tom: Awaited<ReturnType<typeof apiAs>>;
let priyaId: number;
let rooms = 0;

beforeAll(async () => {
  tom = await apiAs('bankofficer');
  priyaId = (await apiAs('trustadmin')).account.id;
});

beforeEach(async () => {
  await signIn('trustadmin');
});
afterEach(() => vi.restoreAllMocks());

/** Tom's own signed-in socket, which hears the messages he sends (a sender's sockets get them too). */
async function tomListening() {
  const socket = io(inject('apiOrigin'), { transports: ['websocket'], forceNew: true });
  const heard: string[] = [];
  socket.on('api/v3/chat-messages created', (message: { text: string }) => heard.push(message.text));
  await new Promise<void>((resolve, reject) =>
    socket.emit(
      'create',
      'api/v3/authentication',
      { strategy: 'local', email: demo('bankofficer'), password: PASSWORD },
      (error: unknown) => (error ? reject(error) : resolve()),
    ),
  );
  return { heard: (text: string) => waitFor(() => expect(heard).toContain(text)), close: () => socket.close() };
}

/** A new room of Tom's with Priya (a titled group, so that each test has its own). */
async function newRoom(title = `Rota ${++rooms} ${Date.now()}`) {
  return (await tom.call('POST', 'chat-rooms', { participantIds: [priyaId], isGroupChat: true, chatTitle: title })) as {
    id: string;
    chatTitle: string;
  };
}
const tomSays = (roomId: string, text: string) => tom.call('POST', 'chat-messages', { chatRoomId: roomId, text });

/** The chat icon of the top bar, described by the unread total. */
const chatIcon = () => within(topBar()).getByRole('link', { name: /^Messages/ });
const expectBadge = (n: number) =>
  waitFor(() => expect(chatIcon()).toHaveAccessibleName(`Messages, ${n} unread message${n === 1 ? '' : 's'}`));
const priyaUnread = async () => {
  const priya = await apiAs('trustadmin');
  return (await priya.call('GET', 'chat-user-profiles')).unreadMessages as number;
};
const history = () => screen.getByRole('log');
const texts = () =>
  [...history().querySelectorAll('[data-message-id]')].map((li) => li.querySelector('p')?.textContent);

async function openConsole(path: string) {
  const socketSignedIn = whenSocketSignedIn();
  renderApp(path);
  await socketSignedIn;
}

describe('the room list and the badge', () => {
  it('shows rooms with their unread count and latest message; opening one reads it and clears the badge', async () => {
    const room = await newRoom();
    await tomSays(room.id, 'Can you cover Ward 3?');
    await tomSays(room.id, '<img src=x onerror="alert(1)"><b>bold</b>');
    const before = await priyaUnread();
    const user = userEvent.setup();
    await openConsole('/messages');
    await expectBadge(before);

    const list = await screen.findByRole('list', { name: 'Chats' });
    const item = (await within(list).findByText(room.chatTitle)).closest('a')!;
    expect(item).toHaveAttribute('href', `/messages/${room.id}`);
    expect(within(item).getByLabelText('2 unread messages')).toBeInTheDocument();
    expect(within(item).getByText('Tom: <img src=x onerror="alert(1)"><b>bold</b>')).toBeInTheDocument();

    await user.click(item);
    await waitFor(() => expect(window.location.pathname).toBe(`/messages/${room.id}`));
    expect(await screen.findByRole('heading', { name: room.chatTitle })).toBeInTheDocument();
    await waitFor(() =>
      expect(texts()).toEqual(['Can you cover Ward 3?', '<img src=x onerror="alert(1)"><b>bold</b>']),
    );
    // Text stays text: nothing of it becomes an element.
    expect(history().querySelector('img, b')).toBeNull();
    await expectBadge(before - 2);
    expect(await priyaUnread()).toBe(before - 2);
  });

  it('moves a room up with its new message and unread count from the live event, without reading the list again', async () => {
    const quiet = await newRoom();
    const busy = await newRoom();
    await tomSays(busy.id, 'Earlier');
    await tomSays(quiet.id, 'Latest so far');
    const before = await priyaUnread();
    await openConsole('/messages');
    const list = await screen.findByRole('list', { name: 'Chats' });
    await within(list).findByText(quiet.chatTitle);
    await expectBadge(before);
    const titles = () =>
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    expect(titles().indexOf(`/messages/${quiet.id}`)).toBeLessThan(titles().indexOf(`/messages/${busy.id}`));
    const fetched = watchFetch();
    await tomSays(busy.id, 'Now this one');
    await waitFor(() => expect(titles()[0]).toBe(`/messages/${busy.id}`));
    const item = within(list).getByText(busy.chatTitle).closest('a')!;
    expect(within(item).getByText('Tom: Now this one')).toBeInTheDocument();
    expect(within(item).getByLabelText('2 unread messages')).toBeInTheDocument();
    await expectBadge(before + 1);
    // Only Tom's own call went out: the console read no chat list or counter again.
    const consoleCalls = fetched
      .calls()
      .filter(
        ({ url }) => url.pathname.includes('/chat-') && url.searchParams.get('role') === String(session.roleId()),
      );
    expect(consoleCalls.map(({ url }) => url.pathname)).toEqual([]);
    fetched.restore();
  });

  it('archives a room for oneself and brings it back', async () => {
    const room = await newRoom();
    await tomSays(room.id, 'Archive me');
    const user = userEvent.setup();
    await openConsole(`/messages/${room.id}`);
    await screen.findByRole('heading', { name: room.chatTitle });
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Chat archived')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Move to inbox' }));
    expect(await screen.findByText('Chat moved to the inbox')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await screen.findByRole('button', { name: 'Move to inbox' });

    await user.click(screen.getByRole('link', { name: 'Back to chats' }));
    const list = await screen.findByRole('list', { name: 'Chats' });
    await waitFor(() => expect(within(list).queryByText(room.chatTitle)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(
      await within(await screen.findByRole('list', { name: 'Chats' })).findByText(room.chatTitle),
    ).toBeInTheDocument();
    // Tom still has it in his inbox: the archive is Priya's own.
    expect(
      (await tom.call('GET', 'chat-rooms?archived=false&$limit=100')).data.map((r: { id: string }) => r.id),
    ).toContain(room.id);
  });

  it('reads the badge again when a message brings back a room one archived, with what it had unread', async () => {
    const room = await newRoom();
    await tomSays(room.id, 'Unread, then archived');
    await tomSays(room.id, 'Still unread');
    await (await apiAs('trustadmin')).call('PATCH', `chat-rooms/${room.id}`, { archived: true });
    const before = await priyaUnread();
    const user = userEvent.setup();
    await openConsole('/messages');
    await expectBadge(before);
    await user.click(await screen.findByRole('button', { name: 'Archived' }));
    await within(await screen.findByRole('list', { name: 'Chats' })).findByText(room.chatTitle);
    await tomSays(room.id, 'Back in your inbox');
    // The badge counts the inbox: the room's two earlier messages come back with the new one.
    await expectBadge(before + 3);
    expect(await priyaUnread()).toBe(before + 3);
  });

  it('searches rooms by title or person', async () => {
    const room = await newRoom(`Theatre list ${Date.now()}`);
    const user = userEvent.setup();
    await openConsole('/messages');
    await screen.findByRole('list', { name: 'Chats' });
    await user.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'Theatre list');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Chats' }))
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual([`/messages/${room.id}`]),
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Search chats' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'no such chat anywhere');
    expect(await screen.findByText('No chat matches "no such chat anywhere"')).toBeInTheDocument();
  });
});

describe('a room', () => {
  it('sends with Enter, adds a line with Shift+Enter, is disabled while empty, and shows each message once', async () => {
    const room = await newRoom();
    const user = userEvent.setup();
    await openConsole(`/messages/${room.id}`);
    await screen.findByText('No messages yet. Say hello.');
    const send = screen.getByRole('button', { name: 'Send' });
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(send).toBeEnabled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(texts()).toEqual(['First line\nsecond line']));
    // The socket's echo of the sent message does not add it twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(texts()).toEqual(['First line\nsecond line']);
    const seen = await tom.call('GET', `chat-messages?chatRoomId=${room.id}`);
    expect(seen.data.map((m: { text: string; senderId: number }) => [m.text, m.senderId])).toEqual([
      ['First line\nsecond line', priyaId],
    ]);
  });

  it('keeps the text and says why when sending fails', async () => {
    const room = await newRoom();
    const user = userEvent.setup();
    await openConsole(`/messages/${room.id}`);
    await screen.findByText('No messages yet. Say hello.');
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input).includes('/chat-messages') && init?.method === 'POST'
        ? Promise.resolve(
            new Response(
              JSON.stringify({ code: 400, name: 'BadRequest', message: 'text: must be at most 4000 characters' }),
              { status: 400 },
            ),
          )
        : realFetch(input, init),
    );
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Will this go?{Enter}');
    expect(
      await screen.findByText('The message was not sent: text: must be at most 4000 characters'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Will this go?');
    vi.restoreAllMocks();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(texts()).toEqual(['Will this go?']));
  });

  it('marks the open room read at most every two seconds while messages keep coming', async () => {
    const room = await newRoom();
    await openConsole(`/messages/${room.id}`);
    await screen.findByText('No messages yet. Say hello.');
    const fetched = watchFetch();
    const before = await priyaUnread();
    for (let i = 1; i <= 6; i++) await tomSays(room.id, `Burst ${i}`);
    await waitFor(() => expect(texts()).toHaveLength(6));
    await waitFor(async () => expect(await priyaUnread()).toBe(before));
    const marks = fetched
      .calls()
      .filter(({ url, init }) => url.pathname.endsWith(`/chat-rooms/${room.id}`) && init?.method === 'PATCH');
    // Six messages, one mark for each would be six; they came within a few seconds.
    expect(marks.length).toBeGreaterThanOrEqual(1);
    expect(marks.length).toBeLessThanOrEqual(3);
    fetched.restore();
  });

  it('sends the read mark it was still holding back when one leaves the room', async () => {
    const room = await newRoom();
    await openConsole(`/messages/${room.id}`);
    await screen.findByText('No messages yet. Say hello.');
    const fetched = watchFetch();
    const marks = () =>
      fetched
        .calls()
        .filter(({ url, init }) => url.pathname.endsWith(`/chat-rooms/${room.id}`) && init?.method === 'PATCH').length;
    const before = await priyaUnread();
    await tomSays(room.id, 'First');
    await waitFor(() => expect(texts()).toEqual(['First']));
    await waitFor(() => expect(marks()).toBeGreaterThanOrEqual(1));
    const marked = marks();
    // The next mark waits up to two seconds after that one; leaving at once must not drop it.
    await tomSays(room.id, 'Second');
    await waitFor(() => expect(texts()).toEqual(['First', 'Second']));
    await userEvent.setup().click(chatIcon());
    await waitFor(() => expect(screen.queryByRole('log')).not.toBeInTheDocument());
    await waitFor(() => expect(marks()).toBe(marked + 1));
    await waitFor(async () => expect(await priyaUnread()).toBe(before));
    fetched.restore();
  });

  it("shows others' messages as they arrive, once each, and keeps the room read", async () => {
    const room = await newRoom();
    await openConsole(`/messages/${room.id}`);
    await screen.findByText('No messages yet. Say hello.');
    const before = await priyaUnread();
    await tomSays(room.id, 'Are you there?');
    await tomSays(room.id, 'Ward 3 at 07:30');
    await waitFor(() => expect(texts()).toEqual(['Are you there?', 'Ward 3 at 07:30']));
    // One run of Tom's: his name once, over both.
    expect(within(history()).getAllByText('Tom Baker', { exact: false })).toHaveLength(1);
    await waitFor(async () => expect(await priyaUnread()).toBe(before));
    await expectBadge(before);
  });

  it('says it is reconnecting while the socket is down, then catches up without duplicates', async () => {
    const room = await newRoom();
    await tomSays(room.id, 'Before the outage');
    await openConsole(`/messages/${room.id}`);
    await waitFor(() => expect(texts()).toEqual(['Before the outage']));
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    // The socket drops and stays down until the test brings it back.
    const reconnect = await dropSocket();
    expect((await consoleSocket()).connected).toBe(false);
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    await tomSays(room.id, 'During the outage 1');
    await tomSays(room.id, 'During the outage 2');
    expect(texts()).toEqual(['Before the outage']);
    await reconnect();
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument());
    await waitFor(() => expect(texts()).toEqual(['Before the outage', 'During the outage 1', 'During the outage 2']));
    await tomSays(room.id, 'After the outage');
    await waitFor(() =>
      expect(texts()).toEqual(['Before the outage', 'During the outage 1', 'During the outage 2', 'After the outage']),
    );
  });

  /**
   * Opens a room with one message, drops the socket while Tom sends another, then brings it back with the first
   * request for what was missed answered by `firstAnswer`; answers how many such requests were made.
   */
  async function catchUpAnswered(firstAnswer: { code: number; name: string; message: string }) {
    const room = await newRoom();
    await tomSays(room.id, 'Before the outage');
    await openConsole(`/messages/${room.id}`);
    await waitFor(() => expect(texts()).toEqual(['Before the outage']));
    const reconnect = await dropSocket();
    const tomsSocket = await tomListening();
    await tomSays(room.id, 'Missed while down');
    // A message's event goes out after the answer to its sender, to the sockets signed in by then: once Tom's own
    // socket has it, the console's, brought back after, can only get the message by catching up.
    await tomsSocket.heard('Missed while down');
    tomsSocket.close();
    const realFetch = globalThis.fetch;
    let tries = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input).includes('/chat-messages') && String(input).includes('after=') && ++tries === 1) {
        return Promise.resolve(new Response(JSON.stringify(firstAnswer), { status: firstAnswer.code }));
      }
      return realFetch(input, init);
    });
    await reconnect();
    return () => tries;
  }

  it('says so when catching up fails, and tries again', async () => {
    const tries = await catchUpAnswered({ code: 503, name: 'Unavailable', message: 'The database is restarting' });
    expect(
      await screen.findByText(
        'Messages sent while the connection was down could not be loaded (The database is restarting). Trying again…',
      ),
    ).toBeInTheDocument();
    // The next try (a second later) gets them.
    await waitFor(() => expect(texts()).toEqual(['Before the outage', 'Missed while down']));
    await waitFor(() => expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument());
    expect(tries()).toBe(2);
  });

  it('does not try again by itself when catching up is refused, but on asking', async () => {
    const tries = await catchUpAnswered({ code: 404, name: 'NotFound', message: 'No such room' });
    expect(
      await screen.findByText('Messages sent while the connection was down could not be loaded (No such room).'),
    ).toBeInTheDocument();
    // A failure that may pass is tried again after a second; a refusal is not.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(tries()).toBe(1);
    expect(texts()).toEqual(['Before the outage']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try now' }));
    await waitFor(() => expect(texts()).toEqual(['Before the outage', 'Missed while down']));
    await waitFor(() => expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument());
    expect(tries()).toBe(2);
  });

  it("says 'Seen' under one's latest message once the others have read it", async () => {
    const room = await newRoom();
    await tomSays(room.id, 'Can you check the rota?');
    const user = userEvent.setup();
    await openConsole(`/messages/${room.id}`);
    await waitFor(() => expect(texts()).toEqual(['Can you check the rota?']));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Done, all fine{Enter}');
    await waitFor(() => expect(texts()).toEqual(['Can you check the rota?', 'Done, all fine']));
    const mine = () => history().querySelector('[data-message-id]:last-of-type') as HTMLElement;
    expect(within(mine()).queryByText('Seen')).not.toBeInTheDocument();
    // Tom opens the room in his own console: the read mark reaches Priya's socket.
    await tom.call('PATCH', `chat-rooms/${room.id}`, { lastSeen: true });
    expect(await within(mine()).findByText('Seen')).toBeInTheDocument();
    // A newer message of Priya's is not seen yet: the note moves to it only once Tom reads again.
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'One more thing{Enter}');
    await waitFor(() => expect(texts()).toEqual(['Can you check the rota?', 'Done, all fine', 'One more thing']));
    await waitFor(() => expect(within(history()).queryByText('Seen')).not.toBeInTheDocument());
    await tom.call('PATCH', `chat-rooms/${room.id}`, { lastSeen: true });
    expect(await within(mine()).findByText('Seen')).toBeInTheDocument();
  });

  it('loads older messages 50 at a time, scrolling up', async () => {
    const room = await newRoom();
    for (let i = 1; i <= 60; i++) await tomSays(room.id, `m${i}`);
    await openConsole(`/messages/${room.id}`);
    await waitFor(() => expect(texts()).toHaveLength(50));
    expect(texts()[0]).toBe('m11');
    expect(texts().at(-1)).toBe('m60');
    // Scrolling to the top loads the page before (jsdom lays nothing out: every scroll is at the top).
    fireEvent.scroll(history().parentElement!.parentElement!);
    await waitFor(() => expect(texts()).toEqual(Array.from({ length: 60 }, (_, i) => `m${i + 1}`)));
    expect(screen.getByText('Start of the conversation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('shows a shift sent with add-to-chat as a card linking to the shift', async () => {
    const origin = inject('apiOrigin');
    const auth = await fetch(`${origin}/api/v3/authentication`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ strategy: 'local', email: demo('trustadmin'), password: PASSWORD }),
    }).then((r) => r.json());
    const role = auth.user.newUserRoles[0].roleId;
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${auth.accessToken}` };
    const jobs = await fetch(`${origin}/api/v3/jobs?role=${role}&$limit=1`, { headers }).then((r) => r.json());
    const job = jobs.data[0];
    const nurse = (await apiAs('nurse6')).account.id;
    const added = await fetch(`${origin}/api/v1/users/add-to-chat?role=${role}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ jobId: job.id, staffId: nurse }),
    }).then((r) => r.json());
    expect(added.chatRoomId).toBeTruthy();

    await openConsole(`/messages/${added.chatRoomId}`);
    const card = await within(await screen.findByRole('log')).findAllByLabelText('Shift');
    const last = card.at(-1)!;
    expect(last).toHaveTextContent(job.title);
    expect(within(last).getByRole('link', { name: 'View shift' })).toHaveAttribute('href', `/jobs/${job.id}/details`);
  });

  it('says so when the room does not exist or is not yours', async () => {
    await openConsole('/messages/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('This chat does not exist or you are not in it.')).toBeInTheDocument();
  });
});

/** Picks the one person the search found (once the list shows that search's answer). */
async function pick(name: string) {
  await waitFor(() =>
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining(name)]),
  );
  fireEvent.click(screen.getByRole('option'));
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeInTheDocument());
}

describe('starting a chat', () => {
  it('picks a person of the trust and opens the room', async () => {
    const user = userEvent.setup();
    await openConsole('/messages');
    await user.click(await screen.findByRole('button', { name: 'New chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a chat' });
    const start = within(dialog).getByRole('button', { name: 'Start chat' });
    expect(start).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'People' }));
    await user.paste('Grace Okafor');
    await pick('Grace Okafor');
    await user.click(start);
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/messages\/[0-9a-f-]{36}$/));
    expect(await screen.findByRole('heading', { name: 'Grace Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('shows why a room could not be opened, and keeps the dialog', async () => {
    const user = userEvent.setup();
    await openConsole('/messages');
    await user.click(await screen.findByRole('button', { name: 'New chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a chat' });
    const people = within(dialog).getByRole('combobox', { name: 'People' });
    // Pasted rather than typed: one search instead of one per key keeps the test quick on a busy machine.
    await user.click(people);
    await user.paste('Grace Okafor');
    await pick('Grace Okafor');
    await user.click(people);
    await user.paste('Tom Baker');
    await pick('Tom Baker');
    const start = within(dialog).getByRole('button', { name: 'Start chat' });
    // Several people need a title first.
    expect(start).toBeDisabled();
    await user.click(within(dialog).getByRole('textbox', { name: 'Group title' }));
    await user.paste('Weekend cover');
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input).includes('/chat-rooms') && init?.method === 'POST'
        ? Promise.resolve(
            new Response(
              JSON.stringify({
                code: 400,
                name: 'BadRequest',
                message: 'participantIds: 12 is not a member of this trust',
              }),
              { status: 400 },
            ),
          )
        : realFetch(input, init),
    );
    await user.click(start);
    expect(
      await within(dialog).findByText(
        'The chat could not be started: participantIds: 12 is not a member of this trust',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Start a chat' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/messages');
  });
});

describe('chat permissions', () => {
  it('VIEW_CHAT alone: no New chat, but writing in rooms one is in (the API allows it)', async () => {
    const rate = await apiAs('ratemanager');
    const room = await tom.call('POST', 'chat-rooms', {
      participantIds: [rate.account.id],
      isGroupChat: true,
      chatTitle: `Rates ${Date.now()}`,
    });
    await signIn('ratemanager');
    expect(session.actingRole()!.permissions).not.toContain('CREATE_CHAT');
    await openConsole(`/messages/${room.id}`);
    expect(await screen.findByRole('heading', { name: room.chatTitle })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to chats' }));
    await screen.findByRole('list', { name: 'Chats' });
    expect(screen.queryByRole('button', { name: 'New chat' })).not.toBeInTheDocument();
  });
});
