/** GET /api/v3/console-settings: the deployment's store links, for anyone, before sign-in. */
import { afterAll, describe, expect, it } from 'vitest';
import { anonymous, startHarness, type Harness } from './harness';

const started: Harness[] = [];
afterAll(() => Promise.all(started.map((h) => h.close())));

const settingsOf = async (storeLinks: { appStore?: string; googlePlay?: string }) => {
  const h = await startHarness({ storeLinks });
  started.push(h);
  return anonymous(h, 'GET', 'console-settings');
};

describe('console settings', () => {
  it('answers null for a store link the deployment does not set, so the console does not show it', async () => {
    expect(await settingsOf({})).toMatchObject({
      status: 200,
      body: { storeLinks: { appStore: null, googlePlay: null }, descriptionAssistant: false },
    });
  });

  it('answers the store links the deployment sets, and refuses a query (a role sent along is let by)', async () => {
    const res = await settingsOf({ googlePlay: 'https://play.google.com/store/apps/details?id=example' });
    expect(res.body).toEqual({
      storeLinks: { appStore: null, googlePlay: 'https://play.google.com/store/apps/details?id=example' },
      descriptionAssistant: false,
    });
    const h = started.at(-1)!;
    expect((await anonymous(h, 'GET', 'console-settings?platform=ios')).status).toBe(400);
    expect((await anonymous(h, 'GET', 'console-settings?role=1')).status).toBe(200);
  });
});
