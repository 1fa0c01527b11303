/**
 * Staff personas and job template mappings in Chromium (issue 13): the super admin builds a persona from a shared one
 * and its own skills at the persona list's form, finds it in the list and clones it, and maps a trust's job title and
 * band range to a job template.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot } from './browser';
import { signIn } from './shellSupport';
import { apiSession, type ApiSession } from './shiftsApi';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let superAdmin: ApiSession;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
  superAdmin = await apiSession(baseUrl, 'superadmin@bankshift.test');
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, 'personas-failed');
});
afterAll(() => browser?.close());

describe('staff personas', () => {
  it('are built by the super admin from a shared persona and skills at levels, and cloned', async () => {
    const name = `Theatre recovery nurse ${Date.now()}`;
    await signIn(page, baseUrl, 'superadmin@bankshift.test');
    await page.goto(`${baseUrl}/persona-list-configuration`);
    // Its own row, by its Name column: the high-dependency nurse's row names it too, in its Child personas column, once
    // that reference loads (a count of the rows holding the text was 1 or 2 by timing).
    await expect
      .poll(() =>
        page
          .locator('td.column-name')
          .filter({ hasText: /^Critical care nurse$/ })
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() => page.locator('td.column-childPersonas').filter({ hasText: 'Critical care nurse' }).count())
      .toBe(1);
    await screenshot(page, 'personas-list');
    await page.goto(`${baseUrl}/persona/new`);
    await page.getByLabel('Name').fill(name);
    const direct = page.getByRole('group', { name: 'Direct skills' });
    await direct.getByRole('button', { name: 'Add' }).click();
    await direct.getByRole('combobox', { name: 'Skill' }).fill('Venepunct');
    await page.getByRole('option', { name: 'Venepuncture' }).click();
    await direct.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'Solo' }).click();
    await direct.getByRole('button', { name: 'Add' }).click();
    await direct.getByRole('combobox', { name: 'Skill' }).nth(1).fill('De-escal');
    await page.getByRole('option', { name: 'De-escalation and safe holding' }).click();
    await direct.getByRole('combobox', { name: 'Level' }).nth(1).click();
    await page.getByRole('option', { name: 'Direct supervision' }).click();
    // Each chosen skill's whole name shows (issue 52.21: a long one was cut off).
    for (const input of await direct.getByRole('combobox', { name: 'Skill' }).all())
      expect(await input.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.getByRole('combobox', { name: 'Child personas' }).fill('Registered');
    await page.getByRole('option', { name: 'Registered nurse: ward core' }).click();
    await screenshot(page, 'personas-new');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await superAdmin.call('GET', `staffpersonas?name=${encodeURIComponent(name)}`)).data.length)
      .toBe(1);
    const [made] = (await superAdmin.call('GET', `staffpersonas?name=${encodeURIComponent(name)}`)).data;
    const [venepuncture] = (await superAdmin.call('GET', 'skills?name=Venepuncture')).data;
    const [core] = (
      await superAdmin.call('GET', `staffpersonas?name=${encodeURIComponent('Registered nurse: ward core')}`)
    ).data;
    expect(made).toMatchObject({
      trustId: null,
      directSkills: [
        { skillId: venepuncture.id, level: 'solo' },
        { skillId: expect.any(Number), level: 'direct-supervision' },
      ],
      childPersonas: [core.id],
    });
    // Its skills: its own venepuncture, solo, and the ward core's.
    const skills = (await superAdmin.call('GET', `getstaffpersonaskills?staffPersonaId=${made.id}`)).data;
    expect(skills.find((s: { name: string }) => s.name === 'Venepuncture')).toMatchObject({
      level: 'solo',
      origin: { kind: 'direct' },
    });
    expect(skills.find((s: { name: string }) => s.name === 'Basic life support')).toMatchObject({
      origin: { kind: 'child', personaId: core.id },
    });

    await page.goto(`${baseUrl}/persona/clone/${made.id}`);
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe(`Copy of ${name}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          (await superAdmin.call('GET', `staffpersonas?name=${encodeURIComponent(`Copy of ${name}`)}`)).data[0]
            ?.childPersonas,
      )
      .toEqual([core.id]);
    await page.goto(`${baseUrl}/persona-list-configuration`);
    await page.getByRole('textbox', { name: 'Search' }).fill('Theatre recovery');
    await expect.poll(() => page.getByRole('row').filter({ hasText: name }).count()).toBe(2);
    await screenshot(page, 'personas-cloned');
  });

  it("are offered for a trust's shifts by the job template mappings the super admin makes", async () => {
    await signIn(page, baseUrl, 'superadmin@bankshift.test');
    await page.goto(`${baseUrl}/jobTemplateMappings/list`);
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByRole('combobox', { name: 'Trust' }).fill('Northfield');
    await page.getByRole('option', { name: 'Northfield NHS Trust' }).click();
    // The job titles offered are the chosen trust's.
    await page.getByRole('combobox', { name: 'Job title' }).fill('Ward');
    await page.getByRole('option', { name: 'Ward Sister' }).click();
    await page.getByRole('combobox', { name: 'Lower band' }).click();
    await page.getByRole('option', { name: 'Band 6', exact: true }).click();
    await page.getByRole('combobox', { name: 'Upper band' }).click();
    await page.getByRole('option', { name: 'Band 8a', exact: true }).click();
    await page.getByRole('combobox', { name: 'Job templates' }).fill('Critical');
    await page.getByRole('option', { name: 'Critical care shift' }).click();
    await page.getByRole('switch', { name: 'Default' }).check();
    // What is saved is what was chosen: a picker re-made for the trust once lost a choice (CI, once: nothing saved).
    await expect.poll(() => page.getByRole('combobox', { name: 'Trust' }).inputValue()).toBe('Northfield NHS Trust');
    await expect.poll(() => page.getByRole('combobox', { name: 'Job title' }).inputValue()).toBe('Ward Sister');
    await expect.poll(() => page.getByRole('button', { name: 'Critical care shift' }).count()).toBe(1);
    await screenshot(page, 'template-mapping-new');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Job template mapping created').waitFor();
    const northfield = (await superAdmin.call('GET', 'trusts?name=Northfield%20NHS%20Trust')).data[0].id;
    const [sister] = (await superAdmin.call('GET', `job-title-types?trustId=${northfield}&name=Ward%20Sister`)).data;
    const [critical] = (await superAdmin.call('GET', 'jobtemplates?name=Critical%20care%20shift')).data;
    await expect
      .poll(async () => (await superAdmin.call('GET', `jobtemplatemappings?jobTitleId=${sister.id}`)).data)
      .toEqual([
        expect.objectContaining({
          trustId: northfield,
          lowerBand: '6',
          upperBand: '8a',
          jobTemplates: [critical.id],
          isDefault: true,
          careLocationId: null,
        }),
      ]);
  });
});
