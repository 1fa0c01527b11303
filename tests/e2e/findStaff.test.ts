/**
 * Find staff in Chromium (issue 13): the bank officer searches the general hospital's nurses for a skill, reads why
 * the best match scores what it does, saves the search, and runs a saved search again; the search survives a reload.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot } from './browser';
import { signIn } from './shellSupport';
import { apiSession, type ApiSession } from './shiftsApi';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let officer: ApiSession;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
  officer = await apiSession(baseUrl, 'bankofficer@bankshift.test');
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, 'find-staff-failed');
});
afterAll(() => browser?.close());

describe('find staff', () => {
  it('ranks the nurses holding a skill, explains the best, and saves the search to run again', async () => {
    const [general] = (await officer.call('GET', 'care-locations?code=NGH')).data;
    const [skill] = (await officer.call('GET', 'skills?name=IV cannulation')).data;
    const expected = await officer.call('GET', `find-a-staff?careLocationId=${general.id}&skills=${skill.id}:solo`);
    expect(expected.total).toBeGreaterThan(0);
    const top = expected.data[0];
    const topName = `${top.nurse.firstname} ${top.nurse.lastname}`;

    await signIn(page, baseUrl, 'bankofficer@bankshift.test');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Users' }).click();
    await page.getByRole('menu', { name: 'Users' }).getByRole('menuitem', { name: 'Find staff' }).click();
    await page.waitForURL(/\/search\/staff\/persona$/);
    await page.getByRole('button', { name: 'Find staff' }).click();
    // No care location: refused at its field, nothing sent.
    await expect.poll(() => page.getByText('Choose a care location').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Care location' }).click();
    await page.getByRole('option', { name: 'Northfield General Hospital' }).click();
    await page.getByRole('combobox', { name: 'Skills sought' }).fill('IV cann');
    await page.getByRole('option', { name: 'IV cannulation' }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Level sought for IV cannulation' }).textContent())
      .toContain('Solo');
    await page.getByRole('button', { name: 'Find staff' }).click();
    await page.waitForURL(/careLocationId=/);
    const summary = expected.total === 1 ? '1 eligible nurse' : `${expected.total} eligible nurses`;
    await expect.poll(() => page.getByRole('heading', { name: summary }).count()).toBe(1);
    const firstRow = page.getByRole('table', { name: 'Eligible nurses, best match first' }).getByRole('row').nth(1);
    await expect.poll(() => firstRow.textContent()).toContain(topName);
    await page.getByRole('button', { name: `Why ${topName}` }).click();
    await expect.poll(() => page.getByRole('table', { name: `Score of ${topName}` }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('table', { name: `The skills sought as ${topName} holds them` }).textContent())
      .toContain('IV cannulation');
    await screenshot(page, 'find-staff-results');

    // The search is in the address: a reload runs it again.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: summary }).count()).toBe(1);

    const name = `IV cannulation at General ${Date.now()}`;
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Save this search' }).click();
    await expect.poll(() => page.getByRole('button', { name: `Run ${name}` }).count()).toBe(1);
    const saved = (await officer.call('GET', `find-a-staff-templates?name=${encodeURIComponent(name)}`)).data[0];
    expect(saved.paramDetails).toEqual({ careLocationId: String(general.id), skills: `${skill.id}:solo` });

    // The demo's saved search ranks everyone by venepuncture: no one is left out for it.
    await page.getByRole('button', { name: 'Run General hospital: venepuncture' }).click();
    await page.waitForURL(/matchingCriteria=false/);
    await expect
      .poll(() => page.getByRole('switch', { name: 'Every skill must be held at its level' }).isChecked())
      .toBe(false);
    await expect
      .poll(() => page.getByRole('list', { name: 'Left out' }).textContent())
      .not.toContain('A mandatory skill');
    await screenshot(page, 'find-staff-saved');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(
        async () => (await officer.call('GET', `find-a-staff-templates?name=${encodeURIComponent(name)}`)).data.length,
      )
      .toBe(0);
  });
});
