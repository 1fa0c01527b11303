/** /jobs/{id}/details: a shift's facts, progress, applicants in brief and its actions, against the real API. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatPounds } from '../../domain/rates';
import { RISK_LABELS, RISK_MITIGATION_LABELS, riskMitigation, riskScore } from '../../domain/shiftRisk';
import { localDate, localTime } from '../../domain/time';
import { againstBooked, formatDifference, formatMinutes, workedMinutes, workedTotals } from '../../domain/workedTime';
import { dataProvider } from '../../providers/dataProvider';
import { http } from '../../providers/httpClient';
import { apiAs, renderApp, signIn, watchFetch } from './helpers';

const inDays = (n: number) => localDate(new Date(Date.now() + n * 86_400_000));

async function postShift(overrides: Record<string, unknown> = {}) {
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
  return http('jobs', {
    method: 'POST',
    body: {
      careLocationId: places[0].id,
      departmentId: wards[0].id,
      title: 'Details test shift',
      grade: { from: '5', to: '6' },
      date: inDays(9),
      shiftTime: { start: '07:30', end: '19:30' },
      vacancies: 3,
      ...overrides,
    },
  });
}

beforeEach(() => signIn('bankofficer'));

describe('the shift details page', () => {
  it('shows whether a shift is hard to fill, how likely it is to fill by its start, and why', async () => {
    const user = userEvent.setup();
    const job = (await postShift({ title: 'Details prediction shift' })) as { id: number; hardToFill: boolean };
    const prediction = await http<{ likelihood: number; basis: unknown[] }>('job-fill-predictions', {
      query: { jobId: job.id },
    });
    renderApp(`/jobs/${job.id}/details`);
    const facts = await screen.findByRole('region', { name: 'About the shift' });
    const likely = await within(facts).findByText(
      new RegExp(
        `${Math.round(prediction.likelihood * 100)}% likely to fill by its start \\(hard to fill under \\d+%\\)`,
      ),
    );
    expect(likely.textContent).toMatch(job.hardToFill ? /^Yes/ : /^No/);
    await user.click(within(facts).getByRole('button', { name: 'Why' }));
    const basis = within(facts).getByRole('list', { name: /^Learnt from the last \d+ days of shifts$/ });
    expect(within(basis).getAllByRole('listitem')).toHaveLength(prediction.basis.length);
    expect(within(basis).getAllByRole('listitem')[0].textContent).toMatch(
      /^All shifts of the trust: \d+ of \d+ filled by their start, so \d+%$/,
    );
  });

  it('shows its risk score in words and its mitigation (spec 4, domain/shiftRisk.ts)', async () => {
    const job = await postShift({
      title: 'Details risk shift',
      date: inDays(2),
      shiftTime: { start: '07:30', end: '19:30' },
    });
    const raised = await postShift({ title: 'Details raised risk shift', date: inDays(2), tier: 2 });
    for (const shift of [job, raised]) {
      const now = new Date();
      const words = RISK_LABELS[riskScore(shift, now)];
      const mitigation = riskMitigation(shift, now);
      renderApp(`/jobs/${shift.id}/details`);
      const facts = await screen.findByRole('region', { name: 'About the shift' });
      expect(await within(facts).findByTitle(/^Risk score [0-4] of 4$/)).toHaveTextContent(
        mitigation ? `${words} · ${RISK_MITIGATION_LABELS[mitigation]}` : words,
      );
      cleanup();
    }
    // Two days ahead, open and unbooked: amber or red; the raised one's pay tier mitigates it.
    expect(riskScore(job, new Date())).toBeGreaterThanOrEqual(2);
    expect(riskMitigation(raised, new Date())).toBe('mitigated');
  });

  it('shows the shift, its progress with the current step, its applicants in brief and its skills', async () => {
    const job = await postShift({
      title: 'Details facts shift',
      comments: 'Report to the nurse in charge',
      tier: 2,
      budgetCode: 'CC-4410',
    });
    const nurse = await apiAs('nurse8');
    await nurse.call('POST', 'applications', { jobId: job.id });
    renderApp(`/jobs/${job.id}/details`);
    expect(await screen.findByRole('heading', { name: 'Details facts shift' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'About the shift' });
    expect(await within(facts).findByText('Northfield General Hospital')).toBeInTheDocument();
    expect(within(facts).getByText('5–6')).toBeInTheDocument();
    expect(within(facts).getByText(/07:30–19:30 \(Day, 12 h\)/)).toBeInTheDocument();
    expect(within(facts).getByText('0 of 3')).toBeInTheDocument();
    expect(within(facts).getByText('Tier 2 (5%)')).toBeInTheDocument();
    // Its one rate (the Rates tab's): at tier 2, no uplift yet, the posted £10.00 of room above it.
    const hourly = (await http(`job-rates/${job.id}`)).rate.averageHourlyRate;
    const now = formatPounds(hourly);
    expect(
      within(facts).getByText(`${now}/h now (from ${now}, up to ${formatPounds(hourly + 10)})`),
    ).toBeInTheDocument();
    expect(within(facts).getByText('Report to the nurse in charge')).toBeInTheDocument();
    // The budget code the poster gave (issue 52.16).
    expect(within(facts).getByText('CC-4410')).toBeInTheDocument();
    expect(within(facts).getByText(/Tom Baker/)).toBeInTheDocument();

    const progress = screen.getByRole('region', { name: 'Progress' });
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent('Vacant');
    const applicants = screen.getByRole('region', { name: 'Applicants' });
    expect(await within(applicants).findByText('Applied: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post similar' })).toHaveAttribute('href', `/newSimilarJob/${job.id}`);
    expect(screen.getAllByRole('link', { name: 'Edit skills' })[0]).toHaveAttribute(
      'href',
      `/jobs/${job.id}/editSkills`,
    );
  }, 120_000);

  it("shows each nurse's worked time against the booked times, and asks before approving it (issue 52.15)", async () => {
    const ready = (await http('jobs', { query: { progress: 'readyForApprove', status: 'APPROVED', $limit: 1 } }))
      .data[0];
    const logged = (await http('time-records', { query: { jobId: ready.id } })).data;
    expect(logged.length).toBeGreaterThan(0);
    const user = userEvent.setup();
    renderApp(`/jobs/${ready.id}/details`);
    const card = await screen.findByRole('region', { name: 'Worked time' });
    const table = await within(card).findByRole('table', { name: 'Worked time' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(logged.length);
    const first = logged[0];
    const time = { startedAt: first.startedAt, endedAt: first.endedAt, breakMinutes: first.breakMinutes };
    expect(rows[0]).toHaveTextContent(`${first.nurse.firstname} ${first.nurse.lastname}`);
    expect(rows[0]).toHaveTextContent(`${localTime(new Date(ready.startsAt))}–${localTime(new Date(ready.endsAt))}`);
    expect(rows[0]).toHaveTextContent(formatMinutes(workedMinutes(time)));
    expect(rows[0]).toHaveTextContent(formatDifference(againstBooked(time, ready).worked));

    await user.click(screen.getByRole('button', { name: 'Approve worked time' }));
    const asking = await screen.findByRole('dialog', { name: 'Approve this worked time?' });
    const totals = workedTotals(logged.map((t: typeof first) => ({ time: t, shift: ready })));
    expect(asking).toHaveTextContent(
      `${totals.nurses} nurse(s), ${formatMinutes(totals.minutes)} worked in all (${formatDifference(totals.difference)} against the booked times)`,
    );
    // Left as it was: the demo's shifts ready for approval are other tests' too.
    await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await http(`jobs/${ready.id}`)).progress).toBe('readyForApprove');
  });

  it("edits title, comments and vacancies, showing the server's refusal below the booked count", async () => {
    const job = await postShift({ title: 'Details edit shift', date: inDays(10), vacancies: 2 });
    const manager = await apiAs('bankofficer');
    for (const handle of ['nurse8', 'nurse9']) {
      const application = await (await apiAs(handle)).call('POST', 'applications', { jobId: job.id });
      await manager.call('PATCH', `applications/${application.id}`, { status: 'confirmed' });
    }
    const user = userEvent.setup();
    renderApp(`/jobs/${job.id}/details`);
    await screen.findByRole('heading', { name: 'Details edit shift' });
    expect(screen.getByRole('region', { name: 'Progress' }).querySelector('[aria-current="step"]')).toHaveTextContent(
      'Booked',
    );

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the shift' });
    const vacancies = within(dialog).getByLabelText('Vacancies');
    await user.clear(vacancies);
    await user.type(vacancies, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '2 nurses are already booked on this shift: vacancies cannot go below that',
    );

    await user.clear(vacancies);
    await user.type(vacancies, '4');
    const title = within(dialog).getByLabelText('Shift title');
    await user.clear(title);
    await user.type(title, 'Details edited shift');
    await user.type(within(dialog).getByLabelText('Comments'), 'Parking at gate B');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Details edited shift' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 of 4')).toBeInTheDocument());
    expect(screen.getByText('Parking at gate B')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Progress' }).querySelector('[aria-current="step"]')).toHaveTextContent(
      'Vacant',
    );
    const saved = await http(`jobs/${job.id}`);
    expect(saved).toMatchObject({
      title: 'Details edited shift',
      vacancies: 4,
      comments: 'Parking at gate B',
      progress: 'vacant',
    });
  }, 120_000);

  it("offers a draft's publish and delete, never cancel (the API refuses to cancel a draft too)", async () => {
    const draft = await postShift({ title: 'Details draft shift', date: inDays(12), status: 'DRAFT' });
    renderApp(`/jobs/${draft.id}/details`);
    await screen.findByRole('heading', { name: 'Details draft shift' });
    const actions = screen.getByRole('toolbar', { name: 'Shift actions' });
    expect(within(actions).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Delete draft' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Cancel shift' })).not.toBeInTheDocument();
  }, 120_000);

  it("publishes a draft through the shifts' declared action, after confirming, and deletes another", async () => {
    const draft = await postShift({ title: 'Details publish draft', date: inDays(12), status: 'DRAFT' });
    const user = userEvent.setup();
    const fetches = watchFetch();
    const { unmount } = renderApp(`/jobs/${draft.id}/details`);
    await screen.findByRole('heading', { name: 'Details publish draft' });
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Shift actions' })).getByRole('button', { name: 'Publish' }),
    );
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('toolbar', { name: 'Shift actions' })).queryByRole('button', { name: 'Publish' }),
      ).toBeNull(),
    );
    const call = fetches.calls().find((c) => new Headers(c.init.headers).get('x-service-method') === 'publishDraft')!;
    expect(call.url.pathname).toBe('/api/v3/jobs');
    expect(JSON.parse(String(call.init.body))).toEqual({ id: draft.id });
    expect(await http(`jobs/${draft.id}`)).toMatchObject({ status: 'APPROVED' });
    // Now published, it is cancelled rather than deleted.
    expect(
      within(screen.getByRole('toolbar', { name: 'Shift actions' })).queryByRole('button', { name: 'Delete draft' }),
    ).toBeNull();
    unmount();

    const other = await postShift({ title: 'Details delete draft', date: inDays(12), status: 'DRAFT' });
    renderApp(`/jobs/${other.id}/details`);
    await screen.findByRole('heading', { name: 'Details delete draft' });
    await user.click(screen.getByRole('button', { name: 'Delete draft' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(window.location.pathname).toBe('/jobs/list'));
    await expect(http(`jobs/${other.id}`)).rejects.toMatchObject({ status: 404 });
  }, 120_000);

  it("holds a draft's publish back until its checklist's mandatory items are ticked, ticked on the page", async () => {
    const admin = await apiAs('trustadmin');
    const trustId = admin.account.newUserRoles[0].trustId;
    const item = await admin.call('POST', 'drafted-shift-checklist-configuration', {
      trustId,
      name: 'Budget approved in the UI test',
      mandatory: true,
    });
    try {
      const draft = await postShift({ title: 'Details checklist draft', date: inDays(13), status: 'DRAFT' });
      const user = userEvent.setup();
      renderApp(`/jobs/${draft.id}/details`);
      const card = await screen.findByRole('region', { name: 'Drafted shift checklist' });
      expect(
        (await within(card).findByText('1 mandatory item to tick before publishing')).closest('[role="status"]'),
      ).not.toBeNull();
      // The demo's advisory items are listed too, never counted.
      expect(within(card).getByRole('checkbox', { name: 'Handover notes attached' })).not.toBeChecked();
      const actions = screen.getByRole('toolbar', { name: 'Shift actions' });
      await user.click(within(actions).getByRole('button', { name: 'Publish' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
      expect(
        await screen.findByText(
          /The drafted shift checklist is not complete: "Budget approved in the UI test" not ticked/,
        ),
      ).toBeInTheDocument();
      expect(await http(`jobs/${draft.id}`)).toMatchObject({ status: 'DRAFT' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await user.click(within(card).getByRole('checkbox', { name: 'Budget approved in the UI test' }));
      expect(await within(card).findByText(/^Every mandatory item is ticked/)).toBeInTheDocument();
      expect(await http(`jobs/${draft.id}`)).toMatchObject({ checklistItemIds: [item.id] });
      await user.click(
        within(screen.getByRole('toolbar', { name: 'Shift actions' })).getByRole('button', { name: 'Publish' }),
      );
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
      await waitFor(async () => expect(await http(`jobs/${draft.id}`)).toMatchObject({ status: 'APPROVED' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Drafted shift checklist' })).toBeNull());
    } finally {
      await admin.call('PATCH', `drafted-shift-checklist-configuration/${item.id}`, { isActive: false });
    }
  }, 120_000);

  it('cancels a shift only after a reason is chosen and confirmed', async () => {
    const admin = await apiAs('trustadmin');
    const reason = await admin.call('POST', 'reports-cancellation-reasons', {
      name: `Ward closed ${Date.now()}`,
      trustId: admin.account.newUserRoles[0].trustId,
    });
    const job = await postShift({ title: 'Details cancel shift', date: inDays(11) });
    const user = userEvent.setup();
    renderApp(`/jobs/${job.id}/details`);
    await screen.findByRole('heading', { name: 'Details cancel shift' });
    await user.click(screen.getByRole('button', { name: 'Cancel shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this shift?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel shift' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the shift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await http(`jobs/${job.id}`)).status).toBe('APPROVED');

    await user.click(screen.getByRole('button', { name: 'Cancel shift' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this shift?' });
    await user.click(await within(again).findByRole('radio', { name: reason.name }));
    await user.click(within(again).getByRole('button', { name: 'Cancel shift' }));
    await waitFor(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0));
    expect(await screen.findByText(new RegExp(`^${reason.name}, `))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel shift' })).not.toBeInTheDocument();
    expect(await http(`jobs/${job.id}`)).toMatchObject({ status: 'CANCELLED', cancellationReasonId: reason.id });
  }, 120_000);

  it('approves the worked time of a shift ready for approval', async () => {
    const { data } = await dataProvider.getList('jobs', {
      filter: { progress: 'readyForApprove', status: 'APPROVED' },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'date', order: 'ASC' },
    });
    expect(data).toHaveLength(1);
    const user = userEvent.setup();
    renderApp(`/jobs/${data[0].id}/details`);
    await screen.findByRole('heading', { name: data[0].title });
    const progress = screen.getByRole('region', { name: 'Progress' });
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent('Ready for approval');
    // Its worked time is in: it can no longer be cancelled, here as in the API (domain/shifts.ts cancelRefusal).
    expect(
      within(screen.getByRole('toolbar', { name: 'Shift actions' })).queryByRole('button', { name: 'Cancel shift' }),
    ).not.toBeInTheDocument();
    await user.click(within(progress).getByRole('button', { name: 'Approve worked time' }));
    const asking = await screen.findByRole('dialog', { name: 'Approve this worked time?' });
    await user.click(within(asking).getByRole('button', { name: 'Approve worked time' }));
    // The toast says what was approved.
    expect(await screen.findByText(/^Worked time approved: \d+ nurse\(s\), \d+ h/)).toBeInTheDocument();
    await waitFor(() => expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent('Approved'));
    expect((await http(`jobs/${data[0].id}`)).progress).toBe('approved');
    // An approved shift is finished: no more edits, here as in the API (domain/shifts.ts editRefusal).
    const toolbar = within(screen.getByRole('toolbar', { name: 'Shift actions' }));
    await waitFor(() => expect(toolbar.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument());
  }, 120_000);

  it('says so when the shift does not exist', async () => {
    renderApp('/jobs/999999/details');
    expect(await screen.findByText('No shift with this id, or your role may not see it.')).toBeInTheDocument();
  }, 60_000);
});
