import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../providers/dataProvider';
import { renderApp, signIn } from './helpers';

const FIRST_PAGE = [
  '12-lead ECG recording',
  'Basic life support',
  'Blood transfusion',
  'Controlled drugs checking',
  'De-escalation and safe holding',
  'Haemodialysis (renal unit)',
];

/** The names in the list's rows, in order. */
const rowNames = () => [...document.querySelectorAll('tbody td.column-name')].map((cell) => cell.textContent);

beforeEach(() => signIn('superadmin'));

describe('the generated skills list', () => {
  it('shows the demo skills a page of 6 at a time, with their references, and pages on', async () => {
    const user = userEvent.setup();
    renderApp('/skills');
    await screen.findByText('12-lead ECG recording');
    expect(rowNames()).toEqual(FIRST_PAGE);
    const row = screen.getByText('Blood transfusion').closest('tr')!;
    expect(await within(row).findByText('Clinical')).toBeInTheDocument();
    expect(within(row).getByText('Medicines')).toBeInTheDocument();
    expect(await within(row).findByText('Competent')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Go to page 2'));
    await screen.findByText('IV cannulation');
    expect(rowNames()).toHaveLength(6);
    expect(screen.queryByText('12-lead ECG recording')).not.toBeInTheDocument();
  });

  it('searches by text', async () => {
    const user = userEvent.setup();
    renderApp('/skills');
    await screen.findByText('12-lead ECG recording');
    await user.type(screen.getByPlaceholderText('Search'), 'life');
    await waitFor(() =>
      expect(rowNames()).toEqual(['Basic life support', 'Immediate life support', 'Paediatric life support']),
    );
  });
});

describe('the generated skill form', () => {
  it("refuses an over-long name with the server's reason, a duplicate with the server's 409, and creates a new skill", async () => {
    const user = userEvent.setup();
    renderApp('/skills/create');
    const name = await screen.findByLabelText(/Name/);
    const save = () => user.click(screen.getByText('Save'));

    const tooLong = 'x'.repeat(161);
    await user.click(name);
    await user.paste(tooLong);
    await save();
    const serverSays = await dataProvider
      .create('skills', { data: { name: tooLong } })
      .catch((e) => e.body.errors.name);
    expect(serverSays).toBe('must be at most 160 characters');
    expect(await screen.findByText(serverSays)).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Venepuncture');
    await save();
    expect(await screen.findByText('already exists')).toBeInTheDocument();
    expect(await screen.findByText('A skill with this name already exists')).toBeInTheDocument();

    const fresh = `UI test skill ${Date.now()}`;
    await user.clear(name);
    await user.type(name, fresh);
    await save();
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/skills\/\d+\/show$/));
    expect(await screen.findAllByText(fresh)).not.toHaveLength(0);
    const { data } = await dataProvider.getList('skills', { filter: { name: fresh } });
    expect(data).toEqual([expect.objectContaining({ name: fresh, status: 'Active', trustId: null })]);
  });

  it('deletes a skill only after the user confirms', async () => {
    const user = userEvent.setup();
    const { data: skill } = await dataProvider.create('skills', {
      data: { name: `UI test skill to delete ${Date.now()}` },
    });
    renderApp(`/skills/${skill.id}/show`);
    await screen.findAllByText(skill.name);

    await user.click(await screen.findByLabelText('Delete'));
    expect(await screen.findByText('Are you sure you want to delete this skill?')).toBeInTheDocument();
    await user.click(screen.getByText('Cancel'));
    await waitFor(() =>
      expect(screen.queryByText('Are you sure you want to delete this skill?')).not.toBeInTheDocument(),
    );
    expect((await dataProvider.getOne('skills', { id: skill.id })).data.name).toBe(skill.name);

    await user.click(screen.getByLabelText('Delete'));
    await user.click(await screen.findByText('Confirm'));
    await waitFor(() => expect(window.location.pathname).toBe('/skills'));
    await expect(dataProvider.getOne('skills', { id: skill.id })).rejects.toMatchObject({ status: 404 });
  });
});
