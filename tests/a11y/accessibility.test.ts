/**
 * The accessibility sweep (WCAG 2.2 AA): axe-core checks every built screen for WCAG 2.0, 2.1 and 2.2 A and AA
 * rules, for every demo role that can open it, and for a visitor on the public pages. The screens come from
 * domain/routes.ts (every built route) and from the resource definitions (each generated list,
 * create, edit and show view), so a screen added later joins the sweep by itself. A screen that needs a record
 * id gets the first record the role can read. Whether a role can open a screen is the domain's rule, as the
 * console decides it: a generated view's resource rule (canAccess), a bespoke screen's route rule (RouteAccess).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it, type ExpectStatic } from 'vitest';
import { checkAccess } from '../../domain/access';
import { actingRoleOf } from '../../domain/account';
import { CHART_REPORTS_ACCESS } from '../../domain/chartReports';
import { LEARNING_JOURNEY_ACCESS, LEARNING_JOURNEY_ROUTE } from '../../domain/learningJourney';
import { isBuilt, ROUTES, type RouteSpec } from '../../domain/routes';
import { draftToSearch } from '../../domain/wizardAddress';
import { POST_SHIFT_ACCESS } from '../../domain/shifts';
import { mondayFrom, PLAN_SHIFTS } from '../../domain/shiftPlan';
import { addDays, localDate } from '../../domain/time';
import { definitions } from '../../providers/resources';
import { listPathsOf, type Shelled } from '../../resources/define';
import { screensOf } from '../../src/generated/views';
import { openBrowser } from '../e2e/browser';
import { apiSignIn, signIn, type ApiSession } from '../e2e/shellSupport';

const baseUrl = inject('baseUrl');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeScript: string | undefined;
const axeSource = () => (axeScript ??= fs.readFileSync(AXE, 'utf8'));
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** How the role switch names a role type. */
const ROLE_NAMES: Record<string, string> = { 'SHIFT-MANAGER': 'Shift Manager' };

/** The demo roles: each account's console role, and the second role of the account that holds two. */
const ROLES: { email: string; roleType?: string }[] = [
  { email: 'superadmin@bankshift.test' },
  { email: 'trustadmin@bankshift.test' },
  { email: 'bankofficer@bankshift.test' },
  { email: 'opsmanager@bankshift.test' },
  { email: 'shiftmanager@bankshift.test' },
  { email: 'ratemanager@bankshift.test' },
  { email: 'multirole@bankshift.test', roleType: 'SHIFT-MANAGER' },
  { email: 'southadmin@bankshift.test' },
  // A drafting role: the wizard's draft buttons, drafts in the jobs list.
  { email: 'wardclerk@bankshift.test' },
];

const built = (r: RouteSpec) => isBuilt(r) && !r.redirect;
const PUBLIC_SCREENS = ROUTES.filter((r) => built(r) && r.public).map((r) => r.path);
const BESPOKE_SCREENS = ROUTES.filter((r) => built(r) && !r.public);
/** A generated view and who may open it. */
interface GeneratedScreen {
  path: string;
  def: Shelled;
  method: 'find' | 'get' | 'create' | 'patch';
}
const GENERATED_SCREENS: GeneratedScreen[] = [
  ...definitions.flatMap((def) => listPathsOf(def).map((path) => ({ path, def, method: 'find' as const }))),
  ...definitions.flatMap((def) => screensOf(def).map(({ path, method }) => ({ path, def, method }))),
];
/** The generated screens are swept in this many tests per role, so that no test's work outgrows its time. */
const GENERATED_PARTS = 2;
const generatedPart = (part: number) => {
  const size = Math.ceil(GENERATED_SCREENS.length / GENERATED_PARTS);
  return GENERATED_SCREENS.slice(part * size, (part + 1) * size);
};

/**
 * A room of the sweep's own for each trust's demo managers, with a message in it, so the chat room screen has one
 * to show (the demo data holds no chat).
 */
