/**
 * The views the console generates from resource definitions, end to end against the real API: every definition
 * with a menu entry opens its list, create and edit pages with their fields; and one journey each for editing
 * and saving, sorting by a column, filtering, and exporting.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../providers/dataProvider';
import { fieldLabel, type ResourceDefinition } from '../../resources/define';
import { creatableFields, writableFields } from '../../src/generated/validation';
import { newTitle } from '../../src/generated/PageHeading';
import { screensOf } from '../../src/generated/views';
import { csvRecords } from '../support/csv';
import { fullDefinitions as definitions } from '../support/definitions';
import { renderApp, signIn, watchFetch } from './helpers';

const withMenu = definitions.filter((d) => d.menu);
const label = (def: ResourceDefinition, name: string) => fieldLabel(name, def.fields[name]);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An input's label as react-admin writes it: the field's label, with ' *' when required. */
const labelled = (def: ResourceDefinition, name: string) => new RegExp(`^${escaped(label(def, name))}( \\*)?$`);

/**
 * Errors the page logs while it renders (React's, react-admin's, a failed request's). A request the previous
 * test's page still had under way when its session was cleared answers 401 here: that one is not this page's.
 */
function watchErrors() {
  const spy = vi.spyOn(console, 'error');
  return () =>
    spy.mock.calls
      .map((args) => args.map(String).join(' ').slice(0, 300))
      .filter((line) => !line.startsWith('HttpError: Please sign in.'));
}

/** The first record the super admin may edit: one of the shared catalogue when the list mixes trusts. */
async function firstRecord(def: ResourceDefinition) {
  const { data } = await dataProvider.getList(def.name, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  return data[0];
}

beforeEach(() => signIn('superadmin'));
afterEach(() => vi.restoreAllMocks());

describe('every generated resource', () => {
  it('has a menu entry in at least twenty definitions', () => {
    expect(withMenu.length).toBeGreaterThanOrEqual(20);
  });

  describe.each(withMenu.map((d) => [d.name, d] as const))('%s', (_name, def) => {
    it.runIf(def.methods.includes('find'))('lists its rows with a column for each list field', async () => {
      const errors = watchErrors();
      const first = await firstRecord(def);
      renderApp(`/${def.name}`);
      if (first) {
        await waitFor(() => {
          const table = screen.getByRole('table');
          expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(0);
          const header = table.querySelector('thead')!;
          for (const [name, field] of Object.entries(def.fields))
            if (field.list) expect(within(header).getByText(label(def, name))).toBeInTheDocument();
        });
      } else {
        expect(await screen.findByText(/No .* yet/i)).toBeInTheDocument();
      }
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: def.label.many })).toBeInTheDocument();
      expect(errors()).toEqual([]);
    });

    it.runIf(def.methods.includes('create'))(
      'opens its create form with an input for each writable field',
      async () => {
        const errors = watchErrors();
        renderApp(`/${def.name}/create`);
        for (const [name] of creatableFields(def))
          expect((await screen.findAllByLabelText(labelled(def, name)))[0]).toBeInTheDocument();
        expect(screen.getByRole('button', { name: /^Save/ })).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 1, name: newTitle(def) })).toBeInTheDocument();
        expect(errors()).toEqual([]);
      },
    );

    it.runIf(def.methods.includes('patch'))('opens its edit form on a record, its inputs filled', async () => {
      const errors = watchErrors();
      const record = await firstRecord(def);
      expect(record, `${def.name} needs a record to edit`).toBeDefined();
      renderApp(`/${def.name}/${record.id}`);
      for (const [name] of writableFields(def))
        expect((await screen.findAllByLabelText(labelled(def, name)))[0]).toBeInTheDocument();
      const shown = Object.entries(def.fields).find(
        ([n, f]) => !f.readOnly && ['string', 'text', 'email', 'url'].includes(f.type) && record[n],
      );
      if (shown) expect(await screen.findByDisplayValue(record[shown[0]])).toBeInTheDocument();
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: new RegExp(`^${escaped(def.label.one)}: .`),
      });
      expect(heading).toBeInTheDocument();
      expect(errors()).toEqual([]);
    });
  });
});

