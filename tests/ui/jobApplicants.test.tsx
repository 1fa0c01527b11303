/** /jobs/{id}/applicants: confirm, reject, offer to a named nurse and add to chat, against the real API. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDate } from '../../domain/time';
import { instantLabel } from '../../domain/dateLabels';
import { DEMO_SHIFT_DAYS } from '../../server/db/demoRoles';
import { dataProvider } from '../../providers/dataProvider';
import { http } from '../../providers/httpClient';
import { apiAs, dropSocket, renderApp, signIn, watchFetch } from './helpers';

/**
 * A date `n` days after the demo shifts end: the demo nurses these tests book have no demo booking then (which of
 * their demo shifts overlap a given day depends on the time of day the demo data was seeded).
 */
const inDays = (n: number) => localDate(new Date(Date.now() + (DEMO_SHIFT_DAYS + n) * 86_400_000));

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
      title: 'Applicants test shift',
      grade: { from: '5', to: '6' },
      date: inDays(14),
      shiftTime: { start: '08:00', end: '16:00' },
      vacancies: 1,
      ...overrides,
    },
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

beforeEach(() => signIn('bankofficer'));

describe('the applicants page', () => {
  it('confirms one nurse, offers no Confirm once the shift is full, and rejects after confirming', async () => {
    const job = await postShift({ title: 'Applicants booking shift' });
    const first = await apiAs('nurse10');
    const second = await apiAs('nurse11');
    await first.call('POST', 'applications', { jobId: job.id });
    await second.call('POST', 'applications', { jobId: job.id });
    const [firstName, secondName] = [first, second].map((n) => `${n.account.firstname} ${n.account.lastname}`);
    const user = userEvent.setup();
    renderApp(`/jobs/${job.id}/applicants`);
    await screen.findByText(firstName);
    expect(within(rowOf(firstName)).getByText('Applied')).toBeInTheDocument();
    expect(within(rowOf(firstName)).getByText(first.account.email)).toBeInTheDocument();

    const fetches = watchFetch();
    await user.click(screen.getByRole('button', { name: `Confirm ${firstName}` }));
    await waitFor(() => expect(within(rowOf(firstName)).getByText('Confirmed')).toBeInTheDocument());
    // The decision is the applications' declared action (resources/applications), not a hand-made patch.
    const decision = fetches
      .calls()
      .find((c) => c.init.method === 'POST' && c.url.pathname === '/api/v3/applications')!;
    expect(new Headers(decision.init.headers).get('x-service-method')).toBe('confirm');
    fetches.restore();
    expect(await screen.findByText('1 of 1', { exact: false })).toBeInTheDocument();

    // A full shift takes no booking: no Confirm that can only fail, and the page says how to take more.
    expect(screen.queryByRole('button', { name: `Confirm ${secondName}` })).not.toBeInTheDocument();
    expect(screen.getByText(/Every vacancy is booked/)).toBeInTheDocument();
    expect(within(rowOf(secondName)).getByText('Applied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Reject ${secondName}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`${secondName} is told the application was not accepted.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf(secondName)).getByText('Applied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Reject ${secondName}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(rowOf(secondName)).getByText('Rejected')).toBeInTheDocument());
    const { data } = await dataProvider.getList('applications', {
      filter: { jobId: job.id },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(data.map((a) => a.status)).toEqual(['confirmed', 'rejected']);
  }, 120_000);

  it('keeps the bookings of a shift that has moved past booked: no Reject for them, as in the API', async () => {
    const { data } = await dataProvider.getList('jobs', {
      filter: { status: 'APPROVED', progress: 'noLog' },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(data).toHaveLength(1);
    const { data: bookings } = await dataProvider.getList('applications', {
      filter: { jobId: data[0].id, status: 'confirmed' },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(bookings).toHaveLength(1);
    renderApp(`/jobs/${data[0].id}/applicants`);
    const name = `${bookings[0].nurse.firstname} ${bookings[0].nurse.lastname}`;
    await screen.findByText(name);
    expect(within(rowOf(name)).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Reject ${name}` })).not.toBeInTheDocument();
  }, 60_000);

  it("shows the server's message when every vacancy is taken", async () => {
    const job = await postShift({ title: 'Applicants full shift', date: inDays(15) });
    const manager = await apiAs('bankofficer');
    const booked = await (await apiAs('nurse12')).call('POST', 'applications', { jobId: job.id });
    const late = await apiAs('nurse13');
    await late.call('POST', 'applications', { jobId: job.id });
    const user = userEvent.setup();
    renderApp(`/jobs/${job.id}/applicants`);
    const lateName = `${late.account.firstname} ${late.account.lastname}`;
    await screen.findByText(lateName);
    // Another manager books the last vacancy while this page is open and its socket is down: it misses the change.
    const bringBack = await dropSocket();
    await manager.call('PATCH', `applications/${booked.id}`, { status: 'confirmed' });
    await user.click(screen.getByRole('button', { name: `Confirm ${lateName}` }));
    expect(await screen.findByText('All 1 vacancies of this shift are taken')).toBeInTheDocument();
    expect(within(rowOf(lateName)).getByText('Applied')).toBeInTheDocument();
    await bringBack();
  }, 120_000);

  it('offers the shift to a nurse picked from the trust by name', async () => {
    const job = await postShift({ title: 'Applicants offer shift', date: inDays(16) });
    const nurse = await apiAs('nurse14');
    const name = `${nurse.account.firstname} ${nurse.account.lastname}`;
    const user = userEvent.setup();
    renderApp(`/jobs/${job.id}/applicants`);
    expect(await screen.findByText(/No applications yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Offer to a nurse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer this shift to a nurse' });
    expect(within(dialog).getByRole('button', { name: 'Offer' })).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: 'Nurse' }), nurse.account.lastname);
    // The list follows the search once the typing pauses.
    await waitFor(() =>
      expect(screen.getAllByRole('option').every((o) => o.textContent!.includes(nurse.account.lastname))).toBe(true),
    );
    await user.click(screen.getByRole('option', { name: new RegExp(nurse.account.email) }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Offer' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(within(rowOf(name)).getByText('Offered')).toBeInTheDocument();
    // When the offer lapses, as the server set it (issue 52.16).
    const [offer] = (await http('applications', { query: { jobId: job.id, status: 'offered' } })).data;
    expect(offer.offerExpiresAt).toBeTruthy();
    expect(within(rowOf(name)).getByText(`Offer expires ${instantLabel(offer.offerExpiresAt)}`)).toBeInTheDocument();
  }, 120_000);

  it('adds a nurse to a chat about the shift and opens the room', async () => {
    const job = await postShift({ title: 'Applicants chat shift', date: inDays(17) });
    const nurse = await apiAs('nurse15');
    await nurse.call('POST', 'applications', { jobId: job.id });
    const name = `${nurse.account.firstname} ${nurse.account.lastname}`;
    const user = userEvent.setup();
    renderApp(`/jobs/${job.id}/applicants`);
    await screen.findByText(name);
    await user.click(screen.getByRole('button', { name: `Add to chat: ${name}` }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/messages\/.+/));
  }, 120_000);

  it("shows the server's message, or the raw error, when adding to chat fails (spec 8)", async () => {
    const job = await postShift({ title: 'Applicants chat failure shift', date: inDays(18) });
    const nurse = await apiAs('nurse16');
    await nurse.call('POST', 'applications', { jobId: job.id });
    const name = `${nurse.account.firstname} ${nurse.account.lastname}`;
    const user = userEvent.setup();
    renderApp(`/jobs/${job.id}/applicants`);
    await screen.findByText(name);
    const realFetch = globalThis.fetch;
    const answers = [
      new Response(
        JSON.stringify({
          code: 400,
          name: 'BadRequest',
          message: 'staffId: is not an active nurse of the shift trust',
        }),
        { status: 400 },
      ),
      new Response('<html><head><title>502 Bad Gateway</title></head></html>', { status: 502 }),
    ];
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((url, init) =>
        String(url).includes('/api/v1/users/add-to-chat') ? Promise.resolve(answers.shift()!) : realFetch(url, init),
      );
    try {
      const chat = screen.getByRole('button', { name: `Add to chat: ${name}` });
      await user.click(chat);
      expect(await screen.findByText('staffId: is not an active nurse of the shift trust')).toBeInTheDocument();
      await user.click(chat);
      // A proxy's error page: its status, not its markup.
      expect(await screen.findByText('HTTP 502')).toBeInTheDocument();
      expect(window.location.pathname).toBe(`/jobs/${job.id}/applicants`);
      const sent = spy.mock.calls.find(([url]) => String(url).includes('add-to-chat'))!;
      expect(JSON.parse(String(sent[1]!.body))).toEqual({ jobId: job.id, staffId: nurse.account.id });
    } finally {
      spy.mockRestore();
    }
  }, 120_000);
});