async function chatRooms() {
  for (const [admin, members] of [
    ['trustadmin', ['bankofficer', 'opsmanager', 'shiftmanager', 'ratemanager', 'multirole', 'nurse18']],
    ['southadmin', ['nurse2']],
  ] as const) {
    const creator = await apiSignIn(baseUrl, `${admin}@bankshift.test`);
    const ids = await Promise.all(
      members.map(async (m) => (await apiSignIn(baseUrl, `${m}@bankshift.test`)).account.id),
    );
    const room = await creator.call('POST', 'chat-rooms', {
      body: { participantIds: ids, isGroupChat: true, chatTitle: `Accessibility sweep ${Date.now()}` },
    });
    expect(room.status, JSON.stringify(room.body)).toBe(201);
    const message = await creator.call('POST', 'chat-messages', {
      body: { chatRoomId: room.body.id, text: 'Ward 7 needs cover on Friday night.' },
    });
    expect(message.status, JSON.stringify(message.body)).toBe(201);
  }
}

beforeAll(chatRooms);

/**
 * A browser of the sweep's own (a fresh profile) for one test. The sweep's tests run two at a time (the a11y project's
 * maxConcurrency, vite.config.ts), each in its browser: one test's page waits on the API and on its quiet check while
 * the other's renders.
 */
async function sweepPage(): Promise<{ page: Page; close(): Promise<void> }> {
  const browser = await openBrowser();
  browser.page.setDefaultTimeout(20_000);
  await browser.context.addInitScript(countApiRequests);
  return browser;
}

interface Finding {
  screen: string;
  who: string;
  violations: string[];
}
const findings: Finding[] = [];
const checked: string[] = [];

/**
 * Opens a path inside the console without reloading it, as a link does. The next page has come when the content
 * area (<main>, where the routes render; the menus and toasts are outside it) has changed: React commits a route's
 * new screen in one go, so the first change there after the path is the new screen (or its loading page). Waits in
 * the page, which answers at once.
 */
async function go(page: Page, path: string) {
  await page.evaluate(async (to) => {
    let changed = false;
    const changes = new MutationObserver(() => (changed = true));
    changes.observe(document.querySelector('main') ?? document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    try {
      for (const started = performance.now(); !changed; await new Promise((r) => setTimeout(r, 5))) {
        if (performance.now() - started > 15_000) throw new Error(`the page did not change within 15 s, opening ${to}`);
      }
    } finally {
      changes.disconnect();
    }
  }, path);
}

/**
 * Waits until the page has stopped loading: no API request of the page's unanswered and no progress indicator,
 * for a moment (the page's own fetches are counted by the script installed before it loads).
 */
async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { apiInFlight: number; quietSince?: number };
      const busy =
        w.apiInFlight > 0 || document.querySelector('[role=progressbar]:not([aria-valuenow]), .MuiSkeleton-root');
      if (busy) w.quietSince = undefined;
      else w.quietSince ??= performance.now();
      return !busy && performance.now() - w.quietSince! > 100;
    },
    undefined,
    { polling: 25 },
  );
}

/** Counts the page's API requests in flight, in the page (window.apiInFlight). */
function countApiRequests() {
  const w = window as unknown as { apiInFlight: number };
  w.apiInFlight = 0;
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const api = new URL(input instanceof Request ? input.url : String(input), location.href).pathname.startsWith(
      '/api/',
    );
    if (!api) return fetch(input, init);
    w.apiInFlight++;
    return fetch(input, init).finally(() => w.apiInFlight--);
  };
}

/**
 * The frame around a role's screens (the top bar with its horizontal menu, the side menu): the same on every screen
 * of the role, so it is checked with the role's first screen and left out of the others. Rules about the page as a
 * whole (its title, language, a way to skip the menus) still run on every screen.
 */
const SHELL = ['header', '.RaSidebar-fixed'];
const shellChecked = new Set<string>();

async function axe(page: Page, exclude: string[]): Promise<string[]> {
  // Evaluated by the browser's devtools protocol, as the test's own script: the console's content security policy
  // (no inline scripts) holds for every page swept, and axe is not one of the page's scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const violations = await page.evaluate(
    ([tags, exclude]) =>
      (window as any).axe
        .run(
          { exclude: exclude.map((selector) => [selector]) },
          { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
        )
        .then((r: any) =>
          r.violations.map(
            (v: any) =>
              `${v.id} (${v.impact}): ${v.nodes
                .map((n: any) => String(n.target))
                .slice(0, 3)
                .join(' | ')}; ${String(v.nodes[0]?.failureSummary ?? '')
                .replace(/\s+/g, ' ')
                .slice(0, 240)}`,
          ),
        ),
    [WCAG_TAGS, exclude] as const,
  );
  return violations as string[];
}

