/**
 * One run of the first-show bench, in a fresh Chromium (tests/e2e/browser.ts: Debian's, a profile of its own, so an
 * empty cache): sign in through the console as the e2e tests do (tests/e2e/shellSupport.ts), wait on the landing page,
 * click the bell; open the shift's details page, wait, click its Candidates tab. Each click is timed in the page, from
 * the click event to the first animation frame in which the part's content is visible (the frame that draws it).
 *
 * Without the preload the page is given, before any of its scripts runs, a requestIdleCallback that never calls back:
 * preloadWhenIdle (src/lazyComponent.tsx), the built console's only caller of it, then fetches nothing ahead, and each
 * part's code is fetched when it is first shown, as before the preload. Nothing in the console is changed for it.
 */
import { performance } from 'node:perf_hooks';
import type { Locator, Page, Request } from 'playwright-core';
import { candidatesMessages } from '../../customRoutes/jobs/candidates/messages';
import { openBrowser } from '../../tests/e2e/browser';
import { signIn } from '../../tests/e2e/shellSupport';
import { sleep } from '../common/log';

export const PARTS = ['candidates', 'bell'] as const;
export type PartName = (typeof PARTS)[number];

/** What each part shows once it is there: the table's first candidate; the panel's first notification. */
const CONTENT: Record<PartName, string> = {
  candidates: `section[aria-label="${candidatesMessages.title}"] table tbody th[scope="row"]`,
  bell: '[aria-labelledby="notification-panel-heading"] [data-testid="notification-scroller"] li',
};

/** Each part's data request: its ranked candidates; a page of notifications (not the unread count). */
const DATA: Record<PartName, RegExp> = {
  candidates: /\/api\/v3\/get-staff-match-score\?/,
  bell: /\/api\/v3\/notifications\?(?!.*unread)/,
};

export interface Shown {
  /** From the click event to the first frame showing the content. */
  ms: number;
  /** When the browser asked for the part's chunk, and had it, in ms from the click (negative: before it). */
  askedMs?: number;
  arrivedMs?: number;
  /** The part's data request after the click, from asking to having the answer, in the browser. */
  dataMs?: number;
  /** Why the run does not count: the preload did not happen, or happened without it. */
  problem?: string;
}

/** Given to the page without the preload: idle callbacks are never called. */
const NEVER_IDLE = 'window.requestIdleCallback = () => 0; window.cancelIdleCallback = () => undefined;';

/**
 * Run in the page before a click (a string: tsx's helpers would not be there): `window.firstShow` then answers the
 * ms from the click event to the first frame in which `content` is visible.
 */
const WATCH = `(content) => {
  window.firstShow = new Promise((resolve, reject) => {
    let clicked;
    addEventListener('click', (e) => (clicked = e.timeStamp), { capture: true, once: true });
    const until = performance.now() + 60000;
    const frame = () => {
      const now = performance.now();
      const shown = [...document.querySelectorAll(content)].some((el) => el.checkVisibility());
      if (clicked !== undefined && shown) resolve(now - clicked);
      else if (now > until) reject(new Error(content + ' did not show within 60 s'));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}`;

export async function firstShowings(opts: {
  baseUrl: string;
  email: string;
  jobId: number;
  preload: boolean;
  settleMs: number;
  chunks: Record<PartName, string>;
}): Promise<Record<PartName, Shown>> {
  const browser = await openBrowser();
  try {
    const { context, page } = browser;
    page.setDefaultTimeout(60_000);
    if (!opts.preload) await context.addInitScript(NEVER_IDLE);
    // Every request: when this process heard of it and of its end, and how long it took in the browser (its timing).
    const requests = new Map<Request, { url: string; asked: number; arrived?: number; took?: number }>();
    page.on('request', (r) => void requests.set(r, { url: r.url(), asked: performance.now() }));
    page.on('requestfinished', (r) => {
      const seen = requests.get(r);
      const took = r.timing().responseEnd; // -1 when the browser gave no timing
      if (seen) Object.assign(seen, { arrived: performance.now(), took: took >= 0 ? took : undefined });
    });

    const shown = async (part: PartName, target: Locator): Promise<Shown> => {
      const { ms, clickedAt } = await timedClick(page, target, CONTENT[part]);
      const seen = [...requests.values()];
      const chunk = seen.find((r) => r.url.endsWith(`/${opts.chunks[part]}`));
      const data = seen.find((r) => DATA[part].test(r.url) && r.asked >= clickedAt);
      const [askedMs, arrivedMs] = [chunk?.asked, chunk?.arrived].map((t) => (t === undefined ? t : t - clickedAt));
      const problem = opts.preload
        ? arrivedMs === undefined || arrivedMs > 0
          ? 'its code had not arrived ahead of the click'
          : undefined
        : askedMs !== undefined && askedMs < 0
          ? 'its code was asked for before the click'
          : undefined;
      return { ms, askedMs, arrivedMs, dataMs: data?.took, problem };
    };

    await signIn(page, opts.baseUrl, opts.email);
    await sleep(opts.settleMs);
    const bell = await shown('bell', page.locator('header').getByRole('button', { name: /^Notifications/ }));
    await page.goto(`${opts.baseUrl}/jobs/${opts.jobId}/details`);
    const tab = page.getByRole('tab', { name: 'Candidates' });
    await tab.waitFor();
    await sleep(opts.settleMs);
    const candidates = await shown('candidates', tab);
    return { bell, candidates };
  } finally {
    await browser.close();
  }
}

/** Clicks `target` and answers the ms the page took to show `content`, and when (this process's clock) it clicked. */
async function timedClick(page: Page, target: Locator, content: string) {
  await target.waitFor();
  await page.evaluate(`(${WATCH})(${JSON.stringify(content)})`);
  const clickedAt = performance.now();
  await target.click();
  const ms = (await page.evaluate('window.firstShow')) as number;
  return { ms, clickedAt };
}
