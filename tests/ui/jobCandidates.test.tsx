/** /jobs/{id}/eligible-candidates (issue 13): ranked candidates, why each scores what it does, who is left out and why, and an offer, against the real API. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { EXCLUSION_LABELS } from '../../domain/matching';
import { localDate } from '../../domain/time';
import { dataProvider } from '../../providers/dataProvider';
import { http } from '../../providers/httpClient';
import { DEMO_SHIFT_DAYS } from '../../server/db/demoRoles';
import { renderApp, signIn } from './helpers';

/** After the demo shifts end, so that no demo booking overlaps it. */
const inDays = (n: number) => localDate(new Date(Date.now() + (DEMO_SHIFT_DAYS + n) * 86_400_000));

async function postShift(title: string) {
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
      title,
      grade: { from: '5', to: '6' },
      date: inDays(20),
      shiftTime: { start: '08:00', end: '16:00' },
      vacancies: 1,
    },
  });
}

beforeEach(() => signIn('bankofficer'));

describe('the eligible candidates page', () => {
  it('ranks the eligible nurses, explains a score, lists those left out and offers the shift to the top one', async () => {
    const job = await postShift('Candidates test shift');
    const answer = await http('get-staff-match-score', { query: { jobId: job.id } });
    expect(answer.total).toBeGreaterThan(1);
    const [top, second] = answer.data;
    const name = (c: any) => `${c.nurse.firstname} ${c.nurse.lastname}`;
    const user = userEvent.setup();
    renderApp(`/jobs/${job.id}/eligible-candidates`);

    const table = await screen.findByRole('table', { name: 'Eligible nurses, best match first' });
    expect(screen.getByRole('heading', { name: `${answer.total} eligible nurses` })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent(name(top));
    expect(within(rows[1]).getByRole('progressbar', { name: `Match ${top.score} out of 100` })).toBeInTheDocument();
    expect(within(rows[3]).getByRole('rowheader')).toHaveTextContent(name(second));
    // The reasons others are left out, counted: the demo has band 3 nurses.
    expect(
      within(screen.getByRole('list', { name: 'Left out' })).getByText(/^Band outside the shift's range: \d+/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Why ${name(top)}` }));
    const breakdown = await screen.findByRole('table', { name: `Score of ${name(top)}` });
    const fairness = within(breakdown).getByRole('row', { name: /^Fairness/ });
    const factor = top.factors.find((f: any) => f.factor === 'fairness');
    expect(fairness).toHaveTextContent(
      `${factor.weight}${Math.round(factor.value * 100)} %${factor.points.toFixed(2)}`,
    );
    expect(screen.getByRole('button', { name: 'Hide why' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('switch', { name: 'Show those holding the mandatory skills but left out' }));
    const leftOut = await screen.findByRole('table', { name: 'Nurses left out, by name' });
    const [, firstLeftOut] = within(leftOut).getAllByRole('row');
    const reasons = within(firstLeftOut).getAllByRole('cell')[1].textContent!.split('; ');
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(Object.values(EXCLUSION_LABELS)).toContain(reason);
    await user.click(screen.getByRole('switch', { name: 'Show those holding the mandatory skills but left out' }));

    await user.click(await screen.findByRole('button', { name: `Offer the shift to ${name(top)}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`${name(top)} is told and accepts or declines the offer.`);
    await user.click(within(dialog).getByRole('button', { name: 'Offer' }));
    expect(await screen.findByText(`Shift offered to ${name(top)}`)).toBeInTheDocument();
    // Offered, the nurse is no longer a candidate.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Offer the shift to ${name(top)}` })).not.toBeInTheDocument(),
    );
    const { data } = await dataProvider.getList('applications', {
      filter: { jobId: job.id },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(data.map((a) => [a.userId, a.status])).toEqual([[top.userId, 'offered']]);
  }, 120_000);
});