/**
 * The page as axe would check it with `exclude` left out: its title, and its markup with the ids React makes up per
 * render (useId's _r_..._) taken out. Two pages alike in it get the same findings (the same markup under the same
 * stylesheet), so a screen that another role (or screen) already showed exactly so is not checked again.
 */
async function fingerprint(page: Page, exclude: string[]): Promise<string> {
  return page.evaluate((exclude) => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const selector of exclude) body.querySelectorAll(selector).forEach((e) => e.remove());
    return `${document.title}\n${body.outerHTML.replace(/_r_[0-9a-z]+_/g, '')}`;
  }, exclude);
}
const seen = new Map<string, string[]>();

/**
 * Checks the page shown once it has settled, as that screen for that role (the frame with the role's first one);
 * answers what it found.
 */
async function check(page: Page, screen: string, who: string): Promise<Finding[]> {
  await settled(page);
  const frameChecked = shellChecked.has(who);
  const shown = frameChecked ? await fingerprint(page, SHELL) : undefined;
  checked.push(`${screen} as ${who}`);
  const violations = (shown !== undefined && seen.get(shown)) || (await axe(page, frameChecked ? SHELL : []));
  if (shown !== undefined) seen.set(shown, violations);
  if (!frameChecked && (await page.locator(SHELL.join(', ')).count())) shellChecked.add(who);
  const found = violations.length ? [{ screen, who, violations }] : [];
  findings.push(...found);
  return found;
}

/** Fails with each violation once, with the screens and roles it was found on. */
function failOn(found: Finding[]) {
  const where = new Map<string, string[]>();
  for (const f of found)
    for (const v of f.violations) where.set(v, [...(where.get(v) ?? []), `${f.screen} as ${f.who}`]);
  const report = [...where].map(
    ([v, on]) => `${v}\n    on ${on.length}: ${on.slice(0, 6).join(', ')}${on.length > 6 ? ', ...' : ''}`,
  );
  if (report.length) throw new Error(`${report.length} accessibility violation(s):\n${report.join('\n')}`);
}

/**
 * A test of the sweep, run beside the others in a browser of its own: it fails on the violations found by its own
 * checks, so that a run of one test (one role, -t) fails where it finds. `check` checks the page shown as a screen
 * for a role; `expect` is the test's own (a concurrent test's assertions need it).
 */
interface Sweeping {
  page: Page;
  check(screen: string, who: string): Promise<void>;
  expect: ExpectStatic;
}
const sweep = (name: string, body: (sweeping: Sweeping) => Promise<void>) =>
  it.concurrent(name, async ({ expect }) => {
    const { page, close } = await sweepPage();
    const found: Finding[] = [];
    try {
      await body({ page, expect, check: async (screen, who) => void found.push(...(await check(page, screen, who))) });
    } finally {
      await close();
    }
    failOn(found);
  });

/** The first record the role can read of a service, or undefined. */
async function firstId(api: ApiSession, service: string): Promise<number | string | undefined> {
  const res = await api.call('GET', service, { query: { $limit: 1 } });
  const rows = Array.isArray(res.body) ? res.body : res.body?.data;
  return res.status === 200 ? rows?.[0]?.id : undefined;
}

async function idsFor(api: ApiSession) {
  const role = api.account.newUserRoles.find((r) => r.roleId === api.roleId)!;
  // Evidence waiting for a decision: its page with the decision's buttons.
  const evidence = await api.call('GET', 'righttoworkrequests', { query: { status: 'pending', $limit: 1 } });
  const waiting = evidence.status === 200 ? evidence.body.data[0] : undefined;
  return {
    id: role.trustId ?? (await firstId(api, 'trusts')),
    job: await firstId(api, 'jobs'),
    template: await firstId(api, 'planner-templates'),
    draft: (await api.call('GET', 'jobs', { query: { status: 'DRAFT', $limit: 1 } })).body?.data?.[0]?.id as
      number | undefined,
    room: await firstId(api, 'chat-rooms'),
    nurse: waiting?.userId,
    evidence: waiting?.id,
    // A person's permissions page: the role's own account's.
    person: api.account.id,
    wizard: await wizardDraft(api, actingRoleOf(api.account, api.roleId)),
    plan: await sweepPlan(api, actingRoleOf(api.account, api.roleId)),
  };
}

