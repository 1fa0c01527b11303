/**
 * In Chromium: a shift manager plans a week from the demo's planner template, names a nurse on one of its shifts, and
 * posts it: every shift created on its day, the named nurse's one confirmed.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dayLabel } from '../../domain/dateLabels';
import { mondayFrom } from '../../domain/shiftPlan';
import { addDays, localDate } from '../../domain/time';
import { openBrowser, screenshot } from './browser';
import { apiSignIn, signIn } from './shellSupport';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(30_000);
});
afterAll(() => browser?.close());

describe('a shift plan in a browser', () => {
  it('plans a week from a template with one named nurse, and posts it: the nurse confirmed on their shift', async () => {
    await signIn(page, baseUrl, 'shiftmanager@bankshift.test');
    await page.locator('header').getByRole('link', { name: 'Create a New Shift' }).click();
    await page.getByRole('link', { name: 'Plan a whole week of shifts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shift plans' }).waitFor();
    await page.getByText(/posted this week$/).waitFor();
    await screenshot(page, 'plans-menu');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'General wards: standard week' })
      .getByRole('link', { name: 'Plan a week from it' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Plan a week of shifts' }).waitFor();
    // A week of its own, beyond the demo's shifts, so the named nurse has no other booking then.
    const monday = mondayFrom(addDays(localDate(new Date()), 112));
    await page.getByLabel('Week starting (a Monday)').fill(monday);
    const grid = page.getByRole('table', { name: 'Planned shifts of the week by area and day' });
    await grid.getByText('Long day 07:30–19:30').first().waitFor();
    await grid.getByRole('link', { name: 'Name a nurse' }).first().click();

    const nurses = page.getByRole('table', { name: new RegExp(`^Nurses who may work here on ${dayLabel(monday)}`) });
    const pick = nurses.getByRole('button', { name: /^Name .* on this shift$/ }).first();
    const name = (await pick.getAttribute('aria-label'))!.replace(/^Name (.*) on this shift$/, '$1');
    await screenshot(page, 'plans-name-nurse');
    await pick.click();
    await grid.getByText(`Nurse: ${name}`).waitFor();
    await screenshot(page, 'plans-builder');

    await page.getByRole('button', { name: 'Save the plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save the plan' }).click();
    await page
      .getByText(`Plan saved for the week of ${monday}: 19 shifts created; nurses booked by name: 1.`)
      .waitFor();

    const api = await apiSignIn(baseUrl, 'shiftmanager@bankshift.test');
    const plan = (await api.call('GET', 'shiftplans', { query: { weekStart: monday } })).body.data[0];
    expect(plan).toMatchObject({ shiftCount: 19, bookedCount: 1 });
    const week = {
      careLocationId: plan.careLocationId,
      'date[$gte]': monday,
      'date[$lte]': addDays(monday, 6),
      $limit: 50,
    };
    const jobs = (await api.call('GET', 'jobs', { query: week })).body.data as {
      id: number;
      date: string;
      confirmedCount: number;
    }[];
    expect(jobs).toHaveLength(19);
    expect(new Set(jobs.map((j) => j.date))).toEqual(new Set(Array.from({ length: 7 }, (_, i) => addDays(monday, i))));
    const booked = jobs.filter((j) => j.confirmedCount > 0);
    expect(booked).toHaveLength(1);
    const applicants = (await api.call('GET', 'applications', { query: { jobId: booked[0].id } })).body.data as {
      status: string;
      nurse: { firstname: string; lastname: string };
    }[];
    expect(applicants.map((a) => [a.status, `${a.nurse.firstname} ${a.nurse.lastname}`])).toEqual([
      ['confirmed', name],
    ]);
    await screenshot(page, 'plans-saved');
  });
});
