/**
 * Setting a new trust up (/new-trust, issue 12): three steps, each opened once the one before it is saved, the page
 * in the address so that the setup resumes where it stands; the server's refusals told as they come.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAs, renderApp, signIn } from './helpers';

const steps = () => within(screen.getByRole('navigation', { name: 'Setup steps' }));
const search = () => new URLSearchParams(window.location.search);
afterEach(() => vi.restoreAllMocks());

describe('the trust setup', () => {
  it('creates a draft trust, then its care locations, then its features and admin, and makes it live', async () => {
    const user = userEvent.setup();
    await signIn('superadmin');
    renderApp('/new-trust');
    expect(await screen.findByRole('heading', { name: 'New trust' })).toBeInTheDocument();
    expect(steps().getByRole('button', { name: /Care locations/ })).toBeDisabled();
    expect(steps().getByRole('button', { name: /Features and admin/ })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ferncliff NHS Trust');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Setting up Ferncliff NHS Trust' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(search().get('step')).toBe('organisation'));
    expect(Number(search().get('trust'))).toBeGreaterThan(0);
    expect(steps().getByRole('button', { name: /Features and admin/ })).toBeDisabled();

    // The server says what the step still needs.
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Add a care location with at least one department first')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Care location name/ }), 'Ferncliff Hospital');
    await user.click(screen.getByRole('button', { name: 'Add a care location' }));
    const place = await screen.findByRole('region', { name: 'Ferncliff Hospital' }, { timeout: 10_000 });
    await user.type(within(place).getByRole('textbox', { name: /Department name/ }), 'Ward A');
    await user.click(within(place).getByRole('button', { name: 'Add a department' }));
    expect(await within(place).findByText('Ward A')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Group name/ }), 'Acute Division');
    await user.click(screen.getByRole('button', { name: 'Add a group' }));
    await user.click(
      await within(place).findByRole('combobox', { name: /Administrative group of Ferncliff Hospital/ }),
    );
    await user.click(await screen.findByRole('option', { name: 'Acute Division' }));
    expect(await screen.findByText('Acute Division: Ferncliff Hospital')).toBeInTheDocument();
    // A nurse signing up chooses a band and a job title (issue 52.17).
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Add at least one band first: a nurse signing up chooses one')).toBeInTheDocument();
    const band5 = await screen.findByRole('checkbox', { name: 'Band 5' });
    await user.click(band5);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Band 5' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('Add at least one job title first: a nurse signing up chooses one'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Staff Nurse');
    await user.type(screen.getByRole('textbox', { name: /Job title code/ }), 'RN');
    await user.click(screen.getByRole('button', { name: 'Add a job title' }));
    const titles = within(screen.getByRole('list', { name: 'Job titles' }));
    expect(await titles.findByText('Staff Nurse (RN)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(search().get('step')).toBe('features'));

    // Its features, 5 a page; then its admin.
    const feature = await screen.findByRole('switch', { name: 'Post a shift and post similar' }, { timeout: 10_000 });
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    await user.click(feature);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Post a shift and post similar' })).toBeChecked());
    // Turned off at its one care location (it stays on for the trust).
    const atPlaces = within(screen.getByRole('region', { name: 'Features at each care location' }));
    await user.click(atPlaces.getByRole('combobox', { name: /^Care location/ }));
    await user.click(await screen.findByRole('option', { name: 'Ferncliff Hospital' }));
    await user.click(atPlaces.getByRole('combobox', { name: /^Feature/ }));
    await user.click(await screen.findByRole('option', { name: 'Post a shift and post similar' }));
    await user.click(atPlaces.getByRole('button', { name: 'Turn off there' }));
    expect(
      await screen.findByRole(
        'switch',
        { name: 'Post a shift and post similar at this care location' },
        { timeout: 10_000 },
      ),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByText("Invite the trust's admin first")).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Rosa');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lind');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'rosa.lind@example.org');
    await user.click(await screen.findByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Trust Admin' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Invitation sent to rosa.lind@example.org', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByText('Ferncliff NHS Trust is set up.', {}, { timeout: 10_000 })).toBeInTheDocument();

    const draftHelp = /^The trust stays a draft/;
    expect(screen.getByText(draftHelp)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make it live' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Ferncliff NHS Trust is set up and live.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // Live, it is no longer said to stay a draft (issue 52.21).
    expect(screen.queryByText(draftHelp)).not.toBeInTheDocument();
    const sa = await apiAs('superadmin');
    const trust = await sa.call('GET', `trusts/${search().get('trust')}`);
    expect(trust).toMatchObject({ isLive: true, setupStep: 'complete' });
  }, 90_000);

  it('resumes a draft where its setup stands, its earlier steps open to look at', async () => {
    const user = userEvent.setup();
    const sa = await apiAs('superadmin');
    const [draft] = (await sa.call('GET', 'trusts?name=Westbrook NHS Trust')).data;
    await signIn('superadmin');
    renderApp(`/new-trust?trust=${draft.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Setting up Westbrook NHS Trust' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', { name: 'Post a shift and post similar' }, { timeout: 10_000 }),
    ).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Model Shifts' })).not.toBeChecked();
    // Its admin invited, not yet accepted (server/db/seedDraftTrust.ts).
    expect(await screen.findByText('noah.carter@bankshift.test')).toBeInTheDocument();
    await user.click(steps().getByRole('button', { name: /Care locations/ }));
    expect(await screen.findByRole('region', { name: 'Westbrook District Hospital' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Band 6' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Band 7' })).not.toBeChecked();
    expect(
      within(screen.getByRole('list', { name: 'Job titles' })).getByText('Healthcare Assistant (HCA)'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    // Its details, with its logo uploaded (previewed first), then shown from its signed link.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    await user.click(steps().getByRole('button', { name: /Trust details/ }));
    const logo = within(await screen.findByRole('region', { name: 'Logo' }));
    expect(logo.getByText('No logo yet')).toBeInTheDocument();
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
      (c) => c.charCodeAt(0),
    );
    await user.upload(logo.getByLabelText('Choose an image'), new File([png], 'westbrook.png', { type: 'image/png' }));
    expect(logo.getByRole('img', { name: 'Logo of Westbrook NHS Trust' })).toHaveAttribute('src', 'blob:preview');
    await user.click(logo.getByRole('button', { name: 'Upload the logo' }));
    expect(await screen.findByText('Logo saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(logo.getByRole('img', { name: 'Logo of Westbrook NHS Trust' }).getAttribute('src')).toMatch(
        /^\/api\/v3\/files\/logos\/\w+\.png\?/,
      ),
    );
  }, 40_000);
});
