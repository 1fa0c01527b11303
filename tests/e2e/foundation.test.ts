/** In Chromium: the super admin signs in and adds a skill; a nurse-only account is refused the console. */
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { openBrowser, screenshot } from './browser';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
/** What Chromium reports the content security policy blocked, over every test of this file. */
const blocked: string[] = [];

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
});
afterAll(() => browser?.close());

async function signIn(email: string) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the console in a browser', () => {
  it('sends a visitor without a session to /sign-in', async () => {
    await page.goto(`${baseUrl}/skills`);
    await page.waitForURL(/\/sign-in$/);
    await page.getByRole('heading', { name: 'Sign in to Bankshift' }).waitFor();
    await screenshot(page, 'sign-in');
  });

  it('lets the super admin open Skills, create a skill, find it in the list and export the list', async () => {
    await signIn('superadmin@bankshift.test');
    // Signing in returns to the page first asked for (/skills, above): go home to start from the menu.
    await page.waitForURL(/\/skills$/);
    await page.goto(baseUrl);
    await page.getByText('Welcome, Alex Morgan').waitFor();
    await screenshot(page, 'dashboard-superadmin');
    const served = await page.request.get(page.url());
    expect(served.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('menuitem', { name: 'Skills', exact: true }).click();
    await page.waitForURL(/\/skills$/);
    await page.getByRole('row').nth(1).waitFor();
    await page.getByText('Northfield NHS Trust').first().waitFor(); // references resolved
    await screenshot(page, 'skills-list');

    const name = `Arterial blood gas sampling ${Date.now()}`;
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.waitForURL(/\/skills\/create$/);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Description' }).fill('Taking an arterial sample for blood gas analysis');
    await screenshot(page, 'skill-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Skill created').waitFor();

    await page.goto(`${baseUrl}/skills`);
    await page.getByPlaceholder('Search', { exact: true }).fill('Arterial blood gas');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    // The search applies after a pause in typing: then only the header and the new skill remain.
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await screenshot(page, 'skills-found');

    // Export: the server writes the list's rows (the search too) to a link the browser follows and saves.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^skills-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header.split(',')).toContain('Name');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(name);
  });

  it('ends the session on the server at Log Out, then refuses a nurse-only account at sign-in and keeps them on /sign-in', async () => {
    const token = await page.evaluate(() => localStorage.getItem('bankshift.accessToken'));
    const account = () =>
      fetch(`${baseUrl}/api/v3/account`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);
    expect(await account()).toBe(200);
    await page.getByRole('button', { name: /Alex Morgan|Profile/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(/\/sign-in$/);
    await expect.poll(account).toBe(401);
    await signIn('nurse12@bankshift.test');
    await page.getByText(/^This console is for bank office staff and ward managers/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('bankshift.accessToken'))).toBeNull();
    await screenshot(page, 'nurse-refused');
    await page.goto(`${baseUrl}/skills`);
    await page.waitForURL(/\/sign-in$/);
  });

  it('ran under its content security policy: nothing of the console was blocked', () => {
    expect(blocked).toEqual([]);
  });
});

/** One GET with the Accept-Encoding given (fetch would pick its own): status, headers and the bytes as sent. */
function getAs(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe("the console's files", () => {
  it('go out as the brotli or gzip copy the browser accepts, or plain, and the hashed ones are kept for a year', async () => {
    const html = (await getAs(`${baseUrl}/sign-in`, 'identity')).body.toString();
    const script = /<script type="module" crossorigin src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const plain = await getAs(`${baseUrl}${script}`, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const brotli = await getAs(`${baseUrl}${script}`, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    const gzip = await getAs(`${baseUrl}${script}`, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 2);

    for (const answer of [plain, brotli, gzip]) {
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The page itself names the current files, so it is asked for again every time.
    expect((await getAs(`${baseUrl}/sign-in`, 'identity')).headers['cache-control']).toBe('no-cache');
  });
});
