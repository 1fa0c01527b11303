/** The jobs list (/jobs/list) against the real API: default filter, filters in the link, status views, selection, export. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobsQueryOf, READY_FOR_APPROVAL_FILTER, type JobListFilter } from '../../domain/jobList';
import { permissionName } from '../../domain/permissions';
import { localDate } from '../../domain/time';
import { formatDifference, formatMinutes, workedTotals } from '../../domain/workedTime';
import { dayLabel } from '../../domain/dateLabels';
import { dataProvider } from '../../providers/dataProvider';
import { shiftSelection } from '../../providers/shiftSelection';
import { apiAs, renderApp, signIn, watchFetch } from './helpers';

const PERMISSION_TEXT =
  'It seems that your role is missing some permissions to access this feature.Please contact your Trust Admin.';
const DAY = 86_400_000;
const today = () => localDate(new Date());
const dayFrom = (days: number) => localDate(new Date(Date.now() + days * DAY));
const listPath = (filter: JobListFilter) => `/jobs/list?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The filter the page's link holds now. */
const filterInUrl = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? 'null');

/** The calls of the jobs list to the API (not those of the other screens). */
const jobsCalls = (fetches: ReturnType<typeof watchFetch>) =>
  fetches
    .calls()
    .filter((c) => c.url.pathname === '/api/v3/jobs')
    .map((c) => c.url.searchParams);

/** What the list shows for a filter, asked straight from the API (as the signed-in console user). */
async function expectedIds(filter: JobListFilter, perPage = 6) {
  const { data } = await dataProvider.getList('jobs', {
    filter: jobsQueryOf(filter, today()),
    pagination: { page: 1, perPage },
    sort: { field: 'startsAt', order: 'ASC' },
  });
  return data.map((j) => j.id);
}

const shownIds = () =>
  [...document.querySelectorAll('[data-job-id]')].map((e) => Number(e.getAttribute('data-job-id')));
const rowOf = async (id: number) =>
  (await waitFor(() => document.querySelector(`[data-job-id="${id}"]`)!.closest('tr')!)) as HTMLElement;

const bar = () => screen.queryByRole('region', { name: /Shifts selected$/ });

afterEach(() => {
  shiftSelection.clear();
  vi.restoreAllMocks();
});