/**
 * A plan under way (customRoutes/plans/planDraft.ts), so that the plan builder and the nurse pages open with a week of
 * planned shifts, one with a nurse named: the role's first planner template's week, next week; undefined for a role
 * that does not plan.
 */
async function sweepPlan(api: ApiSession, role: ReturnType<typeof actingRoleOf>) {
  if (!role || !checkAccess(role, PLAN_SHIFTS).allowed) return undefined;
  const template = (await api.call('GET', 'planner-templates', { query: { $limit: 1 } })).body?.data?.[0];
  if (!template) return undefined;
  const [first, ...rest] = template.jobs;
  const rows = [{ ...first, personId: 1, personName: 'A named nurse' }, ...rest];
  return JSON.stringify({
    careLocationId: template.careLocationId,
    weekStart: mondayFrom(addDays(localDate(new Date()), 1)),
    rows,
  });
}

/**
 * A complete wizard draft of the role's own places, so that each of the wizard's steps opens as itself (an empty draft
 * sends every step back to the first); undefined for a role that does not post.
 */
async function wizardDraft(api: ApiSession, role: ReturnType<typeof actingRoleOf>) {
  if (!role || !checkAccess(role, POST_SHIFT_ACCESS).allowed) return undefined;
  const careLocationId = await firstId(api, 'care-locations');
  if (careLocationId === undefined) return undefined;
  const department = (await api.call('GET', 'departments', { query: { careLocationId, $limit: 1 } })).body?.data?.[0];
  const jobTitleTypeId = await firstId(api, 'job-title-types');
  if (!department || !jobTitleTypeId) return undefined;
  const today = localDate(new Date());
  return draftToSearch({
    careLocationId: Number(careLocationId),
    departmentId: department.id,
    jobTitleTypeId: Number(jobTitleTypeId),
    band: { from: '5', to: '6' },
    jobTemplateId: (await firstId(api, 'jobtemplates')) as number | undefined,
    personaId: (await firstId(api, 'staffpersonas')) as number | undefined,
    skills: [],
    shift: 'Custom',
    shiftTime: { start: '07:30', end: '19:30' },
    dates: [addDays(today, 3), addDays(today, 4)],
    vacancies: 1,
    fulfilment: 'Manual',
  });
}

/** The path with its parameters filled for this role; undefined when the role has no such record. */
function fill(path: string, ids: Record<string, number | string | undefined>): string | undefined {
  if (path.startsWith('/shifts/new/')) return ids.wizard === undefined ? undefined : `${path}?${ids.wizard}`;
  // The plan under way's first planned shift.
  if (path === '/addPerson/:id') return ids.plan === undefined ? undefined : '/addPerson/1';
  let missing = false;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = path.startsWith('/trust/')
      ? ids.id
      : path.startsWith('/savedTemplate/')
        ? ids.template
        : path.startsWith('/users/')
          ? ids[name === 'requestId' ? 'evidence' : 'nurse']
          : name === 'chatRoomId'
            ? ids.room
            : name === 'userId'
              ? ids.person
              : ids.job;
    if (value === undefined) missing = true;
    return String(value);
  });
  return missing ? undefined : filled;
}

