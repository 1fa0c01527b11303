/** /jobs/new and /newSimilarJob/{id}: the post-a-shift form against the real API. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDate } from '../../domain/time';
import { dataProvider } from '../../providers/dataProvider';
import { http } from '../../providers/httpClient';
import { permissionName } from '../../domain/permissions';
import { choose, renderApp, signIn } from './helpers';

const inDays = (n: number) => localDate(new Date(Date.now() + n * 86_400_000));

beforeEach(() => signIn('bankofficer'));

describe('the post-a-shift form', () => {
  it('starts from the spec defaults and labels the shift Day or Night as its times change', async () => {
    renderApp('/jobs/new');
    expect(await screen.findByRole('heading', { name: 'Create a New Shift' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start rate (£/h)')).toHaveValue(20);
    expect(screen.getByLabelText('Rate limit (£/h)')).toHaveValue(30);
    expect(screen.getByLabelText('Current rate (£/h)')).toHaveValue(20);
    expect(screen.getByLabelText('Allow automatic increase')).not.toBeChecked();
    expect(screen.getByLabelText(/^Vacancies/)).toHaveValue(1);
    expect(screen.getByRole('radio', { name: 'Manually' })).toBeChecked();
    expect(screen.getByTestId('day-night')).toHaveTextContent('Day');

    fireEvent.change(screen.getByLabelText(/^Start time/), { target: { value: '19:00' } });
    fireEvent.change(screen.getByLabelText(/^End time/), { target: { value: '07:30' } });
    expect(screen.getByTestId('day-night')).toHaveTextContent('Night');
    // 12:00 to 04:00: 8 of 16 hours are in the day window, exactly half: Day (spec 9).
    fireEvent.change(screen.getByLabelText(/^Start time/), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText(/^End time/), { target: { value: '04:00' } });
    expect(screen.getByTestId('day-night')).toHaveTextContent('Day');

    const user = userEvent.setup();
    // The trust's named shift times fill both times at once, once a care location is chosen.
    await choose(user, /^Care location/, 'Northfield General Hospital');
    await user.click(await screen.findByRole('button', { name: 'Night 19:30–07:30' }));
    expect(screen.getByLabelText(/^Start time/)).toHaveValue('19:30');
    expect(screen.getByLabelText(/^End time/)).toHaveValue('07:30');
    expect(screen.getByRole('button', { name: 'Night 19:30–07:30', pressed: true })).toBeInTheDocument();
    expect(screen.getByTestId('day-night')).toHaveTextContent('Night');

    await user.click(screen.getByRole('radio', { name: 'Autofill' }));
    await choose(user, /^Autofill/, 'Autofill in 3 days');
    expect(screen.getByRole('combobox', { name: /^Autofill/ })).toHaveTextContent('Autofill in 3 days');
  }, 120_000);

  it('names every field to fix before sending, and the band and rate orders', async () => {
    const user = userEvent.setup();
    renderApp('/jobs/new');
    await screen.findByRole('heading', { name: 'Create a New Shift' });
    await choose(user, /^Band from/, 'Band 7');
    await choose(user, /^Band to/, 'Band 5');
    await user.clear(screen.getByLabelText(/^Vacancies/));
    await user.type(screen.getByLabelText(/^Vacancies/), '0');
    await user.clear(screen.getByLabelText('Current rate (£/h)'));
    await user.type(screen.getByLabelText('Current rate (£/h)'), '35');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: inDays(-1) } });
    fireEvent.change(screen.getByLabelText(/^Start time/), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText(/^End time/), { target: { value: '09:00' } });
    await user.click(screen.getByRole('button', { name: 'Post shift' }));

    expect(await screen.findByText('Some fields need attention: see the messages under them.')).toBeInTheDocument();
    for (const text of [
      'Choose a care location',
      'Choose an area of the care location',
      'Give the shift a title',
      'Band from must not be above band to',
      'At least 1 vacancy',
      'The date must be today or later',
      'The current rate must be between the start rate and the limit',
      'The shift must end at another time than it starts',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  }, 120_000);

  it('posts a shift with its payload, skills and defaults, and opens its details page', async () => {
    const user = userEvent.setup();
    renderApp('/jobs/new');
    await screen.findByRole('heading', { name: 'Create a New Shift' });
    await choose(user, /^Care location/, 'Northfield Community Hospital');
    await choose(user, /^Area/, 'Elderly Care Ward');
    await choose(user, /^Job title/, 'Staff Nurse');
    expect(screen.getByLabelText(/^Shift title/)).toHaveValue('Staff Nurse');
    await user.type(screen.getByLabelText(/^Shift title/), ' - UI post test');
    await choose(user, /^Band from/, 'Band 5');
    await choose(user, /^Band to/, 'Band 6');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: inDays(4) } });
    fireEvent.change(screen.getByLabelText(/^Start time/), { target: { value: '20:00' } });
    fireEvent.change(screen.getByLabelText(/^End time/), { target: { value: '08:00' } });
    await user.clear(screen.getByLabelText(/^Vacancies/));
    await user.type(screen.getByLabelText(/^Vacancies/), '2');

    const skillBox = screen.getByRole('combobox', { name: 'Add a skill' });
    await user.type(skillBox, 'Basic life');
    await user.click(await screen.findByRole('option', { name: 'Basic life support' }));
    const row = screen.getByRole('group', { name: 'Basic life support' });
    await user.click(within(row).getByRole('combobox', { name: 'Requirement' }));
    await user.click(await screen.findByRole('option', { name: 'Recommended' }));
    await user.click(within(row).getByLabelText('Learning opportunity'));

    await user.click(screen.getByRole('button', { name: 'Post shift' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/jobs\/\d+\/details$/), { timeout: 15_000 });
    const id = Number(window.location.pathname.split('/')[2]);
    const job = await http(`jobs/${id}`);
    expect(job).toMatchObject({
      title: 'Staff Nurse - UI post test',
      gradeFrom: '5',
      gradeTo: '6',
      date: inDays(4),
      startTime: '20:00',
      endTime: '08:00',
      shift: 'Night',
      vacancies: 2,
      fulfilment: 'Manual',
      status: 'APPROVED',
      progress: 'vacant',
      postedRate: { start: 20, limit: 30, current: 20, allowAutoIncrease: false },
    });
    expect(job.skills).toEqual([
      expect.objectContaining({ name: 'Basic life support', requirement: 'recommended', learningOpportunity: true }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Staff Nurse - UI post test' })).toBeInTheDocument();
  }, 120_000);

  it("shows the server's reason when it refuses the shift", async () => {
    const user = userEvent.setup();
    renderApp('/jobs/new');
    await screen.findByRole('heading', { name: 'Create a New Shift' });
    await choose(user, /^Care location/, 'Northfield General Hospital');
    await choose(user, /^Area/, 'Theatres');
    await user.type(screen.getByLabelText(/^Shift title/), 'Theatre nurse');
    await choose(user, /^Band from/, 'Band 5');
    await choose(user, /^Band to/, 'Band 5');
    // Today at 00:00 to 00:30 has already started: only the server knows the shift must start in the future.
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: inDays(0) } });
    fireEvent.change(screen.getByLabelText(/^Start time/), { target: { value: '00:00' } });
    fireEvent.change(screen.getByLabelText(/^End time/), { target: { value: '00:30' } });
    await user.click(screen.getByRole('button', { name: 'Post shift' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('shiftTime: the shift must start in the future');
    expect(screen.getByText('the shift must start in the future')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/jobs/new');
  }, 120_000);
});

describe('post similar', () => {
  it('prefills the form from a shift, and posts a new one', async () => {
    const { data: places } = await dataProvider.getList('care-locations', {
      filter: { code: 'NGH' },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    const { data: wards } = await dataProvider.getList('departments', {
      filter: { careLocationId: places[0].id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    const { data: skills } = await dataProvider.getList('skills', {
      filter: { name: 'IV cannulation' },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    const original = await http('jobs', {
      method: 'POST',
      body: {
        careLocationId: places[0].id,
        departmentId: wards[0].id,
        title: 'Similar source shift',
        grade: { from: '4', to: '5' },
        date: inDays(6),
        shiftTime: { start: '07:00', end: '15:00' },
        vacancies: 3,
        fulfillment: 'Autofill',
        autofill: 4,
        rate: { start: 22, limit: 28 },
        comments: 'Bring a badge',
        jobSkills: [{ skillId: skills[0].id, requirement: 'not-required', learningOpportunity: true }],
      },
    });
    const user = userEvent.setup();
    renderApp(`/newSimilarJob/${original.id}`);
    expect(await screen.findByRole('heading', { name: 'Post a similar shift' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Shift title/)).toHaveValue('Similar source shift');
    expect(screen.getByLabelText(/^Date/)).toHaveValue(inDays(6));
    expect(screen.getByLabelText(/^Vacancies/)).toHaveValue(3);
    expect(screen.getByRole('radio', { name: 'Autofill' })).toBeChecked();
    expect(screen.getByLabelText('Start rate (£/h)')).toHaveValue(22);
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('Bring a badge');
    expect(screen.getByRole('group', { name: 'IV cannulation' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Area/ })).toHaveTextContent(/\w/));

    await user.clear(screen.getByLabelText(/^Shift title/));
    await user.type(screen.getByLabelText(/^Shift title/), 'Similar copy shift');
    await user.click(screen.getByRole('button', { name: 'Post shift' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/jobs\/\d+\/details$/), { timeout: 15_000 });
    const id = Number(window.location.pathname.split('/')[2]);
    expect(id).not.toBe(original.id);
    const copy = await http(`jobs/${id}`);
    expect(copy).toMatchObject({
      title: 'Similar copy shift',
      careLocationId: places[0].id,
      departmentId: wards[0].id,
      gradeFrom: '4',
      gradeTo: '5',
      vacancies: 3,
      fulfilment: 'Autofill',
      autofillDays: 4,
      confirmedCount: 0,
    });
    // The terms the original was posted with, not the rate its card pays.
    expect(copy.postedRate).toMatchObject({ start: 22, limit: 28, current: 22 });
    expect(copy.skills).toEqual([
      expect.objectContaining({ skillId: skills[0].id, requirement: 'not-required', learningOpportunity: true }),
    ]);
  }, 120_000);

  it('refuses a role that may not post, naming what is missing', async () => {
    await signIn('ratemanager');
    renderApp('/jobs/new');
    expect(await screen.findByText(/Your role may not post or draft shifts/)).toHaveTextContent(
      // What it misses in words, as the role editor names it (issue 52.16).
      ['POST_A_SHIFT', 'DRAFT_A_SHIFT'].map(permissionName).join(', '),
    );
    expect(screen.queryByRole('button', { name: 'Post shift' })).not.toBeInTheDocument();
  }, 120_000);
});