describe("a family's own views", () => {
  it('lead the generated paths of shifts to their bespoke screens, where the service accepts what is sent', async () => {
    const {
      data: [shift],
    } = await dataProvider.getList('jobs', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    for (const [from, to] of [
      ['/jobs', '/jobs/list'],
      ['/jobs/create', '/jobs/new'],
      [`/jobs/${shift.id}`, `/jobs/${shift.id}/details`],
      [`/jobs/${shift.id}/show`, `/jobs/${shift.id}/details`],
    ]) {
      const { unmount } = renderApp(from);
      await waitFor(() => expect(window.location.pathname, from).toBe(to));
      unmount();
    }
    // The generated form, which posted fields the shifts service refuses, is not shown on the way.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("open a family's forms at the spec's own paths, and its list at its own", async () => {
    await signIn('trustadmin');
    const user = userEvent.setup();
    const name = `UI checklist item ${Date.now()}`;
    const { unmount } = renderApp('/checklist/new');
    await user.type(await screen.findByLabelText(/^Name/), name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The trust admin's own trust is filled in: the only one the server would take.
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/rate-escalation-checklist-items\/\d+\/show$/));
    unmount();
    const {
      data: [item],
    } = await dataProvider.getList('rate-escalation-checklist-items', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { name },
    });
    renderApp(`/checklist/edit/${item.id}`);
    expect(await screen.findByDisplayValue(name)).toBeInTheDocument();
    await dataProvider.delete('rate-escalation-checklist-items', { id: item.id });
  });

  it('show money in pounds and an enum by its label (bank rates at /system-settings)', async () => {
    renderApp('/system-settings');
    await waitFor(() => expect(window.location.pathname).toBe('/system-settings/bank-rates'));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByText(/^£\d+\.\d\d$/).length).toBeGreaterThan(0));
    expect(within(table).queryByText('bankHoliday')).toBeNull();
  });

  it('mount none for a family whose definition says views: false', async () => {
    const applications = definitions.find((d) => d.name === 'applications')!;
    expect(applications.views).toBe(false);
    expect(screensOf(applications)).toEqual([]);
    const fetches = watchFetch();
    renderApp('/applications');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(fetches.calls().filter((c) => c.url.pathname === '/api/v3/applications')).toEqual([]);
    // Every other family shows its generated screens, or its own.
    expect(screensOf(definitions.find((d) => d.name === 'skills')!).map((v) => v.path)).toEqual([
      '/skills',
      '/skills/create',
      '/skills/:id',
      '/skills/:id/show',
    ]);
    expect(screensOf(definitions.find((d) => d.name === 'jobs')!)).toEqual([]);
  });
});

