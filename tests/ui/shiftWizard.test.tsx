/** /shifts/new/*: the shift wizard against the real API (issue 14): each step, its checks, posting several dates. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftFromSearch, draftToSearch } from '../../domain/wizardAddress';
import { localDate } from '../../domain/time';
import { http } from '../../providers/httpClient';
import { choose, renderApp, signIn } from './helpers';

const inDays = (n: number) => localDate(new Date(Date.now() + n * 86_400_000));

const step = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

beforeEach(() => signIn('shiftmanager'));

describe('the shift wizard', () => {
  it('goes through every step and posts the shift on three dates, all at once', async () => {
    const user = userEvent.setup();
    renderApp('/shifts/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a New Shift' })).toBeInTheDocument();
    await step('Shift and template');
    expect(window.location.pathname).toBe('/shifts/new/template');

    await next(user);
    expect(await screen.findByText('Choose the care location')).toBeInTheDocument();
    expect(screen.getByText('Choose the role')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/shifts/new/template');

    await choose(user, /^Care location/, 'Northfield General Hospital');
    await choose(user, /^Department/, 'Ward 1 - Acute Medicine');
    await choose(user, /^Role/, 'Staff Nurse');
    await choose(user, /^Lowest band/, '5');
    await choose(user, /^Highest band/, '6');
    await user.click(await screen.findByRole('radio', { name: /^Adult ward shift/ }));
    // The draft is in the address: a reload loses nothing.
    expect(draftFromSearch(window.location.search)).toMatchObject({
      band: { from: '5', to: '6' },
      jobTemplateId: expect.any(Number),
    });
    await next(user);

    await step('Template skills');
    expect(screen.getByText('3 template skills asked for')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'IV cannulation' }));
    expect(screen.getByText('2 template skills asked for')).toBeInTheDocument();
    await next(user);

    await step('Add capabilities');
    await user.type(screen.getByRole('combobox', { name: 'Add a skill' }), 'Tracheostomy');
    await user.click(await screen.findByRole('option', { name: /^Tracheostomy/ }));
    const added = await screen.findByRole('group', { name: /^Tracheostomy/ });
    await user.click(within(added).getByRole('combobox', { name: 'Requirement' }));
    await user.click(await screen.findByRole('option', { name: 'Recommended' }));
    await user.click(within(added).getByRole('checkbox', { name: 'Learning opportunity' }));
    await next(user);

    await step('Staff persona');
    await user.click(await screen.findByRole('radio', { name: /^Registered nurse: ward core/ }));
    await next(user);

    await step('Staff skills');
    expect(await screen.findByRole('region', { name: 'What Registered nurse: ward core brings' })).toBeInTheDocument();
    const asked = screen.getByRole('region', { name: 'What the shift asks for' });
    expect(within(asked).getByText('Basic life support')).toBeInTheDocument();
    expect(within(asked).queryByText('IV cannulation')).toBeNull();
    expect(within(asked).getByText(/^Tracheostomy/)).toBeInTheDocument();
    // A shift manager does not find staff, yet is told how many could take the shift (the count alone).
    expect(await screen.findByText(/^\d+ nurses? could take this shift$/)).toBeInTheDocument();
    await next(user);

    await step('Shift summary');
    await user.click(screen.getByRole('button', { name: 'Post 1 shift' }));
    expect(await screen.findByText('Choose at least one date')).toBeInTheDocument();
    await choose(user, /^Shift time/, /^Night 19:30/);
    // Beyond the demo's own shifts (DEMO_SHIFT_DAYS), so that no other test's figures move.
    const dates = [inDays(75), inDays(76), inDays(78)];
    for (const date of [dates[2], dates[0], dates[1]]) {
      await user.type(screen.getByLabelText(/^Date$/), date);
      await user.click(screen.getByRole('button', { name: 'Add a date' }));
    }
    await user.clear(screen.getByLabelText(/^Vacancies/));
    await user.type(screen.getByLabelText(/^Vacancies/), '2');
    await choose(user, /^Fulfilment/, 'Manual');
    await user.type(screen.getByLabelText(/^Budget code/), 'NGH-W1');
    await user.click(screen.getByRole('button', { name: 'Post 3 shifts' }));

    await waitFor(() => expect(window.location.pathname).toBe('/jobs/list'), { timeout: 20_000 });
    const posted = await http<{ data: any[] }>('jobs', {
      query: { budgetCode: 'NGH-W1', $sort: { date: 1 }, $limit: 10 },
    });
    expect(posted.data.map((j) => j.date)).toEqual(dates);
    expect(
      posted.data.every(
        (j) =>
          j.vacancies === 2 &&
          j.startTime.startsWith('19:30') &&
          j.gradeFrom === '5' &&
          j.gradeTo === '6' &&
          j.status === 'APPROVED',
      ),
    ).toBe(true);
    const shift = await http<{ skills: { name: string; requirement: string; learningOpportunity: boolean }[] }>(
      `jobs/${posted.data[0].id}`,
    );
    expect(shift.skills.map((s) => s.name).sort()).toEqual(['Basic life support', 'Tracheostomy care', 'Venepuncture']);
  }, 180_000);

  it("saves the shift's shape as the user's own template, and starts from it on the first step", async () => {
    const user = userEvent.setup();
    const first = async (service: string, query: Record<string, unknown> = {}) =>
      (await http<{ data: { id: number }[] }>(service, { query: { ...query, $limit: 1 } })).data[0].id;
    const careLocationId = await first('care-locations', { code: 'NGH' });
    const draft = {
      careLocationId,
      departmentId: await first('departments', { careLocationId }),
      jobTitleTypeId: await first('job-title-types', { name: 'Staff Nurse' }),
      band: { from: '6' as const, to: '7' as const },
      skills: [],
      shift: 'Custom',
      shiftTime: { start: '08:00', end: '16:00' },
      dates: [inDays(80)],
    };
    const summary = renderApp(`/shifts/new/shift-summary?${draftToSearch(draft)}`);
    await step('Shift summary');
    await user.click(screen.getByRole('button', { name: 'Save as my shift template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this shift as one of your templates' });
    await user.type(within(dialog).getByLabelText('Template name'), 'Band 6 to 7 eight hours');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('"Band 6 to 7 eight hours" saved: start from it on the first step next time'),
    ).toBeInTheDocument();
    const saved = await http<{ data: { shape: Record<string, unknown> }[] }>('custom-shift-templates', {
      query: { name: 'Band 6 to 7 eight hours' },
    });
    expect(saved.data[0].shape).toMatchObject({
      careLocationId,
      band: { from: '6', to: '7' },
      shiftTime: { start: '08:00', end: '16:00' },
    });
    expect(saved.data[0].shape).not.toHaveProperty('dates');

    summary.unmount();
    renderApp('/shifts/new/template');
    await user.click(await screen.findByRole('button', { name: 'Use Band 6 to 7 eight hours' }));
    await waitFor(() =>
      expect(draftFromSearch(window.location.search)).toMatchObject({
        careLocationId,
        band: { from: '6', to: '7' },
        shiftTime: { start: '08:00', end: '16:00' },
      }),
    );
  }, 120_000);

  it('sends a step opened before its earlier steps are done back to the first one missing something', async () => {
    renderApp(`/shifts/new/shift-summary?${draftToSearch({ skills: [], dates: [], careLocationId: 1 })}`);
    await step('Shift and template');
    expect(window.location.pathname).toBe('/shifts/new/template');
    expect(draftFromSearch(window.location.search).careLocationId).toBe(1);
  }, 60_000);
});
