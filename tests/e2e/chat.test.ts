/**
 * Chat in two browsers at once (issue 5): the bank officer manager (Tom Baker) starts a chat with the trust
 * admin (Priya Shah); messages typed in one appear in the other without a reload, the top bar badge counts
 * them, reading clears it, and the writer sees that it was read. Older messages load on scrolling up. A role without chat permissions is refused.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { permissionName } from '../../domain/permissions';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { openBrowser, screenshot } from './browser';

const baseUrl = inject('baseUrl');
let tomBrowser: Awaited<ReturnType<typeof openBrowser>>;
let priyaBrowser: Awaited<ReturnType<typeof openBrowser>>;
let tom: Page;
let priya: Page;
let roomPath = '';

/** An API session from Node, beside the browsers. */
async function apiSession(handle: string) {
  const auth = await fetch(`${baseUrl}/api/v3/authentication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email: `${handle}@bankshift.test`, password: DEMO_PASSWORD }),
  }).then((r) => r.json());
  const role = auth.user.newUserRoles[0].roleId as number;
  return {
    account: auth.user as { id: number },
    role,
    token: auth.accessToken as string,
    async call(method: string, path: string, body?: unknown) {
      const response = await fetch(`${baseUrl}/api/v3/${path}${path.includes('?') ? '&' : '?'}role=${role}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${auth.accessToken}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = await response.json();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
      return answer;
    },
  };
}

async function signIn(page: Page, handle: string) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(`${handle}@bankshift.test`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}

/** What the chat link says of the unread count ('3 unread messages'), after its label. */
const badgeText = async (page: Page) =>
  (
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Messages/ })
      .getAttribute('aria-label')
  )?.replace(/^Messages, /, '');
const unreadOf = async (page: Page) => Number((await badgeText(page))?.match(/^\d+/)?.[0]);

beforeAll(async () => {
  [tomBrowser, priyaBrowser] = await Promise.all([openBrowser(), openBrowser()]);
  tom = tomBrowser.page;
  priya = priyaBrowser.page;
  tom.setDefaultTimeout(30_000);
  priya.setDefaultTimeout(30_000);
  await signIn(tom, 'bankofficer');
  await signIn(priya, 'trustadmin');
});
afterAll(async () => {
  await tomBrowser?.close();
  await priyaBrowser?.close();
});

describe('chat between two consoles', () => {
  it('Tom starts a chat with Priya and writes; Priya sees the badge and the room without reloading', async () => {
    await priya.goto(`${baseUrl}/messages`);
    await priya.getByRole('heading', { name: 'Chats' }).waitFor();
    await expect.poll(() => badgeText(priya)).toMatch(/^\d+ unread messages?$/);
    const before = await unreadOf(priya);

    await tom.goto(`${baseUrl}/messages`);
    await tom.getByRole('button', { name: 'New chat' }).click();
    const dialog = tom.getByRole('dialog', { name: 'Start a chat' });
    await dialog.getByRole('combobox', { name: 'People' }).fill('Priya');
    await tom.getByRole('option', { name: /Priya Shah/ }).click();
    await screenshot(tom, 'chat-new-chat');
    await dialog.getByRole('button', { name: 'Start chat' }).click();
    await tom.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    roomPath = new URL(tom.url()).pathname;
    await tom.getByRole('heading', { name: 'Priya Shah' }).waitFor();
    const box = tom.getByRole('textbox', { name: 'Message' });
    await box.fill('Hello Priya, can you look at the weekend rota?');
    await box.press('Enter');
    await tom.getByRole('log').getByText('Hello Priya, can you look at the weekend rota?').waitFor();
    await expect.poll(() => box.inputValue()).toBe('');

    // Priya's console: no reload, the badge and the list follow.
    await expect.poll(() => unreadOf(priya), { timeout: 15_000 }).toBe(before + 1);
    const item = priya.getByRole('list', { name: 'Chats' }).getByRole('link').filter({ hasText: 'Tom Baker' });
    await item.getByText('Tom: Hello Priya, can you look at the weekend rota?').waitFor();
    await item.getByLabel('1 unread message').waitFor();
    await screenshot(priya, 'chat-list-unread');
  });

  it('Priya opens the room: reading clears the badge; her reply reaches Tom live', async () => {
    const before = await unreadOf(priya);
    await priya.getByRole('list', { name: 'Chats' }).getByRole('link').filter({ hasText: 'Tom Baker' }).click();
    await priya.waitForURL(new RegExp(`${roomPath}$`));
    await priya.getByRole('log').getByText('Hello Priya, can you look at the weekend rota?').waitFor();
    await expect.poll(() => unreadOf(priya), { timeout: 15_000 }).toBe(before - 1);

    const box = priya.getByRole('textbox', { name: 'Message' });
    await box.fill('Yes, on it.');
    await box.press('Shift+Enter');
    await box.pressSequentially('<b>Not bold</b> & done');
    await box.press('Enter');
    const reply = 'Yes, on it.\n<b>Not bold</b> & done';
    await expect
      .poll(() => tom.getByRole('log').locator('[data-message-id] p').allTextContents(), { timeout: 15_000 })
      .toEqual(['Hello Priya, can you look at the weekend rota?', reply]);
    expect(await tom.getByRole('log').locator('b').count()).toBe(0);
    // His list follows too: the room's latest message is Priya's.
    await tom.getByRole('list', { name: 'Chats' }).getByText('Priya: Yes, on it.', { exact: false }).waitFor();
    // Tom has the room open: he has read it, so his badge does not count it, and Priya sees that he has.
    await expect.poll(() => unreadOf(tom), { timeout: 15_000 }).toBe(0);
    const priyaLatest = priya.getByRole('log').locator('[data-message-id]').last();
    await priyaLatest.getByText('Seen', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await priya.getByRole('log').getByText('Seen', { exact: true }).count()).toBe(1);
    await screenshot(tom, 'chat-room-tom');
    await screenshot(priya, 'chat-room-priya');
  });

  it('loads older messages as Priya scrolls up', async () => {
    const tomApi = await apiSession('bankofficer');
    const room = await tomApi.call('POST', 'chat-rooms', {
      participantIds: [(await apiSession('trustadmin')).account.id],
      isGroupChat: true,
      chatTitle: 'Night cover history',
    });
    for (let i = 1; i <= 70; i++)
      await tomApi.call('POST', 'chat-messages', { chatRoomId: room.id, text: `Night note ${i}` });
    await priya.goto(`${baseUrl}/messages/${room.id}`);
    const log = priya.getByRole('log');
    await log.getByText('Night note 70', { exact: true }).waitFor();
    expect(await log.locator('[data-message-id]').count()).toBe(50);
    // The newest message is in view at the bottom.
    await expect.poll(() => log.getByText('Night note 70', { exact: true }).isVisible()).toBe(true);
    await screenshot(priya, 'chat-history-newest');
    const scroller = log.locator('xpath=../..');
    await scroller.hover();
    for (let i = 0; i < 10 && (await log.locator('[data-message-id]').count()) < 70; i++)
      await priya.mouse.wheel(0, -4000);
    await expect.poll(() => log.locator('[data-message-id]').count(), { timeout: 15_000 }).toBe(70);
    await priya.getByText('Start of the conversation').waitFor();
    await screenshot(priya, 'chat-history-oldest');
  });
});

