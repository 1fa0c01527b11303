/** /jobs/{id}/editSkills: a shift's skills through job-skills, against the real API. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDate } from '../../domain/time';
import { dataProvider } from '../../providers/dataProvider';
import { http } from '../../providers/httpClient';
import { renderApp, signIn } from './helpers';

const inDays = (n: number) => localDate(new Date(Date.now() + n * 86_400_000));
const one = async (resource: string, filter: Record<string, unknown>) =>
  (
    await dataProvider.getList(resource, {
      filter,
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    })
  ).data[0];

beforeEach(() => signIn('bankofficer'));
afterEach(() => vi.restoreAllMocks());

describe('the shift skills page', () => {
  it('changes a requirement and a learning opportunity, adds a skill and removes one after confirming', async () => {
    const place = await one('care-locations', { code: 'NGH' });
    const ward = await one('departments', { careLocationId: place.id });
    const bls = await one('skills', { name: 'Basic life support' });
    const job = await http('jobs', {
      method: 'POST',
      body: {
        careLocationId: place.id,
        departmentId: ward.id,
        title: 'Skills test shift',
        grade: { from: '5', to: '5' },
        date: inDays(12),
        shiftTime: { start: '09:00', end: '17:00' },
        vacancies: 1,
        jobSkills: [{ skillId: bls.id, requirement: 'mandatory' }],
      },
    });
    const user = userEvent.setup();
    renderApp(`/jobs/${job.id}/editSkills`);
    const list = await screen.findByRole('list', { name: 'Skills asked for' });
    const row = within(list).getByRole('listitem', { name: 'Basic life support' });
    await user.click(within(row).getByRole('combobox', { name: 'Requirement' }));
    await user.click(await screen.findByRole('option', { name: 'Recommended' }));
    await waitFor(async () => expect((await http(`jobs/${job.id}`)).skills[0].requirement).toBe('recommended'));
    await user.click(within(row).getByLabelText('Learning opportunity'));
    await waitFor(async () => expect((await http(`jobs/${job.id}`)).skills[0].learningOpportunity).toBe(true));

    await user.type(screen.getByRole('combobox', { name: 'Add a skill' }), 'IV cann');
    await user.click(await screen.findByRole('option', { name: 'IV cannulation' }));
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(await within(list).findByRole('listitem', { name: 'IV cannulation' })).toBeInTheDocument();
    expect((await http(`jobs/${job.id}`)).skills.map((s: { name: string }) => s.name)).toEqual([
      'Basic life support',
      'IV cannulation',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove Basic life support' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The shift no longer asks for Basic life support.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(list).getByRole('listitem', { name: 'Basic life support' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Basic life support' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'Basic life support' })).not.toBeInTheDocument(),
    );
    expect((await http(`jobs/${job.id}`)).skills.map((s: { name: string }) => s.name)).toEqual(['IV cannulation']);
  }, 120_000);

  /** Opens the skills page of the first published shift with that progress. */
  async function openSkillsOfFirst(progress: string) {
    const { data } = await dataProvider.getList('jobs', {
      filter: { status: 'APPROVED', progress },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(data).toHaveLength(1);
    renderApp(`/jobs/${data[0].id}/editSkills`);
  }

  /** Answers every load of the skill catalogue with this failure (after its retries too), the rest as the API does. */
  function skillsAnswer(status: number, body: Record<string, unknown>) {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      /\/api\/v3\/skills\?/.test(String(input))
        ? Promise.resolve(new Response(JSON.stringify(body), { status }))
        : realFetch(input, init),
    );
  }

  // Spec 8: loading skills fails -> a toast with the server's message, or 'Something went wrong.'.
  it("says so when the skill catalogue cannot be loaded: the server's message, or that something went wrong", async () => {
    // Refusals, which are not asked again (providers/queryClient.ts retryUnlessRefused).
    skillsAnswer(400, { name: 'BadRequest', code: 400, message: 'The skill catalogue is being rebuilt' });
    await openSkillsOfFirst('vacant');
    expect(await screen.findByText('The skill catalogue is being rebuilt')).toBeInTheDocument();
    vi.restoreAllMocks();
    skillsAnswer(404, {});
    await openSkillsOfFirst('vacant');
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  }, 60_000);

  it('is read-only for a role that may not edit shifts', async () => {
    await signIn('viewer');
    await openSkillsOfFirst('vacant');
    expect(await screen.findByText('Your role may not change the skills of shifts.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add skill' })).not.toBeInTheDocument();
  }, 60_000);

  it('is read-only for a finished shift, here as in the API', async () => {
    await openSkillsOfFirst('approved');
    expect(await screen.findByText('This shift is finished: its skills no longer change.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add skill' })).not.toBeInTheDocument();
  }, 60_000);
});
