/**
 * Spec 2.1 and 8: a permission taken away while its page is open opens the permission-error modal naming it,
 * whether the console hears of it first from the account's live update or from the API refusing a refetch, and
 * opens it once. The role is the UI tests' own (tests/ui/globalSetup.ts): its trust admin takes its one
 * permission away through the API and gives it back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionName } from '../../domain/permissions';
import { apiAs, dropSocket, renderApp, signIn, watchFetch, whenSocketSignedIn } from './helpers';

const PERMISSION = 'VIEW_TRUST_CARE_SPECIALITIES';

async function specialityRole() {
  const admin = await apiAs('trustadmin');
  const roles = (await admin.call('GET', 'trust-roles?roleType=BANK-OFFICER-MANAGER&$limit=50')).data;
  const role = roles.find((r: { role: string }) => r.role === 'Speciality viewer');
  return {
    permissions: role.permissions as string[],
    set: (permissions: string[]) => admin.call('PATCH', `trust-roles/${role.id}`, { permissions }),
  };
}

afterEach(async () => {
  await (await specialityRole()).set([PERMISSION]);
});

async function openList() {
  await signIn('specialities');
  const signedIn = whenSocketSignedIn();
  renderApp('/trust-care-specialities');
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
  await signedIn;
}

async function expectModalNaming(permission: string) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'View Details' }));
  const items = within(within(dialog).getByRole('list')).getAllByRole('listitem');
  // By its name, as the role editor shows it.
  expect(items.map((li) => li.textContent)).toEqual([permissionName(permission)]);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('a bespoke screen whose route names who may open it', () => {
  it('shows another role Access denied and the modal naming what it misses, without asking the API', async () => {
    await signIn('viewer');
    const fetches = watchFetch();
    renderApp('/messages');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    // What it misses in words, on the page as in the modal (issue 52.16), never the codes.
    const words = ['CREATE_CHAT', 'VIEW_CHAT'].map(permissionName);
    expect(
      screen.getByText(`Your role may not open this page. It misses: ${words.join(', ')}.`, { exact: false }),
    ).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'View Details' }));
    const items = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(words);
    expect(document.body.textContent).not.toMatch(/CREATE_CHAT|VIEW_CHAT/);
    expect(fetches.calls().filter((c) => c.url.pathname.startsWith('/api/v3/chat'))).toEqual([]);
    fetches.restore();
  });
});

describe('a permission taken away under an open list', () => {
  it('opens the modal from the live update of the account, and the list gives way to Access denied', async () => {
    await openList();
    const role = await specialityRole();
    expect(role.permissions).toEqual([PERMISSION]);
    await role.set([]);
    await expectModalNaming(PERMISSION);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });

  it('opens the modal once when the API refuses a refetch first and the account follows', async () => {
    await openList();
    const bringBack = await dropSocket();
    const role = await specialityRole();
    expect(role.permissions).toEqual([PERMISSION]);
    await role.set([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await expectModalNaming(PERMISSION);
    // The socket comes back, the account is read again and the list is refused: the same loss, already told.
    await bringBack();
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