describe('shift cards', () => {
  it('shows a shift sent with add-to-chat as a card that opens the shift', async () => {
    const admin = await apiSession('trustadmin');
    const job = (await admin.call('GET', 'jobs?$limit=1')).data[0];
    const nurse = await apiSession('nurse6');
    const response = await fetch(`${baseUrl}/api/v1/users/add-to-chat?role=${admin.role}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ jobId: job.id, staffId: nurse.account.id }),
    });
    const { chatRoomId } = await response.json();
    await priya.goto(`${baseUrl}/messages/${chatRoomId}`);
    const card = priya.getByRole('log').getByLabel('Shift').last();
    await card.getByText(job.title, { exact: false }).waitFor();
    await screenshot(priya, 'chat-shift-card');
    await card.getByRole('link', { name: 'View shift' }).click();
    await priya.waitForURL(new RegExp(`/jobs/${job.id}/details$`));
  });

  it('on a narrow screen shows the list, then the room with a way back', async () => {
    await priya.setViewportSize({ width: 420, height: 820 });
    await priya.goto(`${baseUrl}/messages`);
    await priya.getByRole('list', { name: 'Chats' }).getByRole('link').first().waitFor();
    await screenshot(priya, 'chat-narrow-list');
    await priya.getByRole('list', { name: 'Chats' }).getByRole('link').filter({ hasText: 'Tom Baker' }).click();
    await priya.getByRole('log').getByText('Yes, on it.', { exact: false }).waitFor();
    expect(await priya.getByRole('list', { name: 'Chats' }).count()).toBe(0);
    await screenshot(priya, 'chat-narrow-room');
    await priya.getByRole('link', { name: 'Back to chats' }).click();
    await priya.waitForURL(/\/messages$/);
    await priya.setViewportSize({ width: 1366, height: 850 });
  });
});

describe('chat permissions', () => {
  it('a role without chat permissions is refused by the API and shown the missing permissions', async () => {
    const admin = await apiSession('trustadmin');
    const rateManager = await apiSession('ratemanager');
    const [{ trustRoleId }] = (await admin.call('GET', `trust-roles?roleType=RATE-MANAGER&$limit=1`)).data.map(
      (r: { id: number }) => ({ trustRoleId: r.id }),
    );
    const role = await admin.call('GET', `trust-roles/${trustRoleId}`);
    expect(rateManager.account.id).toBeGreaterThan(0);
    try {
      await admin.call('PATCH', `trust-roles/${trustRoleId}`, {
        permissions: role.permissions.filter((p: string) => p !== 'VIEW_CHAT' && p !== 'CREATE_CHAT'),
      });
      await tom.evaluate(() => localStorage.clear());
      await signIn(tom, 'ratemanager');
      expect(await tom.getByRole('banner').getByRole('link', { name: 'Messages' }).count()).toBe(0);
      await tom.goto(`${baseUrl}/messages`);
      await tom
        .getByText(
          'It seems that your role is missing some permissions to access this feature.Please contact your Trust Admin.',
        )
        .waitFor();
      await tom.getByRole('button', { name: 'View Details' }).click();
      // In words, as the role editor names it (issue 52.16).
      await tom.getByText(permissionName('CREATE_CHAT')).first().waitFor();
      await screenshot(tom, 'chat-no-permission');
    } finally {
      await admin.call('PATCH', `trust-roles/${trustRoleId}`, { permissions: role.permissions });
    }
  });
});