describe('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  sweep('finds no violation on the public pages, for a visitor', async ({ page, check }) => {
    for (const path of PUBLIC_SCREENS) {
      await page.goto(`${baseUrl}${path.replace(/:token/, 'not-a-real-token')}`);
      await check(path, 'a visitor');
    }
  });

  /**
   * Signs the role's user in and switches to the role as its user would, through the top bar: the API session and
   * the acting role.
   */
  async function openAs(page: Page, email: string, roleType: string | undefined) {
    const api = await apiSignIn(baseUrl, email, roleType);
    await signIn(page, baseUrl, email);
    if (roleType) {
      await page.locator('header').getByRole('button', { name: 'Choose Your Role' }).click();
      await page
        .getByRole('dialog', { name: 'Choose Your Role' })
        .getByRole('button', { name: new RegExp(`^${ROLE_NAMES[roleType]}`) })
        .click();
      const loading = page.getByRole('dialog').filter({ hasText: 'Loading.....' });
      await loading.waitFor();
      await loading.waitFor({ state: 'detached' });
    }
    return { api, role: actingRoleOf(api.account, api.roleId)! };
  }

  // Each role's screens in several tests, the bespoke ones, then the generated ones in parts, so that a test's work
  // stays bounded as screens are added.
  for (const { email, roleType } of ROLES) {
    const who = roleType ? `${email} (${roleType})` : email;
    sweep(`finds no violation on any bespoke screen ${who} can open`, async ({ page, check, expect }) => {
      const { api, role } = await openAs(page, email, roleType);
      const ids = await idsFor(api);
      if (ids.plan) await page.evaluate((plan) => sessionStorage.setItem('bankshift.shiftPlan', plan), ids.plan);
      for (const { path: screen, access } of BESPOKE_SCREENS) {
        if (access && !checkAccess(role, access).allowed) continue;
        const path = fill(screen, ids);
        if (!path) continue;
        await go(page, path);
        await check(screen, who);
      }
      // A drafted shift's details, with its checklist (the first shift is seldom a draft).
      if (ids.draft !== undefined) {
        await go(page, `/jobs/${ids.draft}/details`);
        await check('/jobs/:id/details (a draft)', who);
      }
      // The chart reports with every chart's figures shown (their tables start folded away).
      if (checkAccess(role, CHART_REPORTS_ACCESS).allowed) {
        await go(page, '/reports');
        const show = page.getByRole('button', { name: 'Show the figures' });
        await expect.poll(() => show.count()).toBe(4);
        // Each click renames its button (Hide the figures), so the first left is the next one.
        while (await show.count()) await show.first().click();
        await check('/reports (figures shown)', who);
      }
      // The learning journey with its months' figures shown.
      if (checkAccess(role, LEARNING_JOURNEY_ACCESS).allowed) {
        // (The last bespoke screen checked may be this one: opening it again changes nothing.)
        if (new URL(page.url()).pathname !== LEARNING_JOURNEY_ROUTE) await go(page, LEARNING_JOURNEY_ROUTE);
        await page.getByRole('button', { name: 'Show the figures' }).click();
        await check(`${LEARNING_JOURNEY_ROUTE} (figures shown)`, who);
      }
      // A draft trust's setup, resumed at its later steps (the route alone opens its first).
      if (checkAccess(role, { superAdminOnly: true }).allowed) {
        const [draft] = (await api.call('GET', 'trusts', { query: { setupStep: 'features', $limit: 1 } })).body.data;
        for (const step of ['organisation', 'features']) {
          await go(page, `/new-trust?trust=${draft.id}&step=${step}`);
          await check(`/new-trust (step ${step})`, who);
        }
      }
    });

    for (let part = 0; part < GENERATED_PARTS; part++) {
      sweep(
        `finds no violation on any generated screen of part ${part + 1} of ${GENERATED_PARTS} ${who} can open`,
        async ({ page, check }) => {
          const { api, role } = await openAs(page, email, roleType);
          for (const { path, def, method } of generatedPart(part)) {
            if (!checkAccess(role, def.access[method]).allowed) continue;
            const id = path.includes(':id') ? await firstId(api, def.name) : undefined;
            if (path.includes(':id') && id === undefined) continue;
            await go(page, path.replace(':id', String(id)));
            await check(path, who);
          }
        },
      );
    }
  }

  it('checked every built screen for some role, and found nothing', () => {
    const screens = new Set(checked.map((c) => c.split(' as ')[0]));
    const unchecked = [
      ...PUBLIC_SCREENS,
      ...BESPOKE_SCREENS.map((s) => s.path),
      ...GENERATED_SCREENS.map((s) => s.path),
    ].filter((s) => !screens.has(s));
    console.log(
      `accessibility sweep: ${checked.length} screen x role pairs over ${screens.size} screens (${seen.size} distinct pages checked by axe)`,
    );
    // Every violation of the run once more, together (first: a sweep of some roles, -t, shows them too).
    failOn(findings);
    expect(unchecked).toEqual([]);
  });
});
