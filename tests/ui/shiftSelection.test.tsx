/** The bottom bar of selected shifts (spec 2.1, 8), over the shared selection store. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../providers/httpClient';
import { shiftSelection } from '../../providers/shiftSelection';
import { renderApp, signIn } from './helpers';

afterEach(() => shiftSelection.clear());

/**
 * When a text first shows on the page and when it next goes, noted as the page changes (a MutationObserver), not
 * when a poll of the test notices it, which lags by as much as the machine is busy.
 */
function watchText(text: string) {
  const times: { shownAt?: number; goneAt?: number } = {};
  const observer = new MutationObserver(() => {
    const shown = document.body.textContent?.includes(text) ?? false;
    if (shown) times.shownAt ??= performance.now();
    else if (times.shownAt !== undefined) times.goneAt ??= performance.now();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { times, stop: () => observer.disconnect() };
}

const bar = () => screen.queryByRole('region', { name: /Shifts selected$/ });
/** Approves in the bar's dialog once it has read the shifts (its button waits for them). */
async function approveIn(dialog: HTMLElement, name: string) {
  const button = await within(dialog).findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the selected-shifts bar', () => {
  it('appears with the count while shifts are selected, from anywhere, and Deselect all hides it', async () => {
    const user = userEvent.setup();
    await signIn('shiftmanager');
    renderApp('/login-default');
    await screen.findByText('Welcome, Liam Walsh');
    expect(bar()).toBeNull();

    act(() => shiftSelection.select([11, 12]));
    expect(within(bar()!).getByText('2 Shifts selected')).toBeInTheDocument();
    act(() => shiftSelection.select([12, 13]));
    expect(within(bar()!).getByText('3 Shifts selected')).toBeInTheDocument();
    act(() => shiftSelection.deselect([11]));
    expect(within(bar()!).getByText('2 Shifts selected')).toBeInTheDocument();

    await user.click(within(bar()!).getByRole('button', { name: 'Deselect all' }));
    expect(bar()).toBeNull();
    expect(shiftSelection.ids().size).toBe(0);
  });

  it('approve all: approves through the API, reports what failed and keeps only that selected', async () => {
    const user = userEvent.setup();
    await signIn('shiftmanager');
    const ready = await http('jobs', { query: { progress: 'readyForApprove', $limit: 2 } });
    const [first, second] = ready.data.map((job: { id: number }) => job.id);
    renderApp('/login-default');
    await screen.findByText('Welcome, Liam Walsh');

    act(() => shiftSelection.select([first, 999999]));
    await user.click(within(bar()!).getByRole('button', { name: 'Approve all' }));
    // Asked first, each shift with its worked time.
    const asking = await screen.findByRole('dialog', { name: 'Approve the worked time of 2 shifts?' });
    expect(
      await within(asking).findByRole('cell', { name: new RegExp(`^${escape(ready.data[0].title)} \\(`) }),
    ).toBeInTheDocument();
    await approveIn(asking, 'Approve 2 shifts');
    expect(await screen.findByText('1 approved, 1 not approved: #999999: No shift with id 999999')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([...shiftSelection.ids()]).toEqual([999999]);
    expect((await http(`jobs/${first}`)).progress).toBe('approved');

    act(() => shiftSelection.clear());
    act(() => shiftSelection.select([second]));
    await user.click(within(bar()!).getByRole('button', { name: 'Approve all' }));
    const once = await screen.findByRole('dialog', { name: 'Approve the worked time of 1 shift?' });
    await approveIn(once, 'Approve 1 shift');
    // The toast names what was approved.
    expect(
      await screen.findByText(new RegExp(`^Worked time approved on 1 shift: ${escape(ready.data[1].title)} \\(`)),
    ).toBeInTheDocument();
    await waitFor(() => expect(bar()).toBeNull());
    expect((await http(`jobs/${second}`)).progress).toBe('approved');
  });

  it("approve all: a refused call toasts the server's message for 5 seconds and keeps the selection", async () => {
    const user = userEvent.setup();
    await signIn('shiftmanager');
    renderApp('/login-default');
    await screen.findByText('Welcome, Liam Walsh');
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1);
    const refusal = await http('job-approvals', { method: 'POST', body: { jobIds: tooMany } }).catch((e) => e);
    expect(refusal.status).toBe(400);
    const toast = watchText(refusal.message);
    act(() => shiftSelection.select(tooMany));
    await user.click(within(bar()!).getByRole('button', { name: 'Approve all' }));
    const asking = await screen.findByRole('dialog', { name: 'Approve the worked time of 501 shifts?' });
    await approveIn(asking, 'Approve 501 shifts');
    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    // The dialog stays open on the refusal, ready to try again.
    await waitFor(() => expect(within(asking).getByRole('button', { name: 'Approve 501 shifts' })).toBeEnabled());
    expect(shiftSelection.ids().size).toBe(501);

    // Toasts close after 5 seconds (spec 9): from the moment the page showed it to the moment it took it down
    // (timers count whole milliseconds).
    await waitFor(() => expect(toast.times.goneAt).toBeDefined());
    toast.stop();
    expect(toast.times.goneAt! - toast.times.shownAt!).toBeGreaterThanOrEqual(4999);
  });

  it('is emptied when the user logs out', async () => {
    await signIn('shiftmanager');
    shiftSelection.select([7]);
    await signIn('trustadmin');
    expect(shiftSelection.ids().size).toBe(0);
  });
});
