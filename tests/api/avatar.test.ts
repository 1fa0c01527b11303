/** POST /api/v1/users/avatar and the signed, expiring file URLs that serve it. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';

let h: Harness;
let s: Session;

beforeAll(async () => {
  h = await startHarness();
  s = await h.signIn('shiftmanager@bankshift.test');
});
afterAll(() => h?.close());
afterEach(() => vi.useRealTimers());

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(
  data: Buffer | string,
  opts: { name?: string; type?: string; field?: string; token?: string | null } = {},
) {
  const form = new FormData();
  form.append(
    opts.field ?? 'avatar',
    new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type: opts.type ?? 'image/png' }),
    opts.name ?? 'me.png',
  );
  const token = opts.token === undefined ? s.token : opts.token;
  const res = await fetch(`${h.url}/api/v1/users/avatar`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: await res.json() };
}
const fetchFile = (url: string) => fetch(new URL(url, h.url));

describe('avatar upload', () => {
  it('stores a PNG, answers its signed URL, serves it there and shows it on the account', async () => {
    const res = await upload(PNG);
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toMatch(/^\/api\/v3\/files\/avatars\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]+$/);
    const file = await fetchFile(res.body.imageUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

    const account = (await s.call('GET', 'account', { role: null })).body;
    expect(account.imageUrl.split('?')[0]).toBe(res.body.imageUrl.split('?')[0]);
    const expires = Number(new URL(account.imageUrl, h.url).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect((await fetchFile(account.imageUrl)).status).toBe(200);
  });

  it('refuses a tampered, an unsigned and an expired link with 403', async () => {
    const { imageUrl } = (await upload(PNG)).body;
    const url = new URL(imageUrl, h.url);
    const tampered = new URL(url);
    const sig = url.searchParams.get('signature')!;
    tampered.searchParams.set('signature', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    expect((await fetchFile(tampered.href)).status).toBe(403);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await fetchFile(later.href)).status).toBe(403);
    const other = new URL(url);
    other.pathname = other.pathname.replace(/[0-9a-f]{32}/, '0'.repeat(32));
    expect((await fetchFile(other.href)).status).toBe(403);
    expect((await fetchFile(url.pathname)).status).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 3_600_000);
    const expired = await fetchFile(url.href);
    expect(expired.status).toBe(403);
    expect((await expired.json()).message).toMatch(/expired/);
  });

  it('replaces the previous avatar and removes its file', async () => {
    const first = (await upload(PNG)).body.imageUrl;
    const second = (await upload(PNG)).body.imageUrl;
    expect((await fetchFile(second)).status).toBe(200);
    expect((await fetchFile(first)).status).toBe(404);
  });

  it('accepts JPEG and WebP by their first bytes', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(64)]);
    const j = await upload(jpeg, { name: 'me.jpg', type: 'image/jpeg' });
    expect(j.body.imageUrl).toMatch(/\.jpg\?/);
    expect((await fetchFile(j.body.imageUrl)).headers.get('content-type')).toBe('image/jpeg');
    expect((await upload(webp, { name: 'me.webp', type: 'image/webp' })).body.imageUrl).toMatch(/\.webp\?/);
  });

  it('refuses a text file named .png, an oversized image, a missing field and a missing token', async () => {
    const before = (await s.call('GET', 'account', { role: null })).body.imageUrl;
    const text = await upload('just some text, not an image', { name: 'evil.png', type: 'image/png' });
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/PNG, JPEG or WebP/);
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/at most 2 MB/);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const two = new FormData();
    two.append('avatar', new Blob([new Uint8Array(PNG)]), 'a.png');
    two.append('avatar', new Blob([new Uint8Array(PNG)]), 'b.png');
    const twoFiles = await fetch(`${h.url}/api/v1/users/avatar`, {
      method: 'POST',
      body: two,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(twoFiles.status).toBe(400);
    expect((await twoFiles.json()).message).toMatch(/one file/);
    const wrongField = await upload(PNG, { field: 'picture' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors[0].field).toBe('avatar');
    const json = await fetch(`${h.url}/api/v1/users/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ avatar: 'iVBORw0KGgo=' }),
    });
    expect(json.status).toBe(400);
    const anonymous = await upload(PNG, { token: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.data.code).toBe('AUTHORIZATION_REQUIRED');
    expect((await s.call('GET', 'account', { role: null })).body.imageUrl.split('?')[0]).toBe(before.split('?')[0]);
  });
});