describe('the jobs list', { timeout: 60_000 }, () => {
  it('opens on vacant shifts of today (spec 9) and shows what the API answers', async () => {
    await signIn('trustadmin');
    const fetches = watchFetch();
    renderApp('/jobs/list');
    expect(await screen.findByRole('button', { name: 'Vacant', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Booked', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveTextContent('Day Selected');
    expect(screen.getByLabelText('Day')).toHaveValue(today());
    await waitFor(() => expect(jobsCalls(fetches).length).toBeGreaterThan(0));
    const query = jobsCalls(fetches)[0];
    expect(query.getAll('progress[$in]')).toEqual(['vacant']);
    expect(query.get('date[$gte]')).toBe(today());
    expect(query.get('date[$lte]')).toBe(today());
    expect(query.get('$limit')).toBe('6');
    expect(query.get('$sort[startsAt]')).toBe('1');
    const expected = await expectedIds({ status: 'vacant', dateRange: 'day', dateFrom: today() });
    if (expected.length) await waitFor(() => expect(shownIds()).toEqual(expected));
    else expect(await screen.findByText('No shifts match these filters')).toBeInTheDocument();
    // Vacant shifts have no worked time to approve: nothing to select in this view.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    fetches.restore();
  });

  it('keeps its filters in the link: a link reproduces the view, and changes go back into the link', async () => {
    const user = userEvent.setup();
    await signIn('trustadmin');
    const linked: JobListFilter = {
      status: 'booked',
      dateRange: 'custom',
      dateFrom: dayFrom(1),
      dateTo: dayFrom(20),
      grade: '5',
      tiers: [1, 2],
    };
    const fetches = watchFetch();
    renderApp(listPath(linked));
    expect(await screen.findByRole('button', { name: 'Booked', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveTextContent('Custom');
    expect(screen.getByLabelText('From')).toHaveValue(dayFrom(1));
    expect(screen.getByLabelText('To')).toHaveValue(dayFrom(20));
    // Filters a link sets are on show (their inputs load when first shown).
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Grade' })).toHaveTextContent('5'));
    await waitFor(() => expect(jobsCalls(fetches).length).toBeGreaterThan(0));
    const query = jobsCalls(fetches).at(-1)!;
    expect(query.getAll('progress[$in]')).toEqual(['booked']);
    expect([query.get('date[$gte]'), query.get('date[$lte]'), query.get('grade')]).toEqual([
      dayFrom(1),
      dayFrom(20),
      '5',
    ]);
    expect(query.getAll('tier[$in]')).toEqual(['1', '2']);
    const expected = await expectedIds(linked);
    if (expected.length) await waitFor(() => expect(shownIds()).toEqual(expected));

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(filterInUrl()).toEqual({ ...linked, status: 'completed' }));
    await waitFor(() =>
      expect(jobsCalls(fetches).at(-1)!.getAll('progress[$in]')).toEqual([
        'noLog',
        'readyForApprove',
        'approved',
        'completed',
      ]),
    );

    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(await screen.findByRole('option', { name: 'This Month' }));
    await waitFor(() => expect(filterInUrl().dateRange).toBe('month'));
    expect(filterInUrl().dateFrom).toBe(`${today().slice(0, 8)}01`);
    expect(filterInUrl()).toMatchObject({ status: 'completed', grade: '5', tiers: [1, 2] });

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() =>
      expect(filterInUrl()).toEqual({ status: 'vacant', dateRange: 'day', dateFrom: today(), dateTo: today() }),
    );
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Grade' })).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 700)); // past the filter form's debounce: nothing comes back
    expect(filterInUrl()).toEqual({ status: 'vacant', dateRange: 'day', dateFrom: today(), dateTo: today() });
    fetches.restore();
  });

  it('keeps both of two quick filter changes made before the list caught up with the first', async () => {
    await signIn('trustadmin');
    renderApp('/jobs/list');
    expect(await screen.findByRole('button', { name: 'Vacant', pressed: true })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Date range' }));
    const month = await screen.findByRole('option', { name: 'This Month' });
    // Both in one go: the second is made while the list still shows the filter from before the first.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Completed', hidden: true }));
      fireEvent.click(month);
    });
    await waitFor(() => expect(filterInUrl()).toMatchObject({ status: 'completed', dateRange: 'month' }));
    expect(await screen.findByRole('button', { name: 'Completed', pressed: true })).toBeInTheDocument();
  });

  it('maps a progress value in the link to its status view (spec 4)', async () => {
    await signIn('trustadmin');
    const fetches = watchFetch();
    renderApp(listPath({ status: 'readyForApprove', dateRange: 'custom', dateFrom: dayFrom(-10), dateTo: today() }));
    expect(await screen.findByRole('button', { name: 'Completed', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(jobsCalls(fetches).length).toBeGreaterThan(0));
    expect(jobsCalls(fetches).at(-1)!.getAll('progress[$in]')).toEqual([
      'noLog',
      'readyForApprove',
      'approved',
      'completed',
    ]);
    fetches.restore();
  });

  it('narrows the completed view to the step a link names, says so, and widens it again', async () => {
    await signIn('trustadmin');
    const fetches = watchFetch();
    const asked = (u: URLSearchParams) => [...u.getAll('progress[$in]'), ...u.getAll('progress')];
    renderApp(listPath(READY_FOR_APPROVAL_FILTER));
    expect(await screen.findByRole('button', { name: 'Completed', pressed: true })).toBeInTheDocument();
    const chip = await screen.findByRole('button', { name: 'Ready for approval only' });
    await waitFor(() => expect(jobsCalls(fetches).length).toBeGreaterThan(0));
    expect(asked(jobsCalls(fetches).at(-1)!)).toEqual(['readyForApprove']);
    fireEvent.keyUp(chip, { key: 'Delete' });
    await waitFor(() => expect(filterInUrl().step).toBeUndefined());
    await waitFor(() => expect(asked(jobsCalls(fetches).at(-1)!)).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Ready for approval only' })).not.toBeInTheDocument();
    fetches.restore();
  });

  it("opens once on ready for approval after a link set the shift filter (a time-track notice's)", async () => {
    await signIn('trustadmin');
    const { unmount } = renderApp('/rightToWorkRequests/pending?shiftFilter=readyForApprove');
    expect(await screen.findByText('applicant1@bankshift.test')).toBeInTheDocument();
    unmount();
    const again = renderApp('/jobs/list');
    await waitFor(() => expect(filterInUrl()).toEqual(READY_FOR_APPROVAL_FILTER));
    expect(await screen.findByRole('button', { name: 'Ready for approval only' })).toBeInTheDocument();
    again.unmount();
    renderApp('/jobs/list');
    expect(await screen.findByRole('button', { name: 'Vacant', pressed: true })).toBeInTheDocument();
  });

  it('lets only shifts ready for approval be selected, and the bottom bar counts and clears them', async () => {
    const user = userEvent.setup();
    await signIn('trustadmin');
    const filter: JobListFilter = { status: 'completed', dateRange: 'custom', dateFrom: dayFrom(-60), dateTo: today() };
    const { data } = await dataProvider.getList('jobs', {
      filter: jobsQueryOf(filter, today()),
      pagination: { page: 1, perPage: 60 },
      sort: { field: 'startsAt', order: 'ASC' },
    });
    renderApp(`${listPath(filter)}&perPage=60`);
    expect(await screen.findByText(/Only shifts ready for approval can be selected/)).toBeInTheDocument();
    const ready = data.filter((j) => j.progress === 'readyForApprove' && j.status === 'APPROVED');
    const other = data.find((j) => j.progress !== 'readyForApprove');
    expect(ready.length).toBeGreaterThan(1);
    expect(other).toBeDefined();
    await waitFor(() => expect(shownIds()).toEqual(data.map((j) => j.id)));
    expect(within(await rowOf(other!.id)).getByRole('checkbox')).toBeDisabled();

    await user.click(within(await rowOf(ready[0].id)).getByRole('checkbox'));
    expect(await within(bar()!).findByText('1 Shifts selected')).toBeInTheDocument();
    expect([...shiftSelection.ids()]).toEqual([ready[0].id]);
    await user.click(within(await rowOf(ready[1].id)).getByRole('checkbox'));
    expect(within(bar()!).getByText('2 Shifts selected')).toBeInTheDocument();
    // The page's select-all box takes every selectable row of the page, and only those.
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(new Set(shiftSelection.ids())).toEqual(new Set(ready.map((j) => j.id))));
    expect(within(bar()!).getByText(`${ready.length} Shifts selected`)).toBeInTheDocument();

    await user.click(within(bar()!).getByRole('button', { name: 'Deselect all' }));
    await waitFor(() => expect(bar()).toBeNull());
    expect(within(await rowOf(ready[0].id)).getByRole('checkbox')).not.toBeChecked();
    // Outside the shell's bar, selection made elsewhere shows in the rows too.
    act(() => shiftSelection.select([ready[1].id]));
    expect(within(await rowOf(ready[1].id)).getByRole('checkbox')).toBeChecked();
    expect(within(await rowOf(ready[1].id)).getByText('Ready for approval')).toBeInTheDocument();

    // Approve all: the approved shift stays in the completed view, as approved and no longer selectable.
    await user.click(within(bar()!).getByRole('button', { name: 'Approve all' }));
    // Asked first, with the shift's worked time as its nurses logged it.
    const asking = await screen.findByRole('dialog', { name: 'Approve the worked time of 1 shift?' });
    const { data: logged } = await dataProvider.getList('time-records', {
      filter: { jobId: ready[1].id },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
    });
    const totals = workedTotals(logged.map((time) => ({ time, shift: ready[1] })));
    expect(logged.length).toBeGreaterThan(0);
    const line = await within(asking).findByRole('row', { name: new RegExp(`^${ready[1].title}`) });
    expect(line).toHaveTextContent(
      `${totals.nurses}${formatMinutes(totals.minutes)}${formatDifference(totals.difference)}`,
    );
    await user.click(within(asking).getByRole('button', { name: 'Approve 1 shift' }));
    expect(
      await screen.findByText(`Worked time approved on 1 shift: ${ready[1].title} (${dayLabel(ready[1].date)})`),
    ).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf(ready[1].id)).getByText('Approved')).toBeInTheDocument());
    expect(within(await rowOf(ready[1].id)).getByRole('checkbox')).toBeDisabled();
  });

  it('sorts by a column from its header, and says so when no shift matches', async () => {
    const user = userEvent.setup();
    await signIn('trustadmin');
    const fetches = watchFetch();
    renderApp(listPath({ status: 'vacant', dateRange: 'custom', dateFrom: today(), dateTo: dayFrom(30) }));
    await user.click(within(await screen.findByRole('columnheader', { name: /Shift/ })).getByText('Shift'));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('sort')).toBe('title'));
    await waitFor(() => expect(jobsCalls(fetches).at(-1)!.get('$sort[title]')).toBe('1'));

    fireEvent.change(screen.getByLabelText('To'), { target: { value: dayFrom(301) } });
    await waitFor(() => expect(filterInUrl().dateTo).toBe(dayFrom(301)));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: dayFrom(300) } });
    expect(await screen.findByText('No shifts match these filters')).toBeInTheDocument();
    expect(screen.getByText('Try another status or date range, or clear the filters.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() =>
      expect(filterInUrl()).toEqual({ status: 'vacant', dateRange: 'day', dateFrom: today(), dateTo: today() }),
    );
    fetches.restore();
  });

  it('opens a shift from its row', async () => {
    const user = userEvent.setup();
    await signIn('trustadmin');
    const filter: JobListFilter = { status: 'vacant', dateRange: 'custom', dateFrom: today(), dateTo: dayFrom(30) };
    const [first] = await expectedIds(filter);
    renderApp(listPath(filter));
    await waitFor(() => expect(shownIds()[0]).toBe(first));
    await user.click(within(await rowOf(first)).getAllByRole('cell')[3]);
    await waitFor(() => expect(window.location.pathname).toBe(`/jobs/${first}/details`));
  });

  it('exports the filtered shifts as CSV through a signed link the browser follows, with names for places and job titles', async () => {
    const user = userEvent.setup();
    const admin = await apiAs('trustadmin');
    const [location] = (await admin.call('GET', 'care-locations?code=NCH')).data;
    const [ward] = (await admin.call('GET', `departments?careLocationId=${location.id}&$limit=1`)).data;
    const title = `Export check ${Date.now()}, "night" cover`;
    const day = dayFrom(45);
    const posted: { id: number }[] = [];
    for (const start of ['08:00', '20:00']) {
      posted.push(
        await admin.call('POST', 'jobs', {
          careLocationId: location.id,
          departmentId: ward.id,
          title,
          grade: { from: '5', to: '6' },
          date: day,
          shiftTime: { start, end: start === '08:00' ? '16:00' : '08:00' },
          vacancies: 2,
          urgent: start === '20:00',
        }),
      );
    }
    await signIn('trustadmin');
    // The browser follows the signed link itself: the test follows it the same way, without a session.
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href);
    });
    renderApp(listPath({ status: 'vacant', dateRange: 'day', dateFrom: day, q: 'Export check' }));
    await waitFor(() => expect(shownIds()).toEqual(posted.map((j) => j.id)));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(followed).toHaveLength(1));
    expect(followed[0]).toMatch(/\/api\/v3\/list-export-files\/[\w-]+\.csv\?signature=/);
    const csv = await (await fetch(followed[0])).text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Shift id,Date,Start,End,Day or night,Title,Job title,Care location,Area,Band from,Band to,Vacancies,Confirmed,Progress,Status,Fulfilment,Tier,Rate (£/h),Rate status',
    );
    const quoted = `"${title.replace(/"/g, '""')}"`;
    // Each shift's one rate, as its Rates tab works it out (its care location's and trust's cards for its hours).
    const [day08, night20] = await Promise.all(
      posted.map(async (j) => (await admin.call('GET', `job-rates/${j.id}`)).rate.averageHourlyRate),
    );
    expect(lines.slice(1)).toEqual([
      `${posted[0].id},${day},08:00,16:00,Day,${quoted},,Northfield Community Hospital,${ward.name},Band 5,Band 6,2,0,Vacant,Published,Manually,1,${day08},No uplift`,
      `${posted[1].id},${day},20:00,08:00,Night,${quoted},,Northfield Community Hospital,${ward.name},Band 5,Band 6,2,0,Vacant,Published,Urgently,1,${night20},No uplift`,
    ]);
  });

  it('publishes the ticked drafts together, naming each one the server refused and why', async () => {
    const user = userEvent.setup();
    await signIn('trustadmin');
    const admin = await apiAs('trustadmin');
    const trustId = admin.account.newUserRoles[0].trustId;
    const day = dayFrom(23);
    const [place] = (await admin.call('GET', 'care-locations?code=NGH')).data;
    const [ward] = (await admin.call('GET', `departments?careLocationId=${place.id}`)).data;
    const draftOf = (title: string) => ({
      careLocationId: place.id,
      departmentId: ward.id,
      title,
      grade: { from: '5', to: '6' },
      date: day,
      shiftTime: { start: '08:00', end: '16:00' },
      vacancies: 1,
      status: 'DRAFT',
    });
    const item = await admin.call('POST', 'drafted-shift-checklist-configuration', {
      trustId,
      name: 'Matron signed the bulk test off',
      mandatory: true,
    });
    try {
      const [ready, open] = await admin.call('POST', 'jobs', [
        draftOf('Bulk publish ready'),
        draftOf('Bulk publish open'),
      ]);
      await admin.call('PATCH', `jobs/${ready.id}`, { checklistItemIds: [item.id] });
      renderApp(listPath({ shiftStatus: 'DRAFT', dateRange: 'custom', dateFrom: day, dateTo: day, q: 'Bulk publish' }));
      expect(await screen.findByText(/Tick drafts to publish them together/)).toBeInTheDocument();
      await waitFor(() => expect(new Set(shownIds())).toEqual(new Set([ready.id, open.id])));
      await user.click(within(await rowOf(ready.id)).getByRole('checkbox'));
      await user.click(within(await rowOf(open.id)).getByRole('checkbox'));
      await user.click(await screen.findByRole('button', { name: 'Publish 2 drafts' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Publish 2 drafts' })).getByRole('button', {
          name: 'Publish 2 drafts',
        }),
      );
      const report = (await screen.findByText('1 done, 1 could not be.')).closest('[role="dialog"]') as HTMLElement;
      expect(within(report).getByRole('listitem')).toHaveTextContent(
        `Bulk publish open (${dayLabel(day)}): The drafted shift checklist is not complete: "Matron signed the bulk test off" not ticked`,
      );
      expect(await admin.call('GET', `jobs/${ready.id}`)).toMatchObject({ status: 'APPROVED' });
      expect(await admin.call('GET', `jobs/${open.id}`)).toMatchObject({ status: 'DRAFT' });
    } finally {
      await admin.call('PATCH', `drafted-shift-checklist-configuration/${item.id}`, { isActive: false });
    }
  });

  it('sends a role without a shift-list permission down the permission-error path (spec 6)', async () => {
    const superAdmin = await apiAs('superadmin');
    const southgate = (await superAdmin.call('GET', 'trusts?name=Southgate NHS Trust')).data[0];
    const [role] = (await superAdmin.call('GET', `trust-roles?trustId=${southgate.id}&roleType=TRUST-ADMIN`)).data;
    const shiftViews = [
      'VIEW_UNFILLED_SHIFTS',
      'VIEW_NON_PARTICIPANTS_SHIFTS',
      'VIEW_RATE_ESCALATED_SHIFTS',
      'VIEW_DRAFTED_SHIFTS',
    ];
    await superAdmin.call('PATCH', `trust-roles/${role.id}`, {
      permissions: role.permissions.filter((p: string) => !shiftViews.includes(p)),
    });
    try {
      const user = userEvent.setup();
      await signIn('southadmin');
      renderApp('/jobs/list');
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(PERMISSION_TEXT)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'View Details' }));
      expect(within(dialog).getByRole('list')).toHaveTextContent(permissionName('VIEW_UNFILLED_SHIFTS'));
      expect(await screen.findByText(/Your role may not open this page/)).toHaveTextContent(
        shiftViews.map(permissionName).join(', '),
      );
    } finally {
      await superAdmin.call('PATCH', `trust-roles/${role.id}`, { permissions: role.permissions });
    }
  });
});