describe('the generated views at work', () => {
  it('says an empty list is empty, with no invitation to add for a role that may not', async () => {
    // Southgate's admin lists Southgate's deleted staff (a fixed list), of whom the demo data has none, and adds no
    // staff there. (Southgate's audit log is not empty for long: the automatic rate increases of its demo shifts go in.)
    await signIn('southadmin');
    const { total } = await dataProvider.getList('get-trust-users', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { deleted: true },
    });
    expect(total).toBe(0);
    renderApp('/userList/deletedStaff');
    expect(await screen.findByText('No Staff yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });

  it('edits a record and saves only what changed', async () => {
    const user = userEvent.setup();
    const { data: option } = await dataProvider.create('options', {
      data: { name: `ui_edit_${Date.now()}`, value: 'before' },
    });
    const fetches = watchFetch();
    renderApp(`/options/${option.id}`);
    const value = await screen.findByDisplayValue('before');
    await user.clear(value);
    await user.type(value, 'after');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/options'));
    expect(await screen.findByText('Option saved')).toBeInTheDocument();
    const patch = fetches.calls().find((c) => c.init.method === 'PATCH')!;
    expect(patch.url.pathname).toBe(`/api/v3/options/${option.id}`);
    expect(JSON.parse(String(patch.init.body))).toEqual({ value: 'after' });
    expect((await dataProvider.getOne('options', { id: option.id })).data).toMatchObject({
      name: option.name,
      value: 'after',
    });
    await dataProvider.delete('options', { id: option.id });
  });

  it("shows a record's empty field as a dash, and the audit log in words", async () => {
    const { data: roles } = await dataProvider.getList('trust-roles', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { role: 'Trust Admin' },
    });
    const role = roles[0];
    expect(role.description).toBeFalsy();
    const { unmount } = renderApp(`/trust-roles/${role.id}/show`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Role: Trust Admin' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ra-field-description')).toHaveTextContent(/^Description—$/));
    unmount();

    const { data: departments } = await dataProvider.getList('departments', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const department = departments[0];
    await dataProvider.update('departments', {
      id: department.id,
      data: { costCode: `CC${Date.now() % 1000}` },
      previousData: department,
    });
    renderApp('/audit-logs');
    // The newest entry first: the department's, by the family's name and what happened, in words.
    await waitFor(() => {
      const row = screen
        .getAllByRole('row')
        .find((r) => within(r).queryByText('Departments') && within(r).queryByText(String(department.id)));
      expect(row && within(row).getByText('Changed')).toBeInTheDocument();
    });
  });

  it('sorts by a column when its header is clicked', async () => {
    const user = userEvent.setup();
    renderApp('/skills');
    const names = () => [...document.querySelectorAll('tbody td.column-name')].map((cell) => cell.textContent!);
    await screen.findByText('12-lead ECG recording');
    const fetches = watchFetch();
    await user.click(screen.getByRole('button', { name: 'Sort by name descending' }));
    await waitFor(() => expect(screen.queryByText('12-lead ECG recording')).not.toBeInTheDocument());
    expect(fetches.calls().some((c) => c.url.searchParams.get('$sort[name]') === '-1')).toBe(true);
    const { data: last } = await dataProvider.getList('skills', {
      pagination: { page: 1, perPage: 6 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    await waitFor(() => expect(names()).toEqual(last.map((s) => s.name)));
    expect(names()).toEqual([...names()].sort().reverse());
  });

  it('shows a column the list hides once the user chooses it, and remembers the choice', async () => {
    const user = userEvent.setup();
    const header = () => screen.getByRole('table').querySelector('thead')!;
    const { unmount } = renderApp('/skills');
    await screen.findByText('12-lead ECG recording');
    expect(within(header()).queryByText('Description')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('switch', { name: 'Description' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(header()).getByText('Description')).toBeInTheDocument());
    unmount();
    renderApp('/skills');
    await screen.findByText('12-lead ECG recording');
    expect(within(header()).getByText('Description')).toBeInTheDocument();
  });

  it('filters with a filter input', async () => {
    const user = userEvent.setup();
    const { data: retired } = await dataProvider.create('skills', {
      data: { name: `Zz retired skill ${Date.now()}`, status: 'Inactive' },
    });
    try {
      renderApp('/skills');
      await screen.findByText('12-lead ECG recording');
      await user.click(screen.getByRole('button', { name: 'Add filter' }));
      await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Status' }));
      await user.click(await screen.findByRole('combobox', { name: /^Status/ }));
      await user.click(await screen.findByRole('option', { name: 'Inactive' }));
      expect(await screen.findByText(retired.name)).toBeInTheDocument();
      const { data: inactive } = await dataProvider.getList('skills', {
        pagination: { page: 1, perPage: 6 },
        sort: { field: 'name', order: 'ASC' },
        filter: { status: 'Inactive' },
      });
      await waitFor(() =>
        expect([...document.querySelectorAll('tbody td.column-name')].map((c) => c.textContent)).toEqual(
          inactive.map((s) => s.name),
        ),
      );
      expect(screen.queryByText('12-lead ECG recording')).not.toBeInTheDocument();
    } finally {
      await dataProvider.delete('skills', { id: retired.id });
    }
  });

  it('filters by a reference with a picker of its records, loaded when the filter is added', async () => {
    const user = userEvent.setup();
    const { data: locations } = await dataProvider.getList('care-locations', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
      filter: { code: 'NGH' },
    });
    const place = locations[0];
    const fetches = watchFetch();
    renderApp('/departments');
    await screen.findAllByRole('row');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Care Location' }));
    await user.type(await screen.findByRole('combobox', { name: 'Care Location' }), place.name);
    await user.click(await screen.findByRole('option', { name: place.name }, { timeout: 5_000 }));
    await waitFor(() =>
      expect(
        fetches
          .calls()
          .some(
            (c) =>
              c.url.pathname === '/api/v3/departments' && c.url.searchParams.get('careLocationId') === String(place.id),
          ),
      ).toBe(true),
    );
  });
});

describe('export', () => {
  /** The links the export has the browser follow (it follows them itself, without the session: so does the test). */
  function captureFollowed() {
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href);
    });
    return followed;
  }

  it("downloads every row the filters select, in the list's order, from a link the browser follows: the page holds only the rows it shows", async () => {
    const user = userEvent.setup();
    const followed = captureFollowed();
    const fetches = watchFetch();
    renderApp(`/skills?order=DESC&sort=name&filter=${encodeURIComponent(JSON.stringify({ status: 'Active' }))}`);
    await screen.findAllByRole('row');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(followed).toHaveLength(1));
    const page = definitions.find((d) => d.name === 'skills')!.pageSize;
    const listed = fetches.calls().filter((c) => c.url.pathname === '/api/v3/skills');
    expect(followed[0]).toMatch(/\/api\/v3\/list-export-files\/[\w-]+\.csv\?signature=/);
    const response = await fetch(followed[0]);
    expect(response.headers.get('content-disposition')).toMatch(/filename="skills-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = csvRecords((await response.text()).trimEnd());
    const { data: active, total } = await dataProvider.getList('skills', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'DESC' },
      filter: { status: 'Active' },
    });
    expect(header).toEqual(expect.arrayContaining(['Id', 'Name', 'Status']));
    expect(rows.map((r) => Number(r[0]))).toEqual(active.map((s) => s.id));
    expect(rows).toHaveLength(total!);
    // More rows than the page shows, and the page fetched no more than its own.
    expect(total).toBeGreaterThan(page);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((c) => c.url.searchParams.get('$limit'))).toEqual(listed.map(() => String(page)));
  });

  it('writes each column under its label, and a reference by the name of the record it names', async () => {
    const user = userEvent.setup();
    const followed = captureFollowed();
    const { data: locations } = await dataProvider.getList('care-locations', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
      filter: { code: 'NGH' },
    });
    renderApp(`/departments?filter=${encodeURIComponent(JSON.stringify({ careLocationId: locations[0].id }))}`);
    await screen.findAllByRole('row');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(followed).toHaveLength(1));
    const [header, ...rows] = csvRecords((await (await fetch(followed[0])).text()).trimEnd());
    expect(header).toEqual(expect.arrayContaining(['Id', 'Name', 'Care Location', 'Trust', 'Cost Code']));
    const column = header.indexOf('Care Location');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[column]))).toEqual(new Set([locations[0].name]));
  });
});
